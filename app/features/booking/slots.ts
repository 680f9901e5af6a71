import { addDays, isIsoDate, minutesOf, parisInstant, parisWallClock, timeOf } from "~/lib/paris-time";
import { hoursOn, salonSchedule, type Schedule } from "./schedule";

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

/**
 * Starts offered on `date` for a service of `durationMinutes`: every 30 minutes from opening (the
 * day's hours in `schedule`: its week, or the closure or other hours of that day), when all the
 * slots it needs fit inside one opening block, start after `now`, and overlap nothing taken
 * (bookings and blocked times).
 */
export function computeSlots(input: {
  date: string;
  now: Date;
  durationMinutes: number;
  taken: Interval[];
  schedule?: Schedule;
}): string[] {
  const { date, now, durationMinutes, taken } = input;
  if (!isIsoDate(date) || durationMinutes <= 0) return [];
  const needed = occupiedMinutes(durationMinutes);
  // Paris changes its clocks at night, never during opening hours: one offset serves the whole day.
  const midnight = parisInstant(date, "12:00").getTime() - 12 * 3600_000;
  const slots: string[] = [];
  for (const [open, close] of hoursOn(input.schedule ?? salonSchedule, date)) {
    for (let t = minutesOf(open); t + needed <= minutesOf(close); t += SLOT_MINUTES) {
      const start = midnight + t * 60_000;
      const end = start + needed * 60_000;
      if (start <= now.getTime()) continue;
      if (taken.some((b) => b.start.getTime() < end && start < b.end.getTime())) continue;
      slots.push(timeOf(t));
    }
  }
  return slots;
}
