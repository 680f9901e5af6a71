import { formatRating } from "~/lib/rating";

/** A rating shown as five stars, read out as 'Note : 4 sur 5'. */
export function Stars({ rating, className = "" }: { rating: number; className?: string }) {
  const full = Math.round(rating);
  return (
    <span className={className}>
      <span aria-hidden="true" className="text-brass">
        {"★".repeat(full)}
        {full < 5 ? <span className="text-ink/20">{"★".repeat(5 - full)}</span> : null}
      </span>
      <span className="sr-only">{`Note : ${Number.isInteger(rating) ? rating : formatRating(rating)} sur 5`}</span>
    </span>
  );
}
