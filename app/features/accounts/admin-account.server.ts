import { randomBytes } from "node:crypto";
import { and, asc, eq, ne } from "drizzle-orm";
import { ConfigError, type Config } from "~/lib/config.server";
import { log } from "~/lib/log.server";
import type { Db } from "~db/client.server";
import { user } from "~db/schema";
import type { Auth } from "./auth.server";
import { forgetSessions } from "./session-cache.server";

/** `takenOver`: an existing account got the role, and ADMIN_PASSWORD as its password. */
export type AdminAccount = { email: string; created: boolean; takenOver?: boolean; generatedPassword?: string };

export const adminTakenMessage = (email: string) =>
  `Le compte ${email} existe déjà sans droits d'administration : définissez ADMIN_PASSWORD pour le reprendre, ou choisissez une autre adresse ADMIN_EMAIL.`;

/**
 * Makes the account of ADMIN_EMAIL the one administrator (the role the admin guard reads). The
 * role goes to an account this start creates, or to an existing one only with ADMIN_PASSWORD: its
 * password becomes that one and its sessions end, since whoever signed up with the address may
 * know the old one. Otherwise the start stops (ConfigError: one line, no stack). An account that
 * already holds the role is left as it is; any other account holding it loses it.
 * Returns the password only when it was generated here, so it can be printed once.
 */
export async function ensureAdminAccount(auth: Auth, db: Db, config: Config): Promise<AdminAccount> {
  const email = config.adminEmail;
  const [existing] = await db.select({ id: user.id, role: user.role }).from(user).where(eq(user.email, email));
  let account: AdminAccount = { email, created: false };
  if (!existing) {
    account = await createAdmin(auth, config);
  } else if (existing.role !== "admin") {
    if (await isUpgradedFirstAccount(db, existing.id)) {
      await db.update(user).set({ role: "admin" }).where(eq(user.id, existing.id));
      log("info", "admin role granted to the account the first start created", { userId: existing.id });
    } else if (config.adminPassword) {
      await takeOver(auth, db, existing.id, config.adminPassword);
      account = { email, created: false, takenOver: true };
      log("warn", "admin role granted to an existing account: password set to ADMIN_PASSWORD, its sessions ended", { userId: existing.id });
    } else {
      throw new ConfigError(adminTakenMessage(email));
    }
  }
  const demoted = await db
    .update(user)
    .set({ role: "customer" })
    .where(and(eq(user.role, "admin"), ne(user.email, email)))
    .returning({ id: user.id });
  if (demoted.length) log("info", "admin role withdrawn from accounts other than ADMIN_EMAIL's", { count: demoted.length });
  // The admin guard reads the role from the session looked up: none kept from before counts.
  forgetSessions();
  return account;
}

async function createAdmin(auth: Auth, config: Config): Promise<AdminAccount> {
  const password = config.adminPassword ?? `Adm-${randomBytes(9).toString("base64url")}1!`;
  const context = await auth.$context;
  const created = await context.internalAdapter.createUser(
    {
      email: config.adminEmail,
      name: "Administrateur",
      firstName: "Admin",
      lastName: "Salon",
      emailVerified: false,
      role: "admin",
    },
    { method: "email-password" },
  );
  await context.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: await context.password.hash(password),
  });
  return { email: config.adminEmail, created: true, generatedPassword: config.adminPassword ? undefined : password };
}

async function takeOver(auth: Auth, db: Db, userId: string, password: string) {
  const context = await auth.$context;
  const hash = await context.password.hash(password);
  const accounts = await context.internalAdapter.findAccounts(userId);
  if (accounts.some((a) => a.providerId === "credential")) await context.internalAdapter.updatePassword(userId, hash);
  else await context.internalAdapter.linkAccount({ userId, providerId: "credential", accountId: userId, password: hash });
  await db.update(user).set({ role: "admin" }).where(eq(user.id, userId));
  await context.internalAdapter.deleteUserSessions(userId);
}

/**
 * Before roles were stored, the first start made the admin account before the site answered
 * anyone: on the first start after the upgrade (no administrator yet), ADMIN_EMAIL's account keeps
 * its rights without ADMIN_PASSWORD only if it is that first account.
 */
async function isUpgradedFirstAccount(db: Db, userId: string): Promise<boolean> {
  const [admin] = await db.select({ id: user.id }).from(user).where(eq(user.role, "admin")).limit(1);
  if (admin) return false;
  const [first] = await db.select({ id: user.id }).from(user).orderBy(asc(user.createdAt), asc(user.id)).limit(1);
  return first?.id === userId;
}
