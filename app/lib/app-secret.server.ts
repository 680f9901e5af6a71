import { createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getConfig, type Config } from "./config.server";

/** AUTH_SECRET from the environment, else one generated once and kept in DATA_DIR. */
export function resolveAuthSecret(config: Pick<Config, "authSecret" | "dataDir">): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
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
