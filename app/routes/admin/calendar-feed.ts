import { requireAdmin } from "~/features/accounts/session.server";
import { calendarFeedMessages, feedAddressSchema, newFeedAddress } from "~/features/booking/calendar-feed.server";
import { formAction } from "~/lib/form.server";
import type { Route } from "./+types/calendar-feed";

/** Only posted to: a page load goes to the admin's sign-in like any admin page. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}

/** A new secret address of a barber's calendar feed (`scope`: their id) or the salon's (`salon`), answered once. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return formAction(request, { name: "calendar feed address", schema: feedAddressSchema, messages: calendarFeedMessages }, (input) =>
    newFeedAddress(input.scope),
  );
}
