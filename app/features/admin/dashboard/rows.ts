// What the dashboard shows, as rows: the page draws them and the CSV downloads write them, so both
// always say the same. Pure (no ORM import).
import type { CsvValue } from "~/lib/csv";
import type { Dashboard, Figures } from "./types";

/** An amount (cents), a count, or a share (0–1, or null when there is nothing to divide by). */
export type Value = { cents: number } | { count: number } | { share: number | null };

export type FigureRow = { label: string; current: Value; previous: Value };

const share = (part: number, whole: number): { share: number | null } => ({ share: whole > 0 ? part / whole : null });

/** The figure cards, in the page's order. */
export function figureRows({ current, before }: Pick<Dashboard, "current" | "before">): FigureRow[] {
  const row = (label: string, of: (f: Figures) => Value): FigureRow => ({ label, current: of(current), previous: of(before) });
  return [
    row("CA prestations", (f) => ({ cents: f.servicesRevenueCents })),
    row("CA boutique", (f) => ({ cents: f.shopRevenueCents })),
    row("Arrhes facturées (nettes)", (f) => ({ cents: f.depositsInvoicedCents })),
    row("Facturé sur le site (factures − avoirs)", (f) => ({ cents: f.invoicedNetCents })),
    row("Visites honorées", (f) => ({ count: f.visits })),
    row("Taux d'absence", (f) => share(f.noShows, f.begunAppointments)),
    row("Nouveaux clients", (f) => ({ count: f.newClients })),
    row("Clients revenus", (f) => ({ count: f.returningClients })),
    row("Reprise de rendez-vous sous 6 semaines", (f) => share(f.rebooking.rebooked, f.rebooking.visits)),
    row("Réservations en ligne", (f) => share(f.channels.online, f.channels.online + f.channels.phone)),
  ];
}

/** « 12,5 % » (one decimal), « — » without a base. */
export function formatShare(value: number | null): string {
  if (value === null) return "—";
  return `${(Math.round(value * 1000) / 10).toString().replace(".", ",")}\u00a0%`;
}

/** The change from the period before: « +12 % », « −3 % », « = », or « — » from nothing. */
export function changeOf(current: Value, previous: Value): string {
  const a = numberOf(current);
  const b = numberOf(previous);
  if (a === null || b === null) return "—";
  if ("share" in current) {
    const points = Math.round((a - b) * 1000) / 10;
    return points === 0 ? "=" : `${points > 0 ? "+" : "−"}${Math.abs(points).toString().replace(".", ",")}\u00a0pt`;
  }
  if (b === 0) return a === 0 ? "=" : "—";
  const percent = Math.round(((a - b) / Math.abs(b)) * 100);
  return percent === 0 ? "=" : `${percent > 0 ? "+" : "−"}${Math.abs(percent)}\u00a0%`;
}

function numberOf(value: Value): number | null {
  if ("cents" in value) return value.cents;
  if ("count" in value) return value.count;
  return value.share;
}

/** A value as a CSV cell: an amount in euros, a count, a percentage (« 12,5 »), empty without a base. */
export function csvValueOf(value: Value): CsvValue {
  if ("cents" in value) return { cents: value.cents };
  if ("count" in value) return value.count;
  return value.share === null ? "" : Math.round(value.share * 1000) / 10;
}

/** A barber's fill rate (0–1), or null for a barber who had no hours. */
export const fillRate = (f: { bookedMinutes: number; openMinutes: number }) => (f.openMinutes > 0 ? f.bookedMinutes / f.openMinutes : null);

export const charts = ["chiffres", "chiffre-affaires", "remplissage", "prestations", "produits", "canaux"] as const;
export type Chart = (typeof charts)[number];

/** The rows of a chart's CSV file: a header, then the period's values beside the period before's. */
export function chartRows(dashboard: Dashboard, chart: Chart): CsvValue[][] {
  const { period, previous, current, before } = dashboard;
  const now = period.label;
  const then = previous.label;
  switch (chart) {
    case "chiffres":
      return [["Indicateur", now, then], ...figureRows(dashboard).map((r) => [r.label, csvValueOf(r.current), csvValueOf(r.previous)])];
    case "chiffre-affaires":
      return [
        ["Période", "Début", "CA prestations (€)", "CA boutique (€)", `CA prestations ${then} (€)`, `CA boutique ${then} (€)`],
        ...current.revenue.map((p, i) => {
          const b = before.revenue[i];
          return [p.label, p.from, { cents: p.servicesCents }, { cents: p.shopCents }, b ? { cents: b.servicesCents } : "", b ? { cents: b.shopCents } : ""];
        }),
      ];
    case "remplissage": {
      const earlier = new Map(before.fill.map((f) => [f.barberId, f]));
      return [
        ["Coiffeur", "Minutes réservées", "Minutes travaillées", "Taux de remplissage (%)", `Taux de remplissage ${then} (%)`],
        ...current.fill.map((f) => {
          const b = earlier.get(f.barberId);
          const rate = fillRate(f);
          const old = b ? fillRate(b) : null;
          return [f.name, f.bookedMinutes, f.openMinutes, rate === null ? "" : Math.round(rate * 1000) / 10, old === null ? "" : Math.round(old * 1000) / 10];
        }),
      ];
    }
    case "prestations":
      return [["Prestation", "Nombre", "CA (€)"], ...current.topServices.map((s) => [s.title, s.count, { cents: s.revenueCents }])];
    case "produits":
      return [["Produit", "Quantité", "CA (€)"], ...current.topProducts.map((p) => [p.name, p.quantity, { cents: p.revenueCents }])];
    case "canaux":
      return [
        ["Canal", now, then],
        ["En ligne", current.channels.online, before.channels.online],
        ["Par téléphone", current.channels.phone, before.channels.phone],
      ];
  }
}
