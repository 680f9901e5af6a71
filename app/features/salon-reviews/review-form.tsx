import { useState } from "react";
import { useFetcher } from "react-router";
import { Field, TextAreaField } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { StarRatingInput } from "~/components/ui/star-rating-input";
import { DEFAULT_RATING } from "~/lib/rating";
import type { ActionResult } from "~/lib/result";
import { useForm } from "~/lib/use-form";
import { REVIEW_COMMENT_MAX, REVIEW_NAME_MAX } from "./limits";

/** The home page's review form: moderated before it is shown (posts to /api/reviews). */
export function ReviewForm() {
  const fetcher = useFetcher<ActionResult>();
  const [rating, setRating] = useState(DEFAULT_RATING);
  const submitting = fetcher.state !== "idle";
  const { form, field } = useForm({
    reply: fetcher.data,
    schema: () => import("./schema").then((m) => m.reviewSchema),
    onSuccess: () => {
      form.ref.current?.reset();
      setRating(DEFAULT_RATING);
    },
  });

  return (
    <fetcher.Form method="post" action="/api/reviews" {...form} className="relative grid max-w-xl gap-4">
      <Field label="Votre nom" {...field("name")} autoComplete="name" required maxLength={REVIEW_NAME_MAX} />
      <StarRatingInput value={rating} onChange={setRating} error={field("rating").error} />
      <TextAreaField label="Votre avis" {...field("comment")} required rows={4} maxLength={REVIEW_COMMENT_MAX} />
      <Honeypot />
      <button
        type="submit"
        disabled={submitting}
        className="justify-self-start rounded bg-ink px-6 py-3 font-semibold text-paper hover:bg-ink-soft disabled:cursor-wait disabled:opacity-70"
      >
        {submitting ? "Envoi en cours..." : "Envoyer mon avis"}
      </button>
    </fetcher.Form>
  );
}
