import { describe, expect, it } from "vitest";
import { formatPrice, formatRoundPrice } from "./money";

describe("formatPrice", () => {
  it("formats cents as French euros", () => {
    // Intl uses narrow no-break spaces; compare on normal spaces.
    const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, " ");
    expect(plain(formatPrice(1250))).toBe("12,50 €");
    expect(plain(formatPrice(3698))).toBe("36,98 €");
    expect(plain(formatPrice(0))).toBe("0,00 €");
    expect(plain(formatPrice(123456))).toBe("1 234,56 €");
  });

  it("says a round amount without its cents, keeping the no-break space before the euro sign", () => {
    expect(formatRoundPrice(4900)).toBe("49\u00a0€");
    expect(formatRoundPrice(4899)).toBe("48,99\u00a0€");
    expect(formatRoundPrice(4950)).toBe("49,50\u00a0€");
    expect(formatRoundPrice(600)).toBe("6\u00a0€");
  });
});
