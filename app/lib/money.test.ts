import { describe, expect, it } from "vitest";
import { formatPrice } from "./money";

describe("formatPrice", () => {
  it("formats cents as French euros", () => {
    // Intl uses narrow no-break spaces; compare on normal spaces.
    const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, " ");
    expect(plain(formatPrice(1250))).toBe("12,50 €");
    expect(plain(formatPrice(3698))).toBe("36,98 €");
    expect(plain(formatPrice(0))).toBe("0,00 €");
    expect(plain(formatPrice(123456))).toBe("1 234,56 €");
  });
});
