// When the salon is open: its weekly hours, and the days that differ (closures, holidays,
// exceptional openings). Paris wall-clock throughout.
import type { OpeningBlock, WeeklyHours } from "~/lib/opening-hours";
import { isIsoDate, isoWeekday, minutesOf, parisInstant, timeOf } from "~/lib/paris-time";
import { openingHours as salonWeeklyHours } from "~/lib/salon";

import { occupiedMinutes, SLOT_MINUTES, type Interval } from "./slots";

export type { OpeningBlock, WeeklyHours };

/** Days from `from` to `to` (both included) with other hours: none is a closure. */
export type ScheduleException = { from: string; to: string; hours: ReadonlyArray<OpeningBlock>; label: string };

export type Schedule = { weekly: WeeklyHours; exceptions: ReadonlyArray<ScheduleException> };

/** The salon's usual week, with no exception. */
export const salonSchedule: Schedule = { weekly: salonWeeklyHours, exceptions: [] };

const daysIn = (e: ScheduleException) => (Date.parse(`${e.to}T00:00:00Z`) - Date.parse(`${e.from}T00:00:00Z`)) / 86_400_000;

/**
 * The opening blocks of `date`: those of the narrowest exception that covers it (a day opened
 * inside a week's closure is open), the later one in the list on a tie; else the weekly hours.
 */
export function hoursOn(schedule: Schedule, date: string): ReadonlyArray<OpeningBlock> {
  if (!isIsoDate(date)) return [];
  let chosen: ScheduleException | undefined;
  for (const exception of schedule.exceptions) {
    if (exception.from > date || exception.to < date) continue;
    if (!chosen || daysIn(exception) <= daysIn(chosen)) chosen = exception;
  }
  return chosen ? chosen.hours : schedule.weekly[isoWeekday(date)];
}

/**
 * Whether `blocks` can be a day's hours: each on the half-hour grid, opening before closing, in
 * order and apart from each other.
 */
export function validOpeningBlocks(blocks: ReadonlyArray<OpeningBlock>): boolean {
  let previousClose = -1;
  for (const [open, close] of blocks) {
    if (!/^([01]\d|2[0-3]):(00|30)$/.test(open) || !/^(([01]\d|2[0-3]):(00|30)|24:00)$/.test(close)) return false;
    const o = minutesOf(open);
    const c = minutesOf(close);
    if (o >= c || o <= previousClose) return false;
    previousClose = c;
  }
  return true;
}

export { easterSunday, frenchPublicHolidays } from "~/lib/public-holidays";

/**
 * Starts offered on `date` for a service of `durationMinutes`: every 30 minutes from opening (the
 * day's hours in `schedule`: its week, or the closure or other hours of that day; or `hours` when
 * given, a barber's), when all the slots it needs fit inside one opening block, start after `now`,
 * and overlap nothing taken (bookings and blocked times).
 */
export function computeSlots(input: {
  date: string;
  now: Date;
  durationMinutes: number;
  /** Minutes the barber keeps free after the visit: they may run past closing, never into anything taken. */
  bufferMinutes?: number;
  taken: Interval[];
  schedule?: Schedule;
  hours?: ReadonlyArray<OpeningBlock>;
}): string[] {
  const { date, now, durationMinutes, taken } = input;
  if (!isIsoDate(date) || durationMinutes <= 0) return [];
  const needed = occupiedMinutes(durationMinutes);
  const blocked = occupiedMinutes(durationMinutes + (input.bufferMinutes ?? 0));
  // Paris changes its clocks at night, never during opening hours: one offset serves the whole day.
  const midnight = parisInstant(date, "12:00").getTime() - 12 * 3600_000;
  const slots: string[] = [];
  for (const [open, close] of input.hours ?? hoursOn(input.schedule ?? salonSchedule, date)) {
    for (let t = minutesOf(open); t + needed <= minutesOf(close); t += SLOT_MINUTES) {
      const start = midnight + t * 60_000;
      const end = start + blocked * 60_000;
      if (start <= now.getTime()) continue;
      if (taken.some((b) => b.start.getTime() < end && start < b.end.getTime())) continue;
      slots.push(timeOf(t));
    }
  }
  return slots;
}

/** The parts of the day in both lists of blocks (each in order and apart). */
export function intersectBlocks(a: ReadonlyArray<OpeningBlock>, b: ReadonlyArray<OpeningBlock>): OpeningBlock[] {
  const out: OpeningBlock[] = [];
  for (const [aOpen, aClose] of a) {
    for (const [bOpen, bClose] of b) {
      const open = minutesOf(aOpen) > minutesOf(bOpen) ? aOpen : bOpen;
      const close = minutesOf(aClose) < minutesOf(bClose) ? aClose : bClose;
      if (minutesOf(open) < minutesOf(close)) out.push([open, close]);
    }
  }
  return out.sort((x, y) => minutesOf(x[0]) - minutesOf(y[0]));
}
