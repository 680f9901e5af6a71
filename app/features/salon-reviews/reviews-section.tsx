import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { Field, TextAreaField } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { StarRatingInput } from "~/components/ui/star-rating-input";
import { ReviewCard } from "~/components/ui/review-card";
import { checkBeforeSending, useResultToast } from "~/lib/form-feedback";
import { DEFAULT_RATING } from "~/lib/rating";
import type { ActionResult } from "~/lib/result";
import { salon } from "~/lib/salon";
import { REVIEW_COMMENT_MAX, REVIEW_NAME_MAX } from "./limits";
import type { PublicReview } from "./types";

const sampleReviews: PublicReview[] = [
  {
    id: "sample-1",
    customerName: "Julien",
    rating: 5,
    comment: "Dégradé impeccable et barbe taillée au millimètre. Accueil chaleureux, on prend le temps de discuter de ce qu'on veut. Je reviens chaque mois.",
    createdAt: "2026-09-27T16:30:00.000Z",
  },
  {
    id: "sample-2",
    customerName: "Mehdi",
    rating: 5,
    comment: "Rasage à l'ancienne avec serviette chaude : un vrai moment de détente. Le salon est propre et l'ambiance très sympa.",
    createdAt: "2026-06-19T10:15:00.000Z",
  },
  {
    id: "sample-3",
    customerName: "Thomas",
    rating: 5,
    comment: "Venu avec mon fils de 10 ans, coupe parfaite pour les deux. Réservation en ligne simple et rendez-vous à l'heure.",
    createdAt: "2026-03-08T14:00:00.000Z",
  },
];

/** Home page reviews: rating summary, approved and sample reviews, and the moderated review form. */
export function ReviewsSection({ reviews }: { reviews: PublicReview[] }) {
  const [formOpen, setFormOpen] = useState(false);
  const formId = useId();

  return (
    <section id="avis" className="mx-auto max-w-5xl scroll-mt-32 px-4 py-12" aria-labelledby="avis-title">
      <div className="flex flex-col gap-2 md:flex-row md:items-end md:justify-between">
        <h2 id="avis-title" className="font-display text-3xl">Avis clients</h2>
        <p className="flex items-center gap-2">
          <span aria-hidden="true" className="text-brass">★★★★★</span>
          <span className="font-semibold">{salon.rating.value.toFixed(1)}</span>
          <span className="sr-only">sur 5</span>
          <span className="text-muted">{`· ${salon.rating.count} avis`}</span>
        </p>
      </div>

      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {[...reviews, ...sampleReviews].map((review) => (
          <li key={review.id}>
            <ReviewCard author={review.customerName} createdAt={review.createdAt} rating={review.rating} comment={review.comment} />
          </li>
        ))}
      </ul>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <a href={salon.reviewsUrl} target="_blank" rel="noopener noreferrer" className="text-brass-dark underline hover:text-ink">
          Voir tous nos avis sur Google
        </a>
        <button
          type="button"
          aria-expanded={formOpen}
          aria-controls={formId}
          onClick={() => setFormOpen((open) => !open)}
          className="rounded bg-brass px-6 py-3 font-semibold text-ink hover:bg-brass-dark hover:text-paper"
        >
          Laisser un avis
        </button>
      </div>

      <div id={formId} hidden={!formOpen} className="mt-6">
        <ReviewForm />
      </div>
    </section>
  );
}

function ReviewForm() {
  const fetcher = useFetcher<ActionResult>();
  const [name, setName] = useState("");
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [comment, setComment] = useState("");
  const submitting = fetcher.state !== "idle";
  useResultToast(fetcher.data, {
    onSuccess: () => {
      setName("");
      setRating(DEFAULT_RATING);
      setComment("");
    },
  });

  // noValidate: the schema's French messages are shown as toasts instead of the browser's bubbles.
  return (
    <fetcher.Form method="post" action="/api/reviews" noValidate {...checkBeforeSending(() => import("./schema").then((m) => m.reviewSchema))} className="grid max-w-xl gap-4">
      <Field
        label="Votre nom"
        name="name"
        autoComplete="given-name"
        required
        maxLength={REVIEW_NAME_MAX}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <StarRatingInput value={rating} onChange={setRating} />
      <TextAreaField
        label="Votre avis"
        name="comment"
        required
        rows={4}
        maxLength={REVIEW_COMMENT_MAX}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
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
