import { describe, expect, it } from "vitest";
import { priceOrder } from "~/features/orders/pricing";
import { DOCUMENT_NUMBER_PATTERN, formatDocumentNumber, mirrorAmounts, parisYear, vatBreakdown } from "./amounts";

describe("VAT at 20 % inside prices incl. VAT", () => {
  it.each([
    // TTC, HT, VAT
    [2490, 2075, 415], // 24,90 € divides exactly
    [1999, 1666, 333], // 1665,83 ct → 1666
    [2599, 2166, 433], // 2165,83 ct → 2166
    [1799, 1499, 300], // 1499,17 ct → 1499
    [1, 1, 0],
    [0, 0, 0],
    [100_000_00, 83_333_33, 16_666_67],
  ])("%i ct TTC is %i ct HT and %i ct of VAT", (ttc, ht, vat) => {
    expect(vatBreakdown(ttc)).toEqual({ baseCents: ht, vatCents: vat });
  });

  it("rounds the half cent of the base up and takes the VAT as the difference, where rounding each figure would not add up", () => {
    // 0,03 € / 1,2 = 0,025 € HT and 0,005 € of VAT: rounding both gives 0,03 + 0,01 = 0,04 €.
    expect(Math.round(3 / 1.2) + Math.round((3 * 0.2) / 1.2)).toBe(4);
    expect(vatBreakdown(3)).toEqual({ baseCents: 3, vatCents: 0 });
    // The same for every total ending in a half cent of base: 9, 15, 27… ct, and 2 469,00 €.
    for (const ttc of [9, 15, 27, 2469_03]) {
      const { baseCents, vatCents } = vatBreakdown(ttc);
      expect(baseCents + vatCents).toBe(ttc);
      expect(baseCents).toBe((ttc * 100 + 60) / 120);
    }
  });

  it("always adds up, and is never off by more than half a cent of base", () => {
    for (let ttc = 0; ttc <= 20_000; ttc++) {
      const { baseCents, vatCents } = vatBreakdown(ttc);
      expect(baseCents + vatCents).toBe(ttc);
      expect(Math.abs(baseCents * 120 - ttc * 100)).toBeLessThanOrEqual(60);
    }
  });

  it("gives a negative total (a credit note) exactly the opposite figures, where Math.round would not", () => {
    expect(Math.round(-3 / 1.2)).toBe(-2);
    expect(vatBreakdown(-3)).toEqual({ baseCents: -3, vatCents: 0 });
    expect(vatBreakdown(-1999)).toEqual({ baseCents: -1666, vatCents: -333 });
  });

  it("refuses amounts that are not whole cents", () => {
    expect(() => vatBreakdown(12.5)).toThrow();
  });

  it("applies to an order's total after delivery and discount", () => {
    const amounts = priceOrder([{ priceCents: 1235, quantity: 1 }], "homeDelivery", 10);
    expect(amounts.totalCents).toBe(1711);
    expect(vatBreakdown(amounts.totalCents)).toEqual({ baseCents: 1426, vatCents: 285 });
  });
});

describe("document numbers", () => {
  it("are the prefix, the year and six digits", () => {
    expect(formatDocumentNumber("invoice", 2026, 1)).toBe("FA-2026-000001");
    expect(formatDocumentNumber("credit_note", 2026, 42)).toBe("AV-2026-000042");
    expect(formatDocumentNumber("invoice", 2027, 999_999)).toBe("FA-2027-999999");
    expect(formatDocumentNumber("invoice", 2027, 1_000_000)).toBe("FA-2027-1000000");
    expect(DOCUMENT_NUMBER_PATTERN.test("FA-2026-000001")).toBe(true);
    expect(DOCUMENT_NUMBER_PATTERN.test("FA-2026-1")).toBe(false);
    expect(() => formatDocumentNumber("invoice", 2026, 0)).toThrow();
  });

  it("take the year of the Paris calendar, whatever the server's time zone", () => {
    expect(parisYear(new Date("2025-12-31T22:59:59Z"))).toBe(2025);
    expect(parisYear(new Date("2025-12-31T23:00:00Z"))).toBe(2026);
    expect(parisYear(new Date("2026-07-01T12:00:00Z"))).toBe(2026);
  });
});

describe("credit note amounts", () => {
  it("mirror the invoice's, quantities kept", () => {
    const invoice = {
      lines: [{ name: "Huile Barbe", quantity: 2, unitPriceCents: 1999, totalCents: 3998 }],
      subtotalCents: 3998,
      deliveryFeeCents: 600,
      discountCents: 400,
      totalCents: 4198,
      vat: { ratePercent: 20, ...vatBreakdown(4198) },
    };
    const credit = mirrorAmounts(invoice);
    expect(credit).toEqual({
      lines: [{ name: "Huile Barbe", quantity: 2, unitPriceCents: -1999, totalCents: -3998 }],
      subtotalCents: -3998,
      deliveryFeeCents: -600,
      discountCents: -400,
      totalCents: -4198,
      vat: { ratePercent: 20, baseCents: -3498, vatCents: -700 },
    });
    expect(credit.vat).toEqual({ ratePercent: 20, ...vatBreakdown(-4198) });
    expect(mirrorAmounts({ ...invoice, deliveryFeeCents: 0 }).deliveryFeeCents).toBe(0);
    expect(Object.is(mirrorAmounts({ ...invoice, deliveryFeeCents: 0 }).deliveryFeeCents, -0)).toBe(false);
  });
});
