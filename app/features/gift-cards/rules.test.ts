import { describe, expect, it } from "vitest";
import { addMonths, readMessage, validAmountCents, validSendDate, validUntil } from "./rules";

describe("what a gift card may be", () => {
  it("an amount of the list, or whole euros from 10 to 300", () => {
    for (const cents of [2000, 3000, 5000, 10000, 1000, 30000, 4200]) expect(validAmountCents(cents)).toBe(true);
    for (const cents of [900, 30100, 4250, -5000, 0, 1000.5, Number.NaN]) expect(validAmountCents(cents)).toBe(false);
  });

  it("valid 12 months, to the day before its anniversary; month ends and leap days kept", () => {
    expect(validUntil("2026-11-29")).toBe("2027-11-28");
    expect(validUntil("2028-02-29")).toBe("2029-02-27");
    expect(validUntil("2026-01-01")).toBe("2026-12-31");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2027-11-30", 3)).toBe("2028-02-29");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
  });

  it("sent today or up to 3 months ahead", () => {
    expect(validSendDate("2026-11-29", "2026-11-29")).toBe(true);
    expect(validSendDate("2027-02-28", "2026-11-29")).toBe(true);
    expect(validSendDate("2027-03-01", "2026-11-29")).toBe(false);
    expect(validSendDate("2026-11-28", "2026-11-29")).toBe(false);
    expect(validSendDate("2026-02-30", "2026-01-29")).toBe(false);
  });

  it("a message of 300 characters at most, counted as people count them", () => {
    expect(readMessage("  Joyeux anniversaire !\r\nPapa ")).toBe("Joyeux anniversaire !\nPapa");
    expect(readMessage("é".repeat(300))).toHaveLength(300);
    expect(readMessage("🎂".repeat(300))).not.toBeNull();
    expect(readMessage("x".repeat(301))).toBeNull();
  });
});
