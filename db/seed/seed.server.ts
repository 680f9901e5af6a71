import type { Db } from "../client.server";
import { products, serviceCategories, services } from "../schema";
import { productImages, seedProducts } from "./products";
import { seedServices } from "./services";

/** Inserts the demo catalogue; rows already present (same slug) are left as the owner edited them. */
export async function seedDatabase(db: Db) {
  const serviceRows = seedServices.map((s, i) => ({
    ...s,
    position: serviceCategories.indexOf(s.category) * 100 + i,
  }));
  const insertedServices = await db
    .insert(services)
    .values(serviceRows)
    .onConflictDoNothing({ target: services.slug })
    .returning({ id: services.id });

  // created_at is spaced so that "newest first" lists keep a stable, meaningful order.
  const base = Date.UTC(2026, 0, 1);
  const productRows = seedProducts.map((p, i) => ({
    ...p,
    ...productImages(p.slug),
    createdAt: new Date(base - i * 60_000),
  }));
  const insertedProducts = await db
    .insert(products)
    .values(productRows)
    .onConflictDoNothing({ target: products.slug })
    .returning({ id: products.id });

  return { services: insertedServices.length, products: insertedProducts.length };
}
