import { describe, expect, it } from "vitest";
import { reviewMessages as m } from "./messages";
import { reviewSchema, verifiedReviewSchema } from "./schema";

const errorOf = (input: unknown) => {
  const parsed = reviewSchema.safeParse(input);
  if (parsed.success) throw new Error("expected a failure");
  return parsed.error.issues[0]?.message;
};

describe("reviewSchema", () => {
  it("trims the texts and coerces the form's rating string", () => {
    expect(reviewSchema.parse({ name: "  Karim ", rating: "4", comment: "  Très bon accueil.  " })).toEqual({
      name: "Karim",
      rating: 4,
      comment: "Très bon accueil.",
    });
  });

  it("defaults the rating to 5", () => {
    expect(reviewSchema.parse({ name: "Karim", comment: "Parfait" }).rating).toBe(5);
  });

  it("asks for a name when it is missing or blank", () => {
    expect(errorOf({ name: "   ", rating: "5", comment: "Parfait" })).toBe(m.nameRequired);
    expect(errorOf({ rating: "5", comment: "Parfait" })).toBe(m.nameRequired);
  });

  it("refuses a rating outside 1..5 or not a whole number", () => {
    for (const rating of ["0", "6", "3.5", "abc", ""]) {
      expect(errorOf({ name: "Karim", rating, comment: "Parfait" })).toBe(m.ratingInvalid);
    }
    for (const rating of ["1", "5", 3]) {
      expect(reviewSchema.safeParse({ name: "Karim", rating, comment: "Parfait" }).success).toBe(true);
    }
  });

  it("requires a comment", () => {
    expect(errorOf({ name: "Karim", rating: "5", comment: " \n " })).toBe(m.commentRequired);
    expect(errorOf({ name: "Karim", rating: "5" })).toBe(m.commentRequired);
  });

  it("caps the name at 80 and the comment at 1000 characters", () => {
    expect(reviewSchema.safeParse({ name: "a".repeat(80), comment: "b".repeat(1000) }).success).toBe(true);
    expect(errorOf({ name: "a".repeat(81), comment: "Parfait" })).toBe(m.nameTooLong);
    expect(errorOf({ name: "Karim", comment: "b".repeat(1001) })).toBe(m.commentTooLong);
  });

  it("reports the first invalid field in form order", () => {
    expect(errorOf({ name: "", rating: "9", comment: "" })).toBe(m.nameRequired);
  });
});

describe("verifiedReviewSchema (the review link's form)", () => {
  it("takes the stars alone: the comment is optional, the rating 5 unless chosen", () => {
    expect(verifiedReviewSchema.parse({ name: " Jean " })).toEqual({ name: "Jean", rating: 5, comment: "" });
    expect(verifiedReviewSchema.parse({ name: "Jean", rating: "4", comment: " Top " })).toEqual({ name: "Jean", rating: 4, comment: "Top" });
  });

  it("keeps the home form's rules for the name, the rating and the comment's length", () => {
    const errorOfLink = (input: unknown) => verifiedReviewSchema.safeParse(input).error?.issues[0]?.message;
    expect(errorOfLink({ name: "  " })).toBe(m.nameRequired);
    expect(errorOfLink({ name: "Jean", rating: "0" })).toBe(m.ratingInvalid);
    expect(errorOfLink({ name: "Jean", comment: "b".repeat(1001) })).toBe(m.commentTooLong);
    expect(verifiedReviewSchema.safeParse({ name: "Jean", comment: "b".repeat(1000) }).success).toBe(true);
  });
});
