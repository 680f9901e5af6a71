import { describe, expect, it } from "vitest";
import { openingHours } from "~/lib/salon";
import { computeSlots, intersectBlocks, type Schedule } from "./schedule";
import { appointmentSpan } from "./slots";
import { barberHoursOn, barbersFor, candidateBarbers, teamSlots, type Barber, type TakenTime } from "./team";

// Monday 23 … Sunday 29 November 2026; the salon opens every day, Friday with a break.
const week: Schedule = { weekly: openingHours, exceptions: [] };
const MON = "2026-11-23";
const TUE = "2026-11-24";
const WED = "2026-11-25";
const FRI = "2026-11-27";
const SAT = "2026-11-28";
// The clocks go back (03:00 CEST → 02:00 CET) on Sunday 25 October 2026 and forward (02:00 CET →
// 03:00 CEST) on Sunday 28 March 2027.
const AUTUMN = "2026-10-25";
const SPRING = "2027-03-28";

const barber = (id: string, more: Partial<Barber> = {}): Barber => ({ id, name: id, active: true, skippedServiceIds: [], weekly: {}, absences: [], ...more });
// Karim: Mondays off. Yanis: Wednesdays off, Tuesdays from noon to 22:00 (past the salon's close), away 1–3 December.
// Lucas: Sundays off, Saturdays from 08:00 to 14:00 (before the salon opens), no shave.
const karim = barber("karim", { weekly: { 1: [] } });
const yanis = barber("yanis", { weekly: { 3: [], 2: [["12:00", "22:00"]] }, absences: [{ from: "2026-12-01", to: "2026-12-03" }] });
const lucas = barber("lucas", { weekly: { 7: [], 6: [["08:00", "14:00"]] }, skippedServiceIds: ["rasage"] });
const team = [karim, yanis, lucas];

// Well before any opening on that day, in any season.
const early = (date: string) => new Date(`${date}T00:00:00Z`);
const booked = (barberId: string | null, date: string, time: string, minutes: number): TakenTime => ({ ...appointmentSpan(date, time, minutes), barberId });
const slots = (date: string, more: Partial<Parameters<typeof teamSlots>[0]> = {}) =>
  teamSlots({ date, now: early(date), serviceIds: ["coupe"], durationMinutes: 30, schedule: week, barbers: team, taken: [], ...more });
const candidates = (date: string, time: string, more: Partial<Parameters<typeof candidateBarbers>[0]> = {}) =>
  candidateBarbers({ date, time, serviceIds: ["coupe"], durationMinutes: 30, schedule: week, barbers: team, bookings: [], blocks: [], ...more }).map(
    (b) => b.id,
  );
const halfHours = (from: string, to: string) => computeSlots({ date: MON, now: early(MON), durationMinutes: 30, taken: [], hours: [[from, to]] });

describe("a barber's hours", () => {
  it("are the salon's on a day their week does not change, none on their day off or an absence", () => {
    expect(barberHoursOn(week, karim, TUE)).toEqual([["10:00", "20:00"]]);
    expect(barberHoursOn(week, karim, MON)).toEqual([]);
    expect(barberHoursOn(week, yanis, WED)).toEqual([]);
    expect(barberHoursOn(week, yanis, "2026-12-01")).toEqual([]);
    expect(barberHoursOn(week, yanis, "2026-12-03")).toEqual([]);
    expect(barberHoursOn(week, yanis, "2026-12-04")).toEqual(openingHours[5]);
  });

  it("are cut to the salon's when their week starts earlier or ends later", () => {
    expect(barberHoursOn(week, yanis, TUE)).toEqual([["12:00", "20:00"]]);
    expect(barberHoursOn(week, lucas, SAT)).toEqual([["10:00", "14:00"]]);
    expect(slots(TUE, { barberId: "yanis" })).toEqual(halfHours("12:00", "20:00"));
    expect(slots(SAT, { barberId: "lucas" })).toEqual(halfHours("10:00", "14:00"));
  });

  it("keep the salon's break: a barber's Friday across it is split in two", () => {
    const friday = barber("f", { weekly: { 5: [["11:00", "16:00"]] } });
    expect(barberHoursOn(week, friday, FRI)).toEqual([
      ["11:00", "12:30"],
      ["15:00", "16:00"],
    ]);
    expect(
      intersectBlocks(
        [["10:00", "20:00"]],
        [
          ["08:00", "09:00"],
          ["20:00", "22:00"],
        ],
      ),
    ).toEqual([]);
    expect(
      intersectBlocks(
        [["10:00", "20:00"]],
        [
          ["15:00", "16:00"],
          ["11:00", "12:00"],
        ],
      ),
    ).toEqual([
      ["11:00", "12:00"],
      ["15:00", "16:00"],
    ]);
  });

  it("follow a closure and other hours of the salon, for everyone", () => {
    const schedule: Schedule = {
      ...week,
      exceptions: [
        { from: "2026-11-26", to: "2026-11-26", hours: [], label: "Formation" },
        { from: TUE, to: TUE, hours: [["10:00", "14:00"]], label: "Inventaire" },
      ],
    };
    for (const b of team) expect(barberHoursOn(schedule, b, "2026-11-26")).toEqual([]);
    expect(barbersFor({ schedule, barbers: team, serviceIds: ["coupe"], date: "2026-11-26" })).toEqual([]);
    expect(slots("2026-11-26", { schedule })).toEqual([]);
    expect(barberHoursOn(schedule, karim, TUE)).toEqual([["10:00", "14:00"]]);
    expect(barberHoursOn(schedule, yanis, TUE)).toEqual([["12:00", "14:00"]]);
    expect(slots(TUE, { schedule, barberId: "yanis" })).toEqual(["12:00", "12:30", "13:00", "13:30"]);
    expect(slots(TUE, { schedule })).toEqual(halfHours("10:00", "14:00"));
  });

  it("computeSlots takes a barber's hours instead of the salon's", () => {
    expect(
      computeSlots({
        date: FRI,
        now: early(FRI),
        durationMinutes: 60,
        taken: [],
        schedule: week,
        hours: [
          ["11:00", "12:30"],
          ["15:00", "16:00"],
        ],
      }),
    ).toEqual(["11:00", "11:30", "15:00"]);
    expect(computeSlots({ date: FRI, now: early(FRI), durationMinutes: 60, taken: [], schedule: week, hours: [] })).toEqual([]);
  });
});

