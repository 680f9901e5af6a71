import { asc, inArray } from "drizzle-orm";
import { thumbnailOf } from "~/features/admin/product-images.server";
import { isUuid } from "~/lib/ids";
import { memo } from "~/lib/memo.server";
import { getDatabase, getDb, type DbOrTx } from "~db/client.server";
import { products, type ProductCategory } from "~db/schema";
import { comparatorOf, matchesSearch, type Sortable, type SortOrder } from "./listing";
import type { CatalogEntry } from "~/features/cart/reconcile";
import type { ProductCard, ProductDetail } from "./types";

type ProductRow = typeof products.$inferSelect;

/** A product as the public pages use it: its card, what the shop sorts on, and its page. */
type CatalogueEntry = { card: ProductCard; sortable: Sortable; detail: ProductDetail };

function toEntry(row: ProductRow): CatalogueEntry {
  const { id, slug, name, category, priceCents, referencePriceCents, imageUrl, stock, isBestseller, description } = row;
  const card: ProductCard = { id, name, category, priceCents, referencePriceCents, imageUrl, stock, isBestseller };
  const images = [...new Set([imageUrl, ...row.imageUrls].filter(Boolean))];
  return {
    card,
    sortable: { slug, name, category, priceCents, createdAt: row.createdAt.toISOString() },
    detail: {
      ...card,
      description,
      images,
      thumbnails: images.map(thumbnailOf),
      usage: row.usage,
      testedAndApproved: row.testedAndApproved,
      ingredients: row.ingredients,
      kitContents: row.kitContents,
      activeIngredients: row.activeIngredients,
    },
  };
}

async function readCatalogue(db: DbOrTx): Promise<Map<string, CatalogueEntry>> {
  const rows = await db.select().from(products).orderBy(asc(products.createdAt), asc(products.id));
  return new Map(rows.map((row) => [row.id, toEntry(row)]));
}

/**
 * The whole catalogue (a salon sells a few dozen products), read in one query and shared by the
 * shop, its categories and searches, the product pages and their 'Vous aimerez aussi'. Stock is
 * in it: placing or cancelling an order and the admin's changes call `invalidateCatalogue()`
 * once committed; another instance's writes show within PUBLIC_DATA_TTL_MS. What is paid is
 * never read from here: the cart and the checkout read prices and stock afresh
 * (`getCatalogEntries`), and taking stock is checked by the order's own transaction.
 */
const catalogue = memo(() => readCatalogue(getDb()), { scope: getDatabase });

/** To call once a write that changes products (stock included) has committed. */
export function invalidateCatalogue() {
  catalogue.invalidate();
}

/** From memory, or from `db` when given (a transaction sees its own writes). */
const catalogueOf = (db?: DbOrTx) => (db ? readCatalogue(db) : catalogue.get());

/**
 * The shop list: a category (or all), an optional search (normalised, see `normaliseSearch`) and a
 * sort order. A salon's catalogue is a few dozen products: the search and the sort run here, on
 * the products of the category, with the same rules the unit tests pin down.
 */
export async function listProducts(filter: { category?: ProductCategory; search?: string | null; sort?: SortOrder }, db?: DbOrTx): Promise<ProductCard[]> {
  const entries = [...(await catalogueOf(db)).values()];
  const { category, search } = filter;
  const found = entries.filter((entry) => (!category || entry.card.category === category) && (!search || matchesSearch(entry.card, search)));
  const compare = comparatorOf(filter.sort ?? "default");
  return found.sort((a, b) => compare(a.sortable, b.sortable)).map((entry) => entry.card);
}

/** The product page's data, or null for an unknown or malformed id. */
export async function getProduct(id: string, db?: DbOrTx): Promise<ProductDetail | null> {
  if (!isUuid(id)) return null;
  return (await catalogueOf(db)).get(id)?.detail ?? null;
}

/** 'Vous aimerez aussi': other products picked at random (spec), those in stock first. */
export async function listRelatedProducts(productId: string, count = 4, db?: DbOrTx): Promise<ProductCard[]> {
  const others = [...(await catalogueOf(db)).values()].filter((entry) => entry.card.id !== productId).map((entry) => entry.card);
  // A fresh random order for each page, in stock first.
  const shuffled = others
    .map((card) => ({ card, order: Math.random() }))
    .sort((a, b) => Number(b.card.stock > 0) - Number(a.card.stock > 0) || a.order - b.order);
  return shuffled.slice(0, count).map(({ card }) => card);
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
