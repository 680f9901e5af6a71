import { requireUser } from "~/features/accounts/session.server";
import { confirmEmail } from "~/features/booking/my-bookings.server";
import { redirectWithFlash } from "~/lib/flash.server";
import type { Route } from "./+types/account-confirm-email";

// The link of the confirmation mail: opened signed in (else after signing in), it confirms the
// account's address and leads to 'Mes rendez-vous'.
export async function loader({ request, params }: Route.LoaderArgs) {
  const account = await requireUser(request, `/account/confirm-email/${params.token}`);
  const result = await confirmEmail(account, params.token);
  return redirectWithFlash("/account/bookings", { type: result.ok ? "success" : "error", message: result.message ?? "" });
}
