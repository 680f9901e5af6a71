import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createCookie, type Cookie } from "react-router";
import { derivedSecret } from "~/lib/app-secret.server";
import { getConfig } from "~/lib/config.server";

const YEAR_SECONDS = 365 * 24 * 3600;
const NONCE = /^[A-Za-z0-9_-]{22}$/;

let cached: { secure: boolean; cookie: Cookie } | undefined;

/**
 * A browser that signed in to an account keeps this cookie for a year: a random nonce and a MAC
 * over the account's e-mail, that nonce and the account's password hash, so it is worth something
 * for that account only, until its password changes (a reset, a takeover by ADMIN_PASSWORD), and
 * cannot be made or altered without the site's secret. Its sign-ins are then limited on their own
 * (OWASP device cookies): strangers' failures lock unknown browsers out, never this one.
 */
function deviceCookie(): Cookie {
  const secure = getConfig().publicUrl.startsWith("https://");
  if (cached?.secure !== secure) {
    cached = { secure, cookie: createCookie("sign-in-device", { path: "/", httpOnly: true, sameSite: "lax", secure, maxAge: YEAR_SECONDS }) };
  }
  return cached.cookie;
}

const mac = (email: string, nonce: string, passwordHash: string) =>
  createHmac("sha256", derivedSecret("sign-in-device"))
    .update(`${email.toLowerCase()}\0${nonce}\0${createHash("sha256").update(passwordHash).digest("base64url")}`)
    .digest("base64url");

/** The Set-Cookie header of a new device cookie for the account of `email`, whose password hash is `passwordHash`. */
export function issueDeviceCookie(email: string, passwordHash: string): Promise<string> {
  const nonce = randomBytes(16).toString("base64url");
  return deviceCookie().serialize(`${nonce}.${mac(email, nonce, passwordHash)}`);
}

/**
 * The nonce of the request's device cookie when it was issued for the account of `email` with its
 * current password; else null. `passwordHashOf` is asked only when the request carries such a cookie.
 */
export async function knownDevice(request: Request, email: string, passwordHashOf: () => Promise<string | null | undefined>): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("sign-in-device=")) return null;
  const value: unknown = await deviceCookie()
    .parse(header)
    .catch(() => null);
  if (typeof value !== "string") return null;
  const [nonce = "", given = ""] = value.split(".");
  if (!NONCE.test(nonce)) return null;
  const passwordHash = await passwordHashOf();
  if (!passwordHash) return null;
  const expected = Buffer.from(mac(email, nonce, passwordHash));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? nonce : null;
}
