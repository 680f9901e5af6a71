import { describe, expect, it } from "vitest";
import { openingHours } from "~/lib/salon";
import type { Schedule } from "./schedule";
import { barberOffers, type Barber } from "./team";

const week: Schedule = { weekly: openingHours, exceptions: [] };
const barber = (overrides: Partial<Barber & { photoUrl: string | null }> & { id: string }): Barber & { photoUrl: string | null } => ({
  name: overrides.id,
  active: true,
  skippedServiceIds: [],
  weekly: {},
  absences: [],
  photoUrl: null,
  ...overrides,
});
// Monday 23 to Sunday 29 November 2026.
const dates = ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"];

describe("barberOffers", () => {
  it("gives the dialog the active barbers in the team's order, with the services they skip and the days they do not work", () => {
    const offers = barberOffers(
      [
        barber({ id: "karim", weekly: { 1: [] }, photoUrl: "/images/karim.webp" }),
        barber({ id: "ancien", active: false }),
        barber({ id: "lucas", skippedServiceIds: ["rasage"], weekly: { 7: [] }, absences: [{ from: "2026-11-25", to: "2026-11-26" }] }),
        // Only the mornings on Saturdays: still a working day.
        barber({ id: "yanis", weekly: { 6: [["10:00", "12:00"]] } }),
      ],
      week,
      dates,
    );
    expect(offers).toEqual([
      { id: "karim", name: "karim", photoUrl: "/images/karim.webp", skippedServiceIds: [], daysOff: ["2026-11-23"] },
      { id: "lucas", name: "lucas", photoUrl: null, skippedServiceIds: ["rasage"], daysOff: ["2026-11-25", "2026-11-26", "2026-11-29"] },
      { id: "yanis", name: "yanis", photoUrl: null, skippedServiceIds: [], daysOff: [] },
    ]);
  });

  it("looks only at the days it is given (the window's open days)", () => {
    expect(barberOffers([barber({ id: "karim", weekly: { 1: [] } })], week, ["2026-11-24"])[0]!.daysOff).toEqual([]);
  });
});
