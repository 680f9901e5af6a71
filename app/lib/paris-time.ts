import { TZDate } from "@date-fns/tz";

/** The salon lives on Europe/Paris wall-clock time (bookings, order dates, delivery), whatever the server's own time zone. */
export const SALON_TIME_ZONE = "Europe/Paris";

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

// The calendar's arithmetic below works on numbers, without a Date per call: a page's loader asks
// for the weekday and the validity of dozens of days (the booking window, per barber).

/** Days in `month` (1–12) of `year`, in the proleptic Gregorian calendar. */
const daysInMonth = (year: number, month: number) =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;

/** "2026-11-23" when it names a real calendar day. */
export function isIsoDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const month = +m[2]!;
  const day = +m[3]!;
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(+m[1]!, month);
}

/** Days from 1970-01-01 to `date` ("YYYY-MM-DD"). */
const dayNumber = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000;

/** "YYYY-MM-DD" of the day `n` days after 1970-01-01 (the civil calendar from a day count, integers only). */
function dateOfDayNumber(n: number): string {
  const z = n + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, "0")}-${month < 10 ? "0" : ""}${month}-${day < 10 ? "0" : ""}${day}`;
}

export function isTime(value: string): boolean {
  return TIME_RE.test(value);
}

export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The instant at which Paris clocks show `date` `time`. */
export function parisInstant(date: string, time: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, Math.floor(minutesOf(time) / 60), minutesOf(time) % 60, SALON_TIME_ZONE).getTime());
}

/** The last minute read by parisWallClock: a render asks several times for the same one. */
let lastWallClock: { minute: number; date: string; time: string } | undefined;

/** The Paris calendar day and wall time of an instant. */
export function parisWallClock(instant: Date): { date: string; time: string } {
  // Paris is a whole number of hours from UTC: one UTC minute is one Paris minute.
  const minute = Math.floor(instant.getTime() / 60_000);
  if (lastWallClock?.minute !== minute) {
    const z = new TZDate(minute * 60_000, SALON_TIME_ZONE);
    const date = `${z.getFullYear()}-${String(z.getMonth() + 1).padStart(2, "0")}-${String(z.getDate()).padStart(2, "0")}`;
    lastWallClock = { minute, date, time: timeOf(z.getHours() * 60 + z.getMinutes()) };
  }
  return { date: lastWallClock.date, time: lastWallClock.time };
}

export function addDays(date: string, days: number): string {
  const n = dayNumber(date) + days;
  // As a Date would: not a day.
  if (!Number.isFinite(n)) throw new RangeError(`Invalid date: ${date}`);
  return dateOfDayNumber(n);
}

/** ISO weekday of a calendar day: Monday 1 … Sunday 7. */
export function isoWeekday(date: string): 1 | 2 | 3 | 4 | 5 | 6 | 7 {
  // 1970-01-01 was a Thursday (4).
  return (((((dayNumber(date) + 3) % 7) + 7) % 7) + 1) as 1 | 2 | 3 | 4 | 5 | 6 | 7;
}
