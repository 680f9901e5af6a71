import { useFetcher } from "react-router";
import { Field, NoScriptNotice } from "~/components/ui/field";
import { formatLongDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { useForm } from "~/lib/use-form";
import type { ActionResult } from "~/lib/result";

export type BookingToPay = { id: string; title: string; name: string; date: string; time: string; priceCents: number };

/**
 * 'Encaisser une carte cadeau': the code the client shows, the amount (a service card pays its
 * service whole), a note; for a booking when opened from one. Works without scripts.
 */
export function EncashForm({ booking, attemptId }: { booking: BookingToPay | null; attemptId: string }) {
  const fetcher = useFetcher<ActionResult<string, object>>();
  const { form, field, notice, ok } = useForm({
    reply: fetcher.data,
    schema: () => import("../schema").then((m) => m.encashSchema),
    onSuccess: () => form.ref.current?.reset(),
  });
  return (
    <fetcher.Form method="post" {...form} aria-labelledby="encaisser-title" className="space-y-4 rounded-lg border border-ink/10 bg-white p-5">
      <h2 id="encaisser-title" className="font-display text-2xl">
        Encaisser une carte cadeau
      </h2>
      <NoScriptNotice notice={notice} ok={ok} />
      <input type="hidden" name="attemptId" value={attemptId} />
      {booking ? (
        <p className="text-sm">
          Rendez-vous : {booking.title}, {booking.name}, {formatLongDate(booking.date)} à {booking.time} ({formatPrice(booking.priceCents)})
          <input type="hidden" name="bookingId" value={booking.id} />
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Code de la carte" {...field("code")} autoComplete="off" autoCapitalize="characters" spellCheck={false} required />
        <Field
          label="Montant (€)"
          hint="Une carte pour une prestation paie toute la prestation."
          {...field("amount")}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={field("amount").defaultValue ?? (booking ? (booking.priceCents / 100).toFixed(2).replace(".", ",") : undefined)}
        />
        <Field label="Note (facultatif)" {...field("note")} maxLength={200} autoComplete="off" />
      </div>
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className="rounded bg-ink px-4 py-2 font-semibold text-paper hover:bg-ink-soft disabled:opacity-60"
      >
        Encaisser
      </button>
    </fetcher.Form>
  );
}
