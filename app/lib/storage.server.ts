import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { getConfig } from "./config.server";

/**
 * Files people upload (CVs, product images), on disk under DATA_DIR/uploads. Kept behind these two
 * functions so an S3-compatible store can take over without touching the features.
 */
export async function saveUpload(folder: "cv" | "products", extension: string, content: Buffer): Promise<string> {
  const key = `${folder}/${randomUUID()}.${extension.replace(/[^a-z0-9]/gi, "")}`;
  const file = path.join(getConfig().dataDir, "uploads", key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content, { mode: 0o600 });
  return key;
}

/** What `saveUpload` names a file: `<folder>/<uuid>.<extension>`; nothing else is read or deleted. */
export const isUploadKey = (key: string) => /^[a-z]+\/[0-9a-f-]{36}\.[a-z0-9]+$/.test(key);

export async function readUpload(key: string): Promise<Buffer> {
  if (!isUploadKey(key)) throw new Error(`Invalid upload key: ${key}`);
  return readFile(path.join(getConfig().dataDir, "uploads", key));
}

export async function deleteUpload(key: string): Promise<void> {
  if (!isUploadKey(key)) throw new Error(`Invalid upload key: ${key}`);
  await rm(path.join(getConfig().dataDir, "uploads", key), { force: true });
}

/**
 * Product images in their web sizes: content-addressed names (`<16 hex of a sha256>-<w>x<h>.webp`),
 * so a name is never reused for other content and browsers may cache it for good. Nothing else
 * is accepted as a name, which also keeps paths inside the folder.
 */
const PRODUCT_IMAGE_NAME = /^[0-9a-f]{16}-[1-9][0-9]{0,4}x[1-9][0-9]{0,4}\.webp$/;

export const isProductImageName = (name: string) => PRODUCT_IMAGE_NAME.test(name);

function productImagePath(name: string): string {
  if (!isProductImageName(name)) throw new Error(`Invalid product image name: ${name}`);
  return path.join(getConfig().dataDir, "uploads", "product-images", name);
}

/** Writes an image under its name; written aside then renamed, so no reader sees half a file. */
export async function saveProductImage(name: string, content: Buffer): Promise<void> {
  const file = productImagePath(name);
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${randomUUID()}.part`;
  await writeFile(partial, content, { mode: 0o600 });
  await rename(partial, file);
}

/** The image's bytes, or null for a name that is malformed or not stored. */
export async function readProductImage(name: string): Promise<Buffer | null> {
  if (!isProductImageName(name)) return null;
  try {
    return await readFile(productImagePath(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

export async function deleteProductImage(name: string): Promise<void> {
  await rm(productImagePath(name), { force: true });
}

/** A stored file and when it was last written, for housekeeping. */
export type StoredFile = { name: string; modifiedAt: Date };

/** Files younger than this may belong to a save under way: orphan sweeps leave them. */
const ORPHAN_GRACE_MS = 60 * 60_000;

/** Whether a file is old enough for an orphan sweep to consider it. */
export const pastGrace = (file: StoredFile, now: Date) => now.getTime() - file.modifiedAt.getTime() >= ORPHAN_GRACE_MS;

async function filesIn(dir: string): Promise<StoredFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files: StoredFile[] = [];
  for (const name of names) {
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info?.isFile()) files.push({ name, modifiedAt: info.mtime });
  }
  return files;
}

/** The uploads of a folder, by key (`cv/<uuid>.pdf`). */
export async function listUploads(folder: "cv" | "products"): Promise<StoredFile[]> {
  const files = await filesIn(path.join(getConfig().dataDir, "uploads", folder));
  return files.map((file) => ({ ...file, name: `${folder}/${file.name}` }));
}

/** The product images' files, by name (half-written `.part` files included). */
export const listProductImages = () => filesIn(path.join(getConfig().dataDir, "uploads", "product-images"));

/** Removes a product image file left half-written by a crash (`<name>.<uuid>.part`). */
export async function deletePartialProductImage(name: string): Promise<void> {
  if (!/^[0-9a-f]{16}-\d+x\d+\.webp\.[0-9a-f-]{36}\.part$/.test(name)) throw new Error(`Invalid partial image name: ${name}`);
  await rm(path.join(getConfig().dataDir, "uploads", "product-images", name), { force: true });
}

/**
 * Uploaded files of a request being read (DATA_DIR/incoming/<uuid>): written as they arrive, so no
 * upload is ever held whole in memory, and removed once the request is answered.
 */
export async function incomingFilePath(): Promise<string> {
  const dir = path.join(getConfig().dataDir, "incoming");
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return path.join(dir, randomUUID());
}

export async function deleteIncomingFile(file: string): Promise<void> {
  await rm(file, { force: true });
}

/** Removes files a crash left in DATA_DIR/incoming once they are past the grace period. */
export async function removeStaleIncomingFiles(now = new Date()): Promise<number> {
  const dir = path.join(getConfig().dataDir, "incoming");
  let removed = 0;
  for (const file of await filesIn(dir)) {
    if (!pastGrace(file, now) || !/^[0-9a-f-]{36}$/.test(file.name)) continue;
    await rm(path.join(dir, file.name), { force: true });
    removed++;
  }
  return removed;
}
