import { useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { TextAreaField } from "~/components/ui/field";
import { StarRatingInput } from "~/components/ui/star-rating-input";
import { DEFAULT_RATING } from "~/lib/rating";
import type { ActionResult } from "~/lib/result";
import { useForm } from "~/lib/use-form";
import { PRODUCT_REVIEW_COMMENT_MAX } from "../limits";
import type { ProductReviewCode } from "../messages";

/** A signed-in customer's review of the product (posts to the product page's own action). */
export function ProductReviewForm({ onPublished }: { onPublished: () => void }) {
  const fetcher = useFetcher<ActionResult<ProductReviewCode>>();
  const revalidator = useRevalidator();
  const [rating, setRating] = useState(DEFAULT_RATING);
  const sending = fetcher.state !== "idle";
  const { form, field } = useForm({
    reply: fetcher.data,
    schema: () => import("../schema").then((m) => m.productReviewSchema),
    onSuccess: () => {
      form.ref.current?.reset();
      setRating(DEFAULT_RATING);
      onPublished();
    },
    // Written meanwhile in another tab: show it (a refused action does not reload the page's data).
    onFailure: (reply) => {
      if (reply.code === "DUPLICATE") void revalidator.revalidate();
    },
  });

  return (
    <fetcher.Form method="post" {...form} className="grid max-w-xl gap-4 rounded-lg border border-ink/10 bg-white p-5">
      <input type="hidden" name="intent" value="review" />
      <StarRatingInput value={rating} onChange={setRating} error={field("rating").error} />
      <TextAreaField label="Votre avis" {...field("comment")} required rows={4} maxLength={PRODUCT_REVIEW_COMMENT_MAX} />
      <button
        type="submit"
        disabled={sending}
        className="justify-self-start rounded bg-ink px-6 py-3 font-semibold text-paper hover:bg-ink-soft disabled:cursor-wait disabled:opacity-70"
      >
        {sending ? "Envoi en cours..." : "Publier mon avis"}
      </button>
    </fetcher.Form>
  );
}
