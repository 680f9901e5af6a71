import { describe, expect, it } from "vitest";
import { averageRating, formatRating } from "./rating";
import { ratingField } from "./rating-field";

describe("ratings", () => {
  it("averages to one decimal, or null without ratings", () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([5])).toBe(5);
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([5, 5, 4])).toBe(4.7);
    expect(averageRating([1, 2])).toBe(1.5);
    expect(formatRating(4.3)).toBe("4,3");
    expect(formatRating(4)).toBe("4,0");
  });

  it("reads a form's rating: whole numbers 1 to 5, 5 when missing", () => {
    const field = ratingField("Note invalide");
    expect(field.parse(undefined)).toBe(5);
    expect(field.parse("3")).toBe(3);
    for (const bad of ["0", "6", "2.5", "abc"]) expect(field.safeParse(bad).success).toBe(false);
  });
});
