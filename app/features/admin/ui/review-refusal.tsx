import { useState } from "react";
import { useFetcher } from "react-router";
import { FieldError, useFieldIds } from "~/components/ui/field";
import { rejectionReasonLabels } from "~/features/salon-reviews/messages";
import type { Reply } from "~/lib/form-feedback";
import { useForm } from "~/lib/use-form";
import { usePageReply } from "./document-reply";

const reasons = Object.entries(rejectionReasonLabels);

/**
 * 'Refuser' on a pending home-page review: a reason from the list, then the review is kept unpublished
 * and its author told why by e-mail when we have their address. A disclosure holding a plain form,
 * so it works before the page is live.
 */
export function ReviewRefusal({ review }: { review: { id: string; customerName: string; authorReachable: boolean } }) {
  const fetcher = useFetcher<Reply>();
  const pageReply = usePageReply({ intent: "reject", id: review.id });
  const { form, field } = useForm({ reply: fetcher.data ?? pageReply });
  const reason = field("reason");
  const ids = useFieldIds({ error: reason.error });
  const busy = fetcher.state !== "idle";
  // Open as rendered when the page comes back with this form's error (sent without scripts); then
  // left to the person, so that fixing the error does not close it.
  const [openAtFirst] = useState(() => reason.error !== undefined);
  return (
    <details className="w-full" open={openAtFirst || undefined}>
      <summary className="inline-block cursor-pointer rounded border border-amber-700 px-3 py-1.5 text-sm font-semibold text-amber-900 hover:bg-amber-50">
        Refuser<span className="sr-only"> l'avis de {review.customerName}</span>
      </summary>
      <fetcher.Form method="post" {...form} className="mt-3 space-y-3 rounded border border-ink/15 bg-paper p-3">
        <input type="hidden" name="intent" value="reject" />
        <input type="hidden" name="id" value={review.id} />
        <fieldset aria-describedby={ids.control["aria-describedby"]}>
          <legend className="text-sm font-semibold">Motif du refus</legend>
          <div className="mt-2 space-y-1.5">
            {reasons.map(([code, label]) => (
              <label key={code} className="flex items-start gap-2 text-sm">
                <input type="radio" name="reason" value={code} defaultChecked={reason.defaultValue === code} className="mt-1" />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <FieldError id={ids.errorId} error={reason.error} />
        <p className="text-sm text-muted">
          {review.authorReachable
            ? "L'avis ne sera pas publié et son auteur recevra ce motif par e-mail."
            : "L'avis ne sera pas publié. Il a été laissé depuis la page d'accueil, sans adresse e-mail : son auteur ne pourra pas être prévenu."}{" "}
          Un avis ne se refuse pas parce qu'il est négatif.
        </p>
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-amber-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-amber-900 disabled:opacity-50"
        >
          Refuser l'avis<span className="sr-only"> de {review.customerName}</span>
        </button>
      </fetcher.Form>
    </details>
  );
}
