import { useId, useState } from "react";
import { ServerHtml } from "~/components/ui/server-html";
import { AWAIT_LIVE } from "~/lib/early-presses";
import { onDemand } from "~/lib/on-demand";
import { salon } from "~/lib/salon";
import ReviewsList from "./reviews-list.static";
import type { PublicReview, ReviewSummary } from "./types";

/** The form's code (fields, stars, checks) is fetched when 'Laisser un avis' is pointed at or pressed, not with the page. */
const reviewForm = onDemand(() => import("./review-form"));

/**
 * Home page reviews: the ratings and the reviews as the server writes them (their code is not in the
 * page's scripts), then the link to the Google reviews and the moderated review form.
 */
export function ReviewsSection({ reviews, summary, demo }: { reviews: PublicReview[]; summary: ReviewSummary; demo: boolean }) {
  const [formOpen, setFormOpen] = useState(false);
  const formId = useId();
  const loaded = reviewForm.use();

  return (
    <section id="avis" className="below-fold mx-auto max-w-5xl scroll-mt-32 px-4 py-12" aria-labelledby="avis-title">
      <ServerHtml id="avis-clients" reused>
        <ReviewsList reviews={reviews} summary={summary} demo={demo} />
      </ServerHtml>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <a href={salon.reviewsUrl} target="_blank" rel="noopener noreferrer" className="text-brass-dark underline hover:text-ink">
          Voir tous nos avis sur Google
        </a>
        <button
          type="button"
          {...AWAIT_LIVE}
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
      </div>

      <div id={formId} hidden={!formOpen} className="mt-6">
        {loaded ? <loaded.ReviewForm /> : null}
      </div>
    </section>
  );
}
