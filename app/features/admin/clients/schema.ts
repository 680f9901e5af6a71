import { z } from "zod";
import { clientMessages as m, NOTE_MAX_LENGTH } from "./messages";

const operation = { error: "Erreur lors de l'opération" };

/** A note's text: its ends trimmed, its line breaks as one character each (a browser sends two). */
export const noteBodySchema = z
  .string({ error: m.noteEmpty })
  .transform((text) => text.replace(/\r\n?/g, "\n").trim())
  .pipe(z.string().min(1, m.noteEmpty).max(NOTE_MAX_LENGTH, m.noteTooLong));

/**
 * The client page's posts: a note written, or one deleted. Nothing else is read: a field the page
 * never sends (a client's id, say) is refused, as the client is the page's own.
 */
export const clientActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.strictObject({ intent: z.literal("add-note"), body: noteBodySchema }, operation),
    z.strictObject({ intent: z.literal("delete-note"), noteId: z.uuid(operation) }, operation),
  ],
  operation,
);
