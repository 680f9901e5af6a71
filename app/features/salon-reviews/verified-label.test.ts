import { describe, expect, it } from "vitest";
import { verifiedLabel, visitDateText } from "./verified-label";

describe("verifiedLabel", () => {
  it("names the visit's Paris day in French, without its weekday, whatever the server's time zone", () => {
    expect(verifiedLabel("2026-11-12")).toBe("Avis vérifié · visite du 12 novembre 2026");
    expect(visitDateText("2027-01-01")).toBe("visite du 1er janvier 2027");
    expect(visitDateText("2026-11-10")).toBe("visite du 10 novembre 2026");
  });

  it("keeps the calendar day across the clock changes and at the year's edges", () => {
    expect(visitDateText("2026-10-25")).toBe("visite du 25 octobre 2026");
    expect(visitDateText("2027-03-28")).toBe("visite du 28 mars 2027");
    expect(visitDateText("2026-12-31")).toBe("visite du 31 décembre 2026");
  });
});
