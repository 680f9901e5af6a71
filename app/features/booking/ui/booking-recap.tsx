import { useId } from "react";
import { primaryButtonClass } from "~/components/ui/field";
import { formatDuration, formatLongDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import type { ServiceView } from "../types";
import { CheckboxField } from "~/components/ui/field";
import { depositNotice, EXPRESS_REQUEST_LABEL, serviceDepositCents } from "../deposits";
import { visitTotals } from "../visit";

type Props = {
  /** The visit's services, in order. */
  visit: ServiceView[];
  barberName: string;
  date: string;
  slot: string;
  customer: { name: string; email: string; phone: string };
  submitting: boolean;
  /** The express request's box was left unticked when confirming. */
  expressError?: string;
  onExpressChange?: () => void;
};

/**
 * 'Récapitulatif de votre réservation' and the booking form's 'Confirmer la réservation'. A visit of
 * several services lists each (« Prestation 1 »…, as the confirmation mail does) and its totals.
 */
export function BookingRecap({ visit, barberName, date, slot, customer, submitting, expressError, onExpressChange }: Props) {
  const headingId = useId();
  const several = visit.length > 1;
  const totals = visitTotals(visit);
  // The arrhes the services ask (the salon's rules may ask none of a regular client, or more after absences: the next page says).
  const deposit = visit.reduce((sum, s) => sum + serviceDepositCents(s), 0);
  const rows = [
    ...(several
      ? visit.map((s, i) => [`Prestation ${i + 1}`, `${s.title} (${formatDuration(s.durationMinutes)} · ${formatPrice(s.priceCents)})`])
      : [["Service", visit[0]?.title ?? ""]]),
    ["Barbier", barberName],
    ["Date", formatLongDate(date, { year: false })],
    ["Heure", slot],
    [several ? "Durée totale" : "Durée", formatDuration(totals.durationMinutes)],
    [several ? "Prix total" : "Prix", formatPrice(totals.priceCents)],
    ...(deposit > 0 ? [["Arrhes à verser", formatPrice(deposit)]] : []),
    ["Nom", customer.name],
    ["Email", customer.email],
    ["Téléphone", customer.phone],
  ];
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-white p-4 ring-1 ring-brass/40">
      <h3 id={headingId} className="font-semibold">
        Récapitulatif de votre réservation
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {deposit > 0 ? <p className="mt-3 text-sm">{depositNotice(deposit)}</p> : null}
      <p className="mt-3 text-sm">
        Réservation en ligne : vous disposez d'un droit de rétractation de 14 jours (
        <a href="/sales-conditions#arrhes" className="underline underline-offset-2">
          conditions générales de vente
        </a>
        ).
      </p>
      <div className="mt-2">
        <CheckboxField label={EXPRESS_REQUEST_LABEL} name="expressRequest" error={expressError} onChange={onExpressChange} />
      </div>
      <button type="submit" disabled={submitting} className={`mt-4 ${primaryButtonClass}`}>
        {submitting ? "Confirmation en cours..." : deposit > 0 ? "Réserver et payer les arrhes" : "Confirmer la réservation"}
      </button>
    </section>
  );
}
