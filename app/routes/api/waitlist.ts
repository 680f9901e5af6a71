import { joinWaitlist, WAITLIST_LIMIT } from "~/features/booking/waitlist.server";
import { waitlistMessages } from "~/features/booking/waitlist-messages";
import { waitlistSchema } from "~/features/booking/waitlist-schema";
import { formAction } from "~/lib/form.server";
import type { Route } from "./+types/waitlist";

// 'Me prévenir si un créneau se libère', from the booking dialog on a full day.
export function action({ request }: Route.ActionArgs) {
  return formAction(request, { name: "waitlist", schema: waitlistSchema, messages: waitlistMessages, limit: WAITLIST_LIMIT }, (input) => joinWaitlist(input));
}
