import { asc, eq, inArray, ne, sql } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import { getDb, type DbOrTx } from "~db/client.server";
import { products, type ProductCategory } from "~db/schema";
import { comparatorOf, matchesSearch, type SortOrder } from "./listing";
import type { CatalogEntry } from "~/features/cart/reconcile";
import type { ProductCard, ProductDetail } from "./types";

const cardColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  category: products.category,
  priceCents: products.priceCents,
  referencePriceCents: products.referencePriceCents,
  imageUrl: products.imageUrl,
  stock: products.stock,
  isBestseller: products.isBestseller,
  createdAt: products.createdAt,
};

const toCard = ({ slug: _slug, createdAt: _createdAt, ...card }: ProductCard & { slug: string; createdAt: Date }): ProductCard => card;

/**
 * The shop list: a category (or all), an optional search (normalised, see `normaliseSearch`) and a
 * sort order. A salon's catalogue is a few dozen products: the search and the sort run here, on
 * the rows of the category, with the same rules the unit tests pin down.
 */
export async function listProducts(
  filter: { category?: ProductCategory; search?: string | null; sort?: SortOrder },
  db: DbOrTx = getDb(),
): Promise<ProductCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(products)
    .where(filter.category ? eq(products.category, filter.category) : undefined);
  const search = filter.search;
  const found = search ? rows.filter((row) => matchesSearch(row, search)) : rows;
  const compare = comparatorOf(filter.sort ?? "default");
  return found
    .map((row) => ({ row, key: { ...row, createdAt: row.createdAt.toISOString() } }))
    .sort((a, b) => compare(a.key, b.key))
    .map(({ row }) => toCard(row));
}

/** The product page's data, or null for an unknown or malformed id. */
export async function getProduct(id: string, db: DbOrTx = getDb()): Promise<ProductDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) return null;
  const { id: productId, name, category, priceCents, referencePriceCents, imageUrl, stock, isBestseller, description } = row;
  const images = [...new Set([imageUrl, ...row.imageUrls].filter(Boolean))];
  return {
    id: productId,
    name,
    category,
    priceCents,
    referencePriceCents,
    imageUrl,
    stock,
    isBestseller,
    description,
    images,
    usage: row.usage,
    testedAndApproved: row.testedAndApproved,
    ingredients: row.ingredients,
    kitContents: row.kitContents,
    activeIngredients: row.activeIngredients,
  };
}

/** 'Vous aimerez aussi': other products picked at random (spec), those in stock first. */
export async function listRelatedProducts(productId: string, count = 4, db: DbOrTx = getDb()): Promise<ProductCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(products)
    .where(ne(products.id, productId))
    .orderBy(sql`${products.stock} > 0 desc`, sql`random()`)
    .limit(count);
  return rows.map(toCard);
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
