import { getSessionUser } from "~/features/accounts/session.server";
import { paypalSchema } from "~/features/orders/checkout-schema";
import { completePayPalPayment, startPayPalPayment } from "~/features/orders/checkout.server";
import { orderMessages } from "~/features/orders/messages";
import { formAction } from "~/lib/form.server";
import { fail, succeed } from "~/lib/result";
import type { Route } from "./+types/paypal";

/**
 * The PayPal buttons' two calls, as JSON: 'create' answers the PayPal order id for the server's
 * total; 'capture' takes the approved payment, writes the order and answers where to go next.
 */
export function action({ request }: Route.ActionArgs) {
  return formAction(request, { name: "paypal", schema: paypalSchema, messages: { ...orderMessages, UNKNOWN: orderMessages.PAYMENT_FAILED } }, async (input) => {
    const user = await getSessionUser(request);
    if (!user) return fail("SIGN_IN_REQUIRED", orderMessages.SIGN_IN_REQUIRED, 401);
    if (input.intent === "create") return startPayPalPayment(user, input);
    const placed = await completePayPalPayment(user, input);
    if (!placed.ok) return placed;
    return succeed({ orderNumber: placed.orderNumber, redirectTo: `/success?order=${encodeURIComponent(placed.orderNumber)}` }, placed.message);
  });
}
