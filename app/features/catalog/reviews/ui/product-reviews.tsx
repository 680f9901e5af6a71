import { useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { ReviewCard } from "~/components/ui/review-card";
import { useResultToast } from "~/lib/form-feedback";
import { onDemand } from "~/lib/on-demand";
import type { ActionResult } from "~/lib/result";
import { productReviewMessages as m, type ProductReviewCode } from "../messages";
import type { ProductReviewView, RatingSummary as Summary } from "../types";
import { RatingSummary, REVIEWS_ANCHOR } from "./rating-summary";

/** The form's code (stars, checks) is fetched when 'Laisser un avis' is pointed at or pressed, not with the page. */
const reviewForm = onDemand(() => import("./product-review-form"));

type Props = {
  reviews: ProductReviewView[];
  summary: Summary;
  /** Where a signed-out visitor signs in and comes back; null when signed in. */
  loginHref: string | null;
};

/** 'Avis clients' of a product: the summary, 'Laisser un avis' and the reviews, newest first. */
export function ProductReviews({ reviews, summary, loginHref }: Props) {
  const [formOpen, setFormOpen] = useState(false);
  const formId = useId();
  const loaded = reviewForm.use();
  // Here rather than in the review's card: the card is gone when the answer comes back with the
  // page's new data, and its message would go with it.
  const deletion = useFetcher<ActionResult<ProductReviewCode>>();
  useResultToast(deletion.data);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alreadyReviewed = reviews.some((r) => r.mine);
  // Publishing or deleting one's review removes the control that had focus: focus goes to the
  // section's heading, so keyboard and screen reader users stay where they were.
  const hadReviewed = useRef(alreadyReviewed);
  useEffect(() => {
    if (hadReviewed.current !== alreadyReviewed) headingRef.current?.focus();
    hadReviewed.current = alreadyReviewed;
  }, [alreadyReviewed]);

  return (
    <section id={REVIEWS_ANCHOR} aria-labelledby="avis-title" className="mt-14 scroll-mt-32">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="avis-title" ref={headingRef} tabIndex={-1} className="font-display text-3xl focus:outline-none">
            Avis clients
          </h2>
          <div className="mt-2">
            <RatingSummary summary={summary} />
          </div>
        </div>
        {loginHref ? (
          <p className="text-sm">
            {m.SIGN_IN_REQUIRED}.{" "}
            <Link to={loginHref} className="font-semibold underline hover:text-brass-dark">
              Se connecter
            </Link>
          </p>
        ) : alreadyReviewed ? (
          <p className="text-sm text-muted">{m.DUPLICATE}.</p>
        ) : (
          <button
            type="button"
            aria-expanded={formOpen}
            aria-controls={formId}
            onPointerEnter={reviewForm.request}
            onFocus={reviewForm.request}
            onClick={() => {
              reviewForm.request();
              setFormOpen((open) => !open);
            }}
            className="rounded bg-brass px-6 py-3 font-semibold text-ink hover:bg-brass-dark hover:text-paper"
          >
            Laisser un avis
          </button>
        )}
      </div>

      {!loginHref && !alreadyReviewed ? (
        <div id={formId} hidden={!formOpen} className="mt-6">
          {loaded ? <loaded.ProductReviewForm onPublished={() => setFormOpen(false)} /> : null}
        </div>
      ) : null}

      {reviews.length > 0 ? (
        <ul className="mt-8 space-y-4" aria-label="Avis sur ce produit">
          {reviews.map((review) => (
            <li key={review.id}>
              <ProductReviewCard
                review={review}
                deleting={deletion.state !== "idle"}
                onDelete={() => void deletion.submit({ intent: "delete-review", reviewId: review.id }, { method: "post" })}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 text-muted">Soyez le premier à donner votre avis sur ce produit.</p>
      )}
    </section>
  );
}

function ProductReviewCard({ review, deleting, onDelete }: { review: ProductReviewView; deleting: boolean; onDelete: () => void }) {
  return (
    <ReviewCard
      author={review.firstName}
      createdAt={review.createdAt}
      rating={review.rating}
      comment={review.comment}
      badge={review.verifiedPurchase ? <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">Achat vérifié</span> : null}
    >
      {review.mine ? (
        <ConfirmDialog
          title="Supprimer mon avis"
          message="Votre avis sera retiré de cette page. Vous pourrez en écrire un nouveau."
          confirmLabel="Supprimer"
          onConfirm={onDelete}
          trigger={
            <button type="button" disabled={deleting} className="self-start text-sm text-red-800 underline hover:text-red-900">
              Supprimer mon avis
            </button>
          }
        />
      ) : null}
    </ReviewCard>
  );
}
