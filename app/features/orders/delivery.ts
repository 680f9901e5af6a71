import { addDays, isoWeekday, parisWallClock } from "~/lib/paris-time";

/** The terms promise 3 to 5 working days; the checkout shows the later date (spec: 5 days). */
export const DELIVERY_WORKING_DAYS = 5;

/** Easter Sunday of a year (Gregorian calendar, anonymous algorithm), as "YYYY-MM-DD". */
function easterSunday(year: number): string {
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

/** The eleven public holidays of metropolitan France in a year. */
export function frenchPublicHolidays(year: number): Set<string> {
  const easter = easterSunday(year);
  const fixed = ["01-01", "05-01", "05-08", "07-14", "08-15", "11-01", "11-11", "12-25"].map((d) => `${year}-${d}`);
  return new Set([...fixed, addDays(easter, 1), addDays(easter, 39), addDays(easter, 50)]);
}

/** Monday to Friday, not a public holiday. */
export function isWorkingDay(date: string): boolean {
  return isoWeekday(date) <= 5 && !frenchPublicHolidays(Number(date.slice(0, 4))).has(date);
}

/** The Paris calendar day `days` working days after the Paris day of `from`. */
export function addWorkingDays(from: Date, days: number): string {
  let date = parisWallClock(from).date;
  for (let left = days; left > 0; ) {
    date = addDays(date, 1);
    if (isWorkingDay(date)) left--;
  }
  return date;
}

/** 'Livraison estimée': the day by which a parcel ordered at `orderedAt` should arrive. */
export const estimatedDelivery = (orderedAt: Date) => addWorkingDays(orderedAt, DELIVERY_WORKING_DAYS);
