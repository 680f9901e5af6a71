// A client's figures from their visits, worked out in one pass. Pure: unit-tested with hand-made visits.

export type VisitStatus = "confirmed" | "cancelled" | "pending" | "expired";

export type FigureVisit = {
  date: string;
  barberId: string;
  barberName: string;
  priceCents: number;
  status: VisitStatus;
  noShow: boolean;
  /** Ended by now. */
  past: boolean;
  deposit: { amountCents: number; status: string } | null;
};

export type ClientFigures = {
  /** Booked prices of the visits honoured, and the arrhes kept on visits not honoured. */
  servicesCents: number;
  honoured: number;
  absences: number;
  favouriteBarber: string | null;
  /** "YYYY-MM-DD" of the last visit honoured. */
  lastVisit: string | null;
  /** Median days between consecutive visits honoured; null with fewer than two. */
  usualIntervalDays: number | null;
};

/** Confirmed, over, and not marked 'Absent'. */
export const isHonoured = (v: Pick<FigureVisit, "status" | "past" | "noShow">) => v.status === "confirmed" && v.past && !v.noShow;

/** Median of whole numbers (the two middle ones' mean, rounded, for an even count). */
export function median(values: ReadonlyArray<number>): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

const dayNumber = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000;

export function clientFigures(visits: ReadonlyArray<FigureVisit>): ClientFigures {
  let servicesCents = 0;
  let absences = 0;
  const seen = new Map<string, { name: string; visits: number; last: string }>();
  const days = new Set<string>();
  for (const v of visits) {
    if (v.status === "confirmed" && v.noShow) absences++;
    if (isHonoured(v)) {
      servicesCents += v.priceCents;
      days.add(v.date);
      const barber = seen.get(v.barberId) ?? { name: v.barberName, visits: 0, last: "" };
      barber.visits++;
      if (v.date > barber.last) barber.last = v.date;
      seen.set(v.barberId, barber);
    } else if (v.deposit?.status === "kept") servicesCents += v.deposit.amountCents;
  }
  // A tie goes to the barber seen last.
  const favourite = [...seen.values()].sort((a, b) => b.visits - a.visits || b.last.localeCompare(a.last))[0];
  const sorted = [...days].sort();
  const intervals = sorted.slice(1).map((day, i) => dayNumber(day) - dayNumber(sorted[i]!));
  return {
    servicesCents,
    honoured: visits.filter(isHonoured).length,
    absences,
    favouriteBarber: favourite?.name ?? null,
    lastVisit: sorted.at(-1) ?? null,
    usualIntervalDays: median(intervals),
  };
}
