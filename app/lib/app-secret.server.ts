import { createHmac, randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getConfig, type Config } from "./config.server";

/**
 * AUTH_SECRET from the environment, else one generated once and kept in DATA_DIR. Of processes
 * started together on a new folder (two instances, a restart without downtime), one secret wins and
 * every process uses it: each writes its own under a name of its own, then links it into place; a
 * link never replaces a file, nor shows one half-written, so a process that finds the file taken
 * reads the winner's.
 */
export function resolveAuthSecret(config: Pick<Config, "authSecret" | "dataDir">): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, "auth-secret");
  const kept = readSecret(file);
  if (kept) return kept;
  mkdirSync(config.dataDir, { recursive: true });
  const mine = `${file}.${process.pid}-${randomBytes(6).toString("hex")}`;
  writeFileSync(mine, randomBytes(32).toString("base64url") + "\n", { mode: 0o600 });
  try {
    linkSync(mine, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(mine, { force: true });
  }
  return readSecret(file)!;
}

function readSecret(file: string): string | null {
  try {
    return readFileSync(file, "utf8").trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

const derived = new Map<string, string>();

/** A key of its own for one use (`purpose`), derived from the site's secret (read once per folder). */
export function derivedSecret(purpose: string, config: Pick<Config, "authSecret" | "dataDir"> = getConfig()): string {
  const cacheKey = `${purpose}\0${config.authSecret ?? ""}\0${config.dataDir}`;
  let key = derived.get(cacheKey);
  if (!key) {
    key = createHmac("sha256", resolveAuthSecret(config)).update(purpose).digest("base64url");
    derived.set(cacheKey, key);
  }
  return key;
}
