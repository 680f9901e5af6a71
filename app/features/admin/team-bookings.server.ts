// The confirmed bookings to come that a barber's time no longer holds: to give to another barber
// or to cancel, as the 'Horaires' screen lists those its closures leave out.
import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { takenTimes } from "~/features/booking/availability.server";
import { getSchedule } from "~/features/booking/schedule.server";
import { barberHoursOn, candidateBarbers, isAbsent, withinHours } from "~/features/booking/team";
import type { TeamMember } from "~/features/booking/team.server";
import { formatLongDate } from "~/lib/dates";
import { isoWeekday } from "~/lib/paris-time";
import type { DbOrTx } from "~db/client.server";
import { barbers, bookings, customers } from "~db/schema";
import type { outsideReasons } from "./team-messages";

export type OutsideReason = keyof typeof outsideReasons;

export type ListedBooking = {
  id: string;
  date: string;
  timeSlot: string;
  durationMinutes: number;
  serviceIds: string[];
  bufferMinutes: number;
  serviceTitle: string;
  customerName: string;
  customerEmail: string | null;
  barberId: string;
  barberName: string;
  reason: OutsideReason;
  /** Arrhes paid: refunded, and owed once more, if the salon cancels (art. L214-1). */
  depositCents: number | null;
};

/**
 * Why a booking is outside its barber's time: the barber is inactive, absent that day, or has
 * hours of their own that day which do not hold it. The salon's own hours and closures are the
 * 'Horaires' screen's concern, and list there.
 */
export function reasonOutside(barber: TeamMember | undefined, b: { date: string; timeSlot: string; durationMinutes: number }): OutsideReason | null {
  if (!barber || !barber.active) return "inactive";
  if (isAbsent(barber, b.date)) return "absent";
  const own = barber.weekly[isoWeekday(b.date)];
  if (own && !withinHours(own, b.timeSlot, b.durationMinutes)) return "hours";
  return null;
}

/**
 * Confirmed bookings not begun at `now`, from `from` (to `to`), of these barbers (all without),
 * that `team` leaves outside their barber's time.
 */
export async function bookingsOutsideTeam(
  team: TeamMember[],
  range: { now: Date; from: string; to?: string; barberIds?: string[] },
  db: DbOrTx,
): Promise<ListedBooking[]> {
  const rows = await db
    .select({
      id: bookings.id,
      date: bookings.date,
      timeSlot: bookings.timeSlot,
      durationMinutes: bookings.durationMinutes,
      serviceIds: sql<
        string[]
      >`(select coalesce(json_agg(l.service_id order by l.position), '[]'::json) from booking_services l where l.booking_id = "bookings"."id")`,
      bufferMinutes: bookings.bufferMinutes,
      serviceTitle: bookings.title,
      customerName: bookings.customerName,
      customerEmail: customers.email,
      barberId: bookings.barberId,
      barberName: barbers.name,
      depositCents: sql<
        number | null
      >`(select d.amount_cents from booking_deposits d where d.booking_id = "bookings"."id" and d.status = 'paid' and d.refund_due_at is null)`,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(barbers, eq(barbers.id, bookings.barberId))
    .where(
      and(
        eq(bookings.status, "confirmed"),
        sql`upper(${bookings.during}) > ${range.now.toISOString()}::timestamptz`,
        gte(bookings.date, range.from),
        range.to ? lte(bookings.date, range.to) : undefined,
        range.barberIds ? inArray(bookings.barberId, range.barberIds) : undefined,
      ),
    )
    .orderBy(asc(bookings.date), asc(bookings.timeSlot), asc(barbers.position));
  const byId = new Map(team.map((b) => [b.id, b]));
  return rows.flatMap((row) => {
    const reason = reasonOutside(byId.get(row.barberId), row);
    return reason ? [{ ...row, reason }] : [];
  });
}

/**
 * The listed bookings as the screen shows them, each with the barbers who could take it at the
 * same time, by the rule of a phone booking 'Sans préférence' (the move that gives it accepts the
 * same): active, performing the service, working that day, free then; those whose hours hold it
 * first.
 */
export async function withAlternatives(listed: ListedBooking[], team: TeamMember[], db: DbOrTx) {
  const schedule = await getSchedule(db);
  const dates = [...new Set(listed.map((b) => b.date))];
  // One day after the other: `db` may be a transaction (one query at a time).
  const taken = new Map<string, Awaited<ReturnType<typeof takenTimes>>>();
  for (const date of dates) taken.set(date, await takenTimes(date, db));
  return listed.map(({ durationMinutes, bufferMinutes, serviceIds, ...b }) => {
    const day = taken.get(b.date)!;
    const alternatives = candidateBarbers({
      date: b.date,
      time: b.timeSlot,
      serviceIds,
      durationMinutes,
      bufferMinutes,
      schedule,
      barbers: team.filter((t) => t.id !== b.barberId && barberHoursOn(schedule, t, b.date).length > 0),
      bookings: day.bookings,
      blocks: day.blocks,
      anyHours: true,
    }).map(({ id, name }) => ({ id, name }));
    return { ...b, dateText: formatLongDate(b.date, { year: true }), alternatives };
  });
}
