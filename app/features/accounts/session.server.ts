import { redirect, redirectDocument } from "react-router";
import { getConfig } from "~/lib/config.server";
import { needsOwnDocument } from "~/lib/document-paths";
import { getAuth } from "./auth.server";
import { safeRedirect } from "./safe-redirect";

export type SessionUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
};

/** The signed-in user, as plain data for loaders, or null. */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const session = await getAuth().api.getSession({ headers: request.headers });
  if (!session) return null;
  const u = session.user as typeof session.user & { firstName?: string | null; lastName?: string | null };
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName ?? null,
    lastName: u.lastName ?? null,
    isAdmin: isAdminEmail(u.email),
  };
}

export function isAdminEmail(email: string) {
  return email.toLowerCase() === getConfig().adminEmail;
}

/** Page guard: signed-out visitors go to /login and come back to `returnTo` afterwards. */
export async function requireUser(request: Request, returnTo: string): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect(`/login?redirect=${encodeURIComponent(returnTo).replace(/%2F/gi, "/")}`);
  return user;
}

/**
 * The one admin guard, used by every admin loader and action. Page loads are sent to /admin;
 * data requests and actions get a 403 with nothing changed.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
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
