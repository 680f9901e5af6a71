import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { SERVICES_ANCHOR } from "~/features/booking/anchors";
import { scrollBehavior } from "~/components/ui/motion";

/** Spec §9: after showing the services, the home page goes back to its top 1.5 s later. */
const SCROLL_BACK_DELAY_MS = 1500;
const target = `/#${SERVICES_ANCHOR}`;

/**
 * 'Prendre rendez-vous' from the blog: home page, services section (ScrollRestoration scrolls to
 * the anchor), then back to the top. A plain link without JavaScript or with a modifier key.
 */
export function BookAppointmentLink({ className }: { className: string }) {
  const navigate = useNavigate();
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    await navigate(target);
    window.setTimeout(() => {
      // The visitor may have gone elsewhere in the meantime: only the home page scrolls back.
      if (window.location.pathname === "/") window.scrollTo({ top: 0, behavior: scrollBehavior() });
    }, SCROLL_BACK_DELAY_MS);
  };
  return (
    <Link to={target} onClick={onClick} className={className}>
      Prendre rendez-vous
    </Link>
  );
}
