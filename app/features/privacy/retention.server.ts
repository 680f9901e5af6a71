import { and, eq, isNotNull, lt, notExists, sql } from "drizzle-orm";
import { deleteUpload } from "~/lib/storage.server";
import { getDb, type DbOrTx } from "~db/client.server";
import { bookings, contactMessages, customers, emailOutbox, jobApplications } from "~db/schema";

/** Retention periods stated on the legal page (personal data section). */
export const RETENTION = {
  contactMessagesMonths: 12,
  jobApplicationsMonths: 24,
  bookingsMonths: 36,
  sentEmailsMonths: 12,
  /** The private links of a mail that failed for good: past this, it can no longer be re-sent. */
  unsentSecretsDays: 7,
} as const;

const monthsBefore = (now: Date, months: number) => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
};

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
    .where(notExists(db.select({ one: sql`1` }).from(bookings).where(eq(bookings.customerId, customers.id))))
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
        lt(emailOutbox.createdAt, new Date(now.getTime() - RETENTION.unsentSecretsDays * 24 * 3600_000)),
      ),
    )
    .returning({ id: emailOutbox.id });

  return {
    contactMessages: contacts.length,
    jobApplications: applications.length,
    bookings: oldBookings.length,
    customers: orphans.length,
    sentEmails: mails.length,
    unsentSecrets: secrets.length,
  };
}
