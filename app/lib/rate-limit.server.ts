import { isIPv4, isIPv6 } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "~db/client.server";
import { requestLimits } from "~db/schema";
import { withHeader } from "./response-headers";

/** Header set by our own HTTP layer (never trusted from the client) with the caller's address. */
export const CLIENT_IP_HEADER = "x-salon-client-ip";

export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

/**
 * The client as the per-address limits count it: an IPv4 address as it is (also when written as
 * IPv6, `::ffff:1.2.3.4`), an IPv6 address by its /64, the block one subscriber gets and can pick
 * any address from, written as that block's first address (`2001:db8:0:1::`) so that it stays an
 * address for Better Auth too. Anything else is kept as given.
 */
export function limitedAddress(ip: string): string {
  const address = ip.replace(/%.*$/, "").toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address) ?? /^(?:0{1,4}:){5}ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(address)) return ip;
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // Only the first four groups matter: an IPv4 tail (`64:ff9b::1.2.3.4`) counts as the last two.
  const width = right.length && right[right.length - 1]!.includes(".") ? right.length + 1 : right.length;
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - width).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::`;
}

// Seconds to wait, noted by whatever refused a request past a limit, for its answer's Retry-After.
const waits = new WeakMap<Request, number>();

/** Notes when the client refused past a limit may try again (answered by `retryAfterOn429`). */
export function noteRetryAfter(request: Request, seconds: number) {
  waits.set(request, seconds);
}

/**
 * Root middleware: every 429 says when to try again. A page's action cannot set a header on the
 * document it answers with, so the refusal notes the limit's remaining window on the request;
 * a 429 nobody noted gets a minute.
 */
export async function retryAfterOn429({ request }: { request: Request }, next: () => Promise<Response>): Promise<Response> {
  const response = await next();
  if (response.status !== 429 || response.headers.has("Retry-After")) return response;
  return withHeader(response, "Retry-After", String(waits.get(request) ?? 60));
}

/**
 * Counts one hit for `key` in a fixed window and says whether it is still within `max`.
 * One atomic statement, so concurrent requests and several processes count correctly.
 */
export async function hitRateLimit(
  key: string,
  max: number,
  windowSeconds: number,
  db: DbOrTx = getDb(),
): Promise<{ allowed: boolean; count: number; retryAfterSeconds: number }> {
  const window = sql`${windowSeconds} * interval '1 second'`;
  const [row] = await db
    .insert(requestLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        count: sql`case when ${requestLimits.windowStart} <= now() - ${window} then 1 else ${requestLimits.count} + 1 end`,
        windowStart: sql`case when ${requestLimits.windowStart} <= now() - ${window} then now() else ${requestLimits.windowStart} end`,
      },
    })
    .returning({ count: requestLimits.count, retryAfterSeconds: secondsLeft(windowSeconds) });
  const count = row?.count ?? 1;
  return { allowed: count <= max, count, retryAfterSeconds: row?.retryAfterSeconds ?? windowSeconds };
}

/**
 * Whether `key` has already used its `max` hits in the current window, without counting one: null
 * if not, else the seconds until the window ends.
 */
export async function rateLimitReached(key: string, max: number, windowSeconds: number, db: DbOrTx = getDb()): Promise<number | null> {
  const [row] = await db
    .select({ count: requestLimits.count, retryAfterSeconds: secondsLeft(windowSeconds) })
    .from(requestLimits)
    .where(and(eq(requestLimits.key, key), sql`${requestLimits.windowStart} > now() - ${windowSeconds} * interval '1 second'`));
  return row && row.count >= max ? row.retryAfterSeconds : null;
}

/** Whole seconds (at least 1) until the window of the row at hand ends: a Retry-After. */
const secondsLeft = (windowSeconds: number) =>
  sql<number>`greatest(1, ceil(extract(epoch from ${requestLimits.windowStart} + ${windowSeconds} * interval '1 second' - now())))::int`;
