import { describe, expect, it } from "vitest";
import { clientFigures, median, type FigureVisit } from "./figures";

const visit = (date: string, barber: string, more: Partial<FigureVisit> = {}): FigureVisit => ({
  date,
  barberId: barber.toLowerCase(),
  barberName: barber,
  priceCents: 2500,
  status: "confirmed",
  noShow: false,
  past: true,
  deposit: null,
  ...more,
});

describe("a client's figures", () => {
  it("counts the visits honoured, the arrhes kept on the others, and the absences", () => {
    const figures = clientFigures([
      visit("2026-09-01", "Karim"),
      visit("2026-09-29", "Yanis", { priceCents: 3500 }),
      // Absent, arrhes kept: the arrhes count, not the price.
      visit("2026-10-20", "Karim", { noShow: true, deposit: { amountCents: 1000, status: "kept" } }),
      // Cancelled late, arrhes kept.
      visit("2026-10-21", "Karim", { status: "cancelled", deposit: { amountCents: 700, status: "kept" } }),
      // Cancelled in time: nothing.
      visit("2026-10-22", "Karim", { status: "cancelled", deposit: { amountCents: 700, status: "refunded" } }),
      visit("2026-11-10", "Karim", { deposit: { amountCents: 1000, status: "paid" } }),
      // To come: nothing yet.
      visit("2026-12-10", "Yanis", { past: false }),
    ]);
    expect(figures).toEqual({
      servicesCents: 2500 + 3500 + 1000 + 700 + 2500,
      honoured: 3,
      absences: 1,
      favouriteBarber: "Karim",
      lastVisit: "2026-11-10",
      // 28 days, then 42: the median of two is their mean.
      usualIntervalDays: 35,
    });
  });

  it("says nothing of an interval with fewer than two visits, and gives a tie to the barber seen last", () => {
    expect(clientFigures([])).toMatchObject({ servicesCents: 0, favouriteBarber: null, lastVisit: null, usualIntervalDays: null });
    expect(clientFigures([visit("2026-09-01", "Karim"), visit("2026-10-01", "Yanis")]).favouriteBarber).toBe("Yanis");
    expect(clientFigures([visit("2026-09-01", "Karim"), visit("2026-09-01", "Yanis")]).usualIntervalDays).toBeNull();
  });

  it("takes the middle of an odd count", () => {
    expect(median([40, 7, 30])).toBe(30);
    expect(median([10, 21])).toBe(16);
    expect(median([])).toBeNull();
  });
});
