// The salon's hours as pages show them: the week (as stored by the admin; the salon's usual week
// until then) and the closures and other hours to come.
import { useContext } from "react";
import { openingHours as usualWeek } from "./salon";
import { SalonHoursContext, type OpeningBlock, type SalonHours, type WeeklyHours } from "./salon-hours-context";

export { SalonHoursContext, type OpeningBlock, type SalonHours, type WeeklyHours };

const dayNames = ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"] as const;

/** "10:00" → "10h", "12:30" → "12h30". */
const clock = (time: string) => `${Number(time.slice(0, 2))}h${time.slice(3) === "00" ? "" : time.slice(3)}`;

/** A day's blocks as text: "10h - 12h30 et 15h - 20h", or "Fermé". */
export const blocksText = (blocks: ReadonlyArray<OpeningBlock>) =>
  blocks.length === 0 ? "Fermé" : blocks.map(([open, close]) => `${clock(open)} - ${clock(close)}`).join(" et ");

/** The week in rows, consecutive days with the same hours together: "Lundi - Jeudi" / "10h - 20h". */
export function weekRows(weekly: WeeklyHours): Array<{ days: string; hours: string }> {
  const rows: Array<{ first: number; last: number; hours: string }> = [];
  for (let day = 1; day <= 7; day++) {
    const hours = blocksText(weekly[day as keyof WeeklyHours]);
    const previous = rows.at(-1);
    if (previous && previous.hours === hours) previous.last = day;
    else rows.push({ first: day, last: day, hours });
  }
  return rows.map(({ first, last, hours }) => ({
    days: first === last ? dayNames[first - 1]! : `${dayNames[first - 1]} - ${dayNames[last - 1]}`,
    hours,
  }));
}

export const usualHours: SalonHours = { weekly: usualWeek, upcoming: [] };

/** The hours given by the root route; the usual week where nothing is given. */
export const useSalonHours = (): SalonHours => useContext(SalonHoursContext) ?? usualHours;
