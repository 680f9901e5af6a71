import { z } from "zod";
import { priceField } from "../product-schema";
import { adminGiftCardMessages as m } from "./messages";

/**
 * 'Encaisser une carte cadeau': the code the client shows, the amount (in euros; a service card pays
 * its service whole, whatever is typed), a note, and the booking it pays when there is one.
 */
export const encashSchema = z.object({
  code: z.string({ error: m.codeRequired }).trim().min(1, m.codeRequired).max(40, m.UNKNOWN_CODE),
  amount: z
    .string()
    .trim()
    .max(12, m.amountInvalid)
    .optional()
    .transform((v) => v || ""),
  note: z.string().trim().max(200, m.noteTooLong).default(""),
  bookingId: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((v) => v || null),
  attemptId: z
    .string()
    .max(64)
    .optional()
    .transform((v) => v || null),
});

/** « Annuler l'encaissement » of a salon spending, on the card's page. */
export const undoSchema = z.object({ intent: z.literal("undo"), movementId: z.string().max(64) });

/** The amount of an amount card, as typed: euros and cents, at most 300 €. */
export const encashAmount = priceField({ priceRequired: m.amountRequired, priceInvalid: m.amountInvalid }, 30000);
