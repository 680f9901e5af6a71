import { describe, expect, it } from "vitest";
import { nextSmsMoment, withinSmsHours } from "./hours";

describe("SMS hours (Paris)", () => {
  it("sends from 08:00 to 21:00 Paris time, whatever the machine's zone", () => {
    // Winter: Paris is UTC+1.
    expect(withinSmsHours(new Date("2026-01-15T06:59:00Z"))).toBe(false);
    expect(withinSmsHours(new Date("2026-01-15T07:00:00Z"))).toBe(true);
    expect(withinSmsHours(new Date("2026-01-15T19:59:00Z"))).toBe(true);
    expect(withinSmsHours(new Date("2026-01-15T20:00:00Z"))).toBe(false);
    // Summer: UTC+2.
    expect(withinSmsHours(new Date("2026-07-15T05:59:00Z"))).toBe(false);
    expect(withinSmsHours(new Date("2026-07-15T06:00:00Z"))).toBe(true);
  });

  it("a message due outside the hours waits for 08:00, that morning or the next", () => {
    const inside = new Date("2026-01-15T12:00:00Z");
    expect(nextSmsMoment(inside)).toBe(inside);
    expect(nextSmsMoment(new Date("2026-01-15T05:30:00Z")).toISOString()).toBe("2026-01-15T07:00:00.000Z");
    expect(nextSmsMoment(new Date("2026-01-15T21:30:00Z")).toISOString()).toBe("2026-01-16T07:00:00.000Z");
    // Across the spring change (29 March 2026): 22:00 UTC+1 on the 28th, then 08:00 UTC+2.
    expect(nextSmsMoment(new Date("2026-03-28T21:00:00Z")).toISOString()).toBe("2026-03-29T06:00:00.000Z");
  });
});
