import { randomUUID } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
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

export async function readUpload(key: string): Promise<Buffer> {
  if (!/^[a-z]+\/[0-9a-f-]{36}\.[a-z0-9]+$/.test(key)) throw new Error(`Invalid upload key: ${key}`);
  return readFile(path.join(getConfig().dataDir, "uploads", key));
}

export async function deleteUpload(key: string): Promise<void> {
  if (!/^[a-z]+\/[0-9a-f-]{36}\.[a-z0-9]+$/.test(key)) throw new Error(`Invalid upload key: ${key}`);
  await rm(path.join(getConfig().dataDir, "uploads", key), { force: true });
}
