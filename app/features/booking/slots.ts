import { addDays, isIsoDate, parisInstant, parisWallClock } from "~/lib/paris-time";

import { BOOKING_WINDOW_DAYS, SLOT_MINUTES } from "./booking-rules";

export { BOOKING_WINDOW_DAYS, CANCELLATION_NOTICE_HOURS, SLOT_MINUTES } from "./booking-rules";

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

/**
 * The time a barber is taken by a visit starting on the grid: the appointment and, after it, the
 * buffer of its services, in whole slots (a 45-minute service with 15 minutes after it takes one
 * hour, as without).
 */
export function blockedSpan(date: string, time: string, durationMinutes: number, bufferMinutes: number): Interval {
  const start = parisInstant(date, time);
  return { start, end: new Date(start.getTime() + occupiedMinutes(durationMinutes + bufferMinutes) * 60_000) };
}

/** The appointment's real time span for a start on the grid. */
export function appointmentSpan(date: string, time: string, durationMinutes: number): Interval {
  const start = parisInstant(date, time);
  return { start, end: new Date(start.getTime() + occupiedMinutes(durationMinutes) * 60_000) };
}
