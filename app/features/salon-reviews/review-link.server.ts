import { and, eq, gt, isNull } from "drizzle-orm";
import { hashToken } from "~/features/booking/booking-mails.server";
import { formatLongDate } from "~/lib/dates";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx } from "~db/client.server";
import { barbers, bookings, reviewRequests, serviceReviews } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { reviewLinkMessages as m } from "./messages";
import type { VerifiedReviewInput } from "./schema";

/** A review link's token as the job makes it: 32 random bytes, base64url. Anything else is not one. */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export type ReviewLinkCode = "NOT_FOUND" | "LINK_USED" | "LINK_EXPIRED";

export type ReviewLinkView =
  | { state: "open"; serviceTitle: string; barberName: string; date: string; dateText: string; timeSlot: string; name: string }
  | { state: "used" }
  | { state: "expired" };

/**
 * The request behind a link, with its appointment. A link whose appointment was cancelled or
 * marked absent since is no link: only a visit that took place makes an 'Avis vérifié'.
 */
async function findRequest(token: string, db: DbOrTx) {
  if (!TOKEN_RE.test(token)) return null;
  const [row] = await db
    .select({
      bookingId: reviewRequests.bookingId,
      expiresAt: reviewRequests.expiresAt,
      usedAt: reviewRequests.usedAt,
      status: bookings.status,
      noShowAt: bookings.noShowAt,
      serviceId: bookings.serviceId,
      barberId: bookings.barberId,
      date: bookings.date,
      timeSlot: bookings.timeSlot,
      customerName: bookings.customerName,
      serviceTitle: bookings.title,
      barberName: barbers.name,
    })
    .from(reviewRequests)
    .innerJoin(bookings, eq(bookings.id, reviewRequests.bookingId))
    .innerJoin(barbers, eq(barbers.id, bookings.barberId))
    .where(eq(reviewRequests.tokenHash, hashToken(token)));
  return row && row.status === "confirmed" && !row.noShowAt ? row : null;
}

/** What the review page shows for a link: its appointment, or why it no longer works; null for no link at all. */
export async function getReviewLink(token: string, now = new Date(), db: DbOrTx = getDb()): Promise<ReviewLinkView | null> {
  const request = await findRequest(token, db);
  if (!request) return null;
  if (request.usedAt) return { state: "used" };
  if (request.expiresAt <= now) return { state: "expired" };
  return {
    state: "open",
    serviceTitle: request.serviceTitle,
    barberName: request.barberName,
    date: request.date,
    // Written here, in French: the page ships no date code of its own.
    dateText: formatLongDate(request.date),
    timeSlot: request.timeSlot,
    // Public beside the review: the first name the booking was made with, which the client may change.
    name: request.customerName.trim().split(/\s+/)[0] ?? "",
  };
}

/**
 * Stores the review sent from a link in the moderation queue, tied to its visit (which makes it
 * 'Avis vérifié' while the visit counts, verified.server.ts) and naming the appointment's service
 * and barber, and spends the link in the same transaction. The link is
 * taken by an update that only a still unused, unexpired one passes, so of two simultaneous posts
 * one wins and the other is told the link has served (the unique booking of a review holds too).
 */
export async function submitVerifiedReview(
  token: string,
  { name, rating, comment }: VerifiedReviewInput,
  now = new Date(),
  db: DbOrTx = getDb(),
): Promise<Result<object, ReviewLinkCode>> {
  const request = await findRequest(token, db);
  if (!request) return fail("NOT_FOUND", m.NOT_FOUND, 404);
  return inTransaction(db, async (tx) => {
    const [taken] = await tx
      .update(reviewRequests)
      .set({ usedAt: now })
      .where(and(eq(reviewRequests.bookingId, request.bookingId), isNull(reviewRequests.usedAt), gt(reviewRequests.expiresAt, now)))
      .returning({ bookingId: reviewRequests.bookingId });
    if (!taken) {
      const [current] = await tx.select({ usedAt: reviewRequests.usedAt }).from(reviewRequests).where(eq(reviewRequests.bookingId, request.bookingId));
      if (!current) return fail("NOT_FOUND", m.NOT_FOUND, 404);
      return current.usedAt ? fail("LINK_USED", m.LINK_USED, 409) : fail("LINK_EXPIRED", m.LINK_EXPIRED, 410);
    }
    await tx.insert(serviceReviews).values({
      serviceId: request.serviceId,
      barberId: request.barberId,
      bookingId: request.bookingId,
      customerName: name,
      rating,
      comment,
      status: "pending",
      createdAt: now,
    });
    return succeed({}, m.success);
  });
}
