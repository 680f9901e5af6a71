import { describe, expect, it } from "vitest";
import { blocksText, weekRows, type WeeklyHours } from "./opening-hours";
import { openingHours } from "./salon";

describe("opening hours as pages show them", () => {
  it("writes the salon's usual week as it always read", () => {
    expect(weekRows(openingHours)).toEqual([
      { days: "Lundi - Jeudi", hours: "10h - 20h" },
      { days: "Vendredi", hours: "10h - 12h30 et 15h - 20h" },
      { days: "Samedi - Dimanche", hours: "10h - 20h" },
    ]);
  });

  it("groups only consecutive days, and says 'Fermé' for a day without hours", () => {
    const week: WeeklyHours = { ...openingHours, 1: [], 3: [], 7: [["09:30", "13:00"]] };
    expect(weekRows(week)).toEqual([
      { days: "Lundi", hours: "Fermé" },
      { days: "Mardi", hours: "10h - 20h" },
      { days: "Mercredi", hours: "Fermé" },
      { days: "Jeudi", hours: "10h - 20h" },
      { days: "Vendredi", hours: "10h - 12h30 et 15h - 20h" },
      { days: "Samedi", hours: "10h - 20h" },
      { days: "Dimanche", hours: "9h30 - 13h" },
    ]);
    expect(blocksText([])).toBe("Fermé");
  });
});
