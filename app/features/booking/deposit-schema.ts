import { z } from "zod";
import { depositMessages as m } from "./deposit-messages";

const token = z.string({ error: m.NOT_FOUND }).regex(/^[A-Za-z0-9_-]{43}$/, m.NOT_FOUND);

/**
 * The box ticked before paying, when the booking did not carry it (the dialog asks it): the client
 * asks that the service be performed on the day chosen, inside the 14 days of the right of
 * withdrawal (L221-25, L221-28 1°).
 */
export const expressRequest = z.literal(["on", "true"], { error: m.expressRequestRequired }).optional();

/** Paying a booking's arrhes: in demonstration mode, or PayPal's two steps (create, then capture). */
export const depositPaymentSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("demo"), token, expressRequest }),
    z.object({ intent: z.literal("create"), token, expressRequest }),
    z.object({ intent: z.literal("capture"), token, paypalOrderId: z.string({ error: m.PAYMENT_FAILED }).regex(/^[A-Z0-9-]{1,64}$/, m.PAYMENT_FAILED) }),
  ],
  { error: m.UNKNOWN },
);
