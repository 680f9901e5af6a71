import { describe, expect, it } from "vitest";
import { openingHours } from "~/lib/salon";
import { easterSunday, frenchPublicHolidays, hoursOn, validOpeningBlocks, type Schedule } from "./schedule";
import { computeSlots } from "./schedule";
import { appointmentSpan } from "./slots";

const week: Schedule = { weekly: openingHours, exceptions: [] };
const closedDay = (date: string, label = "Fermeture"): Schedule["exceptions"][number] => ({ from: date, to: date, hours: [], label });
// Well before any opening on that day, in any season.
const morning = (date: string) => new Date(`${date}T00:00:00Z`);
const slotsOn = (schedule: Schedule, date: string, durationMinutes = 30, taken: { start: Date; end: Date }[] = []) =>
  computeSlots({ date, now: morning(date), durationMinutes, taken, schedule });

describe("schedule", () => {
  it("follows the week when no exception covers the day", () => {
    expect(hoursOn(week, "2026-11-23")).toEqual([["10:00", "20:00"]]);
    expect(hoursOn(week, "2026-11-27")).toEqual([
      ["10:00", "12:30"],
      ["15:00", "20:00"],
    ]);
    expect(slotsOn(week, "2026-11-23")).toHaveLength(20);
  });

  it("offers nothing on a closed day, and the usual slots the day before and after", () => {
    const schedule: Schedule = { ...week, exceptions: [closedDay("2026-12-01", "Formation")] };
    expect(slotsOn(schedule, "2026-12-01")).toEqual([]);
    expect(slotsOn(schedule, "2026-11-30")).toHaveLength(20);
    expect(slotsOn(schedule, "2026-12-02")).toHaveLength(20);
  });

  it("opens a day inside a longer closure with that day's own hours", () => {
    const schedule: Schedule = {
      ...week,
      exceptions: [
        { from: "2026-12-24", to: "2026-12-24", hours: [["10:00", "14:00"]], label: "Veille de Noël" },
        { from: "2026-12-21", to: "2026-12-27", hours: [], label: "Congés" },
      ],
    };
    expect(slotsOn(schedule, "2026-12-23")).toEqual([]);
    expect(slotsOn(schedule, "2026-12-24")).toEqual(["10:00", "10:30", "11:00", "11:30", "12:00", "12:30", "13:00", "13:30"]);
    // A 90-minute service must end by 14:00.
    expect(slotsOn(schedule, "2026-12-24", 90).at(-1)).toBe("12:30");
    expect(slotsOn(schedule, "2026-12-28")).toHaveLength(20);
  });

  it("opens on a day the week keeps closed", () => {
    const closedMondays: Schedule = { weekly: { ...openingHours, 1: [] }, exceptions: [] };
    expect(slotsOn(closedMondays, "2026-11-30")).toEqual([]);
    const schedule: Schedule = {
      ...closedMondays,
      exceptions: [{ from: "2026-11-30", to: "2026-11-30", hours: [["14:00", "16:00"]], label: "Ouverture exceptionnelle" }],
    };
    expect(slotsOn(schedule, "2026-11-30")).toEqual(["14:00", "14:30", "15:00", "15:30"]);
  });

  it("hides the slots of a blocked time, a service that would run into it included", () => {
    const date = "2026-11-26";
    const lunch = appointmentSpan(date, "12:00", 60);
    const slots = slotsOn(week, date, 30, [lunch]);
    expect(slots).not.toContain("12:00");
    expect(slots).not.toContain("12:30");
    expect(slots).toContain("11:30");
    expect(slots).toContain("13:00");
    expect(slotsOn(week, date, 60, [lunch])).not.toContain("11:30");
  });

  it("closes on a public holiday taken from the year's list", () => {
    const holidays = frenchPublicHolidays(2026);
    const schedule: Schedule = { ...week, exceptions: holidays.map((h) => closedDay(h.date, h.name)) };
    expect(slotsOn(schedule, "2026-05-14")).toEqual([]); // Ascension
    expect(slotsOn(schedule, "2026-05-13")).toHaveLength(20);
  });

  it("keeps Paris wall-clock on both clock changes, closures and other hours included", () => {
    const schedule: Schedule = {
      ...week,
      exceptions: [
        { from: "2026-03-29", to: "2026-03-29", hours: [["09:00", "11:00"]], label: "Matinée" },
        { from: "2026-10-25", to: "2026-10-25", hours: [["14:00", "15:00"]], label: "Après-midi" },
      ],
    };
    // 29 March 2026: clocks go forward at 02:00, Paris is UTC+2 from then on.
    expect(slotsOn(schedule, "2026-03-29")).toEqual(["09:00", "09:30", "10:00", "10:30"]);
    expect(appointmentSpan("2026-03-29", "09:00", 30).start.toISOString()).toBe("2026-03-29T07:00:00.000Z");
    // 25 October 2026: clocks go back at 03:00, Paris is UTC+1 from then on.
    expect(slotsOn(schedule, "2026-10-25")).toEqual(["14:00", "14:30"]);
    expect(appointmentSpan("2026-10-25", "14:00", 30).start.toISOString()).toBe("2026-10-25T13:00:00.000Z");
    // A booking held in UTC hides the right slot on the change day.
    const taken = [{ start: new Date("2026-10-25T13:30:00Z"), end: new Date("2026-10-25T14:00:00Z") }];
    expect(slotsOn(schedule, "2026-10-25", 30, taken)).toEqual(["14:00"]);
  });

  it("accepts only ordered, separate blocks on the half-hour", () => {
    expect(validOpeningBlocks([])).toBe(true);
    expect(
      validOpeningBlocks([
        ["10:00", "12:30"],
        ["15:00", "20:00"],
      ]),
    ).toBe(true);
    expect(validOpeningBlocks([["10:00", "24:00"]])).toBe(true);
    expect(validOpeningBlocks([["10:15", "12:00"]])).toBe(false);
    expect(validOpeningBlocks([["12:00", "10:00"]])).toBe(false);
    expect(
      validOpeningBlocks([
        ["10:00", "12:00"],
        ["11:30", "13:00"],
      ]),
    ).toBe(false);
    expect(
      validOpeningBlocks([
        ["15:00", "20:00"],
        ["10:00", "12:00"],
      ]),
    ).toBe(false);
    expect(validOpeningBlocks([["25:00", "26:00"]])).toBe(false);
  });
});

describe("French public holidays", () => {
  it("puts Easter on its known Sundays", () => {
    expect(["2024", "2025", "2026", "2027", "2038"].map((y) => easterSunday(Number(y)))).toEqual([
      "2024-03-31",
      "2025-04-20",
      "2026-04-05",
      "2027-03-28",
      "2038-04-25",
    ]);
  });

  it("lists the eleven holidays of 2026 in order", () => {
    expect(frenchPublicHolidays(2026)).toEqual([
      { date: "2026-01-01", name: "Jour de l'an" },
      { date: "2026-04-06", name: "Lundi de Pâques" },
      { date: "2026-05-01", name: "Fête du Travail" },
      { date: "2026-05-08", name: "Victoire 1945" },
      { date: "2026-05-14", name: "Ascension" },
      { date: "2026-05-25", name: "Lundi de Pentecôte" },
      { date: "2026-07-14", name: "Fête nationale" },
      { date: "2026-08-15", name: "Assomption" },
      { date: "2026-11-01", name: "Toussaint" },
      { date: "2026-11-11", name: "Armistice 1918" },
      { date: "2026-12-25", name: "Noël" },
    ]);
  });
});
