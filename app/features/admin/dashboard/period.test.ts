import { describe, expect, it } from "vitest";
import { daysOf, monthsOf, nextPeriod, periodOf, pointLabel, previousPeriod, readPeriodQuery } from "./period";

describe("the dashboard's periods (Paris days)", () => {
  it("a week runs Monday to Sunday, whichever day of it is given", () => {
    for (const day of ["2026-11-23", "2026-11-26", "2026-11-29"])
      expect(periodOf("semaine", day)).toEqual({ kind: "semaine", from: "2026-11-23", to: "2026-11-30", label: "semaine du 23 novembre 2026" });
    expect(periodOf("semaine", "2026-06-03").label).toBe("semaine du 1er juin 2026");
  });

  it("a week across two months and across two years", () => {
    expect(periodOf("semaine", "2026-12-02")).toMatchObject({ from: "2026-11-30", to: "2026-12-07", label: "semaine du 30 novembre 2026" });
    expect(periodOf("semaine", "2027-01-01")).toEqual({ kind: "semaine", from: "2026-12-28", to: "2027-01-04", label: "semaine du 28 décembre 2026" });
    expect(daysOf(periodOf("semaine", "2027-01-03"))).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
    expect(previousPeriod(periodOf("semaine", "2027-01-05"))).toMatchObject({ from: "2026-12-28", to: "2027-01-04" });
    expect(nextPeriod(periodOf("semaine", "2026-12-30"))).toMatchObject({ from: "2027-01-04", to: "2027-01-11" });
  });

  it("the weeks of the changes of time (last Sundays of March and October) have their seven days", () => {
    // 29 March 2026: 23 hours; 25 October 2026: 25 hours. Days, not hours, make the period.
    expect(periodOf("semaine", "2026-03-29")).toMatchObject({ from: "2026-03-23", to: "2026-03-30" });
    expect(daysOf(periodOf("semaine", "2026-03-29"))).toHaveLength(7);
    expect(periodOf("semaine", "2026-10-25")).toMatchObject({ from: "2026-10-19", to: "2026-10-26" });
    expect(daysOf(periodOf("semaine", "2026-10-25"))).toEqual([
      "2026-10-19",
      "2026-10-20",
      "2026-10-21",
      "2026-10-22",
      "2026-10-23",
      "2026-10-24",
      "2026-10-25",
    ]);
    expect(previousPeriod(periodOf("semaine", "2026-10-26"))).toMatchObject({ from: "2026-10-19", to: "2026-10-26" });
    expect(daysOf(periodOf("mois", "2026-03-01"))).toHaveLength(31);
    expect(daysOf(periodOf("mois", "2026-10-31"))).toHaveLength(31);
  });

  it("a month, leap years included, and the months around it", () => {
    expect(periodOf("mois", "2028-02-29")).toEqual({ kind: "mois", from: "2028-02-01", to: "2028-03-01", label: "février 2028" });
    expect(daysOf(periodOf("mois", "2028-02-10"))).toHaveLength(29);
    expect(daysOf(periodOf("mois", "2027-02-10"))).toHaveLength(28);
    expect(daysOf(periodOf("mois", "2000-02-10"))).toHaveLength(29);
    expect(previousPeriod(periodOf("mois", "2028-03-31"))).toMatchObject({ from: "2028-02-01", to: "2028-03-01" });
    expect(previousPeriod(periodOf("mois", "2026-01-15"))).toEqual({ kind: "mois", from: "2025-12-01", to: "2026-01-01", label: "décembre 2025" });
    expect(nextPeriod(periodOf("mois", "2026-12-15"))).toMatchObject({ from: "2027-01-01", to: "2027-02-01", label: "janvier 2027" });
    expect(periodOf("mois", "2026-08-31").label).toBe("août 2026");
  });

  it("a year, and the year before", () => {
    expect(periodOf("annee", "2026-07-14")).toEqual({ kind: "annee", from: "2026-01-01", to: "2027-01-01", label: "2026" });
    expect(periodOf("annee", "2026-12-31")).toMatchObject({ from: "2026-01-01", to: "2027-01-01" });
    expect(previousPeriod(periodOf("annee", "2026-01-01"))).toEqual({ kind: "annee", from: "2025-01-01", to: "2026-01-01", label: "2025" });
    expect(daysOf(periodOf("annee", "2028-05-01"))).toHaveLength(366);
    expect(monthsOf(periodOf("annee", "2026-05-01"))).toEqual(Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, "0")}-01`));
  });

  it("reads the query: the month of today in Paris by default", () => {
    const now = new Date("2026-11-30T23:30:00Z"); // 1 December in Paris
    const read = (query: string) => readPeriodQuery(new URL(`http://x/admin/tableau-de-bord${query}`), now);
    expect(read("")).toEqual({ ok: true, kind: "mois", date: "2026-12-01" });
    expect(read("?periode=&date=")).toEqual({ ok: true, kind: "mois", date: "2026-12-01" });
    expect(read("?periode=semaine")).toEqual({ ok: true, kind: "semaine", date: "2026-12-01" });
    expect(read("?periode=semaine&date=2026-02-28")).toEqual({ ok: true, kind: "semaine", date: "2026-02-28" });
    expect(read("?periode=annee&date=2028-02-29")).toEqual({ ok: true, kind: "annee", date: "2028-02-29" });
  });

  it("refuses what is not a period", () => {
    const now = new Date("2026-11-20T12:00:00Z");
    const read = (query: string) => readPeriodQuery(new URL(`http://x/admin/tableau-de-bord${query}`), now);
    for (const bad of [
      "?periode=jour",
      "?periode=MOIS",
      "?date=2026-13-45",
      "?date=2026-02-30",
      "?date=2027-02-29",
      "?date=2100-02-29",
      "?date=1999-12-31",
      "?date=abc",
      "?date=2026-1-5",
      "?date=2026-11-20T10:00",
      "?periode=mois&date=2101-01-01",
    ])
      expect(read(bad), bad).toEqual({ ok: false, message: "Cette période n'est pas valide." });
  });

  it("labels a bar by its day or its month", () => {
    expect(pointLabel("semaine", "2026-11-23")).toBe("lun. 23");
    expect(pointLabel("semaine", "2026-11-29")).toBe("dim. 29");
    expect(pointLabel("mois", "2026-11-05")).toBe("5");
    expect(pointLabel("annee", "2026-02-01")).toBe("févr.");
    expect(pointLabel("annee", "2026-12-01")).toBe("déc.");
  });
});
