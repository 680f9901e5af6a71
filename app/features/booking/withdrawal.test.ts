import { describe, expect, it } from "vitest";
import { parisInstant } from "~/lib/paris-time";
import { withdrawalLastDay, withinWithdrawal } from "./withdrawal";

// Code de la consommation L221-18, L221-19: 14 days, the booking's day not counted, to the end of
// the 14th; a Saturday, a Sunday or a public holiday carries it to the next working day.
describe("the right of withdrawal of a booking made online", () => {
  it("ends at the end of the 14th day after the booking's, Paris time", () => {
    // Booked Tuesday 1 December 2026 at 23:30 Paris (22:30 UTC): the 15th, a Tuesday.
    expect(withdrawalLastDay(new Date("2026-12-01T22:30:00Z"))).toBe("2026-12-15");
    // Booked at 00:30 Paris on Wednesday 2 December (23:30 UTC the day before): the 16th.
    expect(withdrawalLastDay(new Date("2026-12-01T23:30:00Z"))).toBe("2026-12-16");
  });

  it("is carried past a Saturday, a Sunday or a public holiday to the next working day", () => {
    // Booked Saturday 5 December: the 19th is a Saturday → Monday 21.
    expect(withdrawalLastDay(parisInstant("2026-12-05", "10:00"))).toBe("2026-12-21");
    // Booked Friday 11 December: Friday 25 is Christmas → Monday 28.
    expect(withdrawalLastDay(parisInstant("2026-12-11", "10:00"))).toBe("2026-12-28");
    // Booked Thursday 17 December: Thursday 31 is a working day.
    expect(withdrawalLastDay(parisInstant("2026-12-17", "10:00"))).toBe("2026-12-31");
    // Booked Friday 18 December: Friday 1 January 2027 → Monday 4.
    expect(withdrawalLastDay(parisInstant("2026-12-18", "10:00"))).toBe("2027-01-04");
  });

  it("holds until midnight Paris ending its last day", () => {
    const booked = parisInstant("2026-12-01", "10:00");
    expect(withinWithdrawal(booked, parisInstant("2026-12-15", "23:59"))).toBe(true);
    expect(withinWithdrawal(booked, parisInstant("2026-12-16", "00:00"))).toBe(false);
  });
});
