import { formatRating } from "~/lib/rating";
import { StarIcons } from "./star-icons";

/** A rating shown as five stars, read out as 'Note : 4 sur 5'. */
export function Stars({ rating, className = "" }: { rating: number; className?: string }) {
  return (
    <span className={className}>
      <StarIcons filled={Math.round(rating)} />
      <span className="sr-only">{`Note : ${Number.isInteger(rating) ? rating : formatRating(rating)} sur 5`}</span>
    </span>
  );
}
