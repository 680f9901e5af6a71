import { addDays, minutesOf, parisInstant, parisWallClock, timeOf } from "~/lib/paris-time";

/** Paris hours in which an SMS may leave: from 08:00 (included) to 21:00 (excluded). */
export const SMS_HOURS = { from: 8 * 60, to: 21 * 60 } as const;

export function withinSmsHours(at: Date, hours: { from: number; to: number } = SMS_HOURS): boolean {
  const minutes = minutesOf(parisWallClock(at).time);
  return hours.from <= minutes && minutes < hours.to;
}

/** `at` itself within the hours, else the next opening (08:00 Paris, that morning or the next). */
export function nextSmsMoment(at: Date, hours: { from: number; to: number } = SMS_HOURS): Date {
  if (withinSmsHours(at, hours)) return at;
  const { date, time } = parisWallClock(at);
  return parisInstant(minutesOf(time) < hours.from ? date : addDays(date, 1), timeOf(hours.from));
}
