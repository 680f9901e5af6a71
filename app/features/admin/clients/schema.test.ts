import { describe, expect, it } from "vitest";
import { clientActionSchema } from "./schema";

describe("a note on a client", () => {
  it("is trimmed, written, and from 1 to 1 000 characters", () => {
    expect(clientActionSchema.parse({ intent: "add-note", body: "  Sabot 2 sur les côtés\r\nciseaux dessus " })).toEqual({
      intent: "add-note",
      body: "Sabot 2 sur les côtés\nciseaux dessus",
    });
    const refused = (body: unknown) => clientActionSchema.safeParse({ intent: "add-note", body }).error?.issues[0]?.message;
    expect(refused("   ")).toBe("Écrivez la note.");
    expect(refused("x".repeat(1001))).toBe("La note ne doit pas dépasser 1 000 caractères.");
    expect(refused(undefined)).toBe("Erreur lors de l'opération");
  });

  it("is deleted by its id only", () => {
    expect(clientActionSchema.safeParse({ intent: "delete-note", noteId: "1; drop" }).success).toBe(false);
    expect(clientActionSchema.safeParse({ intent: "erase" }).success).toBe(false);
  });
});
