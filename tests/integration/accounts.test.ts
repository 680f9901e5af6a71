import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ACCOUNT_SIGN_IN_LIMIT,
  DEVICE_SIGN_IN_LIMIT,
  FORGOT_PASSWORD_LIMIT,
  isResetTokenValid,
  requestPasswordReset,
  resetPassword,
  RESET_MAILS_PER_ACCOUNT,
  signIn,
  signUp,
  SIGN_IN_LIMIT,
  SIGN_UP_LIMIT,
} from "~/features/accounts/accounts.server";
import { accountMessages as m } from "~/features/accounts/messages";
import { getSessionUser } from "~/features/accounts/session.server";
import { CLIENT_IP_HEADER } from "~/lib/rate-limit.server";
import { emailOutbox, requestLimits, user } from "~db/schema";
import { commonMessages } from "~/lib/result";
import { action as forgotAction } from "~/routes/forgot-password";
import { action as adminLoginAction } from "~/routes/admin/login";
import { action as loginAction } from "~/routes/login";
import { action as resetAction } from "~/routes/reset-password";
import { action as signupAction } from "~/routes/signup";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { adminSessionCookie, TEST_ADMIN_EMAIL, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);

const request = (ip = "203.0.113.1", cookie?: string) =>
  new Request(`${ORIGIN}/login`, {
    method: "POST",
    headers: { [CLIENT_IP_HEADER]: ip, Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
  });
const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
const password = "Motdepasse-2026!";
const signupForm = (email: string) => ({
  firstName: "Jean",
  lastName: "Dupont",
  dateOfBirth: "1990-05-12",
  email,
  password,
  confirmPassword: password,
});
const mailsTo = (to: string) => database.current.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

afterEach(() => vi.useRealTimers());

describe("sign-up", () => {
  it("is limited per client address; refused forms do not use up the quota", async () => {
    const ip = "198.51.100.40";
    const submit = (fields: Record<string, string>) => callRoute(signupAction, formRequest("/signup", fields, { ip }));
    for (let i = 0; i < 3; i++)
      expect(await submit({ ...signupForm(`limite${i}@example.test`), password: "court", confirmPassword: "court" })).toMatchObject({ status: 400 });
    for (let i = 0; i < SIGN_UP_LIMIT.max; i++) expect((await submit(signupForm(`limite${i}@example.test`))).response?.status).toBe(302);
    expect(await submit(signupForm("limite-de-trop@example.test"))).toMatchObject({ status: 429, data: { message: commonMessages.TOO_MANY_REQUESTS } });
    expect(await database.current.db.select().from(user).where(eq(user.email, "limite-de-trop@example.test"))).toHaveLength(0);
  });

  it("creates the account with first and last name, signs in, and queues the welcome mail", async () => {
    const result = await signUp(request(), signupForm("Jean.Dupont@Example.test"));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const setCookie = result.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const session = await getSessionUser(new Request(ORIGIN, { headers: { Cookie: cookieOf(result.headers) } }));
    expect(session).toMatchObject({ email: "jean.dupont@example.test", firstName: "Jean", lastName: "Dupont" });
    const [row] = await database.current.db.select().from(user).where(eq(user.email, "jean.dupont@example.test"));
    expect(JSON.stringify(row)).not.toContain("1990-05-12");
    const mails = await mailsTo("jean.dupont@example.test");
    expect(mails.map((x) => x.type)).toEqual(["welcome"]);
    expect(mails[0]!.html).toContain("Bienvenue Jean");
  });

  it("says when the account exists, and refuses a weak password without creating anything", async () => {
    expect(await signUp(request(), signupForm("jean.dupont@example.test"))).toMatchObject({
      ok: false,
      code: "EXISTING_ACCOUNT",
      message: m.EXISTING_ACCOUNT,
      email: "jean.dupont@example.test",
    });
    const weak = { ...signupForm("faible@example.test"), password: "motdepasse", confirmPassword: "motdepasse" };
    expect(await callRoute(signupAction, formRequest("/signup", weak))).toMatchObject({ status: 400, data: { ok: false, message: m.weakPassword } });
    expect(await database.current.db.select().from(user).where(eq(user.email, "faible@example.test"))).toHaveLength(0);
  });
});

describe("sign-in", () => {
  it("answers 'Email ou mot de passe incorrect' for a wrong password or an unknown e-mail", async () => {
    expect(await signIn(request("198.51.100.1"), { email: "jean.dupont@example.test", password: "Mauvais-2026!" })).toMatchObject({
      ok: false,
      code: "BAD_CREDENTIALS",
      message: m.BAD_CREDENTIALS,
      status: 401,
    });
    expect(await signIn(request("198.51.100.1"), { email: "personne@example.test", password })).toMatchObject({
      ok: false,
      message: m.BAD_CREDENTIALS,
    });
    const login = (fields: Record<string, string>) => callRoute(loginAction, formRequest("/login", fields, { ip: "198.51.100.2" }));
    expect(await login({ email: "", password: "" })).toMatchObject({ status: 400, data: { message: m.fillAllFields } });
    expect(await login({ email: "jean.dupont@example.test", password: "x".repeat(129) })).toMatchObject({
      status: 400,
      data: { message: m.BAD_CREDENTIALS },
    });
    const signedIn = await login({ email: "jean.dupont@example.test", password, redirect: "/checkout" });
    expect(signedIn.response?.status).toBe(302);
    expect(signedIn.response?.headers.get("Location")).toBe("/checkout");
  });

  it("is limited per client address", async () => {
    // A different e-mail each time, so only the address's limit is met.
    const attempt = (ip: string, n: number) => signIn(request(ip), { email: `essai${n}@example.test`, password: "Mauvais-2026!" });
    for (let i = 0; i < SIGN_IN_LIMIT.max; i++) expect(await attempt("192.0.2.7", i)).toMatchObject({ message: m.BAD_CREDENTIALS });
    expect(await attempt("192.0.2.7", 99)).toMatchObject({ ok: false, message: m.TOO_MANY_ATTEMPTS, status: 429 });
    // Even the right password waits; another address is not affected.
    expect(await signIn(request("192.0.2.7"), { email: "jean.dupont@example.test", password })).toMatchObject({ status: 429 });
    expect((await signIn(request("192.0.2.8"), { email: "jean.dupont@example.test", password })).ok).toBe(true);
  });

  it("is limited per account too: failures from many addresses lock that account only, for a while", async () => {
    await signUp(request(), signupForm("cible@example.test"));
    for (let i = 0; i < ACCOUNT_SIGN_IN_LIMIT.max; i++) {
      expect(await signIn(request(`192.0.2.${100 + i}`), { email: "cible@example.test", password: "Mauvais-2026!" })).toMatchObject({ status: 401 });
    }
    // Even the right password, from a new address, waits; another account is not affected.
    expect(await signIn(request("192.0.2.200"), { email: "Cible@example.test", password })).toMatchObject({ message: m.TOO_MANY_ATTEMPTS, status: 429 });
    await signUp(request(), signupForm("autre@example.test"));
    expect((await signIn(request("192.0.2.201"), { email: "autre@example.test", password })).ok).toBe(true);
    // The window is the database's clock: move it instead of waiting.
    await database.current.db.execute(sql`update request_limits set window_start = window_start - interval '16 minutes' where key like 'sign-in-account:%'`);
    expect((await signIn(request("192.0.2.202"), { email: "cible@example.test", password })).ok).toBe(true);
  });

  it("lets only the admin account into the admin, and gives anyone else no session", async () => {
    await adminSessionCookie(auth.current, database.current.db, password);
    const customer = await signIn(request("198.51.100.9"), { email: "jean.dupont@example.test", password }, { adminOnly: true });
    expect(customer).toMatchObject({ ok: false, message: m.NOT_ADMIN, status: 403 });
    // Without the account's password, a customer's e-mail and an unknown one answer as a wrong admin password does.
    for (const email of ["jean.dupont@example.test", "personne@example.test"]) {
      const guess = await signIn(request("198.51.100.9"), { email, password: "Mauvais-2026!" }, { adminOnly: true });
      expect(guess).toEqual({ ok: false, code: "BAD_CREDENTIALS", message: m.BAD_CREDENTIALS, status: 401 });
    }
    const wrong = await signIn(request("198.51.100.9"), { email: TEST_ADMIN_EMAIL, password: "Mauvais-2026!" }, { adminOnly: true });
    expect(wrong).toMatchObject({ ok: false, message: m.BAD_CREDENTIALS });
    const admin = await signIn(request("198.51.100.9"), { email: TEST_ADMIN_EMAIL, password }, { adminOnly: true });
    expect(admin.ok).toBe(true);
    if (admin.ok) {
      const session = await getSessionUser(new Request(ORIGIN, { headers: { Cookie: cookieOf(admin.headers) } }));
      expect(session?.isAdmin).toBe(true);
    }
  });
});

describe("sign-in from a known browser", () => {
  /** The browser's device cookie from a Set-Cookie answer, as the browser sends it back. */
  const deviceOf = (response: Response | undefined) => {
    const line = response?.headers.getSetCookie().find((c) => c.startsWith("sign-in-device="));
    if (!line) throw new Error("no device cookie");
    return { header: line, cookie: line.split(";")[0]! };
  };
  /** The same cookie with its value rewritten (the value is base64 of a JSON string "nonce.mac"). */
  const rewritten = (cookie: string, change: (value: string) => string) => {
    const value = JSON.parse(Buffer.from(decodeURIComponent(cookie.split("=")[1]!), "base64").toString("utf8")) as string;
    return `sign-in-device=${encodeURIComponent(Buffer.from(JSON.stringify(change(value))).toString("base64"))}`;
  };

  // The admin at /admin, a customer at /login: each page's sign-in.
  const cases = [
    { page: "/admin", action: adminLoginAction, email: TEST_ADMIN_EMAIL, net: "203.0.113" },
    { page: "/login", action: loginAction, email: "fidele@example.test", net: "198.18.0" },
  ];

  for (const { page, action, email, net } of cases) {
    it(`at ${page}, strangers' failures from many addresses lock the account out of unknown browsers only`, async () => {
      await database.current.db.delete(requestLimits);
      await adminSessionCookie(auth.current, database.current.db, password);
      if (page === "/login") await signUp(request(), signupForm(email));
      const attempt = (ip: string, pass: string, cookie?: string) => callRoute(action, formRequest(page, { email, password: pass }, { ip, cookie }));

      // The owner's browser signs in once and keeps its device cookie (a year, HttpOnly, Lax; Secure only on https).
      const first = await attempt(`${net}.1`, password);
      expect(first.response?.status).toBe(302);
      const device = deviceOf(first.response);
      expect(device.header).toMatch(/Max-Age=31536000/);
      expect(device.header).toMatch(/HttpOnly/);
      expect(device.header).toMatch(/SameSite=Lax/);
      expect(device.header).not.toMatch(/Secure/);
      // Another account's browser.
      const other = `voisin.${net}@example.test`;
      await signUp(request(), signupForm(other));
      const otherAccount = deviceOf((await callRoute(loginAction, formRequest("/login", { email: other, password }, { ip: `${net}.2` }))).response).cookie;

      for (let i = 0; i < 12; i++) {
        expect(await attempt(`${net}.${100 + i}`, "Mauvais-2026!")).toMatchObject({ status: i < ACCOUNT_SIGN_IN_LIMIT.max ? 401 : 429 });
      }
      // A fresh browser, a forged or altered cookie, another account's cookie: the account stays locked.
      expect(await attempt(`${net}.200`, password)).toMatchObject({ status: 429, data: { message: m.TOO_MANY_ATTEMPTS } });
      const forged = rewritten(device.cookie, (value) => `${"A".repeat(22)}.${value.split(".")[1]}`);
      const altered = rewritten(device.cookie, (value) => value.slice(0, -1) + (value.endsWith("A") ? "B" : "A"));
      for (const cookie of [forged, altered, otherAccount, "sign-in-device=n%27importe-quoi"]) {
        expect(await attempt(`${net}.201`, password, cookie)).toMatchObject({ status: 429 });
      }
      // The owner's own browser, from a new address too, signs in.
      const known = await attempt(`${net}.202`, password, device.cookie);
      expect(known.response?.status).toBe(302);
      const second = deviceOf(known.response).cookie;

      // Its own failures meet its own limit, even with the right password afterwards.
      for (let i = 0; i < DEVICE_SIGN_IN_LIMIT.max; i++) expect(await attempt(`${net}.203`, "Mauvais-2026!", device.cookie)).toMatchObject({ status: 401 });
      expect(await attempt(`${net}.203`, password, device.cookie)).toMatchObject({ status: 429, data: { message: m.TOO_MANY_ATTEMPTS } });

      // Once the password changes (a reset, a takeover), its cookies are worth nothing: the browser is a stranger again.
      const context = await auth.current.$context;
      const [account] = await database.current.db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase()));
      await context.internalAdapter.updatePassword(account!.id, await context.password.hash("Nouveau-2026!"));
      expect(await attempt(`${net}.204`, "Nouveau-2026!", second)).toMatchObject({ status: 429, data: { message: m.TOO_MANY_ATTEMPTS } });
      await context.internalAdapter.updatePassword(account!.id, await context.password.hash(password));
    });
  }
});

