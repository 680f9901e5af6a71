import { useFetcher } from "react-router";
import { NoScriptNotice } from "~/components/ui/field";
import { formatPrice } from "~/lib/money";
import type { ActionResult } from "~/lib/result";
import { useForm } from "~/lib/use-form";

/** « Annuler l'encaissement » of one salon spending: a form (works without scripts), its answer as a toast. */
export function UndoButton({ movementId, amountCents }: { movementId: string; amountCents: number }) {
  const fetcher = useFetcher<ActionResult<string, object>>();
  const { form, notice, ok } = useForm({ reply: fetcher.data });
  return (
    <fetcher.Form method="post" {...form}>
      <NoScriptNotice notice={notice} ok={ok} />
      <input type="hidden" name="intent" value="undo" />
      <input type="hidden" name="movementId" value={movementId} />
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className="rounded border border-red-700 px-2 py-1 text-xs font-semibold text-red-800 hover:bg-red-50"
      >
        Annuler l'encaissement<span className="sr-only"> de {formatPrice(amountCents)}</span>
      </button>
    </fetcher.Form>
  );
}
