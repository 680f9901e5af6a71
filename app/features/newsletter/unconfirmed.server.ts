import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { getDb, type DbOrTx } from "~db/client.server";
import { newsletterSubscribers } from "~db/schema";
import { CONFIRMATION_DAYS } from "./tokens.server";

const DAY_MS = 24 * 3600_000;

/**
 * Subscriptions never confirmed, `days` after their last confirmation link was sent: an address
 * that never confirmed is deleted; one that had confirmed before (it left, then asked again
 * without confirming) goes back to 'unsubscribed', so that it keeps its one welcome code and
 * still needs a new confirmation. Returns how many addresses were deleted and put back.
 */
export async function dropUnconfirmedSubscribers(days: number, now = new Date(), db: DbOrTx = getDb()) {
  // A link is valid CONFIRMATION_DAYS from its sending: it was sent `days` ago when it expired that much earlier.
  const linkSentBefore = new Date(now.getTime() - (days - CONFIRMATION_DAYS) * DAY_MS);
  const stale = and(
    eq(newsletterSubscribers.status, "pending"),
    or(
      lt(newsletterSubscribers.confirmExpiresAt, linkSentBefore),
      and(isNull(newsletterSubscribers.confirmExpiresAt), lt(newsletterSubscribers.createdAt, new Date(now.getTime() - days * DAY_MS))),
    ),
  );
  const everConfirmed = or(isNotNull(newsletterSubscribers.confirmedAt), isNotNull(newsletterSubscribers.discountCode));
  const deleted = await db
    .delete(newsletterSubscribers)
    .where(and(stale, isNull(newsletterSubscribers.confirmedAt), isNull(newsletterSubscribers.discountCode)))
    .returning({ id: newsletterSubscribers.id });
  const putBack = await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", confirmTokenHash: null, confirmExpiresAt: null })
    .where(and(stale, everConfirmed))
    .returning({ id: newsletterSubscribers.id });
  return { deleted: deleted.length, putBack: putBack.length };
}
