import { describe, expect, it } from "vitest";
import { changeOf, figureRows, fillRate, formatShare } from "./rows";
import { emptyFigures, fixtureDashboard } from "./test-fixture";

describe("the dashboard's figures as the page says them", () => {
  it("writes shares in French with one decimal, and « — » without a base", () => {
    expect(formatShare(0.125)).toBe("12,5\u00a0%");
    expect(formatShare(1 / 3)).toBe("33,3\u00a0%");
    expect(formatShare(0)).toBe("0\u00a0%");
    expect(formatShare(null)).toBe("—");
  });

  it("says the change from the period before: a percentage for amounts and counts, points for rates", () => {
    expect(changeOf({ cents: 11_200 }, { cents: 10_000 })).toBe("+12\u00a0%");
    expect(changeOf({ count: 97 }, { count: 100 })).toBe("−3\u00a0%");
    expect(changeOf({ count: 5 }, { count: 0 })).toBe("—");
    expect(changeOf({ count: 0 }, { count: 0 })).toBe("=");
    expect(changeOf({ cents: -500 }, { cents: 1000 })).toBe("−150\u00a0%");
    expect(changeOf({ share: 0.25 }, { share: 0.2 })).toBe("+5\u00a0pt");
    expect(changeOf({ share: 0.1 }, { share: null })).toBe("—");
  });

  it("divides by nothing nowhere: a salon with no data has rates without a base", () => {
    const rows = figureRows({ current: emptyFigures(), before: emptyFigures() });
    expect(rows.map((r) => r.label)).toEqual([
      "CA prestations",
      "CA boutique",
      "Arrhes facturées (nettes)",
      "Facturé sur le site (factures − avoirs)",
      "Visites honorées",
      "Taux d'absence",
      "Nouveaux clients",
      "Clients revenus",
      "Reprise de rendez-vous sous 6 semaines",
      "Réservations en ligne",
      "Cartes cadeaux vendues",
      "Cartes cadeaux utilisées en boutique",
      "Cartes cadeaux utilisées au salon",
      "Cartes cadeaux en circulation (fin de période)",
    ]);
    for (const r of rows) expect(changeOf(r.current, r.previous)).toMatch(/^[=—]$/);
    expect(fillRate({ bookedMinutes: 0, openMinutes: 0 })).toBeNull();
  });

  it("takes the no-show rate over the appointments begun and the rebooking over the visits", () => {
    const rows = figureRows(fixtureDashboard());
    expect(rows.find((r) => r.label === "Taux d'absence")!.current).toEqual({ share: 4 / 44 });
    expect(rows.find((r) => r.label === "Reprise de rendez-vous sous 6 semaines")!.previous).toEqual({ share: 10 / 50 });
  });
});
