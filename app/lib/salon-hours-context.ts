import { createContext } from "react";

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

/**
 * Given by the root route from the stored hours (read them with `useSalonHours`, lib/opening-hours.ts).
 * Alone in its module: the root provides it on every page, while the hours' formatting is needed
 * only by the pages that show them.
 */
export const SalonHoursContext = createContext<SalonHours | null>(null);
