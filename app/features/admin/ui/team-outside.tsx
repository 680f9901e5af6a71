import { useEffect, useRef } from "react";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FieldError, useFieldIds } from "~/components/ui/field";
import { formatPrice } from "~/lib/money";
import { outsideReasons } from "../team-messages";
import { dangerClass, secondaryClass, useTeamForm } from "./team-parts";

export type OutsideBooking = {
  id: string;
  dateText: string;
  timeSlot: string;
  serviceTitle: string;
  customerName: string;
  customerEmail: string | null;
  barberName: string;
  reason: keyof typeof outsideReasons;
  alternatives: Array<{ id: string; name: string }>;
  depositCents: number | null;
};

function OutsideRow({ booking: b }: { booking: OutsideBooking }) {
  const { fetcher: cancel, busy: cancelling } = useTeamForm({ intent: "cancel-booking", bookingId: b.id });
  const when = `${b.dateText} à ${b.timeSlot.replace(":", "h")}`;
  return (
    <li className="space-y-2 border-t border-amber-700/20 pt-3">
      <p>
        {when} – {b.serviceTitle} – {b.customerName} ({b.customerEmail ?? "pas d'e-mail"}) – avec {b.barberName} ({outsideReasons[b.reason]})
      </p>
      <div className="flex flex-wrap items-end gap-2">
        {b.alternatives.length > 0 ? <MoveForm booking={b} when={when} /> : <p className="text-sm">Aucun autre barbier n'est libre à cette heure-là.</p>}
        <ConfirmDialog
          title="Annuler ce rendez-vous"
          message={`Le rendez-vous de ${b.customerName} (${when}) sera annulé${b.customerEmail ? " et le client prévenu par e-mail" : " ; le client n'a pas d'e-mail : appelez-le"}.${
            b.depositCents
              ? ` Arrhes payées : ${formatPrice(b.depositCents)}, remboursées par PayPal ; le salon doit en plus verser ${formatPrice(b.depositCents)} au client (restitution au double, art. L214-1 du Code de la consommation).`
              : ""
          }`}
          confirmLabel="Annuler le rendez-vous"
          onConfirm={() => void cancel.submit({ intent: "cancel-booking", bookingId: b.id }, { method: "post" })}
          trigger={
            <button type="button" disabled={cancelling} className={dangerClass} aria-label={`Annuler le rendez-vous de ${b.customerName} (${when})`}>
              Annuler et prévenir le client
            </button>
          }
        />
      </div>
    </li>
  );
}

/** 'Confier à' another barber free then: a plain form (it works before the page is live). */
function MoveForm({ booking: b, when }: { booking: OutsideBooking; when: string }) {
  const { fetcher, form, field, busy } = useTeamForm({ intent: "move-booking", bookingId: b.id });
  const { error } = field("barberId");
  const ids = useFieldIds({ error });
  return (
    <fetcher.Form method="post" {...form} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="move-booking" />
      <input type="hidden" name="bookingId" value={b.id} />
      <div className="text-sm">
        <label htmlFor={ids.id} className="mb-1 block font-medium">
          Confier à
        </label>
        <select
          {...ids.control}
          name="barberId"
          className="rounded border border-ink/20 bg-white px-2 py-1.5 aria-invalid:border-red-700"
          aria-label={`Confier le rendez-vous de ${b.customerName} (${when}) à`}
        >
          {b.alternatives.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
        <FieldError id={ids.errorId} error={error} />
      </div>
      <button type="submit" disabled={busy} className={secondaryClass}>
        Confier
      </button>
    </fetcher.Form>
  );
}

/** The bookings to come that their barber's time no longer holds: to give to another barber or cancel. */
export function TeamOutside({ outside }: { outside: OutsideBooking[] }) {
  const title = useRef<HTMLHeadingElement>(null);
  const had = useRef(outside.length > 0);
  // Once the last one is handled, its list goes: focus stays on the section's heading.
  useEffect(() => {
    if (had.current && outside.length === 0) title.current?.focus();
    had.current = outside.length > 0;
  }, [outside.length]);
  if (outside.length === 0)
    return (
      <h2 ref={title} tabIndex={-1} className="sr-only">
        Aucun rendez-vous à reprendre
      </h2>
    );
  return (
    <section aria-labelledby="outside-title" className="space-y-3 rounded-lg border border-amber-700/40 bg-amber-50 p-5">
      <h2 id="outside-title" ref={title} tabIndex={-1} className="text-xl font-semibold text-amber-950">
        Rendez-vous à reprendre ({outside.length})
      </h2>
      <p className="text-sm">
        Ces rendez-vous confirmés tombent pendant une absence, hors des horaires de leur barbier ou chez un barbier désactivé. Confiez-les à un autre barbier
        (le client reçoit un e-mail) ou annulez-les.
      </p>
      <ul className="space-y-3" aria-label="Rendez-vous à reprendre">
        {outside.map((b) => (
          <OutsideRow key={b.id} booking={b} />
        ))}
      </ul>
    </section>
  );
}
