import { createCookie, redirect, redirectDocument, type Cookie } from "react-router";
import { derivedSecret } from "./app-secret.server";
import { getConfig } from "./config.server";
import { needsOwnDocument } from "./document-paths";

export type Flash = {
  type: "success" | "error" | "info";
  message: string;
  /** The form it answers, posted without scripts: that form shows it in place (under `field` when it is a field's). */
  form?: string;
  field?: string;
};

const flashTypes: ReadonlyArray<Flash["type"]> = ["success", "error", "info"];

let cached: { secret: string; secure: boolean; cookie: Cookie } | undefined;

/**
 * A one-time message carried across a redirect (e.g. 'Produit non trouvé' on the way to /shop).
 * Signed, so nobody can make the site show a text of their own; Secure once the site is on https.
 */
function flashCookie(): Cookie {
  const config = getConfig();
  const secret = derivedSecret("flash-cookie", config);
  const secure = config.publicUrl.startsWith("https://");
  if (cached?.secret !== secret || cached.secure !== secure) {
    const cookie = createCookie("flash", { path: "/", httpOnly: true, sameSite: "lax", secure, maxAge: 60, secrets: [secret] });
    cached = { secret, secure, cookie };
  }
  return cached.cookie;
}

export async function redirectWithFlash(to: string, flash: Flash, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await flashCookie().serialize(flash));
  return (needsOwnDocument(to) ? redirectDocument : redirect)(to, { ...init, headers });
}

const isName = (value: unknown) => value === undefined || (typeof value === "string" && value.length <= 50);

const isFlash = (value: unknown): value is Flash =>
  !!value &&
  typeof value === "object" &&
  flashTypes.includes((value as Flash).type) &&
  typeof (value as Flash).message === "string" &&
  (value as Flash).message.length <= 300 &&
  isName((value as Flash).form) &&
  isName((value as Flash).field);

/** Reads the pending message (only one we signed) and the header that clears it. */
export async function readFlash(request: Request): Promise<{ flash: Flash | null; headers: Headers }> {
  const headers = new Headers();
  const header = request.headers.get("Cookie");
  if (!header?.includes("flash=")) return { flash: null, headers };
  const value: unknown = await flashCookie()
    .parse(header)
    .catch(() => null);
  headers.append("Set-Cookie", await flashCookie().serialize("", { maxAge: 0 }));
  return { flash: isFlash(value) ? value : null, headers };
}
