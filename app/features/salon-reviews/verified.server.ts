import { eq, sql } from "drizzle-orm";
import { bookings, serviceReviews } from "~db/schema";

// A review's visit is its booking, joined by every query that says whether a review is verified:
// `.leftJoin(bookings, visitOfReview)`.
export const visitOfReview = eq(bookings.id, serviceReviews.bookingId);

/** When the visit ended: its start on Paris clocks plus the duration it was booked with. */
const visitEnd = sql`((${bookings.date} + ${bookings.timeSlot}::time) at time zone 'Europe/Paris') + make_interval(mins => ${bookings.durationMinutes})`;

/**
 * 'Avis vérifié', the one definition: sent from a review request's link (its booking), for a visit
 * still confirmed, not marked absent, and over before the review was written. Worked out each time
 * it is read, so marking the visit 'Absent' (or cancelling it) takes the badge away at once.
 */
export const isVerified = sql<boolean>`coalesce(${bookings.status} = 'confirmed' and ${bookings.noShowAt} is null and ${visitEnd} <= ${serviceReviews.createdAt}, false)`;

/** The verified visit's Paris day ("2026-11-12"), null for a review that is not verified. */
export const verifiedVisitDate = sql<string | null>`case when ${isVerified} then ${bookings.date}::text end`;

/** The review's visit is marked 'Absent' in the agenda: moderation says so. */
export const visitMarkedAbsent = sql<boolean>`coalesce(${bookings.status} = 'confirmed' and ${bookings.noShowAt} is not null, false)`;
