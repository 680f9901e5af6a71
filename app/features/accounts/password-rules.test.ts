import { describe, expect, it } from "vitest";
import { isPasswordValid, passwordStrength } from "./password-rules";

describe("password rules", () => {
  it.each([
    ["Ab1!", false],
    ["abcdefg1!", false],
    ["ABCDEFG1!", false],
    ["Abcdefgh!", false],
    ["Abcdefgh1", false],
    ["Abcdef1!", true],
    ["Motdepasse-2026", true],
    ["Pass word 1", true],
  ])("%s is valid: %s", (password, valid) => {
    expect(isPasswordValid(password)).toBe(valid);
  });

  it("rates strength at 8, 10 and 12 characters, only once every rule holds", () => {
    expect(passwordStrength("Abcdef1")).toBeNull();
    expect(passwordStrength("abcdefghijklmnop")).toBeNull();
    expect(passwordStrength("Abcdef1!")).toBe("faible");
    expect(passwordStrength("Abcdefg1!")).toBe("faible");
    expect(passwordStrength("Abcdefgh1!")).toBe("moyen");
    expect(passwordStrength("Abcdefghi1!")).toBe("moyen");
    expect(passwordStrength("Abcdefghij1!")).toBe("fort");
  });
});
