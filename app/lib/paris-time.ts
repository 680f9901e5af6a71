import { TZDate } from "@date-fns/tz";

/** The salon lives on Europe/Paris wall-clock time (bookings, order dates, delivery), whatever the server's own time zone. */
export const SALON_TIME_ZONE = "Europe/Paris";

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "2026-11-23" when it names a real calendar day. */
export function isIsoDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return d.toISOString().slice(0, 10) === value;
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

/** The Paris calendar day and wall time of an instant. */
export function parisWallClock(instant: Date): { date: string; time: string } {
  const z = new TZDate(instant.getTime(), SALON_TIME_ZONE);
  const date = `${z.getFullYear()}-${String(z.getMonth() + 1).padStart(2, "0")}-${String(z.getDate()).padStart(2, "0")}`;
  return { date, time: timeOf(z.getHours() * 60 + z.getMinutes()) };
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar day: Monday 1 … Sunday 7. */
export function isoWeekday(date: string): 1 | 2 | 3 | 4 | 5 | 6 | 7 {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return (((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1) as 1 | 2 | 3 | 4 | 5 | 6 | 7;
}
