import { desc, eq } from "drizzle-orm";
import { clientIp, hitRateLimit } from "~/lib/rate-limit.server";
import { getDb, type DbOrTx } from "~db/client.server";
import { serviceReviews } from "~db/schema";
import { reviewMessages as m } from "./messages";
import { firstReviewError, reviewSchema } from "./schema";
import type { PublicReview } from "./types";

/** Reviews one client address may send per window. */
export const REVIEW_LIMIT = { max: 5, windowSeconds: 60 * 60 };

export type SubmitReviewResult = { ok: true; message: string } | { ok: false; error: string; status: number };

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
export async function submitReview(input: unknown, request: Request, db: DbOrTx = getDb()): Promise<SubmitReviewResult> {
  // A filled honeypot means a robot: answer as if it worked, store nothing.
  const honeypot = (input as { website?: unknown } | null)?.website;
  if (typeof honeypot === "string" && honeypot !== "") return { ok: true, message: m.success };

  const parsed = reviewSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: firstReviewError(parsed.error), status: 400 };

  const limit = await hitRateLimit(`review:${clientIp(request)}`, REVIEW_LIMIT.max, REVIEW_LIMIT.windowSeconds, db);
  if (!limit.allowed) return { ok: false, error: m.tooManyAttempts, status: 429 };

  const { name, rating, comment } = parsed.data;
  await db.insert(serviceReviews).values({ serviceId: null, customerName: name, rating, comment, status: "pending" });
  return { ok: true, message: m.success };
}
