import { and, desc, eq } from "drizzle-orm";
import type { SessionUser } from "~/features/accounts/session.server";
import { hasPurchased } from "~/features/orders/purchases.server";
import { isUuid } from "~/lib/ids";
import { memoByKey } from "~/lib/memo.server";
import { averageRating } from "~/lib/rating";
import { fail, succeed, type Result } from "~/lib/result";
import { getDatabase, getDb, type DbOrTx } from "~db/client.server";
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from "~db/errors";
import { productReviews } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { productReviewMessages as m, type ProductReviewCode } from "./messages";
import type { ProductReviewInput } from "./schema";
import type { ProductReviewView, RatingSummary } from "./types";

async function readProductReviews(productId: string, db: DbOrTx) {
  return db
    .select({
      id: productReviews.id,
      userId: productReviews.userId,
      firstName: productReviews.firstName,
      rating: productReviews.rating,
      comment: productReviews.comment,
      createdAt: productReviews.createdAt,
      verifiedPurchase: productReviews.verifiedPurchase,
    })
    .from(productReviews)
    .where(eq(productReviews.productId, productId))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id));
}

/**
 * Each product page's reviews, kept in memory: a review written, deleted or moderated here calls
 * `invalidateProductReviews()`; one from another instance shows within PUBLIC_DATA_TTL_MS. Only
 * the product pages ask, once their product is known, so the keys are the catalogue's products.
 */
const reviewsByProduct = memoByKey((productId: string) => readProductReviews(productId, getDb()), { scope: getDatabase, maxEntries: 500 });

/** To call once a write that changes product reviews has committed. */
export function invalidateProductReviews() {
  reviewsByProduct.invalidate();
}

/**
 * A product's reviews, newest first, and their summary; `viewerId` marks the visitor's own. From
 * memory, or from `db` when given.
 */
export async function listProductReviews(
  productId: string,
  viewerId: string | null,
  db?: DbOrTx,
): Promise<{ reviews: ProductReviewView[]; summary: RatingSummary }> {
  const rows = await (db ? readProductReviews(productId, db) : reviewsByProduct.get(productId));
  const reviews = rows.map(({ userId, createdAt, firstName, ...row }) => ({
    ...row,
    firstName: firstName || "Client",
    createdAt: createdAt.toISOString(),
    mine: userId === viewerId,
  }));
  return { reviews, summary: { average: averageRating(rows.map((r) => r.rating)), count: rows.length } };
}

/**
 * Publishes a signed-in customer's review. One per customer and product, held by the database's
 * unique constraint (so two simultaneous posts cannot both land); 'Achat vérifié' is the server's.
 */
export async function submitProductReview(
  user: SessionUser | null,
  productId: string,
  { rating, comment }: ProductReviewInput,
  db: DbOrTx = getDb(),
): Promise<Result<object, ProductReviewCode>> {
  if (!user) return fail("SIGN_IN_REQUIRED", m.SIGN_IN_REQUIRED, 401);
  if (!isUuid(productId)) return fail("PRODUCT_NOT_FOUND", m.PRODUCT_NOT_FOUND, 404);
  try {
    // In its own transaction (a savepoint inside a caller's): a refused insert leaves the caller's
    // transaction usable.
    await inTransaction(db, async (tx) => {
      await tx.insert(productReviews).values({
        productId,
        userId: user.id,
        userEmail: user.email,
        rating,
        comment,
        firstName: user.firstName,
        lastName: user.lastName,
        verifiedPurchase: await hasPurchased(user.id, productId, tx),
      });
    });
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === PG_UNIQUE_VIOLATION) return fail("DUPLICATE", m.DUPLICATE, 409);
    if (code === PG_FOREIGN_KEY_VIOLATION) return fail("PRODUCT_NOT_FOUND", m.PRODUCT_NOT_FOUND, 404);
    throw error;
  }
  invalidateProductReviews();
  return succeed({}, m.success);
}

/** A customer deletes their own review (and only their own). */
export async function deleteOwnReview(
  user: SessionUser | null,
  productId: string,
  reviewId: string,
  db: DbOrTx = getDb(),
): Promise<Result<object, ProductReviewCode>> {
  if (!user) return fail("SIGN_IN_REQUIRED", m.SIGN_IN_REQUIRED, 401);
  if (!isUuid(reviewId) || !isUuid(productId)) return fail("REVIEW_NOT_FOUND", m.REVIEW_NOT_FOUND, 404);
  // The author's own review of the product whose page asks, nothing else.
  const deleted = await db
    .delete(productReviews)
    .where(and(eq(productReviews.id, reviewId), eq(productReviews.productId, productId), eq(productReviews.userId, user.id)))
    .returning({ id: productReviews.id });
  if (deleted.length === 0) return fail("REVIEW_NOT_FOUND", m.REVIEW_NOT_FOUND, 404);
  invalidateProductReviews();
  return succeed({}, m.deleted);
}
