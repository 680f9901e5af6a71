import { BOOKING_LIMIT, createBooking } from "~/features/booking/booking-write.server";
import { bookingMessages } from "~/features/booking/messages";
import { bookingSchema } from "~/features/booking/schema";
import { formAction } from "~/lib/form.server";
import type { Route } from "./+types/bookings";

export function action({ request }: Route.ActionArgs) {
  return formAction(request, { name: "booking", schema: bookingSchema, messages: bookingMessages, limit: BOOKING_LIMIT }, async (form) => {
    const result = await createBooking(form);
    // The private cancellation link goes to the customer's mailbox only, never to the browser.
    return result.ok
      ? {
          ok: true as const,
          message: result.message,
          barber: result.barber,
          services: result.services,
          durationMinutes: result.durationMinutes,
          priceCents: result.priceCents,
        }
      : result;
  });
}
