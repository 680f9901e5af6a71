import { z } from "zod";

// The French texts of a client's data rights (export and erasure), and the erasure's form.
export const dataRightsMessages = {
  NOT_FOUND: "Ce client est introuvable.",
  ALREADY_ERASED: "Ce client a déjà été effacé.",
  ADMIN_ACCOUNT: "Cette adresse est celle du compte administrateur : elle ne peut pas être effacée ici.",
  BOOKED_MEANWHILE: "Un rendez-vous vient d'être pris avec l'adresse de ce client. Rechargez la page et recommencez.",
  confirmRequired: "Cochez la case pour confirmer l'effacement.",
  invalidAction: "Cette action n'est pas reconnue.",
  erased: "Client effacé. Ses factures sont conservées.",
  UNKNOWN: "L'effacement n'a pas pu être fait. Réessayez dans un instant.",
  loadFailed: "Les données de ce client n'ont pas pu être chargées. Réessayez dans un instant.",
} as const;

export type DataRightsCode = "NOT_FOUND" | "ALREADY_ERASED" | "ADMIN_ACCOUNT" | "BOOKED_MEANWHILE";

/** The name an erased client's file and bookings show. */
export const ERASED_NAME = "Client effacé";

/** The erasure's form: its intent and the box « Je confirme l'effacement de ce client ». */
export const eraseSchema = z.object({
  intent: z.literal("erase", { error: dataRightsMessages.invalidAction }),
  confirm: z.literal("on", { error: dataRightsMessages.confirmRequired }),
});
