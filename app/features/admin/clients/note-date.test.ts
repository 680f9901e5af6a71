import { describe, expect, it } from "vitest";
import { formatNoteDate } from "./note-date";

describe("a note's date", () => {
  it("is written in Paris time, winter and summer, whatever the machine's zone", () => {
    expect(formatNoteDate("2026-11-28T13:05:00Z")).toBe("28 nov. 2026 à 14:05");
    expect(formatNoteDate(new Date("2026-07-01T22:30:00Z"))).toBe("2 juil. 2026 à 00:30");
  });
});
