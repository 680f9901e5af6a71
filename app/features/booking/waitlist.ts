// The waiting list's rules that need no database: when a mail may go, which Paris day counts, and
// the link that opens the booking dialog on a day. Time is an argument, so tests pin the clock.
import { addDays, minutesOf, parisInstant, parisWallClock } from "~/lib/paris-time";
import { BOOKING_ANCHOR } from "./anchors";

/** Minutes after Paris midnight: from (included) to (excluded); 24 × 60 means until midnight. */
export type MailHours = { from: number; to: number };

/** Whether Paris clocks show, at `now`, a time inside the hours in which we may mail people. */
export function withinMailHours(now: Date, hours: MailHours): boolean {
  const minutes = minutesOf(parisWallClock(now).time);
  return hours.from <= minutes && minutes < hours.to;
}

/** The Paris calendar day holding `now`, as instants (23 or 25 hours long on a clock change). */
export function parisDayOf(now: Date): { date: string; start: Date; end: Date } {
  const { date } = parisWallClock(now);
  return { date, start: parisInstant(date, "00:00"), end: parisInstant(addDays(date, 1), "00:00") };
}

/**
 * The home page opening the booking dialog on `date`, for the service and barber (none: 'Sans
 * préférence'), as a waiting list's mail links to it.
 */
export function bookingLinkFor(publicUrl: string, wait: { serviceIds: ReadonlyArray<string>; barberId: string | null; date: string }): string {
  // `service`: the visit's services, comma-separated (one for a visit of one service, as before).
  const query = new URLSearchParams({ service: wait.serviceIds.join(","), ...(wait.barberId ? { barber: wait.barberId } : {}), date: wait.date });
  return `${publicUrl}/?${query.toString()}#${BOOKING_ANCHOR}`;
}
