import { StatusBadge } from "~/features/admin/ui/admin-parts";
import { formatLongDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import type { ClientVisit } from "../clients.server";

const DEPOSIT: Record<string, string> = { paid: "payées", refunded: "remboursées", kept: "conservées", pending: "à payer", expired: "non payées" };

function VisitState({ visit }: { visit: ClientVisit }) {
  if (visit.status === "cancelled") return <StatusBadge tone="red">Annulé</StatusBadge>;
  if (visit.status === "pending") return <StatusBadge tone="neutral">En attente des arrhes</StatusBadge>;
  if (visit.noShow) return <StatusBadge tone="amber">Absent</StatusBadge>;
  return visit.past ? <StatusBadge tone="green">Venu</StatusBadge> : <StatusBadge tone="neutral">À venir</StatusBadge>;
}

/** A client's visits: date and time, services, barber, booked price, state and arrhes. */
export function VisitTable({ caption, visits }: { caption: string; visits: ReadonlyArray<ClientVisit> }) {
  if (visits.length === 0) return <p className="text-sm text-muted">Aucun.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-ink/20">
          <tr>
            {["Date", "Prestations", "Barbier", "Prix", "État"].map((h) => (
              <th key={h} scope="col" className="px-2 py-1.5">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {visits.map((v) => (
            <tr key={v.id} className="border-b border-ink/10">
              <th scope="row" className="px-2 py-1.5 font-normal">
                <span className="first-letter:uppercase">{formatLongDate(v.date)}</span> à {v.time}
              </th>
              <td className="px-2 py-1.5">{v.title}</td>
              <td className="px-2 py-1.5">{v.barberName}</td>
              <td className="px-2 py-1.5 whitespace-nowrap">{formatPrice(v.priceCents)}</td>
              <td className="px-2 py-1.5">
                <VisitState visit={v} />
                {v.deposit ? (
                  <span className="block text-xs text-muted">
                    Arrhes {formatPrice(v.deposit.amountCents)} : {DEPOSIT[v.deposit.status] ?? v.deposit.status}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
