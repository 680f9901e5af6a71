import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signIn } from "~/features/accounts/accounts.server";
import { adminTakenMessage, ensureAdminAccount } from "~/features/accounts/admin-account.server";
import { accountMessages as m } from "~/features/accounts/messages";
import { getSessionUser } from "~/features/accounts/session.server";
import { ConfigError, getConfig } from "~/lib/config.server";
import { CLIENT_IP_HEADER } from "~/lib/rate-limit.server";
import { emailOutbox, user } from "~db/schema";
import { ORIGIN } from "../support/actions";
import { signUpAndGetCookie, TEST_ADMIN_EMAIL, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);

const password = "Motdepasse-2026!";
const adminPassword = "Patron-Moustache-2027";
const start = (adminEmail: string, withPassword?: string) =>
  ensureAdminAccount(auth.current, database.current.db, { ...getConfig(), adminEmail, adminPassword: withPassword });
const roleOf = async (email: string) => (await database.current.db.select({ role: user.role }).from(user).where(eq(user.email, email)))[0]?.role;
let ip = 0;
const adminSignIn = (email: string, pass: string) =>
  signIn(
    new Request(`${ORIGIN}/admin`, { method: "POST", headers: { [CLIENT_IP_HEADER]: `198.51.100.${++ip}` } }),
    { email, password: pass },
    { adminOnly: true },
  );
const sessionOf = (cookie: string) => getSessionUser(new Request(ORIGIN, { headers: { Cookie: cookie } }));

/** The JSON log lines written while `run` runs. */
async function logged(run: () => Promise<unknown>): Promise<Array<{ msg: string; userId?: string }>> {
  const lines: string[] = [];
  const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (lines.push(String(chunk)), true));
  try {
    await run();
  } finally {
    write.mockRestore();
  }
  return lines.map((line) => JSON.parse(line) as { msg: string });
}

// Each start meets the accounts its test made, and no others.
beforeEach(() => database.current.db.delete(user));
afterEach(() => vi.restoreAllMocks());

describe("the admin account at start", () => {
  it("is created with the admin role on a fresh database, without a welcome mail, and is left alone on restart", async () => {
    const first = await start(TEST_ADMIN_EMAIL);
    expect(first).toMatchObject({ email: TEST_ADMIN_EMAIL, created: true, generatedPassword: expect.any(String) });
    expect(await roleOf(TEST_ADMIN_EMAIL)).toBe("admin");
    expect(await database.current.db.select().from(emailOutbox).where(eq(emailOutbox.to, TEST_ADMIN_EMAIL))).toHaveLength(0);
    expect((await adminSignIn(TEST_ADMIN_EMAIL, first.generatedPassword!)).ok).toBe(true);
    // A restart, even with ADMIN_PASSWORD, keeps the admin's own password.
    expect(await start(TEST_ADMIN_EMAIL, adminPassword)).toEqual({ email: TEST_ADMIN_EMAIL, created: false });
    expect((await adminSignIn(TEST_ADMIN_EMAIL, first.generatedPassword!)).ok).toBe(true);
    expect((await adminSignIn(TEST_ADMIN_EMAIL, adminPassword)).ok).toBe(false);
  });

  it("stops the start when a stranger registered ADMIN_EMAIL's address first, and the stranger gets no rights", async () => {
    await start(TEST_ADMIN_EMAIL, adminPassword);
    const stranger = await signUpAndGetCookie(auth.current, "patron@salon.test", password);
    const refused = start("patron@salon.test");
    await expect(refused).rejects.toThrow(ConfigError);
    await expect(refused).rejects.toThrow(adminTakenMessage("patron@salon.test"));
    expect(adminTakenMessage("patron@salon.test")).toBe(
      "Le compte patron@salon.test existe déjà sans droits d'administration : définissez ADMIN_PASSWORD pour le reprendre, ou choisissez une autre adresse ADMIN_EMAIL.",
    );
    expect(await roleOf("patron@salon.test")).toBe("customer");
    expect(await sessionOf(stranger)).toMatchObject({ isAdmin: false });
    expect(await adminSignIn("patron@salon.test", password)).toMatchObject({ ok: false, message: m.NOT_ADMIN, status: 403 });
    // Nothing changed: the admin until now keeps the role.
    expect(await roleOf(TEST_ADMIN_EMAIL)).toBe("admin");
  });

  it("with ADMIN_PASSWORD, takes the account over: new password, its sessions ended, one log line; the former admin loses the role", async () => {
    await start(TEST_ADMIN_EMAIL, adminPassword);
    const stranger = await signUpAndGetCookie(auth.current, "patron@salon.test", password);
    const [taken] = await database.current.db.select({ id: user.id }).from(user).where(eq(user.email, "patron@salon.test"));
    let account: unknown;
    const lines = await logged(async () => (account = await start("patron@salon.test", adminPassword)));
    expect(account).toEqual({ email: "patron@salon.test", created: false, takenOver: true });
    expect(lines.filter((line) => line.msg.includes("password set to ADMIN_PASSWORD"))).toEqual([expect.objectContaining({ userId: taken!.id })]);
    expect(await roleOf("patron@salon.test")).toBe("admin");
    expect(await roleOf(TEST_ADMIN_EMAIL)).toBe("customer");
    expect(await sessionOf(stranger)).toBeNull();
    expect((await adminSignIn("patron@salon.test", password)).ok).toBe(false);
    const signedIn = await adminSignIn("patron@salon.test", adminPassword);
    expect(signedIn.ok).toBe(true);
    if (signedIn.ok)
      expect(
        await sessionOf(
          signedIn.headers
            .getSetCookie()
            .map((c) => c.split(";")[0])
            .join("; "),
        ),
      ).toMatchObject({ isAdmin: true });
  });

  it("on the first start after the upgrade, gives the role to the account the first start made, and to no later one", async () => {
    // Before roles were stored: the start's account first, customers after; nobody holds the role.
    await start(TEST_ADMIN_EMAIL, adminPassword);
    await signUpAndGetCookie(auth.current, "patron@salon.test", password);
    await database.current.db.execute(sql`update "user" set role = 'customer'`);
    await expect(start("patron@salon.test")).rejects.toThrow(adminTakenMessage("patron@salon.test"));
    expect(await roleOf("patron@salon.test")).toBe("customer");
    expect(await start(TEST_ADMIN_EMAIL)).toEqual({ email: TEST_ADMIN_EMAIL, created: false });
    expect(await roleOf(TEST_ADMIN_EMAIL)).toBe("admin");
    expect((await adminSignIn(TEST_ADMIN_EMAIL, adminPassword)).ok).toBe(true);
  });
});
