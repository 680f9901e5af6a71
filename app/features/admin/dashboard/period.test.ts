import { describe, expect, it } from "vitest";
import { daysOf, nextPeriod, periodOf, pointLabel, previousPeriod, readPeriodQuery } from "./period";

describe("the dashboard's periods (Paris days)", () => {
  it("a week runs Monday to Sunday, across months and years", () => {
    expect(periodOf("semaine", "2026-11-29")).toEqual({ kind: "semaine", from: "2026-11-23", to: "2026-11-30", label: "semaine du 23 novembre 2026" });
    expect(periodOf("semaine", "2027-01-01")).toMatchObject({ from: "2026-12-28", to: "2027-01-04" });
    // The week of the change to summer time has 7 days all the same.
    expect(daysOf(periodOf("semaine", "2026-03-29"))).toHaveLength(7);
    expect(previousPeriod(periodOf("semaine", "2026-03-02"))).toMatchObject({ from: "2026-02-23", to: "2026-03-02" });
  });

  it("a month, a year, and the ones before and after", () => {
    expect(periodOf("mois", "2028-02-29")).toEqual({ kind: "mois", from: "2028-02-01", to: "2028-03-01", label: "février 2028" });
    expect(daysOf(periodOf("mois", "2028-02-10"))).toHaveLength(29);
    expect(previousPeriod(periodOf("mois", "2026-01-15"))).toMatchObject({ from: "2025-12-01", to: "2026-01-01", label: "décembre 2025" });
    expect(nextPeriod(periodOf("mois", "2026-12-15"))).toMatchObject({ from: "2027-01-01", label: "janvier 2027" });
    expect(periodOf("annee", "2026-07-14")).toEqual({ kind: "annee", from: "2026-01-01", to: "2027-01-01", label: "2026" });
    expect(previousPeriod(periodOf("annee", "2026-07-14")).label).toBe("2025");
  });

  it("reads the query, refusing what is not a period", () => {
    const now = new Date("2026-11-30T23:30:00Z"); // 1 December in Paris
    const read = (query: string) => readPeriodQuery(new URL(`http://x/admin/tableau-de-bord${query}`), now);
    expect(read("")).toEqual({ ok: true, kind: "mois", date: "2026-12-01" });
    expect(read("?periode=semaine&date=2026-02-28")).toEqual({ ok: true, kind: "semaine", date: "2026-02-28" });
    for (const bad of ["?periode=jour", "?date=2026-13-45", "?date=2026-02-30", "?date=1999-12-31", "?date=abc", "?periode=mois&date=2101-01-01"])
      expect(read(bad)).toEqual({ ok: false, message: "Cette période n'est pas valide." });
  });

  it("labels a bar by its day or its month", () => {
    expect(pointLabel("semaine", "2026-11-23")).toBe("lun. 23");
    expect(pointLabel("mois", "2026-11-05")).toBe("5");
    expect(pointLabel("annee", "2026-02-01")).toBe("févr.");
  });
});
