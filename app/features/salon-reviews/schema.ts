import { z } from "zod";
import { ratingField } from "~/lib/rating-field";
import { reviewMessages as m } from "./messages";
import { REVIEW_COMMENT_MAX, REVIEW_NAME_MAX } from "./limits";

export { REVIEW_COMMENT_MAX, REVIEW_NAME_MAX };

/** The home page review form, checked in the browser for comfort and on the server for real. */
export const reviewSchema = z.object({
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(REVIEW_NAME_MAX, m.nameTooLong),
  rating: ratingField(m.ratingInvalid),
  comment: z.string({ error: m.commentRequired }).trim().min(1, m.commentRequired).max(REVIEW_COMMENT_MAX, m.commentTooLong),
});

export type ReviewInput = z.output<typeof reviewSchema>;

/** The private review page's form: the name (pre-filled), the stars, and an optional comment. */
export const verifiedReviewSchema = z.object({
  name: reviewSchema.shape.name,
  rating: reviewSchema.shape.rating,
  comment: z.string({ error: m.commentTooLong }).trim().max(REVIEW_COMMENT_MAX, m.commentTooLong).default(""),
});

export type VerifiedReviewInput = z.output<typeof verifiedReviewSchema>;
