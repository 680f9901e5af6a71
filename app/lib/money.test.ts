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

  it("writes every amount as Intl.NumberFormat does", () => {
    const intl = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });
    const round = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", trailingZeroDisplay: "stripIfInteger" });
    const amounts = [
      0, 1, 9, 10, 99, 100, 101, 999, 1000, 1050, 4900, 99999, 100000, 123456, 1234567, 100000000, 123456789012, -1, -1250, -100000, 12.5, 12.4, -12.5,
    ];
    for (let cents = 997; cents < 300000; cents += 997) amounts.push(cents, -cents);
    for (const cents of amounts) {
      expect(formatPrice(cents), String(cents)).toBe(intl.format((Math.sign(cents) * Math.round(Math.abs(cents))) / 100));
      expect(formatRoundPrice(cents), String(cents)).toBe(round.format((Math.sign(cents) * Math.round(Math.abs(cents))) / 100));
    }
  });
});
