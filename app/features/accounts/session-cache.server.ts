// Sessions looked up lately, kept in memory for a few seconds: the pages of a signed-in visitor do
// not each cost a trip through Better Auth and the database.
import { createHash } from "node:crypto";
import { memoByKey } from "~/lib/memo.server";
import type { SessionUser } from "./types";

/**
 * How long a session, once looked up, is taken as it was. A session ended through this process (a
 * sign-out, a password reset, an account taken over) is forgotten at once: Better Auth's hook on
 * every session it deletes (auth.server.ts) empties the cache. One ended through another instance
 * sharing the PostgreSQL database, or deleted by hand, is still honoured here for at most this
 * long, as any other data this process keeps (memo.server's PUBLIC_DATA_TTL_MS); a session past
 * its expiry is never answered from memory.
 */
export const SESSION_CACHE_MS = 5_000;

export type FoundSession = { user: SessionUser; expiresAt: number };

type Lookup = { cookies: string; read: (cookies: string) => Promise<FoundSession | null> };

const sessions = memoByKey((lookup: Lookup) => lookup.read(lookup.cookies), {
  // Kept under a hash of the cookies: the tokens themselves are not the map's keys.
  keyOf: ({ cookies }) => createHash("sha256").update(cookies).digest("base64url"),
  ttlMs: SESSION_CACHE_MS,
  // About 300 bytes each; past it, the oldest lookups go (a flood of made-up cookies cannot grow it).
  maxEntries: 10_000,
  publicData: false,
});

/**
 * The user of the session that `cookies` (Better Auth's cookies of a request, as `name=value`
 * pairs) open, read by `read` unless the same cookies were looked up less than SESSION_CACHE_MS
 * ago. Nobody else's cookies give the same answer: the cookies are the key, whole.
 */
export async function cachedSessionUser(cookies: string, read: Lookup["read"]): Promise<SessionUser | null> {
  const found = await sessions.get({ cookies, read });
  return found && found.expiresAt > Date.now() ? found.user : null;
}

/** Forgets every session looked up: one has ended, or an account's rights changed. */
export function forgetSessions() {
  sessions.invalidate();
}
