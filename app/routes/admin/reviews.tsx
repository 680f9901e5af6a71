import { Link, useFetcher, useSearchParams } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { ReviewCard, VerifiedBadge } from "~/components/ui/review-card";
import { requireAdmin } from "~/features/accounts/session.server";
import { moderationMessages as m, reviewActionSchema } from "~/features/admin/moderation-messages";
import {
  approveReview,
  deleteProductReview,
  deleteReview,
  listReviewsToModerate,
  rejectReview,
  type ModeratedSalonReview,
} from "~/features/admin/moderation.server";
import { AdminEmptyState, AdminLoadError, Pagination, StatusBadge } from "~/features/admin/ui/admin-parts";
import { DocumentReply } from "~/features/admin/ui/document-reply";
import { ReviewRefusal } from "~/features/admin/ui/review-refusal";
import { verifiedLabel } from "~/features/salon-reviews/verified-label";
import { formAction } from "~/lib/form.server";
import { useForm } from "~/lib/use-form";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/reviews";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = Number(new URL(request.url).searchParams.get("page"));
  return listReviewsToModerate(Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1);
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return formAction(request, { name: "admin review", schema: reviewActionSchema, messages: m }, (input) => {
    if (input.intent === "reject") return rejectReview(input.id, input.reason);
    return input.intent === "approve" ? approveReview(input.id) : input.intent === "delete" ? deleteReview(input.id) : deleteProductReview(input.id);
  });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Avis – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export function ErrorBoundary() {
  return <AdminLoadError title="Avis" message={m.reviewsLoadFailed} />;
}

type Review = { id: string; customerName: string; rating: number; comment: string; createdAt: string };

/**
 * A home-page review; a verified one is marked with its visit's day, service and barber, and one
 * whose visit was marked 'Absent' since says so (it is no longer verified).
 */
function SalonReviewCard({ review, kind }: { review: ModeratedSalonReview; kind: "pending" | "published" }) {
  const about = [review.serviceTitle && `Prestation : ${review.serviceTitle}`, review.barberName && `Barbier : ${review.barberName}`]
    .filter(Boolean)
    .join(" · ");
  return (
    <ReviewCard
      author={review.customerName}
      createdAt={review.createdAt}
      rating={review.rating}
      comment={review.comment}
      badge={review.verified && review.visitDate ? <VerifiedBadge label={verifiedLabel(review.visitDate)} /> : null}
      detail={review.verified ? about || null : null}
    >
      {review.markedAbsent ? (
        <p>
          <StatusBadge tone="red">Client marqué absent</StatusBadge>
        </p>
      ) : null}
      <ReviewActions review={review} kind={kind} />
      {kind === "pending" ? <ReviewRefusal review={review} /> : null}
    </ReviewCard>
  );
}

/**
 * The review's actions: approve (pending ones), delete (after a confirmation). Deleting removes a
 * review for good without a word to its author (spam, or at their request); refusing a pending one
 * (`ReviewRefusal`) keeps it unpublished and tells its author why.
 */
function ReviewActions({ review, kind }: { review: Review; kind: "pending" | "published" | "product" }) {
  const fetcher = useFetcher<typeof action>();
  // 'Approuver' is a form of one button (it works before the page is live); 'Supprimer' asks first.
  const { form } = useForm({ reply: fetcher.data });
  const busy = fetcher.state !== "idle";
  const remove = () => void fetcher.submit({ intent: kind === "product" ? "delete-product-review" : "delete", id: review.id }, { method: "post" });
  return (
    <div className="mt-auto flex flex-wrap gap-2 pt-2">
      {kind === "pending" ? (
        <fetcher.Form method="post" {...form}>
          <input type="hidden" name="intent" value="approve" />
          <input type="hidden" name="id" value={review.id} />
          <button
            type="submit"
            disabled={busy}
            aria-label={`Approuver l'avis de ${review.customerName}`}
            className="rounded bg-green-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-green-900 disabled:opacity-50"
          >
            Approuver
          </button>
        </fetcher.Form>
      ) : null}
      <ConfirmDialog
        title="Supprimer l'avis"
        message={
          kind === "product"
            ? `L'avis de ${review.customerName} sera supprimé définitivement.`
            : `L'avis de ${review.customerName} sera supprimé définitivement, sans que son auteur soit prévenu. Pour écarter l'avis d'un client en lui disant pourquoi, utilisez « Refuser ».`
        }
        onConfirm={remove}
        trigger={
          <button
            type="button"
            disabled={busy}
            aria-label={`Supprimer l'avis de ${review.customerName}`}
            className="rounded border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50"
          >
            Supprimer
          </button>
        }
      />
    </div>
  );
}

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { pending, pendingCount, published, productReviews, productPage, productPageCount, productCount } = loaderData;
  const [params] = useSearchParams();
  return (
    <div className="space-y-10">
      <h1 className="font-display text-3xl">Avis</h1>
      <DocumentReply />
      <section aria-labelledby="pending-title" className="space-y-4">
        <h2 id="pending-title" className="text-xl font-semibold">
          En attente de modération ({pendingCount})
        </h2>
        <p className="text-sm text-muted">
          Le site s'engage à modérer chaque avis sous 7 jours. « Refuser » écarte un avis pour un motif de la liste et l'écrit à son auteur quand nous avons son
          adresse ; « Supprimer » l'efface sans prévenir personne (spam, ou à la demande de son auteur).
        </p>
        {pending.length === 0 ? (
          <AdminEmptyState title={m.noPendingTitle} text={m.noPendingText} />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {pending.map((review) => (
              <li key={review.id}>
                <SalonReviewCard review={review} kind="pending" />
              </li>
            ))}
          </ul>
        )}
      </section>
      {published.length > 0 ? (
        <section aria-labelledby="published-title" className="space-y-4">
          <h2 id="published-title" className="text-xl font-semibold">
            Derniers avis publiés
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {published.map((review) => (
              <li key={review.id}>
                <SalonReviewCard review={review} kind="published" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="product-reviews-title" className="space-y-4">
        <h2 id="product-reviews-title" className="text-xl font-semibold">
          Avis produits ({productCount})
        </h2>
        {productReviews.length === 0 ? (
          <AdminEmptyState title={m.noProductReviewsTitle} text={m.noProductReviewsText} />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {productReviews.map((review) => (
              <li key={review.id}>
                <ReviewCard
                  author={review.customerName}
                  createdAt={review.createdAt}
                  rating={review.rating}
                  comment={review.comment}
                  badge={review.verifiedPurchase ? <VerifiedBadge label="Achat vérifié" /> : null}
                >
                  <p className="text-sm text-muted">
                    Sur{" "}
                    <Link to={`/shop/product/${review.productId}`} className="underline">
                      {review.productName}
                    </Link>
                  </p>
                  <ReviewActions review={review} kind="product" />
                </ReviewCard>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={productPage} pageCount={productPageCount} params={params} label="Pages des avis produits" />
      </section>
    </div>
  );
}
