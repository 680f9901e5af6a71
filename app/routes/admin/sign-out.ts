import { redirect } from "react-router";
import { z } from "zod";
import { getAuth } from "~/features/accounts/auth.server";
import { markPrivate } from "~/features/accounts/session.server";
import { accountMessages } from "~/features/accounts/messages";
import { redirectWithFlash } from "~/lib/flash.server";
import { formAction } from "~/lib/form.server";
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
export function action({ request }: Route.ActionArgs) {
  markPrivate(request);
  // The form says what it is (a crafted or broken post signs nobody out: 400, as any form's).
  return formAction(request, { name: "admin sign-out", schema: signOutSchema, messages: { UNKNOWN: accountMessages.logoutFailed } }, async () => {
    let headers = new Headers();
    try {
      ({ headers } = await getAuth().api.signOut({ headers: request.headers, returnHeaders: true }));
    } catch (error) {
      log("warn", "admin sign-out failed", errorFields(error));
    }
    return redirectWithFlash("/admin", { type: "success", message: accountMessages.logoutSuccess }, { headers });
  });
}

const signOutSchema = z.object({ intent: z.literal("sign-out", { error: accountMessages.logoutFailed }) });
