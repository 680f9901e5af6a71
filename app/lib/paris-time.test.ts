import { describe, expect, it } from "vitest";
import { addDays, isIsoDate, isoWeekday, parisWallClock } from "./paris-time";

// The calendar's arithmetic against the Date object's, day by day over four centuries.
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe("the calendar without Date objects", () => {
  const from = Date.UTC(1899, 11, 1);
  const to = Date.UTC(2301, 1, 1);

  // The days that differ are gathered and compared once: an assertion per day takes seconds on a busy machine.
  it("gives every day's weekday and the day a number of days later as a Date does", () => {
    const wrong: string[] = [];
    for (let ms = from; ms < to; ms += DAY) {
      const date = iso(ms);
      const weekday = ((new Date(ms).getUTCDay() + 6) % 7) + 1;
      if (isoWeekday(date) !== weekday) wrong.push(`${date}: weekday ${isoWeekday(date)}, not ${weekday}`);
      for (const days of [1, -1, 13, 400]) {
        const later = iso(ms + days * DAY);
        if (addDays(date, days) !== later) wrong.push(`${date} + ${days}: ${addDays(date, days)}, not ${later}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("knows which strings name a real day", () => {
    const refused: string[] = [];
    for (let ms = from; ms < to; ms += DAY) if (!isIsoDate(iso(ms))) refused.push(iso(ms));
    expect(refused).toEqual([]);
    for (const bad of ["2026-02-29", "2100-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00", "2026-1-01", "26-01-01", "2026-01-01T00:00", ""]) {
      expect(isIsoDate(bad), bad).toBe(false);
    }
    for (const good of ["2024-02-29", "2000-02-29", "2026-12-31"]) expect(isIsoDate(good), good).toBe(true);
  });

  it("refuses to count days from what is not a date, as a Date does", () => {
    expect(() => addDays("demain", 1)).toThrow(RangeError);
  });
});

describe("Paris wall clock", () => {
  it("reads the day and time in Paris at the changes of hour, minute after minute", () => {
    // 2026-03-29 01:59 UTC: 03:59 in Paris (summer time since 01:00 UTC); 2026-10-25 00:59 UTC: 02:59, then 02:00 again.
    expect(parisWallClock(new Date("2026-03-29T00:59:59Z"))).toEqual({ date: "2026-03-29", time: "01:59" });
    expect(parisWallClock(new Date("2026-03-29T01:00:00Z"))).toEqual({ date: "2026-03-29", time: "03:00" });
    expect(parisWallClock(new Date("2026-10-25T00:59:30Z"))).toEqual({ date: "2026-10-25", time: "02:59" });
    expect(parisWallClock(new Date("2026-10-25T01:00:00Z"))).toEqual({ date: "2026-10-25", time: "02:00" });
    expect(parisWallClock(new Date("2026-12-31T22:59:59.999Z"))).toEqual({ date: "2026-12-31", time: "23:59" });
    expect(parisWallClock(new Date("2026-12-31T23:00:00Z"))).toEqual({ date: "2027-01-01", time: "00:00" });
  });

  it("gives each caller its own answer", () => {
    const now = new Date("2026-06-01T10:00:00Z");
    const first = parisWallClock(now);
    first.date = "changed";
    expect(parisWallClock(now)).toEqual({ date: "2026-06-01", time: "12:00" });
  });
});
