import { describe, expect, it } from "vitest";
import { bookingLinkFor, parisDayOf, withinMailHours } from "./waitlist";

const usual = { from: 8 * 60, to: 21 * 60 };
const at = (iso: string) => new Date(iso);

describe("the waiting list's mail hours (Paris clocks)", () => {
  it("opens at 08:00 and closes at 21:00, Paris time, in winter (UTC+1)", () => {
    expect(withinMailHours(at("2026-01-15T06:59:59Z"), usual)).toBe(false); // 07:59:59
    expect(withinMailHours(at("2026-01-15T07:00:00Z"), usual)).toBe(true); // 08:00
    expect(withinMailHours(at("2026-01-15T19:59:59Z"), usual)).toBe(true); // 20:59:59
    expect(withinMailHours(at("2026-01-15T20:00:00Z"), usual)).toBe(false); // 21:00
    expect(withinMailHours(at("2026-01-15T21:30:00Z"), usual)).toBe(false); // 22:30
  });

  it("follows the clocks across the March and October changes", () => {
    // The day before summer time 06:30 UTC is 07:30 in Paris; the day it starts, 08:30.
    expect(withinMailHours(at("2026-03-28T06:30:00Z"), usual)).toBe(false);
    expect(withinMailHours(at("2026-03-29T06:30:00Z"), usual)).toBe(true);
    expect(withinMailHours(at("2026-03-29T05:59:00Z"), usual)).toBe(false); // 07:59 (UTC+2)
    // In summer 19:30 UTC is 21:30 in Paris; the day winter time returns, 20:30.
    expect(withinMailHours(at("2026-10-24T19:30:00Z"), usual)).toBe(false);
    expect(withinMailHours(at("2026-10-25T19:30:00Z"), usual)).toBe(true);
    expect(withinMailHours(at("2026-10-25T20:00:00Z"), usual)).toBe(false); // 21:00 (UTC+1)
  });

  it("00:00-24:00 is the whole day", () => {
    const allDay = { from: 0, to: 24 * 60 };
    for (const iso of ["2026-01-15T23:00:00Z", "2026-01-15T22:59:59Z", "2026-03-29T01:00:00Z", "2026-10-25T00:30:00Z"])
      expect(withinMailHours(at(iso), allDay)).toBe(true);
  });
});

describe("the Paris day of an instant", () => {
  it("starts and ends at Paris midnight, 23 h and 25 h long on the clock changes", () => {
    expect(parisDayOf(at("2026-01-15T23:30:00Z"))).toEqual({ date: "2026-01-16", start: at("2026-01-15T23:00:00Z"), end: at("2026-01-16T23:00:00Z") });
    const march = parisDayOf(at("2026-03-29T12:00:00Z"));
    expect(march.date).toBe("2026-03-29");
    expect(march.end.getTime() - march.start.getTime()).toBe(23 * 3600_000);
    const october = parisDayOf(at("2026-10-25T12:00:00Z"));
    expect(october.end.getTime() - october.start.getTime()).toBe(25 * 3600_000);
    // 22:30 UTC in summer is already the next day in Paris.
    expect(parisDayOf(at("2026-07-01T22:30:00Z")).date).toBe("2026-07-02");
  });
});

describe("the link that opens the booking dialog", () => {
  it("names the service, the barber when one was chosen, and the day", () => {
    const serviceId = "8c5b7a1e-3a3d-4c1e-9d0f-2b7f0c9a1d11";
    const barberId = "0e6a1c2b-5f4d-4e3a-8b9c-7d6e5f4a3b21";
    expect(bookingLinkFor("https://salon.fr", { serviceIds: [serviceId], barberId, date: "2026-05-12" })).toBe(
      `https://salon.fr/?service=${serviceId}&barber=${barberId}&date=2026-05-12#booking`,
    );
    expect(bookingLinkFor("https://salon.fr", { serviceIds: [serviceId], barberId: null, date: "2026-05-12" })).toBe(
      `https://salon.fr/?service=${serviceId}&date=2026-05-12#booking`,
    );
  });
});
