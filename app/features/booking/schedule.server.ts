import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import { formatLongDate } from "~/lib/dates";
import { memo } from "~/lib/memo.server";
import type { SalonHours } from "~/lib/opening-hours";
import { addDays, minutesOf, parisWallClock } from "~/lib/paris-time";
import { openingHours as seedWeeklyHours } from "~/lib/salon";
import { getDatabase, getDb, type DbOrTx } from "~db/client.server";
import { readAll } from "~db/transactions";
import { bookings, customers, scheduleExceptions, weeklyHours, type OpeningBlocksJson } from "~db/schema";
import { hoursOn, type OpeningBlock, type Schedule, type ScheduleException, type WeeklyHours } from "./schedule";
import { occupiedMinutes } from "./slots";

type StoredException = ScheduleException & { id: string };
export type StoredSchedule = { weekly: WeeklyHours; exceptions: StoredException[] };

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const toBlocks = (json: OpeningBlocksJson): OpeningBlock[] => json.map(([open, close]) => [open, close] as const);

/** The week as stored; a weekday without a row (a database older than its seed) keeps the salon's hours. */
export async function readSchedule(db: DbOrTx, today: string): Promise<StoredSchedule> {
  const [weekRows, exceptionRows] = await readAll(
    db,
    () => db.select({ weekday: weeklyHours.weekday, blocks: weeklyHours.blocks }).from(weeklyHours),
    () =>
      db
        .select({
          id: scheduleExceptions.id,
          from: scheduleExceptions.from,
          to: scheduleExceptions.to,
          blocks: scheduleExceptions.blocks,
          label: scheduleExceptions.label,
        })
        .from(scheduleExceptions)
        .where(gte(scheduleExceptions.to, today))
        .orderBy(asc(scheduleExceptions.from), asc(scheduleExceptions.createdAt)),
  );
  const weekly = { ...seedWeeklyHours } as WeeklyHours;
  for (const row of weekRows) if (WEEKDAYS.includes(row.weekday as 1)) weekly[row.weekday as keyof WeeklyHours] = toBlocks(row.blocks);
  return { weekly, exceptions: exceptionRows.map((r) => ({ id: r.id, from: r.from, to: r.to, hours: toBlocks(r.blocks), label: r.label })) };
}

// What is current and to come: exceptions over before yesterday no longer change anything.
const cached = memo(() => readSchedule(getDb(), addDays(parisWallClock(new Date()).date, -1)), { scope: getDatabase });

/**
 * The salon's hours (the week and the days that differ, from yesterday on): from memory, or from
 * `db` when given (inside a booking's transaction). Saved changes show at once; another instance's
 * within PUBLIC_DATA_TTL_MS.
 */
export function getSchedule(db?: DbOrTx): Promise<StoredSchedule> {
  return db ? readSchedule(db, addDays(parisWallClock(new Date()).date, -1)) : cached.get();
}

/** Forgets the hours kept in memory (and the pages built from them): after a change is committed. */
export function invalidateSchedule() {
  cached.invalidate();
}

/** How far ahead pages announce a closure or other hours. */
const ANNOUNCED_DAYS = 60;

// Every page shows the hours (the root loader): worked out once per schedule read and per day.
const shown = new WeakMap<StoredSchedule, { today: string; hours: SalonHours }>();

/** The week and the closures and other hours of the coming weeks, as pages show them. */
export async function salonHoursToShow(now = new Date()): Promise<SalonHours> {
  const schedule = await getSchedule();
  const today = parisWallClock(now).date;
  const known = shown.get(schedule);
  if (known?.today === today) return known.hours;
  const hours = hoursToShow(schedule, today);
  shown.set(schedule, { today, hours });
  return hours;
}

function hoursToShow(schedule: StoredSchedule, today: string): SalonHours {
  const horizon = addDays(today, ANNOUNCED_DAYS);
  return {
    weekly: schedule.weekly,
    upcoming: schedule.exceptions
      .filter((e) => e.to >= today && e.from <= horizon)
      .map(({ from, to, hours, label }) => ({
        from,
        to,
        hours,
        label,
        period:
          from === to ? `le ${formatLongDate(from, { year: false })}` : `du ${formatLongDate(from, { year: false })} au ${formatLongDate(to, { year: false })}`,
      })),
  };
}

/** Days of `dates` on which the salon opens. */
export function openDates(schedule: Schedule, dates: string[]): string[] {
  return dates.filter((date) => hoursOn(schedule, date).length > 0);
}

export type AffectedBooking = {
  id: string;
  date: string;
  timeSlot: string;
  serviceTitle: string;
  customerName: string;
  customerEmail: string | null;
  /** Arrhes paid: refunded, and owed once more, if the salon cancels (art. L214-1). */
  depositCents: number | null;
};

/**
 * Confirmed bookings from `from` to `to` that the schedule no longer holds: on a closed day, or
 * not inside one of the day's opening blocks.
 */
export async function bookingsOutsideHours(schedule: Schedule, from: string, to: string, db: DbOrTx = getDb()): Promise<AffectedBooking[]> {
  const rows = await db
    .select({
      id: bookings.id,
      date: bookings.date,
      timeSlot: bookings.timeSlot,
      durationMinutes: bookings.durationMinutes,
      serviceTitle: bookings.title,
      customerName: bookings.customerName,
      customerEmail: customers.email,
      depositCents: sql<
        number | null
      >`(select d.amount_cents from booking_deposits d where d.booking_id = "bookings"."id" and d.status = 'paid' and d.refund_due_at is null)`,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .where(and(eq(bookings.status, "confirmed"), gte(bookings.date, from), lte(bookings.date, to)))
    .orderBy(asc(bookings.date), asc(bookings.timeSlot));
  return rows
    .filter((b) => {
      const start = minutesOf(b.timeSlot);
      const end = start + occupiedMinutes(b.durationMinutes);
      return !hoursOn(schedule, b.date).some(([open, close]) => minutesOf(open) <= start && end <= minutesOf(close));
    })
    .map(({ durationMinutes: _, ...b }) => b);
}