describe("who works", () => {
  it("active barbers who perform the service and work that day, in the team's order", () => {
    const names = (date: string, serviceId = "coupe", barbers = team) =>
      barbersFor({ schedule: week, barbers, serviceIds: [serviceId], date }).map((b) => b.id);
    expect(names(TUE)).toEqual(["karim", "yanis", "lucas"]);
    expect(names(MON)).toEqual(["yanis", "lucas"]);
    expect(names(WED)).toEqual(["karim", "lucas"]);
    expect(names(WED, "rasage")).toEqual(["karim"]);
    expect(names("2026-12-01")).toEqual(["karim", "lucas"]);
    expect(names(TUE, "coupe", [{ ...karim, active: false }, yanis, lucas])).toEqual(["yanis", "lucas"]);
  });
});

describe("slots of the team", () => {
  it("one barber: their own hours, bookings and blocks, and the salon's blocks", () => {
    const taken = [booked("karim", TUE, "10:00", 60), booked("lucas", TUE, "14:00", 30), booked(null, TUE, "16:00", 60)];
    const karims = slots(TUE, { barberId: "karim", taken });
    expect(karims.slice(0, 2)).toEqual(["11:00", "11:30"]);
    expect(karims).toContain("14:00");
    expect(karims).not.toContain("16:00");
    expect(karims).not.toContain("16:30");
    expect(karims).toContain("15:30");
    expect(slots(TUE, { barberId: "lucas", taken })).not.toContain("14:00");
    expect(slots(TUE, { barberId: "lucas", taken })).toContain("10:00");
  });

  it("'Sans préférence': a start when at least one barber is free then, none when the salon is blocked", () => {
    // Karim and Lucas taken at 10:00, Yanis not there before noon: 10:00 and 10:30 are gone.
    const taken = [booked("karim", TUE, "10:00", 60), booked("lucas", TUE, "10:00", 60), booked("karim", TUE, "14:00", 30), booked(null, TUE, "16:00", 60)];
    const any = slots(TUE, { taken });
    expect(any[0]).toBe("11:00");
    expect(any).toContain("14:00");
    expect(any).not.toContain("16:00");
    expect(any).not.toContain("16:30");
    expect(any).toEqual([...any].sort());
    expect(new Set(any).size).toBe(any.length);
    // Everyone booked at 14:00: the time goes.
    expect(slots(TUE, { taken: [...taken, booked("yanis", TUE, "14:00", 30), booked("lucas", TUE, "14:00", 30)] })).not.toContain("14:00");
  });

  it("a service a barber skips: not offered with them, and 'Sans préférence' leans on the others only", () => {
    expect(slots(WED, { serviceIds: ["rasage"], barberId: "lucas" })).toEqual([]);
    expect(slots(WED, { serviceIds: ["rasage"], taken: [booked("karim", WED, "10:00", 30)] })).not.toContain("10:00");
    expect(slots(WED, { serviceIds: ["coupe"], taken: [booked("karim", WED, "10:00", 30)] })).toContain("10:00");
  });

  it("an absent or inactive barber offers nothing", () => {
    expect(slots("2026-12-01", { barberId: "yanis" })).toEqual([]);
    expect(slots(TUE, { barberId: "karim", barbers: [{ ...karim, active: false }, yanis, lucas] })).toEqual([]);
  });
});

