import { describe, expect, it } from "vitest";
import { accountMessages as m } from "./messages";
import { resetPasswordSchema, signupSchema } from "./schemas";

const valid = {
  firstName: "Jean",
  lastName: "Dupont",
  dateOfBirth: "1990-05-12",
  email: " Jean@Example.FR ",
  password: "Motdepasse-2026",
  confirmPassword: "Motdepasse-2026",
};

const errorOf = (input: unknown) => {
  const result = signupSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("sign-up schema", () => {
  it("accepts a complete form and normalises the e-mail", () => {
    expect(signupSchema.parse(valid).email).toBe("jean@example.fr");
  });

  it("gives the spec's messages", () => {
    expect(errorOf({ ...valid, firstName: "  " })).toBe(m.fillAllFields);
    expect(errorOf({ ...valid, dateOfBirth: "" })).toBe(m.fillAllFields);
    expect(errorOf({ ...valid, dateOfBirth: "1990-02-30" })).toBe(m.invalidBirthDate);
    expect(errorOf({ ...valid, dateOfBirth: "2999-01-01" })).toBe(m.invalidBirthDate);
    expect(errorOf({ ...valid, password: "motdepasse", confirmPassword: "motdepasse" })).toBe(m.weakPassword);
    expect(errorOf({ ...valid, confirmPassword: "Motdepasse-2027" })).toBe(m.passwordsDiffer);
    expect(errorOf({})).toBe(m.fillAllFields);
    expect(errorOf({ ...valid, lastName: "D".repeat(81) })).toBe(m.nameTooLong);
  });
});

describe("reset schema", () => {
  it("requires the token", () => {
    const result = resetPasswordSchema.safeParse({ password: "Motdepasse-2026", confirmPassword: "Motdepasse-2026" });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(m.resetTokenMissing);
  });
});
