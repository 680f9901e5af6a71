import { z } from "zod";
import { clientMessages as m } from "./messages";

const operation = { error: "Erreur lors de l'opération" };

/** The client page's posts: a note written, or one deleted. */
export const clientActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("add-note"),
      body: z
        .string(operation)
        .transform((text) => text.replace(/\r\n?/g, "\n").trim())
        .pipe(z.string().min(1, m.noteEmpty).max(1000, m.noteTooLong)),
    }),
    z.object({ intent: z.literal("delete-note"), noteId: z.uuid(operation) }),
  ],
  operation,
);
