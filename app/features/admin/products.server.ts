import { asc, eq, like, or } from "drizzle-orm";
import type { ProductCategory } from "~/features/catalog/categories";
import { invalidateCatalogue } from "~/features/catalog/products.server";
import { invalidateProductReviews } from "~/features/catalog/reviews/reviews.server";
import { errorFields, log } from "~/lib/log.server";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx, type Tx } from "~db/client.server";
import { products } from "~db/schema";
import { inTransaction } from "~db/transactions";
import {
  imageTooLarge,
  lockProductImages,
  prepareProductImage,
  releaseProductImages,
  storePreparedImages,
  thumbnailOf,
  type PreparedImage,
} from "./product-images.server";
import { adminProductMessages as m, PRODUCT_MAX_IMAGES, type AdminProductCode } from "./product-messages";
import type { ProductSaveInput } from "./product-schema";

export type AdminProductImage = { url: string; thumbUrl: string };

export type AdminProduct = {
  id: string;
  name: string;
  description: string;
  usage: string;
  testedAndApproved: string;
  ingredients: string;
  kitContents: string[];
  priceCents: number;
  category: ProductCategory;
  stock: number;
  /** In order: the first is the main image. */
  images: AdminProductImage[];
};

/** The product's images, the main one first, each once (seeded rows list the main one in both). */
const imagesOf = (row: { imageUrl: string; imageUrls: string[] }) => [...new Set([row.imageUrl, ...row.imageUrls].filter(Boolean))];

/** Every product for the admin grid, by category (spec) then name. */
export async function listAdminProducts(db: DbOrTx = getDb()): Promise<AdminProduct[]> {
  const rows = await db.select().from(products).orderBy(asc(products.category), asc(products.name), asc(products.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    usage: row.usage,
    testedAndApproved: row.testedAndApproved,
    ingredients: row.ingredients,
    kitContents: row.kitContents,
    priceCents: row.priceCents,
    category: row.category,
    stock: row.stock,
    images: imagesOf(row).map((url) => ({ url, thumbUrl: thumbnailOf(url) })),
  }));
}

/** An image of the form, in order: the URL of one the product already has, or a new upload. */
export type ImageEntry = string | File;

/** The form's `images` entries, in the order the admin put them (an empty file input is no image). */
export function imageEntriesOf(form: FormData | null): ImageEntry[] {
  return (form?.getAll("images") ?? []).filter((entry) => typeof entry === "string" || entry.size > 0 || entry.name !== "");
}

type CheckedImages = { urls: string[]; prepared: PreparedImage[] };

async function checkImages(entries: ImageEntry[], current: string[]): Promise<Result<CheckedImages, AdminProductCode>> {
  if (entries.length === 0) return fail("IMAGE_MISSING", m.IMAGE_MISSING, 400, "images");
  if (entries.length > PRODUCT_MAX_IMAGES) return fail("TOO_MANY_IMAGES", m.TOO_MANY_IMAGES, 400, "images");
  // Only the product's own images may be kept: no address from elsewhere reaches the shop.
  if (entries.some((e) => typeof e === "string" && !current.includes(e))) return fail("IMAGE_UNKNOWN", m.saveFailed, 400, "images");
  if (entries.some((e) => typeof e !== "string" && imageTooLarge(e))) return fail("IMAGE_TOO_LARGE", m.IMAGE_TOO_LARGE, 413, "images");
  const urls: string[] = [];
  const prepared: PreparedImage[] = [];
  // One at a time: decoding photos is the heaviest work of the site.
  for (const entry of entries) {
    if (typeof entry === "string") {
      urls.push(entry);
      continue;
    }
    const image = await prepareProductImage(entry);
    if (!image.ok) return image;
    urls.push(image.url);
    prepared.push(image);
  }
  return { ok: true, urls: [...new Set(urls)], prepared };
}

/** 'Pâte Coiffante' → 'pate-coiffante'. */
export function slugOf(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 60)
    .replace(/^-+|-+$/g, "");
  return slug || "produit";
}

/** The slug, or the slug with the first free suffix ('-2', '-3'...). */
async function freeSlug(tx: Tx, base: string): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ slug: products.slug })
        .from(products)
        .where(or(eq(products.slug, base), like(products.slug, `${base}-%`)))
    ).map((r) => r.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/**
 * Creates the product (no `id`) or updates it: images checked and resized first, then written with
 * the row in one transaction; images the product no longer has are removed afterwards, unless
 * another product or an order still shows them.
 */
export async function saveProduct(input: ProductSaveInput, entries: ImageEntry[], db: DbOrTx = getDb()): Promise<Result<{ id: string }, AdminProductCode>> {
  const { intent: _intent, id, price, ...fields } = input;
  let current: string[] = [];
  if (id) {
    const [row] = await db.select({ imageUrl: products.imageUrl, imageUrls: products.imageUrls }).from(products).where(eq(products.id, id));
    if (!row) return fail("NOT_FOUND", m.saveFailed, 404);
    current = imagesOf(row);
  }
  const checked = await checkImages(entries, current);
  if (!checked.ok) return checked;
  const { urls, prepared } = checked;
  const values = { ...fields, priceCents: price, imageUrl: urls[0]!, imageUrls: urls, updatedAt: new Date() };

  let savedId: string | undefined;
  try {
    savedId = await inTransaction(db, async (tx) => {
      await lockProductImages(tx);
      await storePreparedImages(prepared);
      if (id) {
        const [row] = await tx.update(products).set(values).where(eq(products.id, id)).returning({ id: products.id });
        return row?.id;
      }
      const [row] = await tx
        .insert(products)
        .values({ ...values, slug: await freeSlug(tx, slugOf(fields.name)) })
        .returning({ id: products.id });
      return row!.id;
    });
  } finally {
    if (!savedId)
      await releaseProductImages(
        prepared.map((image) => image.url),
        db,
      );
  }
  if (!savedId) return fail("NOT_FOUND", m.saveFailed, 404);
  invalidateCatalogue();
  await releaseProductImages(
    current.filter((url) => !urls.includes(url)),
    db,
  );
  return succeed({ id: savedId }, id ? m.updated : m.created);
}

/**
 * Deletes the product: its reviews go with it (cascade), orders keep their copy of its name,
 * category and image (the line's product becomes empty), and its image files go unless kept.
 */
export async function deleteProduct(id: string, db: DbOrTx = getDb()): Promise<Result<object, AdminProductCode | "UNKNOWN">> {
  try {
    const [row] = await db.delete(products).where(eq(products.id, id)).returning({ imageUrl: products.imageUrl, imageUrls: products.imageUrls });
    if (!row) return fail("NOT_FOUND", m.deleteFailed, 404);
    // Its reviews went with it (cascade).
    invalidateCatalogue();
    invalidateProductReviews();
    await releaseProductImages(imagesOf(row), db);
    return succeed({}, m.deleted);
  } catch (error) {
    log("error", "product deletion failed", errorFields(error));
    return fail("UNKNOWN", m.deleteFailed, 500);
  }
}
