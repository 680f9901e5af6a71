import { and, asc, count, eq, gte, sql } from "drizzle-orm";
import { parisWallClock } from "~/lib/paris-time";
import { getDb, type DbOrTx } from "~db/client.server";
import { barbers, bookings, orders, serviceReviews, waitlistEntries } from "~db/schema";
import type { TodayView } from "./types";

/**
 * Today, in Paris: each active barber's confirmed appointments and the next one still to come,
 * orders to prepare, reviews to moderate and people waiting on the waiting list for today or later.
 */
export async function todayView(now: Date = new Date(), db: DbOrTx = getDb()): Promise<TodayView> {
  const date = parisWallClock(now).date;
  const [team, day, [toShip], [pending], [waits]] = await Promise.all([
    db.select({ id: barbers.id, name: barbers.name }).from(barbers).where(eq(barbers.active, true)).orderBy(asc(barbers.position), asc(barbers.createdAt)),
    db
      .select({
        barberId: bookings.barberId,
        time: bookings.timeSlot,
        title: bookings.title,
        customerName: bookings.customerName,
        toCome: sql<boolean>`lower(${bookings.during}) > ${now.toISOString()}::timestamptz`,
      })
      .from(bookings)
      .where(and(eq(bookings.date, date), eq(bookings.status, "confirmed")))
      .orderBy(asc(bookings.during)),
    db.select({ n: count() }).from(orders).where(eq(orders.status, "to_ship")),
    db.select({ n: count() }).from(serviceReviews).where(eq(serviceReviews.status, "pending")),
    db.select({ n: count() }).from(waitlistEntries).where(gte(waitlistEntries.date, date)),
  ]);
  return {
    date,
    barbers: team.map((barber) => {
      const theirs = day.filter((b) => b.barberId === barber.id);
      const next = theirs.find((b) => b.toCome);
      return {
        barberId: barber.id,
        name: barber.name,
        appointments: theirs.length,
        next: next ? { time: next.time, title: next.title, customerName: next.customerName } : null,
      };
    }),
    // Orders to ship or to hand over in the shop.
    ordersToPrepare: toShip?.n ?? 0,
    reviewsToModerate: pending?.n ?? 0,
    waitlistWaits: waits?.n ?? 0,
  };
}
