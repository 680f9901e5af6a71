// The days France stops work: the salon closes them in one click, deliveries skip them.
import { addDays } from "./paris-time";

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
