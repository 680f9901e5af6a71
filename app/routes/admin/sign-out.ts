import { redirect } from "react-router";
import { getAuth } from "~/features/accounts/auth.server";
import { markPrivate } from "~/features/accounts/session.server";
import { accountMessages } from "~/features/accounts/messages";
import { redirectWithFlash } from "~/lib/flash.server";
import { errorFields, log } from "~/lib/log.server";
import type { Route } from "./+types/sign-out";

/** Nothing to show: the address only signs out, by POST (the answer is the sender's own, as every admin address's). */
export function loader({ request }: Route.LoaderArgs) {
  markPrivate(request);
  throw redirect("/admin");
}

/**
 * The administrator's 'Déconnexion', a plain form: it works before the page's scripts have run.
 * Whatever Better Auth answers (no session left, a store error), the spec signs out and says so.
 */
export async function action({ request }: Route.ActionArgs) {
  markPrivate(request);
  let headers = new Headers();
  try {
    ({ headers } = await getAuth().api.signOut({ headers: request.headers, returnHeaders: true }));
  } catch (error) {
    log("warn", "admin sign-out failed", errorFields(error));
  }
  return redirectWithFlash("/admin", { type: "success", message: accountMessages.logoutSuccess }, { headers });
}
