import { captureDepositPayPal, payDepositInDemo, startDepositPayPal } from "~/features/booking/deposit-payment.server";
import { depositMessages } from "~/features/booking/deposit-messages";
import { depositPaymentSchema } from "~/features/booking/deposit-schema";
import { formAction, type FormLimit } from "~/lib/form.server";
import type { Route } from "./+types/booking-deposit";

/** Payments one client address may try per hour: a few retries of a few bookings, not a token hunt. */
const DEPOSIT_LIMIT: FormLimit = { key: "booking-deposit", max: 30, windowSeconds: 60 * 60, countsEveryPost: true };

/**
 * Paying a held booking's arrhes, with the payment token its booking answered to the browser that
 * made it: 'demo' pays at once (demonstration mode); 'create' makes the PayPal order, 'capture'
 * takes the approved payment and confirms the booking.
 */
export function action({ request }: Route.ActionArgs) {
  return formAction(request, { name: "booking deposit", schema: depositPaymentSchema, messages: depositMessages, limit: DEPOSIT_LIMIT }, async (input) => {
    switch (input.intent) {
      case "demo":
        return await payDepositInDemo(input.token, undefined, undefined, input.expressRequest !== undefined);
      case "create":
        return await startDepositPayPal(input.token, undefined, undefined, input.expressRequest !== undefined);
      case "capture":
        return await captureDepositPayPal(input.token, input.paypalOrderId);
    }
  });
}
