import { useCallback, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { SERVICES_ANCHOR } from "~/features/booking/anchors";
import { scrollBehavior } from "~/components/ui/motion";

/** Click handlers for the logo (top of the home page) and the 'Services' anchor. */
export function useHomeAnchors() {
  const { pathname } = useLocation();
  const onHome = pathname === "/";

  const onLogoClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!onHome || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      window.scrollTo({ top: 0, behavior: scrollBehavior() });
    },
    [onHome],
  );

  // Elsewhere the link goes to "/#services"; React Router's ScrollRestoration scrolls to the anchor.
  const onServicesClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!onHome || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      const target = document.getElementById(SERVICES_ANCHOR);
      if (!target) return;
      event.preventDefault();
      target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
      // Move keyboard focus along with the view.
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    },
    [onHome],
  );

  return { onLogoClick, onServicesClick };
}
