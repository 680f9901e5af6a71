import type { ReactNode } from "react";
import { formatParisDate } from "~/lib/dates";
import { Stars } from "./stars";

type Props = {
  author: string;
  /** ISO date of the review, shown as a French date in Paris. */
  createdAt: string;
  rating: number;
  comment: string;
  /** Shown after the author's name ('Achat vérifié'). */
  badge?: ReactNode;
  /** Below the comment (the author's own actions). */
  children?: ReactNode;
};

/** One customer review: author, date, stars and comment, as the home page and product pages show it. */
export function ReviewCard({
  author,
  createdAt,
  rating,
  comment,
  badge,
  children,
}: Props) {
  return (
    <article
      aria-label={`Avis de ${author}`}
      className="flex h-full flex-col gap-2 rounded-lg border border-ink/10 bg-white p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          {author}
          {badge}
        </h3>
        <time dateTime={createdAt} className="text-sm text-muted">
          {formatParisDate(createdAt)}
        </time>
      </div>
      <Stars rating={rating} className="block" />
      <p className="whitespace-pre-line text-ink/90">{comment}</p>
      {children}
    </article>
  );
}
