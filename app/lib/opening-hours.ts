// The salon's hours as pages show them: the week (as stored by the admin; the salon's usual week
// until then) and the closures and other hours to come.
import { createContext, useContext } from "react";
import { openingHours as usualWeek } from "./salon";

/** [open, close) in "HH:MM", Paris wall-clock. */
export type OpeningBlock = readonly [open: string, close: string];
/** Monday = 1 … Sunday = 7. */
export type WeeklyHours = Record<1 | 2 | 3 | 4 | 5 | 6 | 7, ReadonlyArray<OpeningBlock>>;
/**
 * A closure (no block) or other hours, from `from` to `to` included; `period` says when in French
 * ("le mardi 1 décembre", "du … au …"), written by the server so that pages need no date code.
 */
type UpcomingException = { from: string; to: string; hours: ReadonlyArray<OpeningBlock>; label: string; period: string };

export type SalonHours = { weekly: WeeklyHours; upcoming: UpcomingException[] };

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

/** Given by the root route from the stored hours; the usual week where nothing is given (an error page). */
export const SalonHoursContext = createContext<SalonHours>(usualHours);

export const useSalonHours = () => useContext(SalonHoursContext);
