// A gift card as the shop sells it: what the buyer chooses on the card's page, kept in the cart with
// the other lines, and checked again by the server when the order is quoted and placed. Pure: the
// page, the cart and the server share it.
import type { GiftCardPurchaseRecord } from "~db/schema";
import { purchaseMessages } from "./purchase-texts";
import { readMessage, validAmountCents, validSendDate } from "./rules";

export * from "./purchase-texts";

/**
 * What the buyer chose: an amount or a service (sold at its price of the day), the recipient, a
 * message, and where it goes (to the buyer at once, or to `recipientEmail` on `sendOn` at 08:00
 * Paris). The shape a PayPal order's record keeps, less its cart line's id.
 */
export type GiftCardPurchase = Omit<GiftCardPurchaseRecord, "lineId">;

/** Names are capped like the site's other names; a message is checked by `readMessage`. */
export const RECIPIENT_NAME_MAX = 80;

/**
 * Whether a purchase may be sold on `today` (Paris): a valid amount or a service id, a name, a message
 * within 300 characters, and for a card mailed to its recipient, an address and a day within 3 months.
 * Returns the first problem as `{ field, message }`, or null.
 */
export function purchaseProblem(purchase: GiftCardPurchase, today: string): { field: keyof GiftCardPurchase; message: string } | null {
  if (purchase.kind === "amount" && (purchase.amountCents === null || !validAmountCents(purchase.amountCents)))
    return { field: "amountCents", message: purchaseMessages.amount };
  if (purchase.kind === "service" && !purchase.serviceId) return { field: "serviceId", message: purchaseMessages.service };
  if (readMessage(purchase.message) === null) return { field: "message", message: purchaseMessages.message };
  if (purchase.sendTo === "recipient") {
    if (!purchase.recipientEmail) return { field: "recipientEmail", message: purchaseMessages.recipientEmail };
    if (!purchase.sendOn || !validSendDate(purchase.sendOn, today)) return { field: "sendOn", message: purchaseMessages.sendDate };
  }
  return null;
}
