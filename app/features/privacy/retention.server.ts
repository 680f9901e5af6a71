import { and, eq, isNotNull, isNull, lt, ne, notExists, or, sql } from "drizzle-orm";
import { dropUnconfirmedSubscribers } from "~/features/newsletter/unconfirmed.server";
import { REVIEW_RETENTION_MONTHS } from "~/features/salon-reviews/limits";
import { invalidateApprovedReviews } from "~/features/salon-reviews/reviews.server";
import { parisWallClock } from "~/lib/paris-time";
import { deleteUpload } from "~/lib/storage.server";
import { getDb, type DbOrTx } from "~db/client.server";
import {
  bookings,
  contactMessages,
  customers,
  emailOutbox,
  jobApplications,
  paymentIncidents,
  paypalOrders,
  newsletterDeliveries,
  serviceReviews,
  waitlistEntries,
  waitlistNotices,
} from "~db/schema";

/** Retention periods stated on the legal page (personal data section). */
const RETENTION = {
  contactMessagesMonths: 12,
  jobApplicationsMonths: 24,
  bookingsMonths: 36,
  sentEmailsMonths: 12,
  /** The private links of a mail that failed for good: past this, it can no longer be re-sent. */
  unsentSecretsDays: 7,
  /** A gift card's mail that failed keeps its code (sealed) while the card may be spent: 12 months, and one to send it again. */
  giftCardMailMonths: 13,
  /**
   * The record of a PayPal order this server created (the quote, with the address): a checkout is
   * captured within minutes, and an order written from it keeps its own copy for as long as orders
   * are kept. Past this, a capture sent again for it is refused as for an unknown PayPal order.
   */
  paypalOrdersDays: 30,
  /** A newsletter subscription never confirmed, counted from its last confirmation link. */
  unconfirmedSubscribersDays: 30,
  /** A waiting list's mails, counted for its daily cap per address. (A wait itself ends with its day.) */
  waitlistNoticesDays: 30,
} as const;

const monthsBefore = (now: Date, months: number) => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
};

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 3600_000);

/** Deletes what is kept past its period (and the CVs on disk). Returns how many rows went. */
export async function purgeExpiredData(now = new Date(), db: DbOrTx = getDb()) {
  const contacts = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, monthsBefore(now, RETENTION.contactMessagesMonths)))
    .returning({ id: contactMessages.id });

  const applications = await db
    .delete(jobApplications)
    .where(lt(jobApplications.createdAt, monthsBefore(now, RETENTION.jobApplicationsMonths)))
    .returning({ cvPath: jobApplications.cvPath });
  for (const { cvPath } of applications) await deleteUpload(cvPath);

  const bookingCutoff = monthsBefore(now, RETENTION.bookingsMonths).toISOString().slice(0, 10);
  const oldBookings = await db.delete(bookings).where(lt(bookings.date, bookingCutoff)).returning({ id: bookings.id });
  const orphans = await db
    .delete(customers)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(bookings)
          .where(eq(bookings.customerId, customers.id)),
      ),
    )
    .returning({ id: customers.id });

  const mails = await db
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.status, "sent"), lt(emailOutbox.createdAt, monthsBefore(now, RETENTION.sentEmailsMonths))))
    .returning({ id: emailOutbox.id });
  const secrets = await db
    .update(emailOutbox)
    .set({ unsentContent: null })
    .where(
      and(
        eq(emailOutbox.status, "failed"),
        isNotNull(emailOutbox.unsentContent),
        or(
          and(ne(emailOutbox.type, "gift_card"), lt(emailOutbox.createdAt, daysBefore(now, RETENTION.unsentSecretsDays))),
          // A gift card's mail is the only copy of its code: kept while the card may be spent (and sent again).
          and(eq(emailOutbox.type, "gift_card"), lt(emailOutbox.createdAt, monthsBefore(now, RETENTION.giftCardMailMonths))),
        ),
      ),
    )
    .returning({ id: emailOutbox.id });

  // An incident still open keeps its PayPal order: its refund takes that row's lock.
  const paypal = await db
    .delete(paypalOrders)
    .where(
      and(
        lt(paypalOrders.createdAt, daysBefore(now, RETENTION.paypalOrdersDays)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(paymentIncidents)
            .where(and(eq(paymentIncidents.providerOrderId, paypalOrders.id), isNull(paymentIncidents.resolvedAt))),
        ),
      ),
    )
    .returning({ id: paypalOrders.id });

  const unconfirmed = await dropUnconfirmedSubscribers(RETENTION.unconfirmedSubscribersDays, now, db);
  // A wait ends with its day (Paris); the record of its mails goes after a month.
  const waits = await db
    .delete(waitlistEntries)
    .where(lt(waitlistEntries.date, parisWallClock(now).date))
    .returning({ id: waitlistEntries.id });
  // Who received a newsletter: kept as long as the mails themselves.
  const deliveries = await db
    .delete(newsletterDeliveries)
    .where(lt(newsletterDeliveries.queuedAt, monthsBefore(now, RETENTION.sentEmailsMonths)))
    .returning({ email: newsletterDeliveries.email });
  const notices = await db
    .delete(waitlistNotices)
    .where(lt(waitlistNotices.createdAt, daysBefore(now, RETENTION.waitlistNoticesDays)))
    .returning({ id: waitlistNotices.id });

  // Published or refused: what the reviews' rules promise (/legal#avis).
  const reviews = await db
    .delete(serviceReviews)
    .where(lt(serviceReviews.createdAt, monthsBefore(now, REVIEW_RETENTION_MONTHS)))
    .returning({ id: serviceReviews.id });
  if (reviews.length) invalidateApprovedReviews();

  return {
    contactMessages: contacts.length,
    jobApplications: applications.length,
    bookings: oldBookings.length,
    customers: orphans.length,
    sentEmails: mails.length,
    unsentSecrets: secrets.length,
    paypalOrders: paypal.length,
    unconfirmedSubscribers: unconfirmed.deleted + unconfirmed.putBack,
    waitlistEntries: waits.length,
    waitlistNotices: notices.length,
    newsletterDeliveries: deliveries.length,
    serviceReviews: reviews.length,
  };
}
