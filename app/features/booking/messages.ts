/** French texts of booking (spec sections 2, 5 and 8), keyed by the server's error codes. */
export const bookingMessages = {
  success: "Réservation confirmée !",
  MISSING_FIELDS: "Veuillez remplir tous les champs",
  INVALID_EMAIL: "Veuillez entrer une adresse email valide",
  INVALID_PHONE: "Veuillez entrer un numéro de téléphone valide",
  SLOT_TAKEN: "Ce créneau n'est plus disponible",
  OUTSIDE_WINDOW: "Veuillez choisir une date dans les 14 prochains jours",
  CLOSED: "Ce créneau n'est pas proposé : le salon est fermé à cette heure-là",
  INVALID_SERVICE: "Service ou client invalide",
  UNKNOWN: "Une erreur est survenue lors de la réservation",
  servicesLoading: "Chargement des services...",
  servicesEmpty: "Aucun service disponible pour le moment.",
  servicesError: "Impossible de se connecter à la base de données. Vérifiez votre connexion et réessayez.",
  slotsError: "Impossible de charger les créneaux. Veuillez réessayer.",
} as const;

export type BookingErrorCode = Exclude<
  keyof typeof bookingMessages,
  "success" | "servicesLoading" | "servicesEmpty" | "servicesError" | "slotsError"
>;

/** Status shown for a booking: anything but confirmed or cancelled reads 'En attente'. */
export function bookingStatusLabel(status: string): string {
  if (status === "confirmed") return "Confirmée";
  if (status === "cancelled") return "Annulée";
  return "En attente";
}
