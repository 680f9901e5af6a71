import { and, asc, eq, ilike, sql, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "~db/client.server";
import { products, type ProductCategory } from "~db/schema";

import type { ProductCard } from "./types";

const cardColumns = {
  id: products.id,
  name: products.name,
  category: products.category,
  priceCents: products.priceCents,
  referencePriceCents: products.referencePriceCents,
  imageUrl: products.imageUrl,
  stock: products.stock,
  isBestseller: products.isBestseller,
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Shop list: optional category and search term; kits last, then newest first. */
export async function listProducts(filter: { category?: ProductCategory; search?: string }, db: DbOrTx = getDb()): Promise<ProductCard[]> {
  const where: SQL[] = [];
  if (filter.category) where.push(eq(products.category, filter.category));
  const term = filter.search?.trim();
  if (term) where.push(ilike(products.name, `%${escapeLike(term)}%`));
  return db
    .select(cardColumns)
    .from(products)
    .where(where.length ? and(...where) : undefined)
    .orderBy(sql`${products.category} like 'kits-%'`, sql`${products.createdAt} desc`, asc(products.name));
}

export async function getProduct(id: string, db: DbOrTx = getDb()) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row ?? null;
}

/** Every product page, for the sitemap. */
export function listProductPages(db: DbOrTx = getDb()): Promise<Array<{ id: string; updatedAt: Date }>> {
  return db.select({ id: products.id, updatedAt: products.updatedAt }).from(products).orderBy(asc(products.createdAt));
}
