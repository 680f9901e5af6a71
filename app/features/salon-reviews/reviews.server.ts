import { desc, eq } from "drizzle-orm";
import type { FormLimit } from "~/lib/form.server";
import { succeed, type Success } from "~/lib/result";
import { getDb, type DbOrTx } from "~db/client.server";
import { serviceReviews } from "~db/schema";
import { reviewMessages as m } from "./messages";
import type { ReviewInput } from "./schema";
import type { PublicReview } from "./types";

/** Reviews one client address may send per window. */
export const REVIEW_LIMIT: FormLimit = { key: "review", max: 5, windowSeconds: 60 * 60 };

/** Approved reviews for the home page, newest first. */
export async function listApprovedReviews(limit = 6, db: DbOrTx = getDb()): Promise<PublicReview[]> {
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

/** Stores a home page review in the moderation queue; nothing is shown before the admin approves it. */
export async function submitReview({ name, rating, comment }: ReviewInput, db: DbOrTx = getDb()): Promise<Success> {
  await db.insert(serviceReviews).values({ serviceId: null, customerName: name, rating, comment, status: "pending" });
  return succeed({}, m.success);
}
