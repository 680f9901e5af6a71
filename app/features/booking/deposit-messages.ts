/** French texts of paying a booking's arrhes. */
export const depositMessages = {
  confirmed: "Arrhes réglées : votre rendez-vous est confirmé. Vous allez le recevoir par e-mail.",
  NOT_FOUND: "Cette réservation n'existe pas ou n'attend plus de paiement.",
  ALREADY_PAID: "Les arrhes de ce rendez-vous sont déjà réglées.",
  HOLD_ENDED: "Le délai de paiement est dépassé : le créneau n'est plus réservé pour vous. Choisissez-en un autre.",
  HOLD_ENDED_REFUNDED: "Le délai de paiement était dépassé et ce créneau a été réservé entre-temps : vos arrhes vous sont remboursées.",
  CANCELLED_REFUNDED: "Ce rendez-vous a été annulé entre-temps : vos arrhes vous sont remboursées.",
  PAYMENT_FAILED: "Le paiement n'a pas abouti. Vous pouvez réessayer tant que le créneau est réservé pour vous.",
  UNKNOWN: "Une erreur est survenue lors du paiement des arrhes.",
  expressRequestRequired: "Cochez la case pour demander que la prestation soit réalisée à la date choisie avant de payer les arrhes.",
} as const;

export type DepositCode = "EXPRESS_REQUEST" | "NOT_FOUND" | "ALREADY_PAID" | "HOLD_ENDED" | "HOLD_ENDED_REFUNDED" | "CANCELLED_REFUNDED" | "PAYMENT_FAILED";
