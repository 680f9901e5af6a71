import { Link } from "react-router";
import { formatLongDate } from "~/lib/dates";
import type { TodayView } from "../types";

/** Today in the salon: each barber's appointments and the next one, then what waits for the owner. */
export function TodayPanel({ today }: { today: TodayView }) {
  return (
    <section aria-labelledby="today-title" className="space-y-3 rounded-lg border border-ink/10 bg-white p-4">
      <h2 id="today-title" className="font-display text-2xl">
        Aujourd&apos;hui
      </h2>
      <p className="text-sm text-muted">{formatLongDate(today.date)}</p>
      {today.barbers.length === 0 ? (
        <p className="text-sm text-muted">Aucun coiffeur actif.</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label="Rendez-vous du jour par coiffeur">
          {today.barbers.map((b) => (
            <li key={b.barberId} className="rounded border border-ink/10 p-3">
              <p className="font-semibold">{b.name}</p>
              <p className="text-sm">{b.appointments === 0 ? "Aucun rendez-vous" : `${b.appointments} rendez-vous`}</p>
              <p className="text-sm text-muted">
                {b.next ? `Prochain : ${b.next.time}, ${b.next.title} (${b.next.customerName})` : "Plus de rendez-vous à venir aujourd'hui"}
              </p>
            </li>
          ))}
        </ul>
      )}
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <li>
          <Link to="/admin/orders" className="underline">
            Commandes à préparer : {today.ordersToPrepare}
          </Link>
        </li>
        <li>
          <Link to="/admin/reviews" className="underline">
            Avis à modérer : {today.reviewsToModerate}
          </Link>
        </li>
        <li>
          <Link to="/admin/agenda" className="underline">
            En liste d&apos;attente : {today.waitlistWaits}
          </Link>
        </li>
      </ul>
    </section>
  );
}
