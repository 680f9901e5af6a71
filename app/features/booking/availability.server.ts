import { and, eq, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx, type Tx } from "~db/client.server";
import { readAll } from "~db/transactions";
import { dayKey, lockNamespaces, lockUntilCommit } from "~db/locks";
import { agendaBlocks, bookingDeposits, bookings } from "~db/schema";
import { bookingMessages as m, type BookingCode } from "./messages";
import { addDays, isIsoDate, parisInstant } from "~/lib/paris-time";
import { listServices, type ServiceView } from "./services.server";
import { fitsInVisit, MAX_VISIT_SERVICES, visitTotals } from "./visit";
import { getSchedule } from "./schedule.server";
import { isInBookingWindow, type Interval } from "./slots";
import { barbersFor, performsAll, teamSlots, type TakenTime } from "./team";
import { getTeam } from "./team.server";

const refuse = (code: BookingCode, status: number) => fail(code, m[code], status);

/** A span as a `tstzrange` literal for SQL. */
export const rangeOf = (span: Interval) => sql`tstzrange(${span.start.toISOString()}::timestamptz, ${span.end.toISOString()}::timestamptz, '[)')`;

/** A booking that takes its barber's time: confirmed, or held for its arrhes until its hold ends. */
export const takingTime = (now: Date) =>
  sql`(${bookings.status} = 'confirmed' or (${bookings.status} = 'pending' and ${bookings.holdUntil} > ${now.toISOString()}::timestamptz))`;

/**
 * The confirmed appointments and the times held for their arrhes (with the buffer after each: the time their barber is taken) and the blocked times (a break, a personal appointment; of one barber
 * or of the whole salon) that touch a Paris calendar day, with their barber. `except`: a booking
 * being moved, which does not stand in its own way.
 */
export async function takenTimes(
  date: string,
  db: DbOrTx = getDb(),
  except?: string,
  now = new Date(),
): Promise<{ bookings: TakenTime[]; blocks: TakenTime[] }> {
  const day = rangeOf({ start: parisInstant(date, "00:00"), end: parisInstant(addDays(date, 1), "00:00") });
  const start = (during: AnyColumn) => sql<number>`extract(epoch from lower(${during}))::float8 * 1000`;
  const end = (during: AnyColumn) => sql<number>`extract(epoch from upper(${during}))::float8 * 1000`;
  const [booked, blocked] = await readAll(
    db,
    () =>
      db
        .select({ start: start(bookings.blocked), end: end(bookings.blocked), barberId: bookings.barberId })
        .from(bookings)
        .where(and(takingTime(now), sql`${bookings.blocked} && ${day}`, except ? sql`${bookings.id} <> ${except}` : undefined)),
    () =>
      db
        .select({ start: start(agendaBlocks.during), end: end(agendaBlocks.during), barberId: agendaBlocks.barberId })
        .from(agendaBlocks)
        .where(sql`${agendaBlocks.during} && ${day}`),
  );
  const times = (rows: Array<{ start: number; end: number; barberId: string | null }>) =>
    rows.map((r) => ({ start: new Date(Number(r.start)), end: new Date(Number(r.end)), barberId: r.barberId }));
  return { bookings: times(booked), blocks: times(blocked) };
}

/**
 * A visit asked for, checked against the list in memory: its services in order, or why not (unknown,
 * retired, not bookable online, asked twice, too many or too long; or no active barber does them all).
 */
export async function onlineVisit(serviceIds: ReadonlyArray<string>): Promise<Result<{ services: ServiceView[] }, BookingCode>> {
  if (serviceIds.length > MAX_VISIT_SERVICES) return refuse("VISIT_TOO_LONG", 400);
  if (serviceIds.length === 0 || !serviceIds.every(isUuid) || new Set(serviceIds).size !== serviceIds.length) return refuse("INVALID_SERVICE", 404);
  const list = await listServices();
  const chosen = serviceIds.map((id) => list.find((s) => s.id === id && s.bookableOnline));
  if (!chosen.every((s) => s !== undefined)) return refuse("INVALID_SERVICE", 404);
  const visit = chosen as ServiceView[];
  if (!fitsInVisit(visit.slice(0, -1), visit.at(-1))) return refuse("VISIT_TOO_LONG", 400);
  return succeed({ services: visit });
}

/**
 * Free starts for a visit (one or several services, done in a row by one barber) on a day of the
 * booking window, with one barber or ('Sans préférence', no `barberId`) any, and the active barbers
 * who perform all of it and work that day.
 */
export async function availableSlots(serviceIds: ReadonlyArray<string>, date: string, now = new Date(), db: DbOrTx = getDb(), barberId: string | null = null) {
  if (!isIsoDate(date) || !isInBookingWindow(date, now)) return refuse("OUTSIDE_WINDOW", 400);
  const visit = await onlineVisit(serviceIds);
  if (!visit.ok) return visit;
  const ids = visit.services.map((s) => s.id);
  const totals = visitTotals(visit.services);
  const [schedule, team, taken] = await Promise.all([getSchedule(), getTeam(), takenTimes(date, db, undefined, now)]);
  if (ids.length > 1 && !team.some((b) => b.active && performsAll(b, ids))) return refuse("SERVICES_APART", 400);
  if (barberId && !team.some((b) => b.id === barberId && b.active && performsAll(b, ids))) return refuse("INVALID_BARBER", 400);
  const slots = teamSlots({
    date,
    now,
    serviceIds: ids,
    durationMinutes: totals.durationMinutes,
    bufferMinutes: totals.bufferMinutes,
    schedule,
    barbers: team,
    taken: [...taken.bookings, ...taken.blocks],
    barberId,
  });
  const working = barbersFor({ schedule, barbers: team, serviceIds: ids, date }).map((b) => ({ id: b.id, name: b.name }));
  return succeed({ slots, barbers: working });
}

/** Days whose locks a write takes, in one order for every writer: two writers never wait on each other in a circle. */
export async function lockDays(tx: Tx, dates: string[]) {
  for (const date of [...new Set(dates)].sort()) await lockUntilCommit(tx, lockNamespaces.bookingDay, dayKey(date));
}

/**
 * Ends the holds run out by `now` (of these days, or all): 'expired', their arrhes unpaid, their
 * time free again, nothing mailed; the per-barber guarantee no longer counts them. Run every
 * minute, and by a write that met one (booking-write.server.ts): the usual write pays nothing for it.
 */
export async function endHolds(db: DbOrTx, now: Date, days?: string[]): Promise<number> {
  return expireHolds(db, and(sql`${bookings.holdUntil} <= ${now.toISOString()}::timestamptz`, days ? inArray(bookings.date, days) : undefined));
}

/** Ends the holds `which` selects (and pending): the bookings 'expired', their arrhes unpaid. */
export async function expireHolds(db: DbOrTx, which: SQL | undefined): Promise<number> {
  const ended = await db
    .update(bookings)
    .set({ status: "expired" })
    .where(and(eq(bookings.status, "pending"), which))
    .returning({ id: bookings.id });
  if (ended.length > 0)
    await db
      .update(bookingDeposits)
      .set({ status: "expired" })
      .where(
        and(
          inArray(
            bookingDeposits.bookingId,
            ended.map((b) => b.id),
          ),
          eq(bookingDeposits.status, "pending"),
        ),
      );
  return ended.length;
}
