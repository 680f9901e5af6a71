import { describe, expect, it } from "vitest";
import { checkCharacter, CODE_ALPHABET, formatGiftCardCode, giftCardCodeHash, maskGiftCardCode, newGiftCardCode, readGiftCardCode } from "./code";

describe("a gift card's code", () => {
  it("is 16 characters of an alphabet without look-alikes, its last one checking the others", () => {
    expect(CODE_ALPHABET).toHaveLength(31);
    for (const c of "01OIL") expect(CODE_ALPHABET).not.toContain(c);
    const codes = new Set(Array.from({ length: 2000 }, () => newGiftCardCode()));
    expect(codes.size).toBe(2000);
    for (const code of codes) {
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{16}$/);
      expect(readGiftCardCode(code)).toBe(code);
    }
  });

  it("checks a code worked out by hand", () => {
    // Values 0 everywhere: sum 0, check value 0, the alphabet's first.
    expect(checkCharacter("222222222222222")).toBe("2");
    // « 3 » (value 1) first: sum 1 × 1 = 1, check −2 ≡ 29 (mod 31) → « Y ».
    expect(checkCharacter("322222222222222")).toBe("Y");
    // « 3 » second: sum 2 × 1 = 2, check −4 ≡ 27 → « W »; and 16 × 27 + 2 = 434 = 14 × 31.
    expect(checkCharacter("232222222222222")).toBe("W");
    expect(readGiftCardCode("232222222222222W")).toBe("232222222222222W");
  });

  it("refuses any one character changed and any two neighbours swapped", () => {
    // The alphabet's two ends side by side too (what a Luhn check would miss).
    const ends = "2Z2Z9AZ2Z2Z2Z22";
    const codes = [newGiftCardCode(), newGiftCardCode(), ends + checkCharacter(ends)];
    let tried = 0;
    for (const code of codes)
      for (let i = 0; i < code.length; i++) {
        for (const c of CODE_ALPHABET) {
          if (c === code[i]) continue;
          expect(readGiftCardCode(code.slice(0, i) + c + code.slice(i + 1))).toBeNull();
          tried++;
        }
        if (i < code.length - 1 && code[i] !== code[i + 1]) {
          const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
          expect(readGiftCardCode(swapped)).toBeNull();
        }
      }
    expect(tried).toBe(3 * 16 * 30);
  });

  it("reads a code however typed, and refuses what cannot be one", () => {
    const code = newGiftCardCode();
    const shown = formatGiftCardCode(code);
    expect(shown).toMatch(/^(.{4}-){3}.{4}$/);
    expect(readGiftCardCode(shown.toLowerCase())).toBe(code);
    expect(readGiftCardCode(` ${shown.replaceAll("-", " ")} `)).toBe(code);
    for (const bad of ["", code.slice(1), `${code}2`, code.replace(/./, "0"), "<script>alert(1)</script>", "é".repeat(16)])
      expect(readGiftCardCode(bad)).toBeNull();
  });

  it("is shown masked and stored as its hash only", () => {
    expect(maskGiftCardCode("ABCDEFGHJKMNPQRS")).toBe("••••-••••-••••-PQRS");
    expect(giftCardCodeHash("ABCDEFGHJKMNPQRS")).toMatch(/^[0-9a-f]{64}$/);
    expect(giftCardCodeHash("ABCDEFGHJKMNPQRS")).not.toContain("ABCD");
  });
});
