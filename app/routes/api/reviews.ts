import { reviewMessages } from "~/features/salon-reviews/messages";
import { REVIEW_LIMIT, submitReview } from "~/features/salon-reviews/reviews.server";
import { reviewSchema } from "~/features/salon-reviews/schema";
import { formAction } from "~/lib/form.server";
import type { Route } from "./+types/reviews";

export function action({ request }: Route.ActionArgs) {
  return formAction(request, { name: "review submission", schema: reviewSchema, messages: reviewMessages, limit: REVIEW_LIMIT }, (review) =>
    submitReview(review),
  );
}
