import { z } from "zod";
import { describe, expect, it } from "vitest";
import { validate } from "./form.server";

describe("validation messages", () => {
  it("are French even where a schema gives none", () => {
    const result = validate(z.object({ lines: z.array(z.object({ id: z.string() })) }), { lines: ["x"] });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).not.toMatch(/Invalid|expected/);
      expect(result.message).toMatch(/attendu|invalide/i);
    }
  });
});
