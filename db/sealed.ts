import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { customType } from "drizzle-orm/pg-core";

/**
 * Values the database keeps sealed: AES-256-GCM under a key of the site's secret (set at start
 * with `setSealKey`), so that the database's files, a dump, a backup or a replica do not hold them
 * in clear. Stored as a JSON string `v1.<base64url of iv, tag, ciphertext>` in a jsonb column, so
 * that an older row written in clear (a JSON object) still reads until it is sealed again.
 */
const PREFIX = "v1.";
let sealKey: Buffer | undefined;

/** The key (32 bytes) of this process; the same for every instance that shares the site's secret. */
export function setSealKey(key: Buffer | undefined) {
  if (key && key.length !== 32) throw new Error("The seal key must be 32 bytes");
  sealKey = key;
}

export const hasSealKey = () => sealKey !== undefined;

export function seal(plain: string): string {
  if (!sealKey) throw new Error("No seal key set: setSealKey() at start");
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey, iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The clear text of a sealed value; null when it cannot be opened (another secret, altered). */
export function unseal(value: string): string | null {
  if (!sealKey || !value.startsWith(PREFIX)) return null;
  const bytes = Buffer.from(value.slice(PREFIX.length), "base64url");
  if (bytes.length < 28) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", sealKey, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/**
 * A jsonb column whose value is sealed. Reads give the value, or null when it cannot be opened
 * (the site's secret changed): the row reads as if the value had been cleared.
 */
export const sealedJson = <T>(name: string) =>
  customType<{ data: T; driverData: unknown }>({
    dataType: () => "jsonb",
    toDriver: (value) => JSON.stringify(seal(JSON.stringify(value))),
    fromDriver: (stored) => {
      // node-postgres and PGlite give jsonb parsed; a driver giving its text is read the same.
      const value = typeof stored === "string" && /^[{"]/.test(stored) ? (JSON.parse(stored) as unknown) : stored;
      if (typeof value !== "string") return value as T;
      const plain = unseal(value);
      return (plain === null ? null : JSON.parse(plain)) as T;
    },
  })(name);
