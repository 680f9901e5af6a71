import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ensureAdminAccount } from "~/features/accounts/admin-account.server";
import { isResetTokenValid, requestPasswordReset, resetPassword, signIn } from "~/features/accounts/accounts.server";
import { SESSION_CACHE_MS } from "~/features/accounts/session-cache.server";
import { getSessionUser } from "~/features/accounts/session.server";
import { getConfig } from "~/lib/config.server";
import { action as authAction } from "~/routes/api/auth";
import { emailOutbox, session, user } from "~db/schema";
import { callRoute, ORIGIN } from "../support/actions";
import { adminSessionCookie, signUpAndGetCookie, TEST_ADMIN_EMAIL, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

// The sessions a server keeps in memory for a few seconds (session-cache.server.ts): what they
// save, and that no one ever gets a session that is not theirs, or one that has ended, past the
// stated delay.

const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const page = (cookie: string, path = "/") => new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });
const who = async (cookie: string) => (await getSessionUser(page(cookie)))?.email ?? null;
/** The clock moved on by `ms` (only `Date`: the database's own timers run as usual). */
const later = (ms: number) => vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + ms });
const tokenOf = (cookie: string) => decodeURIComponent(cookie.match(/better-auth\.session_token=([^.;]+)/)![1]!);

describe("a session kept in memory", () => {
  it("is looked up once for the requests of the next few seconds, whatever other cookies come with it, then again", async () => {
    const cookie = await signUpAndGetCookie(auth.current, "souvent@example.test");
    const getSession = vi.spyOn(auth.current.api, "getSession");
    expect(await who(cookie)).toBe("souvent@example.test");
    const client = (db() as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const queries = vi.spyOn(client, "query");
    expect(await who(`cookie-consent=all; ${cookie}; flash=abc`)).toBe("souvent@example.test");
    expect(await who(cookie)).toBe("souvent@example.test");
    expect(getSession).toHaveBeenCalledTimes(1);
    expect(queries).not.toHaveBeenCalled();

    later(SESSION_CACHE_MS);
    expect(await who(cookie)).toBe("souvent@example.test");
    expect(getSession).toHaveBeenCalledTimes(2);
  });

  it("never answers one customer's cookies with another's session, nor a forged cookie with a kept one", async () => {
    const alice = await signUpAndGetCookie(auth.current, "alice@example.test");
    const bob = await signUpAndGetCookie(auth.current, "bob@example.test");
    // Interleaved and at once, first lookups and kept ones alike.
    const asked = Array.from({ length: 40 }, (_, i) =>
      i % 2 ? { cookie: `cookie-consent=all; ${bob}`, email: "bob@example.test" } : { cookie: alice, email: "alice@example.test" },
    );
    expect(await Promise.all(asked.map(({ cookie }) => who(cookie)))).toEqual(asked.map(({ email }) => email));

    // Alice's token, kept in memory, under a signature that is not the server's: no one.
    const [name, value] = alice.split("=") as [string, string];
    const [token, signature] = decodeURIComponent(value).split(".") as [string, string];
    const forged = `${name}=${encodeURIComponent(`${token}.${signature.slice(0, -4)}AAA=`)}`;
    expect(await who(forged)).toBeNull();
    // Bob's signature on Alice's token, or Alice's token alone.
    const bobSignature = decodeURIComponent(bob.split("=")[1]!).split(".")[1]!;
    expect(await who(`${name}=${encodeURIComponent(`${token}.${bobSignature}`)}`)).toBeNull();
    expect(await who(`${name}=${token}`)).toBeNull();
    expect(await who(alice)).toBe("alice@example.test");
  });

  it("is refused at once once signed out through this server", async () => {
    const cookie = await signUpAndGetCookie(auth.current, "sortie@example.test");
    const other = await signUpAndGetCookie(auth.current, "reste@example.test");
    expect(await who(cookie)).toBe("sortie@example.test");
    expect(await who(other)).toBe("reste@example.test");

    const signOut = new Request(`${ORIGIN}/api/auth/sign-out`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/json" },
      body: "{}",
    });
    expect((await callRoute(authAction, signOut)).status).toBe(200);
    expect(await db().$count(session, eq(session.token, tokenOf(cookie)))).toBe(0);
    expect(await who(cookie)).toBeNull();
    expect(await who(other)).toBe("reste@example.test");
  });

  it("is refused at the latest SESSION_CACHE_MS after it ended elsewhere (another instance, or by hand)", async () => {
    expect(SESSION_CACHE_MS).toBeLessThanOrEqual(5_000);
    const cookie = await signUpAndGetCookie(auth.current, "ailleurs@example.test");
    expect(await who(cookie)).toBe("ailleurs@example.test");
    await db()
      .delete(session)
      .where(eq(session.token, tokenOf(cookie)));
    later(SESSION_CACHE_MS);
    expect(await who(cookie)).toBeNull();
  });

  it("ends at once, with every other session of the account, when its password is reset", async () => {
    const email = "oubli@example.test";
    const first = await signUpAndGetCookie(auth.current, email, "Ancien-Passe-2026");
    const signedIn = await signIn(new Request(`${ORIGIN}/login`, { method: "POST" }), { email, password: "Ancien-Passe-2026" });
    if (!signedIn.ok) throw new Error("sign-in failed");
    const second = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .filter((c) => c.startsWith("better-auth."))
      .join("; ");
    expect([await who(first), await who(second)]).toEqual([email, email]);

    await requestPasswordReset({ email });
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email))
      .orderBy(sql`${emailOutbox.createdAt} desc`)
      .limit(1);
    const token = mail!.unsentContent!.text.match(/reset-password\?token=([A-Za-z0-9_-]+)/)![1]!;
    expect(await isResetTokenValid(token)).toBe(true);
    expect(await resetPassword({ token, password: "Nouveau-Passe-2027", confirmPassword: "Nouveau-Passe-2027" })).toMatchObject({ ok: true });
    expect([await who(first), await who(second)]).toEqual([null, null]);
  });

  it("is never answered past the session's own expiry", async () => {
    // Signed in without "remember me": Better Auth does not extend the session as it is looked up.
    const email = "expire@example.test";
    await signUpAndGetCookie(auth.current, email);
    const { headers } = await auth.current.api.signInEmail({ body: { email, password: "Motdepasse-2026!", rememberMe: false }, returnHeaders: true });
    const cookie = headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(cookie).toContain("dont_remember");
    await db()
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 1000) })
      .where(eq(session.token, tokenOf(cookie)));
    expect(await who(cookie)).toBe(email);
    later(1500);
    expect(1500).toBeLessThan(SESSION_CACHE_MS);
    expect(await who(cookie)).toBeNull();
  });

  it("shows the admin guard a role withdrawn at start at once", async () => {
    const admin = await adminSessionCookie(auth.current, db());
    expect(await getSessionUser(page(admin, "/admin/bookings"))).toMatchObject({ email: TEST_ADMIN_EMAIL, isAdmin: true });
    await ensureAdminAccount(auth.current, db(), { ...getConfig(), adminEmail: "nouveau-patron@salon.test", adminPassword: "Motdepasse-2026!" });
    const [former] = await db().select({ role: user.role }).from(user).where(eq(user.email, TEST_ADMIN_EMAIL));
    expect(former!.role).toBe("customer");
    expect(await getSessionUser(page(admin, "/admin/bookings"))).toMatchObject({ email: TEST_ADMIN_EMAIL, isAdmin: false });
  });
});
