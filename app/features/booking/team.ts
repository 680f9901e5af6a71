// The team: who works when, who performs what, and which barber takes a booking. Pure functions,
// Paris wall-clock throughout, shared by the booking dialog's server and the agenda.
import { isoWeekday, minutesOf } from "~/lib/paris-time";
import { computeSlots, hoursOn, intersectBlocks, type OpeningBlock, type Schedule, type WeeklyHours } from "./schedule";
import { blockedSpan, occupiedMinutes, type Interval } from "./slots";
import type { BarberOffer } from "./types";

type BarberAbsence = { from: string; to: string };

/** A barber as the slots and the assignment see them. */
export type Barber = {
  id: string;
  name: string;
  active: boolean;
  /** Services they do not perform (none: all). */
  skippedServiceIds: ReadonlyArray<string>;
  /** Their usual week where it differs from the salon's (no block: a day off). */
  weekly: Partial<WeeklyHours>;
  absences: ReadonlyArray<BarberAbsence>;
};

/** Something taken on a day: a booking or a blocked time of one barber, or (null) of the whole salon. */
export type TakenTime = Interval & { barberId: string | null };

export const performs = (barber: Barber, serviceId: string) => !barber.skippedServiceIds.includes(serviceId);

/** Whether the barber performs every service of a visit. */
export const performsAll = (barber: Barber, serviceIds: ReadonlyArray<string>) => serviceIds.every((id) => performs(barber, id));

export const isAbsent = (barber: Barber, date: string) => barber.absences.some((a) => a.from <= date && date <= a.to);

/**
 * A barber's hours on `date`: the salon's hours of that day (its week, closures and other hours
 * apply to everyone), within the barber's own week; none on a day off or an absence.
 */
export function barberHoursOn(schedule: Schedule, barber: Barber, date: string): OpeningBlock[] {
  if (isAbsent(barber, date)) return [];
  const salon = hoursOn(schedule, date);
  const own = barber.weekly[isoWeekday(date)];
  return own ? intersectBlocks(salon, own) : [...salon];
}

/** The active barbers the booking dialog offers, in the team's order, with the days of `dates` they do not work. */
export function barberOffers(team: ReadonlyArray<Barber & { photoUrl: string | null }>, schedule: Schedule, dates: ReadonlyArray<string>): BarberOffer[] {
  return team
    .filter((b) => b.active)
    .map((b) => ({
      id: b.id,
      name: b.name,
      photoUrl: b.photoUrl,
      skippedServiceIds: [...b.skippedServiceIds],
      daysOff: dates.filter((date) => barberHoursOn(schedule, b, date).length === 0),
    }));
}

/** Bookings and blocks that keep `barberId` busy: their own and the salon's. */
const takenFor = (taken: ReadonlyArray<TakenTime>, barberId: string) => taken.filter((t) => t.barberId === null || t.barberId === barberId);

/** Active barbers (in the team's order) who perform every service of the visit and work on `date`. */
export function barbersFor(input: { schedule: Schedule; barbers: ReadonlyArray<Barber>; serviceIds: ReadonlyArray<string>; date: string }): Barber[] {
  return input.barbers.filter((b) => b.active && performsAll(b, input.serviceIds) && barberHoursOn(input.schedule, b, input.date).length > 0);
}

/**
 * Starts offered on `date`: with `barberId`, those where that barber works, performs every service
 * of the visit and is free for the whole duration and the buffer after it; without ('Sans
 * préférence'), those where at least one such barber is. Blocks of the whole salon apply to everyone.
 */
export function teamSlots(input: {
  date: string;
  now: Date;
  serviceIds: ReadonlyArray<string>;
  durationMinutes: number;
  bufferMinutes?: number;
  schedule: Schedule;
  barbers: ReadonlyArray<Barber>;
  taken: ReadonlyArray<TakenTime>;
  barberId?: string | null;
}): string[] {
  const chosen = barbersFor(input).filter((b) => !input.barberId || b.id === input.barberId);
  const starts = new Set<string>();
  for (const barber of chosen) {
    const hours = barberHoursOn(input.schedule, barber, input.date);
    for (const slot of computeSlots({
      date: input.date,
      now: input.now,
      durationMinutes: input.durationMinutes,
      bufferMinutes: input.bufferMinutes,
      taken: takenFor(input.taken, barber.id),
      hours,
    }))
      starts.add(slot);
  }
  return [...starts].sort((a, b) => minutesOf(a) - minutesOf(b));
}

/** Whether `hours` hold the whole of a service of `durationMinutes` starting at `time`. */
export function withinHours(hours: ReadonlyArray<OpeningBlock>, time: string, durationMinutes: number): boolean {
  const start = minutesOf(time);
  const end = start + occupiedMinutes(durationMinutes);
  return hours.some(([open, close]) => minutesOf(open) <= start && end <= minutesOf(close));
}

const overlaps = (a: Interval, b: Interval) => a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();

/** Minutes a barber is booked on the day (`taken` holds the day's bookings with their barber). */
const bookedMinutes = (bookingsOfDay: ReadonlyArray<TakenTime>, barberId: string) =>
  bookingsOfDay.filter((b) => b.barberId === barberId).reduce((sum, b) => sum + (b.end.getTime() - b.start.getTime()) / 60_000, 0);

/**
 * The barbers who could take a visit at `time` on `date`, best first: active, performing each of its
 * services, not absent, inside their hours (unless `anyHours`: the salon books by phone whatever the
 * hours) and free for the whole duration and the buffer after it (no booking of theirs, with its own
 * buffer, no block of theirs or of the salon). 'Sans
 * préférence' takes the first: the fewest booked minutes that day, then the one listed first
 * (`barbers` is in the team's order). By phone, those inside their hours come before the others.
 */
export function candidateBarbers(input: {
  date: string;
  time: string;
  serviceIds: ReadonlyArray<string>;
  durationMinutes: number;
  bufferMinutes?: number;
  schedule: Schedule;
  barbers: ReadonlyArray<Barber>;
  /** The day's confirmed bookings (their barber set). */
  bookings: ReadonlyArray<TakenTime>;
  /** The day's blocked times. */
  blocks: ReadonlyArray<TakenTime>;
  anyHours?: boolean;
}): Barber[] {
  const span = blockedSpan(input.date, input.time, input.durationMinutes, input.bufferMinutes ?? 0);
  const ranked = input.barbers
    .map((barber, order) => ({ barber, order, inHours: withinHours(barberHoursOn(input.schedule, barber, input.date), input.time, input.durationMinutes) }))
    .filter(({ barber, inHours }) => barber.active && performsAll(barber, input.serviceIds) && !isAbsent(barber, input.date) && (inHours || input.anyHours))
    .filter(
      ({ barber }) => !takenFor(input.bookings, barber.id).some((t) => overlaps(t, span)) && !takenFor(input.blocks, barber.id).some((t) => overlaps(t, span)),
    )
    .map((c) => ({ ...c, minutes: bookedMinutes(input.bookings, c.barber.id) }));
  ranked.sort((a, b) => Number(b.inHours) - Number(a.inHours) || a.minutes - b.minutes || a.order - b.order);
  return ranked.map((c) => c.barber);
}
