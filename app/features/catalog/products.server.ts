import { and, asc, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import { getDb, type DbOrTx } from "~db/client.server";
import { products, type ProductCategory } from "~db/schema";

import type { CatalogEntry, ProductCard } from "./types";

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
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row ?? null;
}

/** Today's name, image, price and stock of some products, by id (unknown ids are left out). */
export async function getCatalogEntries(ids: readonly string[], db: DbOrTx = getDb()): Promise<Map<string, CatalogEntry>> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name, imageUrl: products.imageUrl, priceCents: products.priceCents, stock: products.stock })
    .from(products)
    .where(inArray(products.id, valid));
  return new Map(rows.map(({ id, ...entry }) => [id, entry]));
}

/** Every product page, for the sitemap. */
export function listProductPages(db: DbOrTx = getDb()): Promise<Array<{ id: string; updatedAt: Date }>> {
  return db.select({ id: products.id, updatedAt: products.updatedAt }).from(products).orderBy(asc(products.createdAt));
}
