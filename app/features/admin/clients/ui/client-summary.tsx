import { formatLongDate, formatParisDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import type { ClientFile } from "../clients.server";

const NEWSLETTER = { confirmed: "abonné (confirmé)", pending: "inscription non confirmée", unsubscribed: "désabonné" } as const;
const ORDER_STATUS: Record<string, string> = { to_ship: "à expédier", completed: "livrée", cancelled: "annulée" };
const REVIEW_STATUS = { approved: "publié", pending: "en attente de modération", rejected: "refusé" } as const;

/** The client's figures at a glance: what they spent, when they come, with whom, and what they receive. */
export function ClientFacts({ file }: { file: ClientFile }) {
  const { spent, figures } = file;
  const facts: Array<[string, string]> = [
    [
      "Total dépensé",
      `${formatPrice(spent.servicesCents + spent.shopCents)} (prestations ${formatPrice(spent.servicesCents)}, boutique ${formatPrice(spent.shopCents)})`,
    ],
    ["Visites", String(figures.honoured)],
    ["Dernière visite", figures.lastVisit ? formatLongDate(figures.lastVisit) : "—"],
    ["Intervalle habituel", figures.usualIntervalDays === null ? "—" : `${figures.usualIntervalDays} jours`],
    ["Barbier le plus vu", figures.favouriteBarber ?? "—"],
    ["Absences", String(figures.absences)],
    ["Compte client", file.hasAccount ? "oui" : "non"],
    ["Newsletter", file.newsletter ? NEWSLETTER[file.newsletter] : "non inscrit"],
  ];
  return (
    <dl aria-label="En bref" className="grid gap-x-4 gap-y-1 rounded-lg border border-ink/10 bg-white p-4 sm:grid-cols-[auto_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const documentName = (kind: "invoice" | "credit_note") => (kind === "invoice" ? "Facture" : "Avoir");

/** Orders with their invoices and credit notes, then the arrhes' documents. */
export function ClientOrders({ file }: { file: ClientFile }) {
  if (file.orders.length === 0 && file.depositDocuments.length === 0) return <p className="text-sm text-muted">Aucune.</p>;
  return (
    <ul className="space-y-1 text-sm">
      {file.orders.map((o) => (
        <li key={o.id}>
          Commande {o.number} du {formatParisDate(o.createdAt)} : {formatPrice(o.totalCents)} ({ORDER_STATUS[o.status] ?? o.status})
          {o.documents.map((d) => (
            <a key={d.number} href={`/admin/invoices/${d.number}`} className="ml-2 underline">
              {documentName(d.kind)} {d.number}
            </a>
          ))}
        </li>
      ))}
      {file.depositDocuments.map((d) => (
        <li key={d.number}>
          {documentName(d.kind)} d'arrhes{" "}
          <a href={`/admin/invoices/${d.number}`} className="underline">
            {d.number}
          </a>{" "}
          du {formatParisDate(d.issuedAt)} : {formatPrice(d.totalCents)}
        </li>
      ))}
    </ul>
  );
}

export function ClientReviews({ reviews }: { reviews: ClientFile["reviews"] }) {
  if (reviews.length === 0) return <p className="text-sm text-muted">Aucun avis.</p>;
  return (
    <ul className="space-y-1 text-sm">
      {reviews.map((r, i) => (
        <li key={i}>
          <span className="font-semibold">{r.rating}/5</span> le {formatParisDate(r.createdAt)} ({REVIEW_STATUS[r.status]}){r.comment ? ` : ${r.comment}` : ""}
        </li>
      ))}
    </ul>
  );
}
