import { commonMessages } from "~/lib/result";

// The page of the 'Ne plus être prévenu' link: texts of their own, shared with no other page's
// code, so that the page loads nothing of the booking's and splits no shared file.
export const waitlistStopMessages = {
  stopTitle: "Liste d'attente",
  stopIntro: "Vous attendez qu'un créneau se libère :",
  stopButton: "Ne plus être prévenu",
  stopping: "Un instant...",
  stopped: "C'est fait : vous ne serez plus prévenu pour ce jour-là.",
  NOT_FOUND: "Ce lien n'est pas valide.",
  UNKNOWN: commonMessages.UNKNOWN,
} as const;

/** How a wait names its barber: theirs, or 'Sans préférence'. */
export const barberChoiceLabel = (barberName: string | null) => barberName ?? "Sans préférence";
