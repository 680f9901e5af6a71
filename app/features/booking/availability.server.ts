import { and, eq, sql, type AnyColumn } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import { fail, succeed } from "~/lib/result";
import { getDb, type DbOrTx, type Tx } from "~db/client.server";
import { readAll } from "~db/transactions";
import { dayKey, lockNamespaces, lockUntilCommit } from "~db/locks";
import { agendaBlocks, bookings } from "~db/schema";
import { bookingMessages as m, type BookingCode } from "./messages";
import { addDays, isIsoDate, parisInstant } from "~/lib/paris-time";
import { getService } from "./services.server";
import { getSchedule } from "./schedule.server";
import { isInBookingWindow, type Interval } from "./slots";
import { barbersFor, performs, teamSlots, type TakenTime } from "./team";
import { getTeam } from "./team.server";

const refuse = (code: BookingCode, status: number) => fail(code, m[code], status);

/** A span as a `tstzrange` literal for SQL. */
export const rangeOf = (span: Interval) => sql`tstzrange(${span.start.toISOString()}::timestamptz, ${span.end.toISOString()}::timestamptz, '[)')`;

/**
 * The confirmed appointments and the blocked times (a break, a personal appointment; of one barber
 * or of the whole salon) that touch a Paris calendar day, with their barber. `except`: a booking
 * being moved, which does not stand in its own way.
 */
export async function takenTimes(date: string, db: DbOrTx = getDb(), except?: string): Promise<{ bookings: TakenTime[]; blocks: TakenTime[] }> {
  const day = rangeOf({ start: parisInstant(date, "00:00"), end: parisInstant(addDays(date, 1), "00:00") });
  const start = (during: AnyColumn) => sql<number>`extract(epoch from lower(${during}))::float8 * 1000`;
  const end = (during: AnyColumn) => sql<number>`extract(epoch from upper(${during}))::float8 * 1000`;
  const [booked, blocked] = await readAll(
    db,
    () =>
      db
        .select({ start: start(bookings.during), end: end(bookings.during), barberId: bookings.barberId })
        .from(bookings)
        .where(and(eq(bookings.status, "confirmed"), sql`${bookings.during} && ${day}`, except ? sql`${bookings.id} <> ${except}` : undefined)),
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
 * Free starts for a service on a day of the booking window, with one barber or ('Sans préférence',
 * no `barberId`) any, and the active barbers who perform the service and work that day.
 */
export async function availableSlots(serviceId: string, date: string, now = new Date(), db: DbOrTx = getDb(), barberId: string | null = null) {
  if (!isIsoDate(date) || !isInBookingWindow(date, now)) return refuse("OUTSIDE_WINDOW", 400);
  const service = isUuid(serviceId) ? await getService(serviceId, db) : null;
  if (!service) return refuse("INVALID_SERVICE", 404);
  const [schedule, team, taken] = await Promise.all([getSchedule(), getTeam(), takenTimes(date, db)]);
  if (barberId && !team.some((b) => b.id === barberId && b.active && performs(b, service.id))) return refuse("INVALID_BARBER", 400);
  const slots = teamSlots({
    date,
    now,
    serviceId: service.id,
    durationMinutes: service.durationMinutes,
    schedule,
    barbers: team,
    taken: [...taken.bookings, ...taken.blocks],
    barberId,
  });
  const working = barbersFor({ schedule, barbers: team, serviceId: service.id, date }).map((b) => ({ id: b.id, name: b.name }));
  return succeed({ slots, barbers: working });
}

/** Days whose locks a write takes, in one order for every writer: two writers never wait on each other in a circle. */
export async function lockDays(tx: Tx, dates: string[]) {
  for (const date of [...new Set(dates)].sort()) await lockUntilCommit(tx, lockNamespaces.bookingDay, dayKey(date));
}
