import { count, desc, eq, sql } from "drizzle-orm";
import type { FormLimit } from "~/lib/form.server";
import { memo, memoByKey } from "~/lib/memo.server";
import { succeed, type Success } from "~/lib/result";
import { getDatabase, getDb, type DbOrTx } from "~db/client.server";
import { barbers, bookings, serviceReviews, services } from "~db/schema";
import { reviewMessages as m } from "./messages";
import type { ReviewInput } from "./schema";
import type { PublicReview, ReviewSummary } from "./types";
import { isVerified, verifiedVisitDate, visitOfReview } from "./verified.server";

/** Reviews one client address may send per window. */
export const REVIEW_LIMIT: FormLimit = { key: "review", max: 5, windowSeconds: 60 * 60 };
/** Reviews one client address may send from private review links per window. */
export const REVIEW_LINK_LIMIT: FormLimit = { key: "review-link", max: 5, windowSeconds: 60 * 60 };

async function readApprovedReviews(limit: number, db: DbOrTx): Promise<PublicReview[]> {
  const rows = await db
    .select({
      id: serviceReviews.id,
      customerName: serviceReviews.customerName,
      rating: serviceReviews.rating,
      comment: serviceReviews.comment,
      createdAt: serviceReviews.createdAt,
      verified: isVerified,
      visitDate: verifiedVisitDate,
      serviceTitle: services.title,
      barberName: barbers.name,
    })
    .from(serviceReviews)
    .leftJoin(bookings, visitOfReview)
    .leftJoin(services, eq(services.id, serviceReviews.serviceId))
    .leftJoin(barbers, eq(barbers.id, serviceReviews.barberId))
    .where(eq(serviceReviews.status, "approved"))
    .orderBy(desc(serviceReviews.createdAt), desc(serviceReviews.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

async function readReviewSummary(db: DbOrTx): Promise<ReviewSummary> {
  const [row] = await db
    .select({ count: count(), average: sql<string | null>`round(avg(${serviceReviews.rating}), 1)` })
    .from(serviceReviews)
    .where(eq(serviceReviews.status, "approved"));
  return { count: row?.count ?? 0, average: row?.average == null ? null : Number(row.average) };
}

/**
 * The approved reviews, by how many are asked, kept in memory for the home page: moderation and the
 * agenda's 'Absent' / 'Venu' call `invalidateApprovedReviews()`, and another instance's writes show
 * within PUBLIC_DATA_TTL_MS.
 */
const approvedReviews = memoByKey((limit: number) => readApprovedReviews(limit, getDb()), { scope: getDatabase, maxEntries: 16 });
/** Their average and count, kept the same way. */
const reviewSummary = memo(() => readReviewSummary(getDb()), { scope: getDatabase });

/** To call once a write that changes which reviews are approved, or which are verified, has committed. */
export function invalidateApprovedReviews() {
  approvedReviews.invalidate();
  reviewSummary.invalidate();
}

/** Approved reviews for the home page, newest first: from memory, or from `db` when given. */
export function listApprovedReviews(limit = 6, db?: DbOrTx): Promise<PublicReview[]> {
  return db ? readApprovedReviews(limit, db) : approvedReviews.get(limit);
}

/** The site's own rating, from every approved review: from memory, or from `db` when given. */
export function getReviewSummary(db?: DbOrTx): Promise<ReviewSummary> {
  return db ? readReviewSummary(db) : reviewSummary.get();
}

/** Stores a home page review in the moderation queue; nothing is shown before the admin approves it. */
export async function submitReview({ name, rating, comment }: ReviewInput, db: DbOrTx = getDb()): Promise<Success> {
  await db.insert(serviceReviews).values({ serviceId: null, customerName: name, rating, comment, status: "pending" });
  return succeed({}, m.success);
}
