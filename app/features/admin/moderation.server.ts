import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { invalidateProductReviews } from "~/features/catalog/reviews/reviews.server";
import { queueEmail } from "~/features/email/outbox.server";
import { ReviewRejectedEmail } from "~/features/email/templates/review-rejected";
import { rejectionReasonLabels, REVIEWS_POLICY_PATH } from "~/features/salon-reviews/messages";
import { invalidateApprovedReviews } from "~/features/salon-reviews/reviews.server";
import { isVerified, verifiedVisitDate, visitMarkedAbsent, visitOfReview } from "~/features/salon-reviews/verified.server";
import { getConfig } from "~/lib/config.server";
import { formatLongDate } from "~/lib/dates";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx } from "~db/client.server";
import { barbers, bookings, customers, productReviews, products, serviceReviews, services, type ReviewRejectionReason } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { moderationMessages as m } from "./moderation-messages";

export const REVIEWS_PER_PAGE = 20;

export type ModeratedReview = { id: string; customerName: string; rating: number; comment: string; createdAt: string };
/**
 * A home-page review; a verified one ('Avis vérifié', sent after a visit) names its service, barber
 * and visit day. `markedAbsent`: its visit was marked 'Absent' since; `authorReachable`: a refusal
 * can be told to its author by e-mail (a review link's, not the home page form's).
 */
export type ModeratedSalonReview = ModeratedReview & {
  verified: boolean;
  visitDate: string | null;
  markedAbsent: boolean;
  authorReachable: boolean;
  serviceTitle: string | null;
  barberName: string | null;
};
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
        verified: isVerified,
        visitDate: verifiedVisitDate,
        markedAbsent: visitMarkedAbsent,
        authorReachable: sql<boolean>`${customers.email} is not null`,
        serviceTitle: services.title,
        barberName: barbers.name,
      })
      .from(serviceReviews)
      .leftJoin(bookings, visitOfReview)
      .leftJoin(customers, eq(customers.id, bookings.customerId))
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

export type ModerationCode = "NOT_FOUND" | "ALREADY_MODERATED";

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

/**
 * A pending home-page review is refused for a reason of the list: kept, never shown, and its author
 * told why by e-mail when it came from a review link (the booking's customer; a review from the home
 * page's form has no address). One statement takes the review from 'pending', so of two refusals
 * at once one wins and one mail is queued, in the same transaction.
 */
export async function rejectReview(id: string, reason: ReviewRejectionReason, now = new Date(), db: DbOrTx = getDb()): Promise<Result<object, ModerationCode>> {
  return inTransaction(db, async (tx) => {
    const [refused] = await tx
      .update(serviceReviews)
      .set({ status: "rejected", rejectionReason: reason, moderatedAt: now })
      .where(and(eq(serviceReviews.id, id), eq(serviceReviews.status, "pending")))
      .returning({
        bookingId: serviceReviews.bookingId,
        customerName: serviceReviews.customerName,
        rating: serviceReviews.rating,
        comment: serviceReviews.comment,
      });
    if (!refused) {
      const [found] = await tx.select({ id: serviceReviews.id }).from(serviceReviews).where(eq(serviceReviews.id, id));
      return found ? fail("ALREADY_MODERATED", m.alreadyModerated, 409) : fail("NOT_FOUND", m.failed, 404);
    }
    const [author] = refused.bookingId
      ? await tx
          .select({ email: customers.email, date: bookings.date, serviceTitle: bookings.title })
          .from(bookings)
          .innerJoin(customers, eq(customers.id, bookings.customerId))
          .where(eq(bookings.id, refused.bookingId))
      : [];
    if (!author?.email) return succeed({}, m.rejected);
    const { publicUrl } = getConfig();
    const reasonText = rejectionReasonLabels[reason];
    await queueEmail(tx, {
      type: "review_rejected",
      to: author.email,
      subject: "Votre avis n'a pas été publié",
      body: createElement(ReviewRejectedEmail, {
        authorName: refused.customerName,
        visitDateText: formatLongDate(author.date),
        serviceTitle: author.serviceTitle,
        rating: refused.rating,
        comment: refused.comment,
        reason: reasonText,
        policyUrl: `${publicUrl}${REVIEWS_POLICY_PATH}`,
        contactUrl: `${publicUrl}/contact`,
      }),
    });
    return succeed({}, m.rejectedAndTold);
  });
}

/** A home-page review, pending or published, is removed for good, without a word to its author (spam, or at their request). */
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
