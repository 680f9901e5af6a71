// When the salon is open: its weekly hours, and the days that differ (closures, holidays,
// exceptional openings). Paris wall-clock throughout.
import type { OpeningBlock, WeeklyHours } from "~/lib/opening-hours";
import { addDays, isIsoDate, isoWeekday, minutesOf, parisInstant, timeOf } from "~/lib/paris-time";
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

/** Easter Sunday of `year` (Gregorian calendar; anonymous algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The eleven public holidays of metropolitan France in `year`, in calendar order. */
export function frenchPublicHolidays(year: number): Array<{ date: string; name: string }> {
  const easter = easterSunday(year);
  const fixed = (mmdd: string) => `${year}-${mmdd}`;
  return [
    { date: fixed("01-01"), name: "Jour de l'an" },
    { date: addDays(easter, 1), name: "Lundi de Pâques" },
    { date: fixed("05-01"), name: "Fête du Travail" },
    { date: fixed("05-08"), name: "Victoire 1945" },
    { date: addDays(easter, 39), name: "Ascension" },
    { date: addDays(easter, 50), name: "Lundi de Pentecôte" },
    { date: fixed("07-14"), name: "Fête nationale" },
    { date: fixed("08-15"), name: "Assomption" },
    { date: fixed("11-01"), name: "Toussaint" },
    { date: fixed("11-11"), name: "Armistice 1918" },
    { date: fixed("12-25"), name: "Noël" },
  ].sort((x, y) => x.date.localeCompare(y.date));
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
