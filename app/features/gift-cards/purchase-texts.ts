// The gift card's line and its French texts, without the rules' date code: the card's page and the
// cart read them (purchase.ts re-exports them).
import { formatPrice } from "~/lib/money";
import { giftCardMessages } from "./limits";

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

/** A card's line in an order (docs/decisions/0033): no product, no stock; its category and picture. */
export const GIFT_CARD_CATEGORY = "carte-cadeau";
export const GIFT_CARD_IMAGE = "/images/carte-cadeau.svg";

/** The cart line's id of a gift card: one line per card, never merged with another. */
export const GIFT_CARD_LINE_PREFIX = "carte-cadeau-";
export const isGiftCardLineId = (productId: string) => productId.startsWith(GIFT_CARD_LINE_PREFIX);

/** « Carte cadeau 50,00 € pour Théo » / « Carte cadeau Formule complète pour Théo ». */
export const giftCardLineName = (what: { amountCents: number } | { serviceTitle: string }, recipientName: string) =>
  `Carte cadeau ${"serviceTitle" in what ? what.serviceTitle : formatPrice(what.amountCents)} pour ${recipientName}`;
