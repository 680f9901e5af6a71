// What the dashboard shows, as rows: the page draws them and the CSV downloads write them, so both
// always say the same. Pure (no ORM import).
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
    row("Cartes cadeaux vendues", (f) => ({ cents: f.giftCards.soldCents })),
    row("Cartes cadeaux utilisées en boutique", (f) => ({ cents: f.giftCards.spentShopCents })),
    row("Cartes cadeaux utilisées au salon", (f) => ({ cents: f.giftCards.spentSalonCents })),
    row("Cartes cadeaux en circulation (fin de période)", (f) => ({ cents: f.giftCards.outstandingCents })),
  ];
}

/** A share (0–1) as a percentage with one decimal: 0.12345 → 12.3. */
export const percentOf = (value: number) => Math.round(value * 1000) / 10;

/** « 12,5 % » (one decimal), « — » without a base. */
export function formatShare(value: number | null): string {
  if (value === null) return "—";
  return `${percentOf(value).toString().replace(".", ",")}\u00a0%`;
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

/** A barber's fill rate (0–1), or null for a barber who had no hours. */
export const fillRate = (f: { bookedMinutes: number; openMinutes: number }) => (f.openMinutes > 0 ? f.bookedMinutes / f.openMinutes : null);
