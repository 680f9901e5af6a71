import { ReviewCard, VerifiedBadge } from "~/components/ui/review-card";
import { StarIcons } from "~/components/ui/star-icons";
import { formatRating } from "~/lib/rating";
import { salon } from "~/lib/salon";
import { REVIEWS_POLICY_PATH } from "./messages";
import type { PublicReview, ReviewSummary } from "./types";
import { verifiedLabel } from "./verified-label";

const sample = { verified: false, visitDate: null, serviceTitle: null, barberName: null };
/**
 * The spec's three sample reviews, shown only on a demonstration site while it has no approved
 * review of its own: on the salon's real site, invented reviews would be false consumer reviews
 * (Code de la consommation, L121-4 28°).
 */
const sampleReviews: PublicReview[] = [
  {
    id: "sample-1",
    customerName: "Julien",
    rating: 5,
    comment: "Dégradé impeccable et barbe taillée au millimètre. Accueil chaleureux, on prend le temps de discuter de ce qu'on veut. Je reviens chaque mois.",
    createdAt: "2026-09-27T16:30:00.000Z",
    ...sample,
  },
  {
    id: "sample-2",
    customerName: "Mehdi",
    rating: 5,
    comment: "Rasage à l'ancienne avec serviette chaude : un vrai moment de détente. Le salon est propre et l'ambiance très sympa.",
    createdAt: "2026-06-19T10:15:00.000Z",
    ...sample,
  },
  {
    id: "sample-3",
    customerName: "Thomas",
    rating: 5,
    comment: "Venu avec mon fils de 10 ans, coupe parfaite pour les deux. Réservation en ligne simple et rendez-vous à l'heure.",
    createdAt: "2026-03-08T14:00:00.000Z",
    ...sample,
  },
];

/** « Coupe + shampoing avec Karim »: what a verified review is about. */
const aboutOf = (review: PublicReview) =>
  review.verified ? [review.serviceTitle, review.barberName && `avec ${review.barberName}`].filter(Boolean).join(" ") || null : null;

/**
 * The reviews' heading, the site's own rating beside the salon's Google rating, how reviews are
 * checked and ordered, and the approved reviews newest first, each with its date ('Avis vérifié' and
 * the visit's day for those sent after a visit): written by the server, kept by the browser
 * (ServerHtml, see ReviewsSection).
 */
export default function ReviewsList({ reviews, summary, demo }: { reviews: PublicReview[]; summary: ReviewSummary; demo: boolean }) {
  const shown = reviews.length > 0 || !demo ? reviews : sampleReviews;
  return (
    <>
      <div className="flex flex-col gap-2 md:flex-row md:items-end md:justify-between">
        <h2 id="avis-title" className="font-display text-3xl">
          Avis clients
        </h2>
        <div className="flex flex-col gap-1 md:items-end">
          {summary.count > 0 && summary.average !== null ? (
            <p className="flex items-center gap-2">
              <StarIcons filled={Math.round(summary.average)} /> <span className="font-semibold">{formatRating(summary.average)}</span>{" "}
              <span className="sr-only">sur 5</span> <span className="text-muted">{`· ${summary.count} avis sur notre site`}</span>
            </p>
          ) : null}
          <p className="flex items-center gap-2">
            <StarIcons filled={5} /> <span className="font-semibold">{formatRating(salon.rating.value)}</span> <span className="sr-only">sur 5</span>{" "}
            <span className="text-muted">{`· ${salon.rating.count} avis Google`}</span>
          </p>
        </div>
      </div>

      <p className="mt-4 max-w-3xl text-sm text-muted">
        Chaque avis est relu par le salon avant d'être publié ; les avis sont présentés du plus récent au plus ancien, avec leur date. La mention « Avis vérifié
        » est réservée aux avis envoyés depuis le lien reçu par e-mail après un rendez-vous qui a bien eu lieu, dont elle donne la date. Un avis refusé n'est
        pas publié, et son auteur en reçoit le motif par e-mail quand nous avons son adresse.{" "}
        <a href={REVIEWS_POLICY_PATH} className="text-brass-dark underline hover:text-ink">
          Comment nous traitons les avis
        </a>
      </p>

      {shown.length === 0 ? <p className="mt-6">Aucun avis n'est encore publié sur notre site : le vôtre sera peut-être le premier.</p> : null}
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {shown.map((review) => (
          <li key={review.id}>
            <ReviewCard
              author={review.customerName}
              createdAt={review.createdAt}
              rating={review.rating}
              comment={review.comment}
              badge={review.verified && review.visitDate ? <VerifiedBadge label={verifiedLabel(review.visitDate)} /> : null}
              detail={aboutOf(review)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
