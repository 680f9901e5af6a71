// French texts of paying with a gift card (checkout), shared by the page and the server.

export const cardPaymentMessages = {
  GIFT_CARD_EMPTY_FIELD: "Veuillez entrer le code de votre carte cadeau",
  GIFT_CARD_INVALID: "Ce code de carte cadeau n'est pas valide.",
  GIFT_CARD_EXPIRED: "Cette carte cadeau n'est plus valable.",
  GIFT_CARD_USED_UP: "Cette carte cadeau a été entièrement utilisée.",
  GIFT_CARD_SERVICE: "Cette carte cadeau est réservée à une prestation, au salon.",
  GIFT_CARD_TAKEN: "Le solde de votre carte cadeau a changé. Vérifiez le récapitulatif avant de payer.",
  applied: "Carte cadeau appliquée",
} as const;

export type CardPaymentCode = "GIFT_CARD_INVALID" | "GIFT_CARD_EXPIRED" | "GIFT_CARD_USED_UP" | "GIFT_CARD_SERVICE";

/** « •••• ABCD »: how a card is named wherever its code is not shown whole. */
export const maskedCard = (last4: string) => `•••• ${last4}`;
