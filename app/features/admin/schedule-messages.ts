import type { OpeningBlock } from "~/lib/opening-hours";

/** French texts of the 'Horaires' screen. */
export const scheduleMessages = {
  loadFailed: "Erreur lors du chargement des horaires",
  UNKNOWN: "Erreur lors de l'enregistrement des horaires",
  weekSaved: "Horaires de la semaine enregistrés",
  exceptionAdded: "Fermeture ou horaires exceptionnels ajoutés",
  exceptionDeleted: "Exception supprimée",
  holidaysAdded: "Jours fériés ajoutés",
  noHolidayLeft: "Tous les jours fériés à venir de cette année sont déjà fermés",
  bookingsCancelled: "Rendez-vous annulés : chaque client a été prévenu par e-mail",
  invalidHours: "Horaires invalides : écrivez par exemple 10:00-12:30, 15:00-20:00 (demi-heures, dans l'ordre), ou laissez vide pour fermé",
  invalidDate: "Veuillez choisir une date valide",
  invalidRange: "La date de fin doit être le jour de début ou après",
  pastRange: "La période doit se terminer aujourd'hui ou plus tard",
  labelRequired: "Veuillez indiquer un motif (ex. : Congés, Formation)",
  labelTooLong: "Le motif ne doit pas dépasser 80 caractères",
  notFound: "Cette exception n'existe plus",
  invalidYear: "Année invalide",
  nothingToCancel: "Aucun rendez-vous à annuler",
  remindersOn: "Rappels activés : chaque client recevra un e-mail la veille de son rendez-vous",
  remindersOff: "Rappels désactivés",
  reviewRequestsOn: "Demandes d'avis activées : chaque client recevra un e-mail le lendemain de son rendez-vous",
  reviewRequestsOff: "Demandes d'avis désactivées",
} as const;

export const weekdayNames = { 1: "Lundi", 2: "Mardi", 3: "Mercredi", 4: "Jeudi", 5: "Vendredi", 6: "Samedi", 7: "Dimanche" } as const;

/** Blocks as the week form shows them: "10:00-12:30, 15:00-20:00"; empty is closed. */
export const openingText = (blocks: ReadonlyArray<OpeningBlock>) => blocks.map(([open, close]) => `${open}-${close}`).join(", ");
