import path from "node:path";
import { eq } from "drizzle-orm";
import { appointmentSpan } from "~/features/booking/slots";
import { openDatabase, type Db } from "~db/client.server";
import { barbers, bookings, customers, serviceReviews, services } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";

export type PastVisit = {
  name: string;
  email: string;
  timeSlot: string;
  /** The review the client sent from the link the day after, as the link stores it. */
  review?: { name: string; comment: string; status: "approved" | "pending" };
};

/**
 * A new site's database (migrated, the demo team), written before the site starts: 'Coupe +
 * shampoing' visits with Karim on `date` (Paris), booked a week before, and their reviews if given.
 * `more` writes what else a journey needs in the same database.
 */
export async function siteWithPastVisits(dataDir: string, date: string, visits: PastVisit[], more?: (db: Db) => Promise<void>) {
  const database = openDatabase({ dataDir, migrationsFolder: path.join(process.cwd(), "db", "migrations") });
  try {
    await database.migrate();
    await seedDatabase(database.db, { team: true });
    const db = database.db;
    const [service] = await db.select().from(services).where(eq(services.slug, "coupe-shampoing"));
    const [karim] = await db.select().from(barbers).where(eq(barbers.name, "Karim"));
    for (const visit of visits) {
      const [client] = await db.insert(customers).values({ name: visit.name, email: visit.email, phone: "06 12 34 56 78" }).returning();
      const span = appointmentSpan(date, visit.timeSlot, service!.durationMinutes);
      const [booking] = await db
        .insert(bookings)
        .values({
          serviceId: service!.id,
          customerId: client!.id,
          barberId: karim!.id,
          customerName: visit.name,
          customerPhone: "06 12 34 56 78",
          date,
          timeSlot: visit.timeSlot,
          durationMinutes: service!.durationMinutes,
          priceCents: service!.priceCents,
          during: `[${span.start.toISOString()},${span.end.toISOString()})`,
          blocked: `[${span.start.toISOString()},${span.end.toISOString()})`,
          title: service!.title,
          createdAt: new Date(span.start.getTime() - 7 * 86_400_000),
        })
        .returning();
      if (!visit.review) continue;
      const writtenAt = new Date(span.start.getTime() + 86_400_000);
      await db.insert(serviceReviews).values({
        serviceId: service!.id,
        barberId: karim!.id,
        bookingId: booking!.id,
        customerName: visit.review.name,
        rating: 5,
        comment: visit.review.comment,
        status: visit.review.status,
        createdAt: writtenAt,
        moderatedAt: visit.review.status === "approved" ? writtenAt : null,
      });
    }
    await more?.(db);
  } finally {
    await database.close();
  }
}
