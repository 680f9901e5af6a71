/** French texts of the 'Agenda' screen. */
export const agendaMessages = {
  loadFailed: "Erreur lors du chargement de l'agenda",
  UNKNOWN: "Erreur lors de l'enregistrement dans l'agenda",
  booked: "Rendez-vous enregistré",
  bookedAndMailed: "Rendez-vous enregistré : le client a reçu sa confirmation par e-mail",
  blocked: "Créneau bloqué",
  unblocked: "Créneau libéré",
  moved: "Rendez-vous déplacé : le client a reçu la nouvelle heure par e-mail",
  movedNoMail: "Rendez-vous déplacé",
  SLOT_TAKEN: "Ce créneau n'est plus disponible",
  PAST: "Ce créneau est déjà passé",
  INVALID_SERVICE: "Veuillez choisir un service",
  BOOKINGS_IN_RANGE: "Ce créneau contient déjà un rendez-vous : déplacez-le ou annulez-le d'abord",
  NOT_FOUND: "Ce rendez-vous n'existe plus ou est annulé",
  BLOCK_NOT_FOUND: "Ce créneau bloqué n'existe plus",
  SAME_TIME: "Le rendez-vous est déjà à cette heure-là",
  missingName: "Veuillez indiquer le nom du client",
  nameTooLong: "Le nom ne doit pas dépasser 120 caractères",
  invalidPhone: "Veuillez entrer un numéro de téléphone valide",
  invalidEmail: "Veuillez entrer une adresse email valide",
  invalidDate: "Veuillez choisir une date valide",
  invalidTime: "Veuillez choisir une heure valide",
  invalidRange: "L'heure de fin doit être après l'heure de début",
  labelRequired: "Veuillez indiquer un motif (ex. : Pause, Rendez-vous personnel)",
  labelTooLong: "Le motif ne doit pas dépasser 80 caractères",
} as const;

export type AgendaCode = "SLOT_TAKEN" | "PAST" | "INVALID_SERVICE" | "BOOKINGS_IN_RANGE" | "NOT_FOUND" | "BLOCK_NOT_FOUND" | "SAME_TIME";
