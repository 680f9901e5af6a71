import type { ReactNode } from "react";
import { formatParisDate } from "~/lib/dates";
import { Stars } from "./stars";

type Props = {
  author: string;
  /** ISO date of the review, shown as a French date in Paris. */
  createdAt: string;
  rating: number;
  comment: string;
  /** Shown after the author's name ('Achat vérifié', see `VerifiedBadge`). */
  badge?: ReactNode;
  /** A line under the author: what the review is about (« Coupe avec Karim »). */
  detail?: string | null;
  /** Below the comment (the author's own actions). */
  children?: ReactNode;
};

/** One customer review: author, date, stars and comment, as the home page and product pages show it. */
export function ReviewCard({ author, createdAt, rating, comment, badge, detail, children }: Props) {
  return (
    <article aria-label={`Avis de ${author}`} className="flex h-full flex-col gap-2 rounded-lg border border-ink/10 bg-white p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          {author}
          {badge}
        </h3>
        <time dateTime={createdAt} className="text-sm text-muted">
          {formatParisDate(createdAt)}
        </time>
      </div>
      {detail ? <p className="-mt-1 text-sm text-muted">{detail}</p> : null}
      <Stars rating={rating} className="block" />
      {comment ? <p className="whitespace-pre-line text-ink/90">{comment}</p> : null}
      {children}
    </article>
  );
}

/** The mark of a review tied to a real purchase or visit ('Achat vérifié', 'Avis vérifié'). */
export function VerifiedBadge({ label }: { label: string }) {
  return <span className="ml-2 text-sm font-normal text-green-800">{label}</span>;
}
