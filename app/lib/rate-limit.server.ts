import { and, eq, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "~db/client.server";
import { requestLimits } from "~db/schema";

/** Header set by our own HTTP layer (never trusted from the client) with the caller's address. */
export const CLIENT_IP_HEADER = "x-salon-client-ip";

export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
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
): Promise<{ allowed: boolean; count: number }> {
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
    .returning({ count: requestLimits.count });
  const count = row?.count ?? 1;
  return { allowed: count <= max, count };
}

/** Whether `key` has already used its `max` hits in the current window, without counting one. */
export async function rateLimitReached(key: string, max: number, windowSeconds: number, db: DbOrTx = getDb()): Promise<boolean> {
  const [row] = await db
    .select({ count: requestLimits.count })
    .from(requestLimits)
    .where(and(eq(requestLimits.key, key), sql`${requestLimits.windowStart} > now() - ${windowSeconds} * interval '1 second'`));
  return (row?.count ?? 0) >= max;
}
