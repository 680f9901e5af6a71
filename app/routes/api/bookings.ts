import { BOOKING_LIMIT, createBooking } from "~/features/booking/booking-write.server";
import { bookingMessages } from "~/features/booking/messages";
import { bookingSchema } from "~/features/booking/schema";
import { formAction } from "~/lib/form.server";
import { getConfig } from "~/lib/config.server";

/** PayPal's buttons for the arrhes (the public client id), or null in demonstration mode. */
function paypalButtonsSettings() {
  const { paymentMode, paypal } = getConfig();
  return paymentMode === "paypal" && paypal.clientId ? { clientId: paypal.clientId, sdkUrl: paypal.sdkUrl } : null;
}
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
          // Arrhes to pay: the time is held for this browser, which pays with this token.
          deposit: result.deposit && {
            amountCents: result.deposit.amountCents,
            holdUntil: result.deposit.holdUntil.toISOString(),
            paymentToken: result.deposit.paymentToken,
            paypal: paypalButtonsSettings(),
          },
        }
      : result;
  });
}
