import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Config } from "~/lib/config.server";
import type { Db } from "~db/client.server";
import * as schema from "~db/schema";

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

export function createAuth(config: Config, db: Db) {
  return betterAuth({
    appName: "Monsieur Moustache",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: resolveAuthSecret(config),
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    user: {
      additionalFields: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: { "/sign-in/email": { window: 60, max: 5 } },
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith("https://"),
      ipAddress: { ipAddressHeaders: config.trustProxy ? ["x-forwarded-for"] : [] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

let current: Auth | undefined;

export function setAuth(auth: Auth | undefined) {
  current = auth;
}

export function getAuth(): Auth {
  if (!current) throw new Error("Auth not initialised yet");
  return current;
}
