import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { frenchPublicHolidays, type OpeningBlock, type WeeklyHours } from "~/features/booking/schedule";
import { remindersEnabled, setRemindersEnabled } from "~/features/booking/reminders.server";
import { bookingsOutsideHours, getSchedule, invalidateSchedule } from "~/features/booking/schedule.server";
import { reviewRequestsEnabled, setReviewRequestsEnabled } from "~/features/salon-reviews/review-requests.server";
import { nudgeWaitlist } from "~/features/booking/waitlist.server";
import { formatLongDate } from "~/lib/dates";
import { parisWallClock } from "~/lib/paris-time";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx } from "~db/client.server";
import { bookings, scheduleExceptions, weeklyHours } from "~db/schema";
import { cancelBookingAsAdmin } from "./bookings.server";
import { scheduleMessages as m } from "./schedule-messages";

export type ScheduleCode = "NOT_FOUND" | "PAST" | "NO_HOLIDAY_LEFT" | "NOTHING_TO_CANCEL";

/**
 * What the 'Horaires' screen shows: the week, the exceptions current and to come, and the
 * confirmed bookings they leave outside the hours (to cancel, or to keep by removing the exception).
 */
export async function scheduleForAdmin(now = new Date(), db: DbOrTx = getDb()) {
  const [schedule, reminders, reviewRequests] = await Promise.all([getSchedule(db), remindersEnabled(db), reviewRequestsEnabled(db)]);
  const today = parisWallClock(now).date;
  const lastDay = schedule.exceptions.reduce((last, e) => (e.to > last ? e.to : last), today);
  const outside = await bookingsOutsideHours(schedule, today, lastDay, db);
  // Dates written here, in French: the screen needs no date code of its own.
  const day = (date: string) => formatLongDate(date, { year: true });
  return {
    weekly: schedule.weekly,
    exceptions: schedule.exceptions.map((e) => ({ ...e, period: e.from === e.to ? day(e.from) : `du ${day(e.from)} au ${day(e.to)}` })),
    today,
    reminders,
    reviewRequests,
    outside: outside.map((b) => ({ ...b, dateText: day(b.date) })),
  };
}

/** Switches the e-mail reminders sent the day before an appointment on or off. */
export async function switchReminders(enabled: boolean, db: DbOrTx = getDb()): Promise<Result<object, ScheduleCode>> {
  await setRemindersEnabled(enabled, db);
  return succeed({}, enabled ? m.remindersOn : m.remindersOff);
}

/** Switches the e-mail asking for a review the day after an appointment on or off. */
export async function switchReviewRequests(enabled: boolean, db: DbOrTx = getDb()): Promise<Result<object, ScheduleCode>> {
  await setReviewRequestsEnabled(enabled, db);
  return succeed({}, enabled ? m.reviewRequestsOn : m.reviewRequestsOff);
}

type Blocks = ReadonlyArray<OpeningBlock>;
const json = (blocks: Blocks) => blocks.map(([open, close]) => [open, close] as [string, string]);

/** Saves the usual week (every day at once). */
export async function saveWeeklyHours(week: WeeklyHours, db: DbOrTx = getDb()): Promise<Result<object, ScheduleCode>> {
  const rows = (Object.entries(week) as Array<[string, Blocks]>).map(([weekday, blocks]) => ({
    weekday: Number(weekday),
    blocks: json(blocks),
    updatedAt: new Date(),
  }));
  await db
    .insert(weeklyHours)
    .values(rows)
    .onConflictDoUpdate({ target: weeklyHours.weekday, set: { blocks: sql`excluded.blocks`, updatedAt: sql`excluded.updated_at` } });
  invalidateSchedule();
  nudgeWaitlist();
  return succeed({}, m.weekSaved);
}

/** A closure (no block) or other hours from `from` to `to`; never for days already past. */
export async function addScheduleException(
  input: { from: string; to: string; label: string; hours: Blocks },
  now = new Date(),
  db: DbOrTx = getDb(),
): Promise<Result<object, ScheduleCode>> {
  if (input.to < parisWallClock(now).date) return fail("PAST", m.pastRange, 400, "to");
  await db.insert(scheduleExceptions).values({ from: input.from, to: input.to, label: input.label, blocks: json(input.hours) });
  invalidateSchedule();
  nudgeWaitlist();
  return succeed({}, m.exceptionAdded);
}

export async function deleteScheduleException(id: string, db: DbOrTx = getDb()): Promise<Result<object, ScheduleCode>> {
  const deleted = await db.delete(scheduleExceptions).where(eq(scheduleExceptions.id, id)).returning({ id: scheduleExceptions.id });
  if (deleted.length === 0) return fail("NOT_FOUND", m.notFound, 404);
  invalidateSchedule();
  nudgeWaitlist();
  return succeed({}, m.exceptionDeleted);
}

/** Closes the public holidays of `year` still to come that no exception covers yet. */
export async function addPublicHolidays(year: number, now = new Date(), db: DbOrTx = getDb()): Promise<Result<{ added: number }, ScheduleCode>> {
  const today = parisWallClock(now).date;
  const existing = await db
    .select({ from: scheduleExceptions.from, to: scheduleExceptions.to })
    .from(scheduleExceptions)
    .where(gte(scheduleExceptions.to, today));
  const holidays = frenchPublicHolidays(year).filter((h) => h.date >= today && !existing.some((e) => e.from <= h.date && h.date <= e.to));
  if (holidays.length === 0) return fail("NO_HOLIDAY_LEFT", m.noHolidayLeft, 409);
  await db.insert(scheduleExceptions).values(holidays.map((h) => ({ from: h.date, to: h.date, label: h.name, blocks: [] })));
  invalidateSchedule();
  return succeed({ added: holidays.length }, `${m.holidaysAdded} (${holidays.length})`);
}

/**
 * Cancels bookings the hours no longer hold, each as the bookings screen does (the time is freed,
 * the customer gets one e-mail). Only bookings still outside the hours are cancelled: one the
 * admin has kept by removing the exception meanwhile is left alone.
 */
export async function cancelBookingsOutsideHours(ids: string[], now = new Date(), db: DbOrTx = getDb()): Promise<Result<{ cancelled: number }, ScheduleCode>> {
  const { outside } = await scheduleForAdmin(now, db);
  const wanted = new Set(ids);
  const targets = outside.filter((b) => wanted.has(b.id));
  if (targets.length === 0) return fail("NOTHING_TO_CANCEL", m.nothingToCancel, 409);
  const confirmed = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        inArray(
          bookings.id,
          targets.map((b) => b.id),
        ),
        eq(bookings.status, "confirmed"),
      ),
    );
  let cancelled = 0;
  for (const { id } of confirmed) if ((await cancelBookingAsAdmin(id, now, db)).ok) cancelled++;
  if (cancelled > 0) nudgeWaitlist();
  return succeed({ cancelled }, m.bookingsCancelled);
}