describe("across the clock changes", () => {
  for (const [date, utcOffset] of [
    [SPRING, 2],
    [AUTUMN, 1],
  ] as const) {
    const at = (h: number, m = 0) => new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8)), h - utcOffset, m));

    it(`${date}: the first start is 10:00 Paris (${10 - utcOffset}:00 UTC), the last 19:30, and now just after 10:00 hides it`, () => {
      const day = slots(date, { barberId: "karim" });
      expect(day[0]).toBe("10:00");
      expect(day.at(-1)).toBe("19:30");
      expect(day).toHaveLength(20);
      expect(slots(date, { barberId: "karim", now: at(9, 59) })[0]).toBe("10:00");
      expect(slots(date, { barberId: "karim", now: at(10, 0) })[0]).toBe("10:30");
      expect(slots(date, { barberId: "karim", now: at(19, 0) })).toEqual(["19:30"]);
    });

    it(`${date}: a 60-minute service booked at 10:00 holds 10:00–11:00 Paris, and a 60-minute one ends by 20:00`, () => {
      expect(appointmentSpan(date, "10:00", 60)).toEqual({ start: at(10), end: at(11) });
      // A booking known only by its instants (as the database gives it).
      const taken: TakenTime[] = [{ start: at(10), end: at(11), barberId: "karim" }];
      const karims = slots(date, { barberId: "karim", durationMinutes: 60, taken });
      expect(karims.slice(0, 2)).toEqual(["11:00", "11:30"]);
      expect(karims.at(-1)).toBe("19:00");
      expect(candidates(date, "10:30", { durationMinutes: 60, bookings: taken })).toEqual(["yanis"]);
      expect(candidates(date, "09:30", { durationMinutes: 60, bookings: taken, anyHours: true })).not.toContain("karim");
      expect(candidates(date, "11:00", { durationMinutes: 60, bookings: taken })).toEqual(["yanis", "karim"]);
      expect(candidates(date, "19:00", { durationMinutes: 60 })).toEqual(["karim", "yanis"]);
      expect(candidates(date, "19:30", { durationMinutes: 60 })).toEqual([]);
    });
  }
});

describe("who takes a booking", () => {
  it("the fewest booked minutes that day, then the one listed first", () => {
    expect(candidates(TUE, "15:00")).toEqual(["karim", "yanis", "lucas"]);
    const bookings = [booked("karim", TUE, "10:00", 60), booked("yanis", TUE, "12:00", 30), booked("lucas", TUE, "11:00", 30)];
    expect(candidates(TUE, "15:00", { bookings })).toEqual(["yanis", "lucas", "karim"]);
    // Blocked times are not booked minutes.
    const blocks = [booked("yanis", TUE, "17:00", 120)];
    expect(candidates(TUE, "15:00", { bookings, blocks })).toEqual(["yanis", "lucas", "karim"]);
    expect(candidates(TUE, "15:00", { bookings: [...bookings, booked("lucas", TUE, "13:00", 90)] })).toEqual(["yanis", "karim", "lucas"]);
  });

  it("never a barber busy, blocked, or kept by a block of the salon", () => {
    const bookings = [booked("karim", TUE, "14:30", 30)];
    expect(candidates(TUE, "14:00", { durationMinutes: 60, bookings })).toEqual(["yanis", "lucas"]);
    expect(candidates(TUE, "14:00", { durationMinutes: 60, blocks: [booked("lucas", TUE, "14:45", 15)] })).toEqual(["karim", "yanis"]);
    expect(candidates(TUE, "14:00", { blocks: [booked(null, TUE, "13:00", 90)] })).toEqual([]);
    // A 45-minute service holds an hour: a booking at 14:30 keeps Karim from 14:00.
    expect(candidates(TUE, "14:00", { durationMinutes: 45, bookings })).toEqual(["yanis", "lucas"]);
  });

  it("online, only inside their hours; by phone, those inside their hours first", () => {
    // Tuesday 11:00: Yanis starts at noon.
    expect(candidates(TUE, "11:00")).toEqual(["karim", "lucas"]);
    const bookings = [booked("karim", TUE, "15:00", 60), booked("lucas", TUE, "16:00", 30)];
    expect(candidates(TUE, "11:00", { bookings, anyHours: true })).toEqual(["lucas", "karim", "yanis"]);
    // After the salon closes, nobody is inside their hours: the fewest minutes first.
    expect(candidates(TUE, "20:00", { bookings })).toEqual([]);
    expect(candidates(TUE, "20:00", { bookings, anyHours: true })).toEqual(["yanis", "lucas", "karim"]);
  });

  it("never an absent, inactive or non-performing barber, even by phone", () => {
    const date = "2026-12-01";
    expect(candidates(date, "15:00", { anyHours: true })).toEqual(["karim", "lucas"]);
    expect(candidates(TUE, "15:00", { anyHours: true, barbers: [karim, { ...yanis, active: false }, lucas] })).toEqual(["karim", "lucas"]);
    expect(candidates(TUE, "15:00", { anyHours: true, serviceIds: ["rasage"] })).toEqual(["karim", "yanis"]);
    expect(candidates(date, "15:00", { anyHours: true, serviceIds: ["rasage"] })).toEqual(["karim"]);
  });
});
