import { useCallback, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { notify } from "~/lib/notify";
import { accountMessages } from "./messages";

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
      notify.success(accountMessages.logoutSuccess);
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
