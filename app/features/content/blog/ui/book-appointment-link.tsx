import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { SERVICES_ANCHOR } from "~/features/booking/anchors";
import { scrollBehavior } from "~/components/ui/motion";

/** Spec §9: after showing the services, the home page goes back to its top 1.5 s later. */
const SCROLL_BACK_DELAY_MS = 1500;
/** How long the home page may take to show: past that, no scroll back. */
const SHOWN_WITHIN_MS = 10_000;
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
    // The home page is shown once its parts are there (ServerHtml): the delay counts from then.
    const deadline = Date.now() + SHOWN_WITHIN_MS;
    const onceShown = () => {
      // The visitor may have gone elsewhere in the meantime: only the home page scrolls back.
      if (window.location.pathname !== "/") return;
      if (!document.getElementById(SERVICES_ANCHOR)) {
        if (Date.now() < deadline) requestAnimationFrame(onceShown);
        return;
      }
      window.setTimeout(() => {
        if (window.location.pathname === "/") window.scrollTo({ top: 0, behavior: scrollBehavior() });
      }, SCROLL_BACK_DELAY_MS);
    };
    onceShown();
  };
  return (
    <Link to={target} onClick={onClick} className={className}>
      Prendre rendez-vous
    </Link>
  );
}
