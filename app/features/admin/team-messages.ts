import { adminProductMessages } from "./product-messages";

/** Longest absence saved at once: a year (each of its days is locked while it is saved). */
export const ABSENCE_MAX_DAYS = 366;

/** French texts of the 'Équipe' screen. */
export const teamMessages = {
  loadFailed: "Erreur lors du chargement de l'équipe",
  UNKNOWN: "Erreur lors de l'enregistrement de l'équipe",
  /** A photo is held to the product images' limit: one file of at most 5 MB. */
  TOO_LARGE: adminProductMessages.IMAGE_TOO_LARGE,
  IMAGE_TOO_LARGE: adminProductMessages.IMAGE_TOO_LARGE,
  IMAGE_TYPE: adminProductMessages.IMAGE_TYPE,
  added: "Barbier ajouté",
  updated: "Barbier mis à jour",
  moved: "Ordre de l'équipe mis à jour",
  deactivated: "Barbier désactivé : il n'est plus proposé à la réservation",
  deactivatedWithBookings: "Barbier désactivé. Ses rendez-vous à venir sont listés en haut de la page : confiez-les à un autre barbier ou annulez-les",
  reactivated: "Barbier réactivé",
  servicesSaved: "Prestations enregistrées",
  weekSaved: "Semaine du barbier enregistrée",
  weekSavedWithBookings: "Semaine enregistrée. Des rendez-vous tombent désormais hors de ses horaires : ils sont listés en haut de la page",
  absenceAdded: "Absence ajoutée",
  absenceAddedWithBookings: "Absence ajoutée. Des rendez-vous tombent pendant cette absence : ils sont listés en haut de la page",
  absenceDeleted: "Absence supprimée",
  bookingMoved: "Rendez-vous confié à un autre barbier : le client a été prévenu par e-mail",
  bookingMovedNoMail: "Rendez-vous confié à un autre barbier",
  bookingCancelled: "Rendez-vous annulé : le client a été prévenu par e-mail",
  bookingCancelledNoMail: "Rendez-vous annulé : le client n'a pas d'e-mail, appelez-le",
  NOT_FOUND: "Ce barbier n'existe pas",
  ABSENCE_NOT_FOUND: "Cette absence n'existe plus",
  BOOKING_NOT_LISTED: "Ce rendez-vous n'est plus à reprendre",
  NO_SERVICE: "Cochez au moins une prestation",
  UNKNOWN_SERVICE: "Cette prestation n'existe pas",
  OUTSIDE_SALON: "Les horaires d'un barbier doivent rester dans ceux du salon",
  PAST: "L'absence doit se terminer aujourd'hui ou plus tard",
  NOT_FREE: "Ce barbier n'est pas disponible à cette heure-là",
  nameRequired: "Veuillez indiquer le nom du barbier",
  nameTooLong: "Le nom ne doit pas dépasser 80 caractères",
  presentationTooLong: "La présentation ne doit pas dépasser 500 caractères",
  invalidBarber: "Ce barbier n'existe pas",
  invalidHours: "Horaires invalides : écrivez par exemple 10:00-12:30, 15:00-20:00 (demi-heures, dans l'ordre)",
  invalidDate: "Veuillez choisir une date valide",
  invalidRange: "La date de fin doit être le jour de début ou après",
  rangeTooLong: `Une absence dure au plus ${ABSENCE_MAX_DAYS} jours`,
  labelRequired: "Veuillez indiquer un motif (ex. : Congés, Formation, Maladie)",
  labelTooLong: "Le motif ne doit pas dépasser 80 caractères",
} as const;

export type TeamCode =
  | "NOT_FOUND"
  | "ABSENCE_NOT_FOUND"
  | "BOOKING_NOT_LISTED"
  | "NO_SERVICE"
  | "UNKNOWN_SERVICE"
  | "OUTSIDE_SALON"
  | "PAST"
  | "RANGE_TOO_LONG"
  | "NOT_FREE"
  | "IMAGE_TOO_LARGE"
  | "IMAGE_TYPE";

/** How a barber's day is set: the salon's hours, a day off, or hours of their own. */
export const dayModes = { salon: "Comme le salon", off: "Jour de repos", hours: "Horaires" } as const;

/** Why a booking is listed to be taken over. */
export const outsideReasons = {
  inactive: "barbier désactivé",
  absent: "barbier absent",
  hours: "hors des horaires du barbier",
} as const;
