// What a gift card may be, as numbers and the texts that say them: no import, so a page can show
// them without the date code the rules need (rules.ts re-exports them).

/** The amounts offered, in cents. */
export const PRESET_AMOUNTS_CENTS = [2000, 3000, 5000, 10000] as const;
/** A free amount: whole euros from 10 to 300. */
export const FREE_AMOUNT_CENTS = { min: 1000, max: 30000 } as const;
export const MESSAGE_MAX_LENGTH = 300;
/** A card sent later goes at most 3 months ahead. */
export const SEND_MONTHS_AHEAD = 3;
/** A card is valid 12 months from its issue (to say in the CGV). */
export const VALIDITY_MONTHS = 12;

export const giftCardMessages = {
  amount: "Choisissez un montant de 10 à 300 €, en euros entiers.",
  message: "Le message ne doit pas dépasser 300 caractères.",
  sendDate: "Choisissez une date d'envoi entre aujourd'hui et dans 3 mois.",
} as const;
