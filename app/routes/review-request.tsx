import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { Field, NoScriptNotice, TextAreaField } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { StarRatingInput } from "~/components/ui/star-rating-input";
import { markPrivate } from "~/features/accounts/session.server";
import { REVIEW_COMMENT_MAX, REVIEW_NAME_MAX } from "~/features/salon-reviews/limits";
import { reviewLinkMessages as m } from "~/features/salon-reviews/messages";
import { getReviewLink, submitVerifiedReview } from "~/features/salon-reviews/review-link.server";
import { REVIEW_LINK_LIMIT } from "~/features/salon-reviews/reviews.server";
import { verifiedReviewSchema } from "~/features/salon-reviews/schema";
import { formAction } from "~/lib/form.server";
import { DEFAULT_RATING } from "~/lib/rating";
import { pageMeta } from "~/lib/seo";
import { useForm } from "~/lib/use-form";
import type { Route } from "./+types/review-request";
import { DetailsCard } from "~/components/ui/details-card";

export async function loader({ request, params }: Route.LoaderArgs) {
  // One client's appointment, opened from their private link.
  markPrivate(request);
  const link = await getReviewLink(params.token);
  if (!link) throw data(null, { status: 404 });
  return data(link, { status: link.state === "expired" ? 410 : 200 });
}

export function action({ request, params }: Route.ActionArgs) {
  return formAction(request, { name: "verified review", schema: verifiedReviewSchema, messages: m, limit: REVIEW_LINK_LIMIT }, (review) =>
    submitVerifiedReview(params.token, review),
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Votre avis", description: "Donnez votre avis sur votre rendez-vous chez Monsieur Moustache.", noindex: true });

const noticeClass = "rounded bg-paper p-4 ring-1 ring-brass/40";

export default function ReviewRequest({ loaderData, actionData }: Route.ComponentProps) {
  const link = loaderData;
  // The answer to this page's own post comes first: once sent, the link reads as used.
  const closed = actionData?.ok
    ? actionData.message
    : actionData && (actionData.code === "LINK_USED" || actionData.code === "LINK_EXPIRED" || actionData.code === "NOT_FOUND")
      ? actionData.message
      : link.state === "used"
        ? m.LINK_USED
        : link.state === "expired"
          ? m.LINK_EXPIRED
          : null;
  return (
    <>
      <PageHeader title="Votre avis" intro="Merci de prendre une minute pour nous dire comment s'est passé votre rendez-vous." />
      <section className="mx-auto max-w-xl px-4 py-10">
        {closed !== null || link.state !== "open" ? (
          <>
            <p role={actionData?.ok ? "status" : "alert"} className={noticeClass}>
              {closed}
            </p>
            <p className="mt-8">
              <Link to="/#avis" className="underline hover:text-brass-dark">
                Voir les avis de nos clients
              </Link>
            </p>
          </>
        ) : (
          <ReviewForm link={link} reply={actionData} />
        )}
      </section>
    </>
  );
}

type OpenLink = Extract<Route.ComponentProps["loaderData"], { state: "open" }>;

function ReviewForm({ link, reply }: { link: OpenLink; reply: Route.ComponentProps["actionData"] }) {
  const busy = useNavigation().state === "submitting";
  const { form, field, notice, ok } = useForm({
    reply,
    schema: () => import("~/features/salon-reviews/schema").then((m) => m.verifiedReviewSchema),
  });
  // Rendered again without scripts after a refusal: the stars sent.
  const [rating, setRating] = useState(() => Number(field("rating").defaultValue) || DEFAULT_RATING);
  const rows: Array<[string, string]> = [
    ["Prestation", link.serviceTitle],
    ["Barbier", link.barberName],
    ["Date", `${link.dateText} à ${link.timeSlot}`],
  ];
  const name = field("name");
  return (
    <>
      <DetailsCard rows={rows} />
      <Form method="post" {...form} className="mt-6 grid gap-4" aria-label="Donner mon avis">
        <NoScriptNotice notice={notice} ok={ok} />
        <Field
          label="Votre nom"
          {...name}
          defaultValue={name.defaultValue ?? link.name}
          autoComplete="name"
          required
          maxLength={REVIEW_NAME_MAX}
          hint={m.nameHint}
        />
        <StarRatingInput value={rating} onChange={setRating} error={field("rating").error} />
        <TextAreaField label="Votre commentaire (facultatif)" {...field("comment")} rows={4} maxLength={REVIEW_COMMENT_MAX} />
        <button
          type="submit"
          disabled={busy}
          className="justify-self-start rounded bg-ink px-6 py-3 font-semibold text-paper hover:bg-ink-soft disabled:cursor-wait disabled:opacity-70"
        >
          {busy ? "Envoi en cours..." : "Envoyer mon avis"}
        </button>
      </Form>
    </>
  );
}
