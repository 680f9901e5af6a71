import { addDays, isIsoDate, parisInstant, parisWallClock } from "~/lib/paris-time";

export const SLOT_MINUTES = 30;
export const BOOKING_WINDOW_DAYS = 14;
/** Customers may cancel up to 24 hours before the appointment (terms of sale). */
export const CANCELLATION_NOTICE_HOURS = 24;

export type Interval = { start: Date; end: Date };

/** A service of D minutes occupies ceil(D/30) whole slots. */
export const occupiedMinutes = (durationMinutes: number) => Math.ceil(durationMinutes / SLOT_MINUTES) * SLOT_MINUTES;

/** Today and the next 13 days, as Paris calendar days. */
export function bookingDates(now: Date): string[] {
  const today = parisWallClock(now).date;
  return Array.from({ length: BOOKING_WINDOW_DAYS }, (_, i) => addDays(today, i));
}

export function isInBookingWindow(date: string, now: Date): boolean {
  return isIsoDate(date) && bookingDates(now).includes(date);
}

/** The appointment's real time span for a start on the grid. */
export function appointmentSpan(date: string, time: string, durationMinutes: number): Interval {
  const start = parisInstant(date, time);
  return { start, end: new Date(start.getTime() + occupiedMinutes(durationMinutes) * 60_000) };
}
