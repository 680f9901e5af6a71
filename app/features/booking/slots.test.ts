import { describe, expect, it } from "vitest";
import { computeSlots } from "./schedule";
import { appointmentSpan, bookingDates, isInBookingWindow } from "./slots";

// Tests run with TZ=UTC; every expectation is Paris wall-clock.
const beforeOpening = (date: string) => new Date(`${date}T00:00:00Z`); // 01:00 or 02:00 in Paris
const all = (date: string, durationMinutes = 30, now = beforeOpening(date)) => computeSlots({ date, now, durationMinutes, taken: [] });

describe("slot engine", () => {
  it("offers every 30 minutes from 10:00 to 19:30 on a full day", () => {
    const slots = all("2026-11-23"); // Monday
    expect(slots[0]).toBe("10:00");
    expect(slots.at(-1)).toBe("19:30");
    expect(slots).toHaveLength(20);
  });

  it("splits Friday into 10:00-12:30 and 15:00-20:00, skipping 12:30", () => {
    const slots = all("2026-11-27"); // Friday
    expect(slots).toEqual([
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
      "15:00",
      "15:30",
      "16:00",
      "16:30",
      "17:00",
      "17:30",
      "18:00",
      "18:30",
      "19:00",
      "19:30",
    ]);
    expect(slots).not.toContain("12:30");
  });

  it("fits 30, 45, 60 and 90-minute services inside one opening block", () => {
    const friday = "2026-11-27";
    expect(all(friday, 30)).toContain("12:00");
    expect(all(friday, 45)).not.toContain("12:00");
    expect(all(friday, 45)).toContain("11:30");
    expect(all(friday, 45).at(-1)).toBe("19:00");
    expect(all(friday, 60)).toContain("11:30");
    expect(all(friday, 60)).not.toContain("12:00");
    expect(all(friday, 60).at(-1)).toBe("19:00");
    expect(all(friday, 90)).toContain("11:00");
    expect(all(friday, 90)).not.toContain("11:30");
    expect(all(friday, 90)).not.toContain("14:30");
    expect(all(friday, 90).at(-1)).toBe("18:30");
  });

  it("hides slots overlapped by a booking, including the following slots of a long one", () => {
    const date = "2026-11-23";
    const taken = [appointmentSpan(date, "11:00", 60)];
    const slots = computeSlots({ date, now: beforeOpening(date), durationMinutes: 30, taken });
    expect(slots).toContain("10:30");
    expect(slots).not.toContain("11:00");
    expect(slots).not.toContain("11:30");
    expect(slots).toContain("12:00");
    // A 60-minute service cannot start at 10:30: it would run into the 11:00 booking.
    expect(computeSlots({ date, now: beforeOpening(date), durationMinutes: 60, taken })).not.toContain("10:30");
  });

  it("offers no past slot today and nothing after closing time", () => {
    const date = "2026-11-23";
    // 14:10 in Paris (UTC+1 in November).
    const slots = all(date, 30, new Date("2026-11-23T13:10:00Z"));
    expect(slots[0]).toBe("14:30");
    expect(all(date, 30, new Date("2026-11-23T19:00:00Z"))).toEqual([]);
    // Exactly at 10:00 Paris, 10:00 has started and is no longer offered.
    expect(all(date, 30, new Date("2026-11-23T09:00:00Z"))[0]).toBe("10:30");
  });

  it("keeps Paris wall-clock on the last Sundays of March and October", () => {
    expect(all("2026-03-29")).toHaveLength(20);
    expect(appointmentSpan("2026-03-29", "10:00", 30).start.toISOString()).toBe("2026-03-29T08:00:00.000Z");
    expect(appointmentSpan("2026-03-28", "10:00", 30).start.toISOString()).toBe("2026-03-28T09:00:00.000Z");
    expect(all("2026-10-25")).toHaveLength(20);
    expect(appointmentSpan("2026-10-25", "10:00", 30).start.toISOString()).toBe("2026-10-25T09:00:00.000Z");
    expect(appointmentSpan("2026-10-24", "19:30", 30).end.toISOString()).toBe("2026-10-24T18:00:00.000Z");
    // At 10:15 Paris on the March change, 10:30 is the first slot.
    expect(all("2026-03-29", 30, new Date("2026-03-29T08:15:00Z"))[0]).toBe("10:30");
  });

  it("refuses malformed dates", () => {
    expect(all("2026-02-30")).toEqual([]);
    expect(all("23/11/2026")).toEqual([]);
  });
});

describe("booking window", () => {
  it("is today and the next 13 days in Paris", () => {
    // 23:30 UTC on the 22nd is already the 23rd in Paris.
    const dates = bookingDates(new Date("2026-11-22T23:30:00Z"));
    expect(dates).toHaveLength(14);
    expect(dates[0]).toBe("2026-11-23");
    expect(dates.at(-1)).toBe("2026-12-06");
    const now = new Date("2026-11-22T12:00:00Z");
    expect(isInBookingWindow("2026-11-22", now)).toBe(true);
    expect(isInBookingWindow("2026-12-05", now)).toBe(true);
    expect(isInBookingWindow("2026-12-06", now)).toBe(false);
    expect(isInBookingWindow("2026-11-21", now)).toBe(false);
  });
});

describe("booking status", () => {
  it("reads confirmed, cancelled, a time held for its arrhes, and anything else as 'En attente'", async () => {
    const { bookingStatusLabel } = await import("./messages");
    expect(bookingStatusLabel("confirmed")).toBe("Confirmée");
    expect(bookingStatusLabel("cancelled")).toBe("Annulée");
    expect(bookingStatusLabel("pending")).toBe("En attente de paiement");
    expect(bookingStatusLabel("expired")).toBe("Non payée");
    expect(bookingStatusLabel("other")).toBe("En attente");
  });
});
