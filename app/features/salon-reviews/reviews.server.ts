import { desc, eq } from "drizzle-orm";
import type { FormLimit } from "~/lib/form.server";
import { memoByKey } from "~/lib/memo.server";
import { succeed, type Success } from "~/lib/result";
import { getDatabase, getDb, type DbOrTx } from "~db/client.server";
import { serviceReviews } from "~db/schema";
import { reviewMessages as m } from "./messages";
import type { ReviewInput } from "./schema";
import type { PublicReview } from "./types";

/** Reviews one client address may send per window. */
export const REVIEW_LIMIT: FormLimit = { key: "review", max: 5, windowSeconds: 60 * 60 };

async function readApprovedReviews(limit: number, db: DbOrTx): Promise<PublicReview[]> {
  const rows = await db
    .select({
      id: serviceReviews.id,
      customerName: serviceReviews.customerName,
      rating: serviceReviews.rating,
      comment: serviceReviews.comment,
      createdAt: serviceReviews.createdAt,
    })
    .from(serviceReviews)
    .where(eq(serviceReviews.status, "approved"))
    .orderBy(desc(serviceReviews.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * The approved reviews, by how many are asked, kept in memory for the home page: moderation calls
 * `invalidateApprovedReviews()`, and another instance's moderation shows within PUBLIC_DATA_TTL_MS.
 */
const approvedReviews = memoByKey((limit: number) => readApprovedReviews(limit, getDb()), { scope: getDatabase, maxEntries: 16 });

/** To call once a write that changes which reviews are approved has committed. */
export function invalidateApprovedReviews() {
  approvedReviews.invalidate();
}

/** Approved reviews for the home page, newest first: from memory, or from `db` when given. */
export function listApprovedReviews(limit = 6, db?: DbOrTx): Promise<PublicReview[]> {
  return db ? readApprovedReviews(limit, db) : approvedReviews.get(limit);
}

/** Stores a home page review in the moderation queue; nothing is shown before the admin approves it. */
export async function submitReview({ name, rating, comment }: ReviewInput, db: DbOrTx = getDb()): Promise<Success> {
  await db.insert(serviceReviews).values({ serviceId: null, customerName: name, rating, comment, status: "pending" });
  return succeed({}, m.success);
}
