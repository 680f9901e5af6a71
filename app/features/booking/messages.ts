import { salon } from "~/lib/salon";
import { servicesMessages } from "./services-messages";
import { CANCELLATION_NOTICE_HOURS, MAX_VISIT_MINUTES, MAX_VISIT_SERVICES } from "./booking-rules";

/** Appointments to come one customer (same e-mail or same phone number) may hold at once. */
export const MAX_UPCOMING_BOOKINGS = 3;

/**
 * French texts of booking (spec sections 2, 5 and 8): failure codes in capitals, the schema's and
 * the pages' other texts in camelCase.
 */
export const bookingMessages = {
  success: "Réservation confirmée !",
  missingFields: "Veuillez remplir tous les champs",
  nameTooLong: "Votre nom ne doit pas dépasser 120 caractères",
  invalidEmail: "Veuillez entrer une adresse email valide",
  invalidPhone: "Veuillez entrer un numéro de téléphone valide",
  SLOT_TAKEN: "Ce créneau n'est plus disponible",
  OUTSIDE_WINDOW: "Veuillez choisir une date dans les 14 prochains jours",
  CLOSED: "Ce créneau n'est pas proposé : le salon est fermé à cette heure-là",
  INVALID_SERVICE: "Service ou client invalide",
  INVALID_BARBER: "Ce barbier ne réalise pas cette prestation ou n'est plus disponible. Choisissez un autre barbier ou « Sans préférence ».",
  SERVICES_APART: "Aucun barbier ne réalise toutes ces prestations en une visite. Retirez-en une ou réservez-les séparément.",
  VISIT_TOO_LONG: `Une visite compte ${MAX_VISIT_SERVICES} prestations au plus, ${MAX_VISIT_MINUTES / 60} h en tout.`,
  TOO_MANY_BOOKINGS: `Vous avez déjà ${MAX_UPCOMING_BOOKINGS} rendez-vous à venir. Pour en prendre un autre, annulez-en un depuis le lien reçu par e-mail ou appelez le salon.`,
  CALL_SALON: `Merci d'appeler le salon pour réserver : ${salon.phone}.`,
  expressRequestRequired: "Cochez la case pour demander que la prestation soit réalisée à la date choisie.",
  awaitingDeposit: "Créneau réservé pour vous : réglez les arrhes pour confirmer le rendez-vous.",
  UNKNOWN: "Une erreur est survenue lors de la réservation",
  TOO_MANY_REQUESTS: "Trop de réservations en peu de temps depuis votre connexion. Veuillez réessayer plus tard ou appeler le salon.",
  ...servicesMessages,
  slotsError: "Impossible de charger les créneaux. Veuillez réessayer.",
} as const;

/** After a booking, the barber who takes it (the one chosen, or the one 'Sans préférence' assigned). */
export const bookingConfirmedWith = (barberName: string) => `Votre barbier : ${barberName}.`;

export type BookingCode =
  "SLOT_TAKEN" | "OUTSIDE_WINDOW" | "CLOSED" | "INVALID_SERVICE" | "INVALID_BARBER" | "TOO_MANY_BOOKINGS" | "SERVICES_APART" | "VISIT_TOO_LONG" | "CALL_SALON";

/** The private cancellation page (link of the confirmation mail). */
export const cancellationMessages = {
  cancelled: "Votre rendez-vous est annulé. Le créneau est de nouveau proposé à la réservation.",
  ALREADY_CANCELLED: "Ce rendez-vous est déjà annulé.",
  TOO_LATE: `Ce rendez-vous commence dans moins de ${CANCELLATION_NOTICE_HOURS} heures : il ne peut plus être annulé en ligne.`,
  NOT_FOUND: "Ce lien n'est pas valide.",
  UNKNOWN: "Une erreur est survenue. Veuillez réessayer.",
} as const;

export type CancellationCode = "ALREADY_CANCELLED" | "TOO_LATE" | "NOT_FOUND";

/** Status shown for a booking: a held time reads 'En attente de paiement'; anything else unknown 'En attente'. */
export function bookingStatusLabel(status: string): string {
  if (status === "confirmed") return "Confirmée";
  if (status === "cancelled") return "Annulée";
  if (status === "pending") return "En attente de paiement";
  if (status === "expired") return "Non payée";
  return "En attente";
}
