import { bookingMessages } from "./messages";

/** Days still to come one person (one e-mail) may wait for at once. */
export const MAX_OPEN_WAITS = 5;
/** Waiting-list mails one address gets at most in a Paris day. */
export const MAX_WAITLIST_MAILS_PER_DAY = 3;

/**
 * The waiting list of full days ('Me prévenir si un créneau se libère'): failure codes in capitals,
 * the form's and the pages' other texts in camelCase.
 */
export const waitlistMessages = {
  success: "C'est noté : nous vous écrirons si un créneau se libère ce jour-là.",
  noSlots: "Aucun créneau disponible ce jour-là.",
  noSlotsHint: "Choisissez une autre date, ou demandez à être prévenu.",
  offer: "Me prévenir si un créneau se libère",
  intro:
    "Si un créneau se libère ce jour-là pour cette prestation, nous vous prévenons par e-mail. Rien n'est réservé pour vous : le premier qui réserve obtient le créneau.",
  emailLabel: "Email",
  phoneLabel: "Téléphone (facultatif)",
  send: "Me prévenir",
  sending: "Envoi en cours...",
  joined: "Vous êtes sur la liste d'attente de ce jour-là.",
  missingEmail: "Veuillez entrer votre adresse email",
  invalidEmail: bookingMessages.invalidEmail,
  invalidPhone: bookingMessages.invalidPhone,
  OUTSIDE_WINDOW: bookingMessages.OUTSIDE_WINDOW,
  INVALID_SERVICE: bookingMessages.INVALID_SERVICE,
  INVALID_BARBER: bookingMessages.INVALID_BARBER,
  CLOSED: "Ce jour-là n'est pas proposé : le salon est fermé ou ce barbier ne travaille pas.",
  STILL_AVAILABLE: "Des créneaux sont encore disponibles ce jour-là",
  TOO_MANY_WAITS: `Vous attendez déjà un créneau pour ${MAX_OPEN_WAITS} journées. Pour en attendre un autre, appelez le salon (ou utilisez le lien « Ne plus être prévenu » d'un e-mail de la liste d'attente, si vous en avez reçu un).`,
  TOO_MANY_REQUESTS: "Trop de demandes en peu de temps depuis votre connexion. Veuillez réessayer plus tard ou appeler le salon.",
  UNKNOWN: "Une erreur est survenue. Veuillez réessayer.",
} as const;

export type WaitlistCode = "OUTSIDE_WINDOW" | "INVALID_SERVICE" | "INVALID_BARBER" | "CLOSED" | "STILL_AVAILABLE" | "TOO_MANY_WAITS";
