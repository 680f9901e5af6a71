import { randomBytes } from "node:crypto";
import { and, asc, eq, gte, isNotNull, isNull, lte, notExists, sql } from "drizzle-orm";
import { createElement } from "react";
import { hashToken } from "~/features/booking/booking-mails.server";
import { queueEmail } from "~/features/email/outbox.server";
import { ReviewRequestEmail } from "~/features/email/templates/review-request";
import { unsubscribeHeaders, unsubscribeUrl } from "~/features/email/unsubscribe.server";
import { getConfig } from "~/lib/config.server";
import { formatLongDate } from "~/lib/dates";
import { addDays, parisInstant, parisWallClock, timeOf } from "~/lib/paris-time";
import { getDb, type DbOrTx } from "~db/client.server";
import { barbers, bookings, customers, mailOptOuts, reviewRequests } from "~db/schema";
import { setSwitch, switchIsOn } from "~db/settings";
import { inTransaction } from "~db/transactions";

/** How long a review link works after its mail is queued. */
export const REVIEW_LINK_DAYS = 30;
/**
 * Appointments whose request time passed longer ago than this are never asked: after a downtime
 * the job catches up on the last days, and an upgrade does not mail the whole history.
 */
export const REVIEW_CATCH_UP_DAYS = 7;
const BATCH = 50;
const SETTING_KEY = "review_requests";

/** Whether the owner wants review requests sent (on unless switched off). */
export function reviewRequestsEnabled(db: DbOrTx = getDb()): Promise<boolean> {
  return switchIsOn(SETTING_KEY, db);
}

export function setReviewRequestsEnabled(enabled: boolean, db: DbOrTx = getDb()): Promise<void> {
  return setSwitch(SETTING_KEY, enabled, db);
}

/** When the review request of an appointment on Paris day `date` is due: the next day at `hour`, Paris time. */
export const reviewRequestTime = (date: string, hour: number) => parisInstant(addDays(date, 1), timeOf(hour * 60));

/**
 * The Paris days whose appointments are due a review request at `now`: the latest day whose
 * request time has come, back to the oldest whose request time is at most REVIEW_CATCH_UP_DAYS ago.
 */
export function dueAppointmentDays(now: Date, hour: number): { from: string; to: string } {
  const today = parisWallClock(now).date;
  // Today's request is tomorrow; the day before yesterday's was yesterday, before midnight at the latest.
  const to = reviewRequestTime(addDays(today, -1), hour) <= now ? addDays(today, -1) : addDays(today, -2);
  const oldest = now.getTime() - REVIEW_CATCH_UP_DAYS * 86_400_000;
  let from = to;
  while (reviewRequestTime(addDays(from, -1), hour).getTime() >= oldest) from = addDays(from, -1);
  return { from, to };
}

/** Review requests leave from REVIEW_REQUEST_HOUR until REVIEW_REQUEST_LAST_HOUR (excluded), Paris time. */
export function withinSendingHours(now: Date, config: { reviewRequestHour: number; reviewRequestLastHour: number }): boolean {
  const current = Number(parisWallClock(now).time.slice(0, 2));
  return current >= config.reviewRequestHour && current < config.reviewRequestLastHour;
}

/**
 * Queues the review requests that are due: confirmed appointments not marked absent, whose
 * customer has an e-mail address that did not unsubscribe from them, the day after, from
 * `reviewRequestHour` (Paris). Each booking is asked once: its review_requests row (primary key:
 * the booking) is written in the same transaction as the mail, and a mail is queued only when
 * that row was new, so neither two instances at once nor a restart ask twice. Returns how many
 * were queued.
 */
export async function queueDueReviewRequests(now = new Date(), db: DbOrTx = getDb()): Promise<number> {
  // At a reasonable hour only: a restart at 03:00 after a downtime, or the mails switched back on
  // late in the evening, wait for the morning (nothing is lost: the catch-up covers 7 days).
  if (!withinSendingHours(now, getConfig())) return 0;
  let total = 0;
  for (;;) {
    const { seen, queued } = await queueBatch(now, db);
    total += queued;
    if (seen < BATCH) return total;
  }
}

async function queueBatch(now: Date, db: DbOrTx): Promise<{ seen: number; queued: number }> {
  return inTransaction(db, async (tx) => {
    if (!(await reviewRequestsEnabled(tx))) return { seen: 0, queued: 0 };
    const { from, to } = dueAppointmentDays(now, getConfig().reviewRequestHour);
    const due = await tx
      .select({
        id: bookings.id,
        date: bookings.date,
        timeSlot: bookings.timeSlot,
        name: bookings.customerName,
        email: customers.email,
        serviceTitle: bookings.title,
        barberName: barbers.name,
      })
      .from(bookings)
      .innerJoin(customers, eq(customers.id, bookings.customerId))
      .innerJoin(barbers, eq(barbers.id, bookings.barberId))
      .where(
        and(
          gte(bookings.date, from),
          lte(bookings.date, to),
          eq(bookings.status, "confirmed"),
          isNull(bookings.noShowAt),
          // Booked on the phone without an e-mail: nobody to ask.
          isNotNull(customers.email),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(reviewRequests)
              .where(eq(reviewRequests.bookingId, bookings.id)),
          ),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(mailOptOuts)
              .where(and(eq(mailOptOuts.email, sql`lower(${customers.email})`), eq(mailOptOuts.list, "avis"))),
          ),
        ),
      )
      .orderBy(asc(bookings.date), asc(bookings.timeSlot))
      .limit(BATCH)
      .for("update", { of: bookings, skipLocked: true });

    const { publicUrl } = getConfig();
    let queued = 0;
    for (const booking of due) {
      const email = booking.email!;
      const token = randomBytes(32).toString("base64url");
      const [request] = await tx
        .insert(reviewRequests)
        .values({
          bookingId: booking.id,
          tokenHash: hashToken(token),
          email,
          queuedAt: now,
          expiresAt: new Date(now.getTime() + REVIEW_LINK_DAYS * 86_400_000),
        })
        .onConflictDoNothing()
        .returning({ bookingId: reviewRequests.bookingId });
      // Asked already (another instance got there between our read and this write): no second mail.
      if (!request) continue;
      const emailId = await queueEmail(tx, {
        type: "review_request",
        to: email,
        subject: `Comment s'est passé votre rendez-vous avec ${booking.barberName} ?`,
        body: createElement(ReviewRequestEmail, {
          customerName: booking.name,
          serviceTitle: booking.serviceTitle,
          barberName: booking.barberName,
          dateText: formatLongDate(booking.date),
          timeSlot: booking.timeSlot,
          reviewUrl: `${publicUrl}/avis/${token}`,
          validDays: REVIEW_LINK_DAYS,
          unsubscribeUrl: unsubscribeUrl(email, "avis"),
        }),
        headers: unsubscribeHeaders(email, "avis"),
        secrets: [token],
      });
      await tx.update(reviewRequests).set({ emailId }).where(eq(reviewRequests.bookingId, booking.id));
      queued++;
    }
    return { seen: due.length, queued };
  });
}
