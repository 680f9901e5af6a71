import { createHash } from "node:crypto";
import { eq, or, sql } from "drizzle-orm";
import sharp from "sharp";
import { errorFields, log } from "~/lib/log.server";
import { fail, type Result } from "~/lib/result";
import {
  deletePartialProductImage,
  deleteProductImage,
  isProductImageName,
  listProductImages,
  pastGrace,
  readProductImage,
  saveProductImage,
} from "~/lib/storage.server";
import { getDb, type DbOrTx, type Tx } from "~db/client.server";
import { lockNamespaces, lockUntilCommit } from "~db/locks";
import { barbers, newsletterCampaigns, orderItems, products } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { adminProductMessages as m, PRODUCT_IMAGE_MAX_BYTES } from "./product-messages";

/** The web sizes: a main image (product page, shop card) and a thumbnail, never upscaled. */
const MAIN_BOX = { width: 1200, height: 1600 };
const THUMB_BOX = { width: 480, height: 640 };
/** Larger pictures than any camera takes are refused before being decoded (decompression bombs). */
const MAX_INPUT_PIXELS = 50_000_000;

const MEDIA_URL = /^\/media\/products\/([0-9a-f]{16})-([1-9]\d{0,4})x([1-9]\d{0,4})\.webp$/;

export type PreparedImage = { url: string; files: Array<{ name: string; content: Buffer }> };
type Size = { width: number; height: number };

function fitInside(size: Size, box: Size): Size {
  const scale = Math.min(1, box.width / size.width, box.height / size.height);
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

const fileName = (hash: string, size: Size) => `${hash}-${size.width}x${size.height}.webp`;

/** The stored files of an uploaded image's URL (its main size and its thumbnail); none for others. */
function variantNames(url: string): string[] {
  const match = MEDIA_URL.exec(url);
  if (!match) return [];
  const main = { width: Number(match[2]), height: Number(match[3]) };
  return [...new Set([fileName(match[1]!, main), fileName(match[1]!, fitInside(main, THUMB_BOX))])];
}

/** A small version of a product image for lists; the image itself when it has none (seeded ones). */
export function thumbnailOf(url: string): string {
  const [, thumb] = variantNames(url);
  return thumb ? `/media/products/${thumb}` : url;
}

/**
 * The thumbnail of an uploaded image with its size in pixels (read from its name), for an <img>
 * that keeps its room while it loads; null for an image that is not an upload.
 */
export function thumbnailWithSize(url: string): { url: string; width: number; height: number } | null {
  const thumb = thumbnailOf(url);
  const match = MEDIA_URL.exec(thumb);
  return match ? { url: thumb, width: Number(match[2]), height: Number(match[3]) } : null;
}

/** What the first bytes say the file is; its name and declared type are not trusted. */
function sniff(bytes: Buffer): "png" | "jpeg" | "webp" | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  return null;
}

const refuseType = () => fail("IMAGE_TYPE", m.IMAGE_TYPE, 400, "images");

export const imageTooLarge = (file: File) => file.size > PRODUCT_IMAGE_MAX_BYTES;

/**
 * Checks an upload by its content (PNG, JPEG or WebP that decodes whole) and makes its web sizes
 * in WebP, turned upright and stripped of metadata (a phone photo's position stays private).
 * Nothing is written yet.
 */
