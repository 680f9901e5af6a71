import { z } from "zod";
import { reviewMessages as m } from "./messages";

export const REVIEW_NAME_MAX = 80;
export const REVIEW_COMMENT_MAX = 1000;
export const DEFAULT_RATING = 5;

/** The home page review form, checked in the browser for comfort and on the server for real. */
export const reviewSchema = z.object({
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(REVIEW_NAME_MAX, m.nameTooLong),
  rating: z.coerce.number({ error: m.ratingInvalid }).int(m.ratingInvalid).min(1, m.ratingInvalid).max(5, m.ratingInvalid).default(DEFAULT_RATING),
  comment: z.string({ error: m.commentRequired }).trim().min(1, m.commentRequired).max(REVIEW_COMMENT_MAX, m.commentTooLong),
});

export type ReviewInput = z.output<typeof reviewSchema>;

/** The first message of a failed parse, in the order the fields appear on the form. */
export function firstReviewError(error: z.ZodError): string {
  return error.issues[0]?.message ?? m.failure;
}
