// A gift card as the shop sells it: what the buyer chooses on the card's page, kept in the cart with
// the other lines, and checked again by the server when the order is quoted and placed. Pure: the
// page, the cart and the server share it.
import { formatPrice } from "~/lib/money";
import { giftCardMessages, readMessage, validAmountCents, validSendDate } from "./rules";

export type GiftCardPurchase = {
  kind: "amount" | "service";
  /** The amount, for an amount card. */
  amountCents: number | null;
  /** The service, for a service card (it is sold at its price of the day). */
  serviceId: string | null;
  recipientName: string;
  message: string;
  /** To the buyer at once, or to the recipient's address on `sendOn` at 08:00 (Paris). */
  sendTo: "buyer" | "recipient";
  recipientEmail: string | null;
  sendOn: string | null;
};

export const purchaseMessages = {
  ...giftCardMessages,
  choice: "Choisissez un montant ou une prestation.",
  service: "Choisissez une prestation de la carte.",
  recipientName: "Indiquez le nom du destinataire.",
  recipientEmail: "Veuillez entrer une adresse email valide",
  sendTo: "Choisissez à qui envoyer la carte.",
  UNKNOWN: "Cette carte cadeau ne peut pas être ajoutée. Rechargez la page.",
  added: "Carte cadeau ajoutée au panier",
} as const;

/** Names are capped like the site's other names; a message is checked by `readMessage`. */
export const RECIPIENT_NAME_MAX = 80;

/** A card's line in an order (docs/decisions/0033): no product, no stock; its category and picture. */
export const GIFT_CARD_CATEGORY = "carte-cadeau";
export const GIFT_CARD_IMAGE = "/images/carte-cadeau.svg";

/** The cart line's id of a gift card: one line per card, never merged with another. */
export const GIFT_CARD_LINE_PREFIX = "carte-cadeau-";
export const isGiftCardLineId = (productId: string) => productId.startsWith(GIFT_CARD_LINE_PREFIX);

/** « Carte cadeau 50,00 € pour Théo » / « Carte cadeau Formule complète pour Théo ». */
export const giftCardLineName = (what: { amountCents: number } | { serviceTitle: string }, recipientName: string) =>
  `Carte cadeau ${"serviceTitle" in what ? what.serviceTitle : formatPrice(what.amountCents)} pour ${recipientName}`;

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
