// The periods of the dashboard, in Paris calendar days. Pure: the page and the figures share it.
import { addDays, isIsoDate, isoWeekday, parisWallClock } from "~/lib/paris-time";
import type { Period, PeriodKind } from "./types";

export const periodKinds = ["semaine", "mois", "annee"] as const satisfies ReadonlyArray<PeriodKind>;

export const PERIOD_REFUSED = "Cette période n'est pas valide.";

const MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

function nextMonth(first: string): string {
  const y = Number(first.slice(0, 4));
  const m = Number(first.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
}

function previousMonth(first: string): string {
  const y = Number(first.slice(0, 4));
  const m = Number(first.slice(5, 7));
  return m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, "0")}-01`;
}

/** « 23 novembre 2026 », « 1er juin 2026 ». */
function dayLabel(date: string): string {
  const day = Number(date.slice(8, 10));
  return `${day === 1 ? "1er" : day} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

/** The week (Monday to Sunday), the month or the year that holds `date`. */
export function periodOf(kind: PeriodKind, date: string): Period {
  if (kind === "semaine") {
    const from = addDays(date, 1 - isoWeekday(date));
    return { kind, from, to: addDays(from, 7), label: `semaine du ${dayLabel(from)}` };
  }
  if (kind === "mois") {
    const from = firstOfMonth(date);
    return { kind, from, to: nextMonth(from), label: `${MONTHS[Number(from.slice(5, 7)) - 1]} ${from.slice(0, 4)}` };
  }
  const year = date.slice(0, 4);
  return { kind, from: `${year}-01-01`, to: `${Number(year) + 1}-01-01`, label: year };
}

/** The period just before, of the same kind. */
export function previousPeriod(period: Period): Period {
  if (period.kind === "semaine") return periodOf("semaine", addDays(period.from, -7));
  if (period.kind === "mois") return periodOf("mois", previousMonth(period.from));
  return periodOf("annee", `${Number(period.from.slice(0, 4)) - 1}-01-01`);
}

/** The period just after, of the same kind. */
export function nextPeriod(period: Period): Period {
  return periodOf(period.kind, period.to);
}

/** The days of a period, in order. */
export function daysOf(period: Pick<Period, "from" | "to">): string[] {
  const days: string[] = [];
  for (let day = period.from; day < period.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The months' first days of a year. */
export function monthsOf(period: Pick<Period, "from" | "to">): string[] {
  const months: string[] = [];
  for (let month = period.from; month < period.to; month = nextMonth(month)) months.push(month);
  return months;
}

export type PeriodQuery = { ok: true; kind: PeriodKind; date: string } | { ok: false; message: string };

/**
 * `?periode=semaine|mois|annee&date=YYYY-MM-DD` (defaults: the month, today in Paris). Years from
 * 2000 to 2100 only: a figure of year 9999 means nothing and its dates would not parse.
 */
export function readPeriodQuery(url: URL, now: Date): PeriodQuery {
  // An empty field (a form sent as it came) means the default, as an absent one.
  const kind = url.searchParams.get("periode") || "mois";
  const date = url.searchParams.get("date") || parisWallClock(now).date;
  if (!(periodKinds as ReadonlyArray<string>).includes(kind)) return { ok: false, message: PERIOD_REFUSED };
  if (!isIsoDate(date) || date < "2000-01-01" || date > "2100-12-31") return { ok: false, message: PERIOD_REFUSED };
  return { ok: true, kind: kind as PeriodKind, date };
}

const SHORT_MONTHS = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."];
const WEEKDAYS = ["lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim."];

/** A bar's label: « lun. 23 » in a week, « 23 » in a month, « nov. » in a year. */
export function pointLabel(kind: PeriodKind, from: string): string {
  if (kind === "annee") return SHORT_MONTHS[Number(from.slice(5, 7)) - 1]!;
  const day = String(Number(from.slice(8, 10)));
  return kind === "semaine" ? `${WEEKDAYS[isoWeekday(from) - 1]} ${day}` : day;
}