describe("password reset", () => {
  const tokenFromMail = async (to: string) => {
    const mails = await mailsTo(to);
    const last = mails.filter((x) => x.type === "reset_password_request").at(-1)!;
    // The link as it will be sent: the copy kept for reading masks it.
    expect(last.text).toContain(`${ORIGIN}/reset-password?token=[masqué]`);
    const match = last.unsentContent!.text.match(new RegExp(`${ORIGIN}/reset-password\\?token=([A-Za-z0-9_-]+)`));
    return match![1]!;
  };

  it("sends at most a few links to one address, and limits each client, answering the same", async () => {
    const email = "souvent@example.test";
    await signUp(request(), signupForm(email));
    const ask = (ip: string) => callRoute(forgotAction, formRequest("/forgot-password", { email }, { ip }));
    for (let i = 0; i < RESET_MAILS_PER_ACCOUNT.max + 2; i++) {
      expect(await ask(`198.51.100.${60 + i}`)).toMatchObject({ status: 200, data: { ok: true, message: m.forgotSent } });
    }
    expect((await mailsTo(email)).filter((x) => x.type === "reset_password_request")).toHaveLength(RESET_MAILS_PER_ACCOUNT.max);
    // One client asking for many addresses meets its own limit; refused input does not count.
    const other = (n: number) => callRoute(forgotAction, formRequest("/forgot-password", { email: `x${n}@example.test` }, { ip: "198.51.100.99" }));
    for (let i = 0; i < 3; i++)
      expect(await callRoute(forgotAction, formRequest("/forgot-password", { email: "pas-un-email" }, { ip: "198.51.100.99" }))).toMatchObject({ status: 400 });
    for (let i = 0; i < FORGOT_PASSWORD_LIMIT.max; i++) expect(await other(i)).toMatchObject({ status: 200 });
    expect(await other(99)).toMatchObject({ status: 429, data: { message: commonMessages.TOO_MANY_REQUESTS } });
  });

  it("answers the same for an unknown e-mail and queues nothing", async () => {
    expect(await requestPasswordReset({ email: "inconnu@example.test" })).toEqual({ ok: true, message: m.forgotSent });
    expect(await mailsTo("inconnu@example.test")).toHaveLength(0);
  });

  it("uses a token once, ends the user's sessions, and the new password works", async () => {
    const email = "reset@example.test";
    const created = await signUp(request(), signupForm(email));
    if (!created.ok) throw new Error("sign-up failed");
    const oldSession = cookieOf(created.headers);

    expect(await requestPasswordReset({ email })).toMatchObject({ ok: true });
    const token = await tokenFromMail(email);
    expect(await isResetTokenValid(token)).toBe(true);
    const newPassword = "Nouveau-Passe-2027";
    expect(await resetPassword({ token, password: newPassword, confirmPassword: newPassword })).toMatchObject({ ok: true });

    expect(await isResetTokenValid(token)).toBe(false);
    expect(await resetPassword({ token, password: "Encore-Autre-2028", confirmPassword: "Encore-Autre-2028" })).toMatchObject({
      ok: false,
      code: "RESET_TOKEN_INVALID",
      message: m.RESET_TOKEN_INVALID,
    });
    expect(await getSessionUser(new Request(ORIGIN, { headers: { Cookie: oldSession } }))).toBeNull();
    expect((await signIn(request("198.51.100.20"), { email, password })).ok).toBe(false);
    expect((await signIn(request("198.51.100.20"), { email, password: newPassword })).ok).toBe(true);
  });

  it("refuses a token after one hour", async () => {
    const email = "reset@example.test";
    await requestPasswordReset({ email });
    const token = await tokenFromMail(email);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 59 * 60_000);
    expect(await isResetTokenValid(token)).toBe(true);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect(await isResetTokenValid(token)).toBe(false);
    expect(await resetPassword({ token, password: "Nouveau-Passe-2029", confirmPassword: "Nouveau-Passe-2029" })).toMatchObject({
      code: "RESET_TOKEN_INVALID",
    });
  });

  it("keeps the same rules as sign-up, and sends a missing or refused token back to /forgot-password", async () => {
    const reset = (fields: Record<string, string>) => callRoute(resetAction, formRequest("/reset-password", fields));
    expect(await reset({ token: "x".repeat(24), password: "court", confirmPassword: "court" })).toMatchObject({
      status: 400,
      data: { message: m.weakPassword },
    });
    expect(await reset({ token: "x".repeat(24), password: "Motdepasse-1!", confirmPassword: "Motdepasse-2!" })).toMatchObject({
      status: 400,
      data: { message: m.passwordsDiffer },
    });
    for (const fields of [
      { password: "Motdepasse-1!", confirmPassword: "Motdepasse-1!" } as Record<string, string>,
      { token: "x".repeat(24), password: "Motdepasse-1!", confirmPassword: "Motdepasse-1!" },
    ]) {
      const answer = await reset(fields);
      expect(answer.response?.status).toBe(302);
      expect(answer.response?.headers.get("Location")).toBe("/forgot-password");
    }
  });
});
