import { useRef } from "react";
import { useFetcher } from "react-router";
import { useResultToast } from "~/lib/form-feedback";

export const sectionClass = "space-y-4 rounded-lg border border-ink/10 bg-white p-5";
export const submitClass = "rounded bg-ink px-5 py-2.5 font-semibold text-paper hover:bg-ink-soft disabled:opacity-60";
export const secondaryClass = "rounded border border-ink/30 px-3 py-1.5 text-sm font-semibold hover:bg-ink/5 disabled:opacity-50";
export const dangerClass = "rounded border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50";

type Reply = { ok: true; message?: string } | { ok: false; message: string; code: string };

/** A form of the 'Équipe' screen: its answer is shown as a toast; a success may reset it. */
export function useTeamForm(resetOnSuccess = false) {
  const fetcher = useFetcher<Reply>();
  const form = useRef<HTMLFormElement>(null);
  useResultToast(fetcher.data, { onSuccess: () => (resetOnSuccess ? form.current?.reset() : undefined) });
  return { fetcher, form, busy: fetcher.state !== "idle" };
}
