import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll } from "vitest";
import { ensureAdminAccount } from "~/features/accounts/admin-account.server";
import { createAuth, getAuth, setAuth, type Auth } from "~/features/accounts/auth.server";
import { getSessionUser, type SessionUser } from "~/features/accounts/session.server";
import { getConfig, resetConfig } from "~/lib/config.server";
import type { Database, Db } from "~db/client.server";
import { ORIGIN } from "./actions";

export const TEST_ADMIN_EMAIL = "admin@salon.test";

/** Better Auth on the test file's database, with a known admin e-mail. */
export function useTestAuth(database: { current: Database }) {
  const ref: { current: Auth } = { current: undefined as unknown as Auth };
  beforeAll(() => {
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "salon-auth-"));
    process.env.ADMIN_EMAIL = TEST_ADMIN_EMAIL;
    process.env.PUBLIC_URL = ORIGIN;
    resetConfig();
    ref.current = createAuth(getConfig(), database.current.db);
    setAuth(ref.current);
  });
  return ref;
}

/** Signs up a user and returns the Cookie header of their session. */
export async function signUpAndGetCookie(auth: Auth, email: string, password = "Motdepasse-2026!") {
  const { headers } = await auth.api.signUpEmail({
    body: { email, password, name: email, firstName: "Jean", lastName: "Test" },
    returnHeaders: true,
  });
  const setCookie = headers.getSetCookie();
  return setCookie.map((c) => c.split(";")[0]).join("; ");
}

/** A customer signed up on the test file's Better Auth (`useTestAuth`): the session user the server reads from their cookie, and that Cookie header. */
export async function customer(email: string): Promise<SessionUser & { cookie: string }> {
  const cookie = await signUpAndGetCookie(getAuth(), email);
  const user = await getSessionUser(new Request(ORIGIN, { headers: { Cookie: cookie } }));
  if (!user) throw new Error(`no session for ${email}`);
  return { ...user, cookie };
}

/**
 * Makes the administrator account as the server's start does (ADMIN_EMAIL, admin role) and returns
 * the Cookie header of its session.
 */
export async function adminSessionCookie(auth: Auth, db: Db, password = "Motdepasse-2026!") {
  await ensureAdminAccount(auth, db, { ...getConfig(), adminPassword: password });
  const { headers } = await auth.api.signInEmail({ body: { email: TEST_ADMIN_EMAIL, password }, returnHeaders: true });
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
