import { and, asc, count, desc, eq } from "drizzle-orm";
import { invalidateProductReviews } from "~/features/catalog/reviews/reviews.server";
import { invalidateApprovedReviews } from "~/features/salon-reviews/reviews.server";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx } from "~db/client.server";
import { barbers, productReviews, products, serviceReviews, services } from "~db/schema";
import { moderationMessages as m } from "./moderation-messages";

export const REVIEWS_PER_PAGE = 20;

export type ModeratedReview = { id: string; customerName: string; rating: number; comment: string; createdAt: string };
/** A home-page review; a verified one ('Avis vérifié', sent after a visit) names its service and barber. */
export type ModeratedSalonReview = ModeratedReview & { verified: boolean; serviceTitle: string | null; barberName: string | null };
export type ModeratedProductReview = ModeratedReview & { productName: string; productId: string; verifiedPurchase: boolean };

const pageOf = (found: number, wanted: number) => {
  const pageCount = Math.max(1, Math.ceil(found / REVIEWS_PER_PAGE));
  return { page: Math.min(wanted, pageCount), pageCount };
};

/**
 * What the 'Avis' screen shows: home-page reviews waiting for moderation (oldest first), the latest
 * published ones, and product reviews (newest first, a page at a time).
 */
export async function listReviewsToModerate(productPage: number, db: DbOrTx = getDb()) {
  const toRow = (r: Omit<ModeratedSalonReview, "createdAt"> & { createdAt: Date }): ModeratedSalonReview => ({ ...r, createdAt: r.createdAt.toISOString() });
  const salonReviews = () =>
    db
      .select({
        id: serviceReviews.id,
        customerName: serviceReviews.customerName,
        rating: serviceReviews.rating,
        comment: serviceReviews.comment,
        createdAt: serviceReviews.createdAt,
        verified: serviceReviews.verified,
        serviceTitle: services.title,
        barberName: barbers.name,
      })
      .from(serviceReviews)
      .leftJoin(services, eq(services.id, serviceReviews.serviceId))
      .leftJoin(barbers, eq(barbers.id, serviceReviews.barberId));
  const [pending, [pendingCount], published, [productCount]] = await Promise.all([
    salonReviews().where(eq(serviceReviews.status, "pending")).orderBy(asc(serviceReviews.createdAt)).limit(50),
    db.select({ n: count() }).from(serviceReviews).where(eq(serviceReviews.status, "pending")),
    salonReviews().where(eq(serviceReviews.status, "approved")).orderBy(desc(serviceReviews.moderatedAt), desc(serviceReviews.createdAt)).limit(10),
    db.select({ n: count() }).from(productReviews),
  ]);
  const { page, pageCount } = pageOf(productCount?.n ?? 0, productPage);
  const productRows = await db
    .select({
      id: productReviews.id,
      firstName: productReviews.firstName,
      lastName: productReviews.lastName,
      rating: productReviews.rating,
      comment: productReviews.comment,
      createdAt: productReviews.createdAt,
      verifiedPurchase: productReviews.verifiedPurchase,
      productId: products.id,
      productName: products.name,
    })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .orderBy(desc(productReviews.createdAt), asc(productReviews.id))
    .limit(REVIEWS_PER_PAGE)
    .offset((page - 1) * REVIEWS_PER_PAGE);
  return {
    pending: pending.map(toRow),
    pendingCount: pendingCount?.n ?? 0,
    published: published.map(toRow),
    productReviews: productRows.map(({ firstName, lastName, ...r }) => ({
      ...r,
      customerName: [firstName, lastName].filter(Boolean).join(" ") || "Client",
      createdAt: r.createdAt.toISOString(),
    })),
    productPage: page,
    productPageCount: pageCount,
    productCount: productCount?.n ?? 0,
  };
}

export type ModerationCode = "NOT_FOUND";

/** A pending home-page review goes public: on the home page and in its rating. */
export async function approveReview(id: string, now = new Date(), db: DbOrTx = getDb()): Promise<Result<object, ModerationCode>> {
  const approved = await db
    .update(serviceReviews)
    .set({ status: "approved", moderatedAt: now })
    .where(and(eq(serviceReviews.id, id), eq(serviceReviews.status, "pending")))
    .returning({ id: serviceReviews.id });
  if (approved.length === 0) return fail("NOT_FOUND", m.failed, 409);
  invalidateApprovedReviews();
  return succeed({}, m.approved);
}

/** A home-page review, pending or published, is removed for good. */
export async function deleteReview(id: string, db: DbOrTx = getDb()): Promise<Result<object, ModerationCode>> {
  const deleted = await db.delete(serviceReviews).where(eq(serviceReviews.id, id)).returning({ id: serviceReviews.id });
  if (deleted.length === 0) return fail("NOT_FOUND", m.failed, 404);
  invalidateApprovedReviews();
  return succeed({}, m.deleted);
}

export async function deleteProductReview(id: string, db: DbOrTx = getDb()): Promise<Result<object, ModerationCode>> {
  const deleted = await db.delete(productReviews).where(eq(productReviews.id, id)).returning({ id: productReviews.id });
  if (deleted.length === 0) return fail("NOT_FOUND", m.failed, 404);
  invalidateProductReviews();
  return succeed({}, m.deleted);
}
