import { useCallback, useState, type MouseEvent } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { notify } from "~/lib/notify";
import { SERVICES_ANCHOR } from "./nav-links";
import { scrollBehavior } from "./use-reduced-motion";

/**
 * Sign-out (spec §4 "Logout"): whatever the server answers, toast 'Déconnexion réussie', go to
 * /admin (administrator) or /login (customer), then reload the root loader so `user` becomes null.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);

  const signOut = useCallback(
    async (isAdmin: boolean) => {
      if (pending) return;
      setPending(true);
      try {
        await fetch("/api/auth/sign-out", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: "{}",
        });
      } catch {
        // Missing session or network failure: the spec signs out locally anyway.
      }
      notify.success("Déconnexion réussie");
      try {
        await navigate(isAdmin ? "/admin" : "/login");
        await revalidator.revalidate();
      } finally {
        setPending(false);
      }
    },
    [navigate, revalidator, pending],
  );

  return { signOut, pending };
}

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
