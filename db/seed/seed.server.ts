import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../client.server";
import { barbers, barberSkippedServices, barberWeeklyHours, products, serviceCategories, serviceCategoryRows, services } from "../schema";
import { productImages, seedProducts } from "./products";
import { seedServices } from "./services";
import { seedTeamMembers } from "./team";

/**
 * Inserts the demo catalogue; rows already present (same slug) are left as the owner edited them.
 * With `team` (a demonstration site), a new catalogue comes with a demo team too; a real salon keeps
 * the one barber the migrations made, to rename, and adds its own.
 */
export async function seedDatabase(db: Db, options: { team: boolean } = { team: true }) {
  // The categories first (a service names its category); ones already there keep their order.
  await db
    .insert(serviceCategoryRows)
    .values(serviceCategories.map((name, position) => ({ name, position })))
    .onConflictDoNothing({ target: serviceCategoryRows.name });
  const serviceRows = seedServices.map((s, i) => ({
    ...s,
    position: serviceCategories.indexOf(s.category) * 100 + i,
  }));
  const insertedServices = await db.insert(services).values(serviceRows).onConflictDoNothing({ target: services.slug }).returning({ id: services.id });

  // created_at is spaced so that "newest first" lists keep a stable, meaningful order.
  const base = Date.UTC(2026, 0, 1);
  const productRows = seedProducts.map((p, i) => ({
    ...p,
    ...productImages(p.slug),
    createdAt: new Date(base - i * 60_000),
  }));
  const insertedProducts = await db.insert(products).values(productRows).onConflictDoNothing({ target: products.slug }).returning({ id: products.id });

  // A new demonstration salon's catalogue comes with its demo team.
  const barbersSeeded = options.team && insertedServices.length === serviceRows.length ? await seedTeam(db) : 0;
  return { services: insertedServices.length, products: insertedProducts.length, barbers: barbersSeeded };
}

/**
 * Three barbers, each with a day off of their own, so that every day the salon opens at least two
 * of them take the services all three perform; the apprentice does no shave and no colouring yet.
 * The salon's first barber (made by the migrations) becomes the first of them.
 */
async function seedTeam(db: Db): Promise<number> {
  const existing = await db.select({ id: barbers.id }).from(barbers).orderBy(asc(barbers.position), asc(barbers.createdAt));
  if (existing.length !== 1) return 0;
  const [first] = await db.update(barbers).set(seedTeamMembers[0]!.barber).where(eq(barbers.id, existing[0]!.id)).returning({ id: barbers.id });
  const others = await db
    .insert(barbers)
    .values(seedTeamMembers.slice(1).map((m) => m.barber))
    .returning({ id: barbers.id });
  const ids = [first!.id, ...others.map((b) => b.id)];
  await db.insert(barberWeeklyHours).values(seedTeamMembers.map((m, i) => ({ barberId: ids[i]!, weekday: m.dayOff, blocks: [] })));
  const skipped = seedTeamMembers.flatMap((m, i) => m.skips.map((slug) => ({ barberId: ids[i]!, slug })));
  if (skipped.length > 0) {
    const rows = await db
      .select({ id: services.id, slug: services.slug })
      .from(services)
      .where(
        inArray(
          services.slug,
          skipped.map((s) => s.slug),
        ),
      );
    await db.insert(barberSkippedServices).values(skipped.map((s) => ({ barberId: s.barberId, serviceId: rows.find((r) => r.slug === s.slug)!.id })));
  }
  return ids.length;
}
