import { z } from "zod";
import { ratingField } from "~/lib/rating-field";
import { productReviewMessages as m } from "./messages";
import { PRODUCT_REVIEW_COMMENT_MAX } from "./limits";

export { PRODUCT_REVIEW_COMMENT_MAX };

export const productReviewSchema = z.object({
  rating: ratingField(m.ratingInvalid),
  comment: z.string({ error: m.commentRequired }).trim().min(1, m.commentRequired).max(PRODUCT_REVIEW_COMMENT_MAX, m.commentTooLong),
});

export type ProductReviewInput = z.output<typeof productReviewSchema>;

/** The product page's two review actions, told apart by `intent`. */
export const productReviewActionSchema = z.discriminatedUnion(
  "intent",
  [
    productReviewSchema.extend({ intent: z.literal("review") }),
    z.object({ intent: z.literal("delete-review"), reviewId: z.string({ error: m.REVIEW_NOT_FOUND }).max(64, m.REVIEW_NOT_FOUND) }),
  ],
  { error: m.UNKNOWN },
);
