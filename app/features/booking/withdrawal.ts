import { addDays, isoWeekday, parisInstant, parisWallClock } from "~/lib/paris-time";
import { frenchPublicHolidays } from "~/lib/public-holidays";

export const WITHDRAWAL_DAYS = 14;

/**
 * The last Paris day of the right of withdrawal of a booking made at `bookedAt` (Code de la
 * consommation L221-18, L221-19): 14 days from the day after, to the end of the 14th; a Saturday, a
 * Sunday or a public holiday carries it to the next working day.
 */
export function withdrawalLastDay(bookedAt: Date): string {
  let day = addDays(parisWallClock(bookedAt).date, WITHDRAWAL_DAYS);
  const holiday = (date: string) => frenchPublicHolidays(Number(date.slice(0, 4))).some((h) => h.date === date);
  while (isoWeekday(day) >= 6 || holiday(day)) day = addDays(day, 1);
  return day;
}

/** Whether `now` is still inside the right of withdrawal of a booking made at `bookedAt`. */
export const withinWithdrawal = (bookedAt: Date, now: Date) => now < parisInstant(addDays(withdrawalLastDay(bookedAt), 1), "00:00");
