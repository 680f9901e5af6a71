import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetConfig } from "~/lib/config.server";
import { issueDeviceCookie, knownDevice } from "./device-cookie.server";

const requestWith = (cookie: string) => new Request("http://localhost/login", { headers: { Cookie: cookie } });
const pair = (setCookie: string) => setCookie.split(";")[0]!;

describe("device cookie", () => {
  beforeEach(() => {
    vi.stubEnv("AUTH_SECRET", "d".repeat(40));
    resetConfig();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    resetConfig();
  });

  const hashNow = async () => "hash-du-mot-de-passe";

  it("is known for the account it was issued for only, whatever the e-mail's case, while its password stays", async () => {
    const cookie = pair(await issueDeviceCookie("Jean@Example.test", await hashNow()));
    const nonce = await knownDevice(requestWith(`flash=x; ${cookie}`), "jean@example.test", hashNow);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await knownDevice(requestWith(cookie), "marie@example.test", hashNow)).toBeNull();
    expect(await knownDevice(requestWith("flash=x"), "jean@example.test", hashNow)).toBeNull();
    // A new password (a reset, a takeover) or an account without one makes it worthless.
    expect(await knownDevice(requestWith(cookie), "jean@example.test", async () => "un-autre-hash")).toBeNull();
    expect(await knownDevice(requestWith(cookie), "jean@example.test", async () => null)).toBeNull();
    // Another secret (another site, or a rotated AUTH_SECRET) makes it worthless.
    vi.stubEnv("AUTH_SECRET", "e".repeat(40));
    resetConfig();
    expect(await knownDevice(requestWith(cookie), "jean@example.test", hashNow)).toBeNull();
  });

  it("lasts a year, HttpOnly and SameSite=Lax, and Secure once the site is on https", async () => {
    const plain = await issueDeviceCookie("jean@example.test", "h");
    expect(plain).toMatch(/Max-Age=31536000/);
    expect(plain).toMatch(/HttpOnly/);
    expect(plain).toMatch(/SameSite=Lax/);
    expect(plain).not.toMatch(/Secure/);
    vi.stubEnv("PUBLIC_URL", "https://www.monsieur-moustache.fr");
    vi.stubEnv("PAYMENT_MODE", "demo");
    resetConfig();
    expect(await issueDeviceCookie("jean@example.test", "h")).toMatch(/; Secure/);
  });
});
