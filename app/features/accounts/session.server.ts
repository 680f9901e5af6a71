import { redirect, redirectDocument } from "react-router";
import { needsOwnDocument } from "~/lib/document-paths";
import { withHeader } from "~/lib/response-headers";
import { getAuth } from "./auth.server";
import { safeRedirect } from "./safe-redirect";
import { cachedSessionUser, type FoundSession } from "./session-cache.server";
import type { SessionUser } from "./types";

export type { SessionUser } from "./types";

/**
 * Whether a Cookie header may carry the session cookie named `cookieName`. Better Auth reads the
 * session only from that cookie (its name has the `__Secure-` prefix when the site is on https),
 * so without it there is no session to look up. A name only has to appear: a false "yes" costs a
 * lookup, never a signed-in visitor taken for a visitor.
 */
export function mayCarrySession(cookieHeader: string | null, cookieName: string): boolean {
  return !!cookieHeader && cookieHeader.includes(cookieName);
}

/** The name of the session cookie of this configuration, as Better Auth sets and reads it. */
export async function sessionCookieName(): Promise<string> {
  return (await getAuth().$context).authCookies.sessionToken.name;
}

/**
 * Better Auth's cookies in a Cookie header (those whose name starts as the session cookie's does:
 * the session, its "don't remember me" mark, its cached data), as `name=value` pairs: all that
 * its session lookup reads. Parsed as Better Auth parses them (the first of a name counts), or
 * null without a session cookie.
 */
export function authCookies(cookieHeader: string, sessionCookie: string): string | null {
  const prefix = sessionCookie.slice(0, sessionCookie.lastIndexOf(".") + 1);
  const pairs = new Map<string, string>();
  for (const part of cookieHeader.split(";")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (name.startsWith(prefix) && !pairs.has(name)) pairs.set(name, part.slice(at + 1).trim());
  }
  if (!pairs.has(sessionCookie)) return null;
  return [...pairs].map(([name, value]) => `${name}=${value}`).join("; ");
}

/**
 * Requests whose answer depends on who asks (a session was read, or a guard let them through or
 * sent them away): `privateAnswers`, the root middleware, marks those answers for no cache.
 */
const privateRequests = new WeakSet<Request>();

/** Says that the answer to `request` belongs to its sender alone. */
export function markPrivate(request: Request) {
  privateRequests.add(request);
}

/**
 * Root middleware: an answer that depends on the session, answers a write, or sets a cookie says
 * `Cache-Control: private, no-store`, so no shared cache keeps one person's page for another.
 * Public pages for visitors without a session keep their own caching (page cache, ETag).
 */
export async function privateAnswers({ request }: { request: Request }, next: () => Promise<Response>): Promise<Response> {
  const response = await next();
  const write = request.method !== "GET" && request.method !== "HEAD";
  if (!privateRequests.has(request) && !write && !response.headers.has("Set-Cookie")) return response;
  return withHeader(response, "Cache-Control", "private, no-store");
}

// The loaders of one request (the root's and the page's) share its lookup.
const lookups = new WeakMap<Request, Promise<SessionUser | null>>();

/**
 * The signed-in user, as plain data for loaders, or null. Visitors without a session cookie (most
 * of the public pages' traffic) are answered without asking Better Auth or the database.
 */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = lookUpSessionUser(request);
    lookups.set(request, lookup);
  }
  return lookup;
}

async function lookUpSessionUser(request: Request): Promise<SessionUser | null> {
  const header = request.headers.get("cookie");
  const name = await sessionCookieName();
  if (!mayCarrySession(header, name)) return null;
  markPrivate(request);
  const cookies = authCookies(header!, name);
  return cookies ? cachedSessionUser(cookies, readSession) : null;
}

async function readSession(cookies: string): Promise<FoundSession | null> {
  const session = await getAuth().api.getSession({ headers: new Headers({ cookie: cookies }) });
  if (!session) return null;
  const u = session.user as typeof session.user & { firstName?: string | null; lastName?: string | null; role?: string };
  return {
    user: { id: u.id, email: u.email, firstName: u.firstName ?? null, lastName: u.lastName ?? null, isAdmin: u.role === "admin" },
    expiresAt: new Date(session.session.expiresAt).getTime(),
  };
}

/** Page guard: signed-out visitors go to /login and come back to `returnTo` afterwards. */
export async function requireUser(request: Request, returnTo: string): Promise<SessionUser> {
  markPrivate(request);
  const user = await getSessionUser(request);
  if (!user) throw redirect(`/login?redirect=${encodeURIComponent(returnTo).replace(/%2F/gi, "/")}`);
  return user;
}

/**
 * The one admin guard, used by every admin loader and action. Page loads are sent to /admin;
 * data requests and actions get a 403 with nothing changed.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  markPrivate(request);
  const user = await getSessionUser(request);
  if (user?.isAdmin) return user;
  const isPageLoad = request.method === "GET" && !new URL(request.url).pathname.endsWith(".data");
  if (isPageLoad) throw redirect("/admin");
  throw new Response("Accès non autorisé", { status: 403 });
}

/** For /login and /signup: where to go afterwards (a path of this site), or straight there if already signed in. */
export async function redirectTargetUnlessSignedIn(request: Request): Promise<string> {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirect"));
  if (await getSessionUser(request)) throw (needsOwnDocument(redirectTo) ? redirectDocument : redirect)(redirectTo);
  return redirectTo;
}
