import { and, asc, count, eq, gte, sql } from "drizzle-orm";
import { parisWallClock } from "~/lib/paris-time";
import { getDb, type DbOrTx } from "~db/client.server";
import { barbers, bookings, waitlistEntries } from "~db/schema";
import { readAll } from "~db/transactions";
import { countOrdersToShip, countReviewsToModerate } from "../counts.server";
import type { TodayView } from "./types";

/**
 * Today, in Paris: each active barber's confirmed appointments ('Absent' included) and the next one
 * not begun yet, the orders to prepare (paid, to ship or to hand over), the salon reviews waiting for
 * moderation, and the people on the waiting list for today or a later day.
 */
export async function todayView(now: Date = new Date(), db: DbOrTx = getDb()): Promise<TodayView> {
  const date = parisWallClock(now).date;
  const [team, day, ordersToPrepare, reviewsToModerate, [waits]] = await readAll(
    db,
    () =>
      db.select({ id: barbers.id, name: barbers.name }).from(barbers).where(eq(barbers.active, true)).orderBy(asc(barbers.position), asc(barbers.createdAt)),
    () =>
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
        .orderBy(sql`lower(${bookings.during})`),
    () => countOrdersToShip(db),
    () => countReviewsToModerate(db),
    () => db.select({ n: count() }).from(waitlistEntries).where(gte(waitlistEntries.date, date)),
  );
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
    ordersToPrepare,
    reviewsToModerate,
    waitlistWaits: waits?.n ?? 0,
  };
}