export async function prepareProductImage(file: File): Promise<Result<PreparedImage, "IMAGE_TOO_LARGE" | "IMAGE_TYPE">> {
  if (imageTooLarge(file)) return fail("IMAGE_TOO_LARGE", m.IMAGE_TOO_LARGE, 413, "images");
  const bytes = Buffer.from(await file.arrayBuffer());
  const format = sniff(bytes);
  if (!format) return refuseType();
  const open = () => sharp(bytes, { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  try {
    const metadata = await open().metadata();
    if (metadata.format !== format) return refuseType();
    const main = fitInside(metadata.autoOrient, MAIN_BOX);
    const render = (size: Size) => open().resize(size.width, size.height, { fit: "fill" }).webp({ quality: 82 }).toBuffer();
    const mainContent = await render(main);
    const hash = createHash("sha256").update(mainContent).digest("hex").slice(0, 16);
    const thumb = fitInside(main, THUMB_BOX);
    const files = [{ name: fileName(hash, main), content: mainContent }];
    if (thumb.width !== main.width || thumb.height !== main.height) files.push({ name: fileName(hash, thumb), content: await render(thumb) });
    return { ok: true, url: `/media/products/${files[0]!.name}`, files };
  } catch {
    // sharp could not decode it: a truncated image, or another file behind an image's first bytes.
    return refuseType();
  }
}

/** Takes the lock that orders writing image files against removing them, until `tx` ends. */
export const lockProductImages = (tx: Tx) => lockUntilCommit(tx, lockNamespaces.productImages, 0);

/** Writes prepared images; call it holding the lock, in the transaction that references them. */
export async function storePreparedImages(images: PreparedImage[]): Promise<void> {
  for (const image of images) for (const file of image.files) await saveProductImage(file.name, file.content);
}

async function isReferenced(tx: Tx, url: string): Promise<boolean> {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(or(eq(products.imageUrl, url), sql`${url} = any(${products.imageUrls})`))
    .limit(1);
  if (product) return true;
  // An order keeps showing the image its product had when it was bought.
  const [item] = await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productImageUrl, url)).limit(1);
  if (item) return true;
  // A barber's photo goes through the same web sizes and files.
  const [barber] = await tx.select({ id: barbers.id }).from(barbers).where(eq(barbers.photoUrl, url)).limit(1);
  if (barber) return true;
  // So does a newsletter's picture: mails already sent keep showing it.
  const [campaign] = await tx.select({ id: newsletterCampaigns.id }).from(newsletterCampaigns).where(eq(newsletterCampaigns.imageUrl, url)).limit(1);
  return !!campaign;
}

/**
 * Deletes the files of these images that no product, order line, barber or newsletter refers to any more. Seeded
 * images (under /images) are never touched. A file that cannot be removed is logged, not thrown:
 * the product change it follows has already been made.
 */
export async function releaseProductImages(urls: Iterable<string>, db: DbOrTx = getDb()): Promise<void> {
  const uploaded = [...new Set(urls)].filter((url) => MEDIA_URL.test(url));
  if (uploaded.length === 0) return;
  try {
    await inTransaction(db, async (tx) => {
      await lockProductImages(tx);
      for (const url of uploaded) {
        if (!(await isReferenced(tx, url))) await Promise.all(variantNames(url).map(deleteProductImage));
      }
    });
  } catch (error) {
    log("warn", "product image files not removed", { images: uploaded.length, ...errorFields(error) });
  }
}

/** The bytes of a stored web size, for the media route; null for unknown or malformed names. */
export const productImageFile = (name: string) => readProductImage(name);

/**
 * Removes image files that no product, order line, barber or newsletter refers to: what a crash or a failed save
 * left between writing the files and saving the product. Runs under the same lock as saves.
 */
export async function removeOrphanProductImages(now = new Date(), db: DbOrTx = getDb()): Promise<number> {
  return inTransaction(db, async (tx) => {
    await lockProductImages(tx);
    const productRows = await tx.select({ imageUrl: products.imageUrl, imageUrls: products.imageUrls }).from(products);
    const itemRows = await tx.selectDistinct({ url: orderItems.productImageUrl }).from(orderItems);
    const photoRows = await tx.select({ url: barbers.photoUrl }).from(barbers);
    const campaignRows = await tx.select({ url: newsletterCampaigns.imageUrl }).from(newsletterCampaigns);
    const urls = [
      ...productRows.flatMap((p) => [p.imageUrl, ...(p.imageUrls ?? [])]),
      ...itemRows.map((i) => i.url),
      ...photoRows.map((b) => b.url),
      ...campaignRows.map((c) => c.url),
    ];
    const used = new Set(urls.flatMap((url) => variantNames(url ?? "")));
    let removed = 0;
    for (const file of await listProductImages()) {
      if (!pastGrace(file, now)) continue;
      if (isProductImageName(file.name)) {
        if (used.has(file.name)) continue;
        await deleteProductImage(file.name);
      } else if (file.name.endsWith(".part")) {
        await deletePartialProductImage(file.name);
      } else continue;
      removed++;
    }
    return removed;
  });
}
