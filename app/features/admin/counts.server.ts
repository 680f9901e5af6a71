import { and, count, eq, isNull } from "drizzle-orm";
import { getDb, type DbOrTx } from "~db/client.server";
import { serviceReviews } from "~db/schema/booking";
import { emailOutbox } from "~db/schema/messages";
import { orders, paymentIncidents } from "~db/schema/orders";

export type WaitingCounts = { reviews: number; orders: number; emails: number };

/** Salon reviews waiting for moderation. */
export async function countReviewsToModerate(db: DbOrTx = getDb()): Promise<number> {
  const [row] = await db.select({ n: count() }).from(serviceReviews).where(eq(serviceReviews.status, "pending"));
  return row?.n ?? 0;
}

/** Orders paid and not yet shipped or handed over. */
export async function countOrdersToShip(db: DbOrTx = getDb()): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.status, "to_ship"));
  return row?.n ?? 0;
}

/** What waits for the owner, shown beside the admin links. */
export async function waitingCounts(db: DbOrTx = getDb()): Promise<WaitingCounts> {
  const [reviews, toShip, [incidents], [emails]] = await Promise.all([
    countReviewsToModerate(db),
    countOrdersToShip(db),
    db.select({ n: count() }).from(paymentIncidents).where(isNull(paymentIncidents.resolvedAt)),
    db
      .select({ n: count() })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, "failed"))),
  ]);
  return { reviews, orders: toShip + (incidents?.n ?? 0), emails: emails?.n ?? 0 };
}
