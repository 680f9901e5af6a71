import { describe, expect, it } from "vitest";
import { clientActionSchema } from "./schema";

const refused = (fields: Record<string, unknown>) => clientActionSchema.safeParse(fields).error?.issues[0]?.message;

describe("a note on a client", () => {
  it("is trimmed, its line breaks kept as one character each", () => {
    expect(clientActionSchema.parse({ intent: "add-note", body: "  Sabot 2 sur les côtés\r\nciseaux dessus " })).toEqual({
      intent: "add-note",
      body: "Sabot 2 sur les côtés\nciseaux dessus",
    });
  });

  it("holds 1 to 1 000 characters, counted as the database counts them", () => {
    expect(refused({ intent: "add-note", body: "   " })).toBe("Écrivez la note.");
    expect(refused({ intent: "add-note" })).toBe("Écrivez la note.");
    expect(refused({ intent: "add-note", body: "x".repeat(1001) })).toBe("La note ne doit pas dépasser 1 000 caractères.");
    expect(refused({ intent: "add-note", body: "é".repeat(1000) })).toBeUndefined();
    // 500 lines sent with CRLF: 1 000 characters once read.
    expect(refused({ intent: "add-note", body: "a\r\n".repeat(500) })).toBeUndefined();
  });

  it("is deleted by its id only", () => {
    expect(refused({ intent: "delete-note", noteId: "1; drop" })).toBe("Erreur lors de l'opération");
    expect(refused({ intent: "erase" })).toBe("Erreur lors de l'opération");
    expect(refused({})).toBe("Erreur lors de l'opération");
    // The client is the page's: a post naming another is refused.
    expect(refused({ intent: "add-note", body: "Sabot 2", customerId: "0b7c3d2e-1f4a-4b5c-8d6e-7f8091a2b3c4" })).toBe("Erreur lors de l'opération");
  });
});
