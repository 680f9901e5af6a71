import { useFetcher } from "react-router";
import type { ActionResult, FieldErrors } from "~/lib/result";
import { useForm } from "~/lib/use-form";
import { usePageReply } from "./document-reply";

export const sectionClass = "space-y-4 rounded-lg border border-ink/10 bg-white p-5";
export const submitClass = "rounded bg-ink px-5 py-2.5 font-semibold text-paper hover:bg-ink-soft disabled:opacity-60";
export const secondaryClass = "rounded border border-ink/30 px-3 py-1.5 text-sm font-semibold hover:bg-ink/5 disabled:opacity-50";
export const dangerClass = "rounded border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50";

type Reply = ActionResult<string>;

const teamSchema = () => import("../team-schema").then((s) => s.teamActionSchema);

type Options = {
  /** Checked with the screen's schema before it leaves, each field's error under it (a form of one button has nothing to check). */
  checked?: boolean;
  /** Emptied once saved (a form that adds). */
  reset?: boolean;
  /** What the schema cannot see (a photo's size). */
  extra?: (form: FormData) => FieldErrors | null;
};

/**
 * A form of the 'Équipe' screen (`identity`: its hidden fields), sent without leaving the page, or
 * as a plain post before the page is live: its fields' errors under them, its answer a toast.
 */
export function useTeamForm(identity: Record<string, string>, { checked = false, reset = false, extra }: Options = {}) {
  const fetcher = useFetcher<Reply>();
  const pageReply = usePageReply<Reply>(identity);
  const { form, field } = useForm({
    reply: fetcher.data ?? pageReply,
    schema: checked ? teamSchema : undefined,
    extra,
    onSuccess: () => (reset ? form.ref.current?.reset() : undefined),
  });
  return { fetcher, form, field, busy: fetcher.state !== "idle" };
}
