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

  it("is known for the account it was issued for only, whatever the e-mail's case", async () => {
    const cookie = pair(await issueDeviceCookie("Jean@Example.test"));
    const nonce = await knownDevice(requestWith(`flash=x; ${cookie}`), "jean@example.test");
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await knownDevice(requestWith(cookie), "marie@example.test")).toBeNull();
    expect(await knownDevice(requestWith("flash=x"), "jean@example.test")).toBeNull();
    // Another secret (another site, or a rotated AUTH_SECRET) makes it worthless.
    vi.stubEnv("AUTH_SECRET", "e".repeat(40));
    resetConfig();
    expect(await knownDevice(requestWith(cookie), "jean@example.test")).toBeNull();
  });

  it("lasts a year, HttpOnly and SameSite=Lax, and Secure once the site is on https", async () => {
    const plain = await issueDeviceCookie("jean@example.test");
    expect(plain).toMatch(/Max-Age=31536000/);
    expect(plain).toMatch(/HttpOnly/);
    expect(plain).toMatch(/SameSite=Lax/);
    expect(plain).not.toMatch(/Secure/);
    vi.stubEnv("PUBLIC_URL", "https://www.monsieur-moustache.fr");
    resetConfig();
    expect(await issueDeviceCookie("jean@example.test")).toMatch(/; Secure/);
  });
});
