// A visit: the services a client books at once, done one after the other by one barber. Pure, shared
// by the booking dialog, its server and the agenda.
import { MAX_VISIT_MINUTES, MAX_VISIT_SERVICES } from "./booking-rules";

export { MAX_VISIT_MINUTES, MAX_VISIT_SERVICES } from "./booking-rules";

type VisitPart = { title: string; durationMinutes: number; priceCents: number; bufferMinutes?: number };

/** How the visit is named wherever one line is shown (a mail's subject, the agenda, a calendar). */
export const visitTitle = (parts: ReadonlyArray<{ title: string }>) => parts.map((p) => p.title).join(" + ");

/**
 * The visit's totals: its length and price, and the time its barber keeps free after it (the
 * longest buffer of its services, after the last one).
 */
export function visitTotals(parts: ReadonlyArray<VisitPart>) {
  return {
    title: visitTitle(parts),
    durationMinutes: parts.reduce((sum, p) => sum + p.durationMinutes, 0),
    priceCents: parts.reduce((sum, p) => sum + p.priceCents, 0),
    bufferMinutes: parts.reduce((most, p) => Math.max(most, p.bufferMinutes ?? 0), 0),
  };
}

/** Whether more services may join the visit: fewer than MAX_VISIT_SERVICES, and the time left for `next`. */
export function fitsInVisit(parts: ReadonlyArray<VisitPart>, next?: { durationMinutes: number }) {
  if (parts.length >= MAX_VISIT_SERVICES) return false;
  return visitTotals(parts).durationMinutes + (next?.durationMinutes ?? 0) <= MAX_VISIT_MINUTES;
}

/**
 * The ids of a visit as a request gives them: `serviceIds` (comma-separated) or the one `serviceId`
 * of the older form; blanks dropped, order kept. Null when both are given and differ.
 */
export function visitIdsOf(fields: { serviceIds?: string | null; serviceId?: string | null }): string[] {
  const list = (fields.serviceIds ?? "").split(",").map((id) => id.trim());
  const ids = list.filter((id) => id !== "");
  if (ids.length === 0 && fields.serviceId) return [fields.serviceId.trim()].filter((id) => id !== "");
  return ids;
}
