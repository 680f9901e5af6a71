import { MAX_VISIT_MINUTES, MAX_VISIT_SERVICES } from "~/features/booking/booking-rules";

/** French texts of the 'Agenda' screen. */
export const agendaMessages = {
  loadFailed: "Erreur lors du chargement de l'agenda",
  UNKNOWN: "Erreur lors de l'enregistrement dans l'agenda",
  booked: "Rendez-vous enregistré",
  confirmationMailed: "le client a reçu sa confirmation par e-mail",
  blocked: "Créneau bloqué",
  unblocked: "Créneau libéré",
  movedNoMail: "Rendez-vous déplacé",
  newTimeMailed: "le client a reçu la nouvelle heure par e-mail",
  SLOT_TAKEN: "Ce créneau n'est plus disponible",
  PAST: "Ce créneau est déjà passé",
  INVALID_SERVICE: "Veuillez choisir un service",
  SERVICES_APART: "Aucun barbier ne réalise toutes ces prestations en une visite",
  VISIT_TOO_LONG: `Une visite compte ${MAX_VISIT_SERVICES} prestations au plus, ${MAX_VISIT_MINUTES / 60} h en tout`,
  BOOKINGS_IN_RANGE: "Ce créneau contient déjà un rendez-vous : déplacez-le ou annulez-le d'abord",
  NOT_FOUND: "Ce rendez-vous n'existe plus ou est annulé",
  BLOCK_NOT_FOUND: "Ce créneau bloqué n'existe plus",
  SAME_TIME: "Le rendez-vous est déjà à cette heure-là",
  INVALID_BARBER: "Ce barbier n'existe pas, n'est plus actif ou ne réalise pas cette prestation",
  ENDS_NEXT_DAY: "Un rendez-vous doit se terminer avant minuit",
  missingName: "Veuillez indiquer le nom du client",
  nameTooLong: "Le nom ne doit pas dépasser 120 caractères",
  invalidPhone: "Veuillez entrer un numéro de téléphone valide",
  invalidEmail: "Veuillez entrer une adresse email valide",
  invalidDate: "Veuillez choisir une date valide",
  invalidTime: "Veuillez choisir une heure valide",
  invalidRange: "L'heure de fin doit être après l'heure de début",
  labelRequired: "Veuillez indiquer un motif (ex. : Pause, Rendez-vous personnel)",
  labelTooLong: "Le motif ne doit pas dépasser 80 caractères",
  markedAbsent: "Rendez-vous marqué « Absent »",
  markedCame: "Rendez-vous marqué « Venu »",
  NOT_STARTED: "Ce rendez-vous n'a pas encore commencé : il ne peut pas être marqué absent ou venu",
  NOT_CONFIRMED: "Ce rendez-vous est annulé : il ne peut pas être marqué absent ou venu",
  NO_SHOW_MOVE: "Ce rendez-vous est marqué « Absent » : remettez-le sur « Venu » pour le déplacer, ou prenez un nouveau rendez-vous",
  absentMoveNote: "Marqué « Absent » : pour le déplacer, remettez-le d'abord sur « Venu », ou prenez un nouveau rendez-vous.",
  absent: "Absent",
  came: "Venu",
  markAbsent: "Marquer absent",
  markCame: "Marquer venu",
  attendance: "Présence",
  absences: "Absences",
  noPreference: "Sans préférence",
  waitlistTitle: "Liste d'attente",
  waitlistEmpty: "Personne n'attend qu'un créneau se libère ce jour-là.",
  notToldYet: "Pas encore prévenu",
} as const;

/** « 1 absence », « 2 absences » */
export const absencesText = (n: number) => `${n} absence${n > 1 ? "s" : ""}`;

/** The buffer after a visit, as the agenda's strip says it: « Battement 15 min, jusqu'à 11:00 ». */
export const bufferText = (duration: string, until: string) => `Battement ${duration}, jusqu'à ${until}`;

/** A visit of several services in the phone form: « Total : 1 h 15, 43,00 € ». */
export const visitTotalText = (duration: string, price: string) => `Total : ${duration}, ${price}`;

/** When someone waiting was last told a time was free: « Prévenu le jeudi 12 mars à 14:05 ». */
export const toldText = (day: string, time: string) => `Prévenu le ${day} à ${time}`;

/** Success toasts naming the barber: 'Rendez-vous enregistré avec Yanis'. */
export const agendaToasts = {
  booked: (barber: string, mailed: boolean) => `${agendaMessages.booked} avec ${barber}${mailed ? ` : ${agendaMessages.confirmationMailed}` : ""}`,
  /** `barber`: the barber it was moved to, when one was chosen. */
  moved: (barber: string | null, mailed: boolean) =>
    `${agendaMessages.movedNoMail}${barber ? ` avec ${barber}` : ""}${mailed ? ` : ${agendaMessages.newTimeMailed}` : ""}`,
  /** `barber`: null for the whole salon. */
  blocked: (barber: string | null) => `${agendaMessages.blocked} ${barber ? `pour ${barber}` : "pour tout le salon"}`,
};

export type AgendaCode =
  | "SLOT_TAKEN"
  | "SERVICES_APART"
  | "VISIT_TOO_LONG"
  | "PAST"
  | "INVALID_SERVICE"
  | "INVALID_BARBER"
  | "BOOKINGS_IN_RANGE"
  | "NOT_FOUND"
  | "BLOCK_NOT_FOUND"
  | "SAME_TIME"
  | "ENDS_NEXT_DAY"
  | "NOT_STARTED"
  | "NOT_CONFIRMED"
  | "NO_SHOW_MOVE";
