import { describe, expect, it } from "vitest";
import { formatDuration, formatLongDate } from "./dates";

describe("French dates and durations", () => {
  it("writes the long French date of a calendar day", () => {
    expect(formatLongDate("2026-11-23")).toBe("lundi 23 novembre 2026");
    expect(formatLongDate("2026-03-29", { year: false })).toBe("dimanche 29 mars");
  });

  it("writes durations", () => {
    expect(formatDuration(15)).toBe("15 min");
    expect(formatDuration(60)).toBe("1 h");
    expect(formatDuration(90)).toBe("1 h 30");
  });
});
