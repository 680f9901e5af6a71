import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Config } from "~/lib/config.server";
import type { Db } from "~db/client.server";
import { user } from "~db/schema";
import type { Auth } from "./auth.server";

/**
 * Creates the administrator account from ADMIN_EMAIL / ADMIN_PASSWORD when it does not exist.
 * Returns the password only when it was generated here, so it can be printed once.
 */
export async function ensureAdminAccount(auth: Auth, db: Db, config: Config) {
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, config.adminEmail));
  if (existing) return { email: config.adminEmail, created: false as const };
  const password = config.adminPassword ?? `Adm-${randomBytes(9).toString("base64url")}1!`;
  await auth.api.signUpEmail({
    body: { email: config.adminEmail, password, name: "Administrateur", firstName: "Admin", lastName: "Salon" },
  });
  return { email: config.adminEmail, created: true as const, generatedPassword: config.adminPassword ? undefined : password };
}
