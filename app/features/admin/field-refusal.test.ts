import { describe, expect, it } from "vitest";
import { fail, succeed } from "~/lib/result";
import { underItsField } from "./field-refusal";

describe("underItsField", () => {
  it("answers a feature's refusal of one field as an error under that field", () => {
    expect(underItsField(fail("PAST", "La période doit se terminer aujourd'hui ou plus tard", 400, "to"))).toEqual({
      ok: false,
      code: "PAST",
      message: "La période doit se terminer aujourd'hui ou plus tard",
      status: 400,
      field: "to",
      fieldErrors: { to: "La période doit se terminer aujourd'hui ou plus tard" },
    });
  });

  it("leaves a success, a refusal of no field, and one with its field errors as they are", () => {
    const saved = succeed({}, "Absence ajoutée");
    const gone = fail("NOT_FOUND", "Ce barbier n'existe pas", 404);
    const refused = {
      ...fail("INVALID_INPUT", "Veuillez choisir une date valide", 400, "from"),
      fieldErrors: { from: "Veuillez choisir une date valide", to: "x" },
    };
    expect(underItsField(saved)).toBe(saved);
    expect(underItsField(gone)).toBe(gone);
    expect(underItsField(refused)).toBe(refused);
  });
});
