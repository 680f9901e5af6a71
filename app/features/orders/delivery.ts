import { addDays, isoWeekday, parisWallClock } from "~/lib/paris-time";
import { frenchPublicHolidays as publicHolidays } from "~/lib/public-holidays";

/** The terms promise 3 to 5 working days; the checkout shows the later date (spec: 5 days). */
export const DELIVERY_WORKING_DAYS = 5;

/** The eleven public holidays of metropolitan France in a year, as a set of dates. */
export function frenchPublicHolidays(year: number): Set<string> {
  return new Set(publicHolidays(year).map((h) => h.date));
}

/** Monday to Friday, not a public holiday. */
export function isWorkingDay(date: string): boolean {
  return isoWeekday(date) <= 5 && !frenchPublicHolidays(Number(date.slice(0, 4))).has(date);
}

/** The Paris calendar day `days` working days after the Paris day of `from`. */
export function addWorkingDays(from: Date, days: number): string {
  let date = parisWallClock(from).date;
  for (let left = days; left > 0;) {
    date = addDays(date, 1);
    if (isWorkingDay(date)) left--;
  }
  return date;
}

/** 'Livraison estimée': the day by which a parcel ordered at `orderedAt` should arrive. */
export const estimatedDelivery = (orderedAt: Date) => addWorkingDays(orderedAt, DELIVERY_WORKING_DAYS);
