import { describe, expect, it } from "vitest";
import { chartCsv, chartRows, charts, isChart } from "./csv";
import { emptyFigures, fixtureDashboard } from "./test-fixture";
import type { Dashboard } from "./types";

const lines = (dashboard: Dashboard, chart: (typeof charts)[number]) => chartCsv(dashboard, chart).body.split("\r\n");

describe("the dashboard's CSV files", () => {
  it("writes the figures of the period beside the period before's, euros with a decimal comma, rates in percent", () => {
    const file = lines(fixtureDashboard(), "chiffres");
    expect(file[0]).toBe("\uFEFFIndicateur;novembre 2026;octobre 2026");
    expect(file).toContain("CA prestations (€);1234,50;1100,00");
    expect(file).toContain("CA boutique (€);45,90;0,00");
    expect(file).toContain("Facturé sur le site (factures − avoirs) (€);55,90;0,00");
    expect(file).toContain("Visites honorées;40;50");
    // 4 absent of 44 begun; 2 of 50.
    expect(file).toContain("Taux d'absence (%);9,1;4");
    expect(file).toContain("Reprise de rendez-vous sous 6 semaines (%);12,5;20");
    expect(file).toContain("Réservations en ligne (%);68,2;50");
    expect(file.at(-1)).toBe("");
  });

  it("names the file after the chart and the period's first day", () => {
    expect(chartCsv(fixtureDashboard(), "canaux").filename).toBe("tableau-de-bord-canaux-2026-11-01.csv");
    expect(lines(fixtureDashboard(), "canaux")).toEqual(["\uFEFFCanal;novembre 2026;octobre 2026", "En ligne;30;10", "Par téléphone;14;10", ""]);
  });

  it("puts each day of the revenue beside the same day of the period before, and leaves a day the period before lacks empty", () => {
    expect(lines(fixtureDashboard(), "chiffre-affaires").slice(0, 3)).toEqual([
      "\uFEFFPériode;Début;CA prestations (€);CA boutique (€);Début octobre 2026;CA prestations octobre 2026 (€);CA boutique octobre 2026 (€)",
      "1;2026-11-01;0,00;0,00;2026-10-01;1100,00;0,00",
      "2;2026-11-02;1234,50;45,90;;;",
    ]);
  });

  it("neutralises formulas and escapes separators in names", () => {
    const fill = lines(fixtureDashboard(), "remplissage");
    expect(fill[1]).toBe("Karim;600;1200;50;25");
    // A barber named like a formula is written as text; no hours, no rate (never NaN or Infinity).
    expect(fill[2]).toBe("'=cmd|' /C calc'!A0;0;0;;");
    const services = lines(fixtureDashboard(), "prestations");
    expect(services[1]).toBe("Coupe homme;30;900,00;20;600,00");
    expect(services[2]).toBe('"Barbe; soin";10;334,50;;');
    expect(lines(fixtureDashboard(), "produits")[1]).toBe("<script>alert(1)</script>;3;45,90;;");
  });

  it("writes a salon with no data as zeros and empty rates, every chart with its header", () => {
    const empty: Dashboard = { ...fixtureDashboard(), current: emptyFigures(), before: emptyFigures() };
    for (const chart of charts) {
      const body = chartCsv(empty, chart).body;
      expect(body, chart).not.toMatch(/NaN|Infinity|undefined/);
      expect(chartRows(empty, chart)[0]!.length, chart).toBeGreaterThan(1);
    }
    expect(lines(empty, "chiffres")).toContain("Taux d'absence (%);;");
    expect(lines(empty, "chiffres")).toContain("CA boutique (€);0,00;0,00");
    expect(lines(empty, "produits")).toEqual(["\uFEFFProduit;Quantité;CA (€);Quantité octobre 2026;CA octobre 2026 (€)", ""]);
  });

  it("knows its charts and no other", () => {
    expect(charts.every(isChart)).toBe(true);
    for (const name of ["", "secret", "CHIFFRES", "chiffres ", "__proto__", "constructor"]) expect(isChart(name), name).toBe(false);
  });
});
