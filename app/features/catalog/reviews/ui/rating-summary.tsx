import { Stars } from "~/components/ui/stars";
import { formatRating } from "~/lib/rating";
import { productReviewMessages as m } from "../messages";
import type { RatingSummary as Summary } from "../types";

/** The id of the product page's reviews section, which the summary at the top links to. */
export const REVIEWS_ANCHOR = "avis";

/** '4,7 · 3 avis' with the stars, or 'Aucun avis'; links to the reviews when there are some. */
export function RatingSummary({ summary, href }: { summary: Summary; href?: string }) {
  if (summary.average === null || summary.count === 0) return <p className="text-muted">{m.noReviews}</p>;
  const text = (
    <span className="flex items-center gap-2">
      <Stars rating={summary.average} />
      <span className="font-semibold">{formatRating(summary.average)}</span>
      <span className="text-muted">{`· ${summary.count} avis`}</span>
    </span>
  );
  return href ? (
    <a href={href} className="inline-block hover:underline" data-testid="rating-summary">
      {text}
    </a>
  ) : (
    <div data-testid="rating-summary">{text}</div>
  );
}
