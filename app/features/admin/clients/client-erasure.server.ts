import { and, eq, inArray, notInArray, or, sql } from "drizzle-orm";
import { forgetSessions } from "~/features/accounts/session-cache.server";
import { cancelBookingAsAdmin } from "~/features/admin/bookings.server";
import { refundableOnCancel } from "~/features/booking/deposit-settlement.server";
import { invalidateProductReviews } from "~/features/catalog/reviews/reviews.server";
import { invalidateApprovedReviews } from "~/features/salon-reviews/reviews.server";
import { isUuid } from "~/lib/ids";
import { log } from "~/lib/log.server";
import { parisInstant } from "~/lib/paris-time";
import { fail, succeed, type Result } from "~/lib/result";
import { deleteUpload } from "~/lib/storage.server";
import { getDb, type DbOrTx, type Tx } from "~db/client.server";
import { inTransaction } from "~db/transactions";
import {
  bookingDeposits,
  bookings,
  clientNotes,
  contactMessages,
  customers,
  emailOutbox,
  jobApplications,
  newsletterDeliveries,
  newsletterSubscribers,
  giftCards,
  orders,
  paymentIncidents,
  productReviews as productReviewRows,
  requestLimits,
  reviewRequests,
  serviceReviews,
  smsOutbox,
  user,
  verification,
  waitlistEntries,
  waitlistNotices,
} from "~db/schema";
import type { ClientExport, ErasurePlan } from "./data-export";
import { ERASED_NAME, dataRightsMessages as m, type DataRightsCode } from "./data-rights-messages";
import { among, clientScope, sameEmail } from "./data-rights.server";
import { expireHolds } from "~/features/booking/availability.server";

// A client's erasure (RGPD art. 17, docs/decisions/0030): their appointments still to come are
// cancelled first as the salon cancels one at the client's request; then, in one transaction,
// what is theirs is deleted or anonymised, and the invoices (with the order rows they refer to,
// anonymised beyond what an invoice shows) are kept for the accounting's 10 years.

const startOf = (b: { date: string; time: string }) => parisInstant(b.date, b.time).getTime();

/** The erasure's plan, read from the client's export. */
export function erasurePlan(data: ClientExport, now: Date): ErasurePlan {
  const upcoming = data.bookings.filter((b) => b.status === "confirmed" && startOf(b) > now.getTime());
  return {
    upcoming: upcoming.map((b) => ({
      date: b.date,
      time: b.time,
      title: b.title,
      deposit:
        b.deposit?.status === "paid" ? { amountCents: b.deposit.amountCents, refundable: refundableOnCancel(startOf(b), now, new Date(b.createdAt)) } : null,
    })),
    held: data.bookings.filter((b) => b.status === "pending").length,
    pastBookings: data.bookings.length - upcoming.length,
    orders: data.orders.length,
    invoices: data.invoices.length,
    reviews: data.reviews.length + data.productReviews.length,
    notes: data.notes.length,
    waits: data.waitlist.length,
    newsletter: data.newsletter !== null,
    mails: data.mails.length,
    account: data.account !== null,
    optOuts: data.mailOptOuts.length,
    paymentIncidents: data.paymentIncidents.length,
    messages: data.contactMessages.length + data.jobApplications.length,
  };
}

/** What an anonymised order or payment shows where the e-mail was (the column is NOT NULL). */
export const erasedEmail = (clientId: string) => `efface-${clientId.slice(0, 8)}@invalid`;

/** The client's confirmed appointments not begun yet. */
const upcomingOf = (tx: DbOrTx, customerId: string, now: Date) =>
  tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), eq(bookings.status, "confirmed"), sql`lower(${bookings.during}) > ${now.toISOString()}::timestamptz`));

type Erased = { cvPaths: string[]; reviews: boolean; productReviews: boolean };

/**
 * Erases the client. Refused (4xx, nothing changed) for an unknown id, a client erased already, or
 * the administrator's own address. Cancellations made and an appointment booked meanwhile with the
 * client's address: the erasure starts again (twice at most), then says so.
 */
export async function eraseClient(id: string, now = new Date(), db: DbOrTx = getDb()): Promise<Result<{ cancelled: number }, DataRightsCode>> {
  if (!isUuid(id)) return fail("NOT_FOUND", m.NOT_FOUND, 404);
  let cancelled = 0;
  for (let attempt = 0; attempt < 3; attempt++) {
    const scope = await clientScope(id, db);
    if (!scope) return fail("NOT_FOUND", m.NOT_FOUND, 404);
    if (scope.customer.erasedAt) return fail("ALREADY_ERASED", m.ALREADY_ERASED, 409);
    if (scope.userId && (await isAdmin(db, scope.userId))) return fail("ADMIN_ACCOUNT", m.ADMIN_ACCOUNT, 409);
    // The salon's « Annuler (demande du client) »: each in its own transaction with its mail, its
    // arrhes refunded (PayPal called once that transaction has committed) or kept as the rules say.
    for (const booking of await upcomingOf(db, id, now)) if ((await cancelBookingAsAdmin(booking.id, now, db, true)).ok) cancelled++;
    const result = await inTransaction(db, (tx) => eraseInTransaction(tx, id, now));
    if (!result.ok && result.code === "BOOKED_MEANWHILE") continue;
    if (!result.ok) return result;
    await afterErasure(result);
    return succeed({ cancelled }, m.erased);
  }
  return fail("BOOKED_MEANWHILE", m.BOOKED_MEANWHILE, 409);
}

async function isAdmin(db: DbOrTx, userId: string) {
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  return row?.role === "admin";
}

async function afterErasure(erased: Erased) {
  // Signed in elsewhere: the session looked up lately is forgotten with the account.
  forgetSessions();
  if (erased.reviews) invalidateApprovedReviews();
  if (erased.productReviews) invalidateProductReviews();
  for (const cvPath of erased.cvPaths)
    await deleteUpload(cvPath).catch((error: unknown) => log("error", "CV of an erased client not deleted", { error: String(error) }));
}

async function eraseInTransaction(tx: Tx, id: string, now: Date): Promise<Result<Erased, DataRightsCode>> {
  // Under the client's row lock: a second erasure waits, then finds the client erased.
  const scope = await clientScope(id, tx, true);
  if (!scope) return fail("NOT_FOUND", m.NOT_FOUND, 404);
  if (scope.customer.erasedAt) return fail("ALREADY_ERASED", m.ALREADY_ERASED, 409);
  if ((await upcomingOf(tx, id, now)).length > 0) return fail("BOOKED_MEANWHILE", m.BOOKED_MEANWHILE, 409);
  const { email, bookingIds, orderIds, userId } = scope;
  const placeholder = erasedEmail(id);

  // Times held for arrhes never paid: released as a hold that runs out (a payment still coming is refunded).
  await expireHolds(tx, eq(bookings.customerId, id));

  // Deleted.
  await tx.delete(clientNotes).where(eq(clientNotes.customerId, id));
  await tx.delete(smsOutbox).where(among(smsOutbox.bookingId, bookingIds));
  await tx.delete(reviewRequests).where(or(among(reviewRequests.bookingId, bookingIds), sameEmail(reviewRequests.email, email)));
  const reviews = await tx.delete(serviceReviews).where(among(serviceReviews.bookingId, bookingIds)).returning({ id: serviceReviews.id });
  if (email) {
    await tx.delete(waitlistEntries).where(sameEmail(waitlistEntries.email, email));
    await tx.delete(waitlistNotices).where(sameEmail(waitlistNotices.email, email));
    await tx.delete(newsletterSubscribers).where(sameEmail(newsletterSubscribers.email, email));
    await tx.delete(newsletterDeliveries).where(sameEmail(newsletterDeliveries.email, email));
    await tx.delete(contactMessages).where(sameEmail(contactMessages.email, email));
    await tx.delete(requestLimits).where(inArray(requestLimits.key, [`sign-in-account:${email}`, `reset-mail:${email}`]));
    await deleteMails(tx, email);
  }
  const applications = email
    ? await tx.delete(jobApplications).where(sameEmail(jobApplications.email, email)).returning({ cvPath: jobApplications.cvPath })
    : [];
  let productReviews = false;
  if (userId) {
    // Its sessions, sign-in methods, product reviews and PayPal checkouts go with it (cascade);
    // its orders and payments keep no link to it (set null).
    productReviews = (await tx.select({ id: productReviewRows.id }).from(productReviewRows).where(eq(productReviewRows.userId, userId)).limit(1)).length > 0;
    await tx.delete(verification).where(or(eq(verification.value, userId), sameEmail(verification.identifier, email)));
    await tx.delete(user).where(eq(user.id, userId));
  }

  // Anonymised: kept for the salon's figures and the accounting.
  await tx
    .update(bookings)
    .set({ customerName: ERASED_NAME, customerPhone: "", cancelTokenHash: null, reminderTokenHash: null, smsTokenHash: null })
    .where(eq(bookings.customerId, id));
  await tx.update(bookingDeposits).set({ paymentTokenHash: null }).where(among(bookingDeposits.bookingId, bookingIds));
  await tx.update(orders).set({ userEmail: placeholder, shippingAddress: null, userId: null, updatedAt: now }).where(among(orders.id, orderIds));
  await tx
    .update(paymentIncidents)
    .set({ userEmail: placeholder, userId: null })
    .where(or(sameEmail(paymentIncidents.userEmail, email), userId ? eq(paymentIncidents.userId, userId) : undefined));
  // Gift cards stay valid (they are money): the buyer's address goes; a recipient's name, address and message go.
  if (email) {
    await tx.update(giftCards).set({ buyerEmail: null }).where(sameEmail(giftCards.buyerEmail, email));
    await tx.update(giftCards).set({ recipientEmail: null, recipientName: ERASED_NAME, message: "" }).where(sameEmail(giftCards.recipientEmail, email));
  }
  await tx.update(customers).set({ name: ERASED_NAME, email: null, phone: "", erasedAt: now }).where(eq(customers.id, id));
  return succeed({ cvPaths: applications.map((a) => a.cvPath), reviews: reviews.length > 0, productReviews });
}

/**
 * The address as a word of a mail's text (a PostgreSQL regular expression, case aside): not inside
 * a longer address ("marie.zoe@…" is not "zoe@…"); a full stop may end the sentence after it.
 */
export const addressPattern = (email: string) =>
  `(^|[^[:alnum:]._%+-])${email.replace(/[.^$|?*+()[\]{}\\]/g, (c) => `\\${c}`)}($|[^[:alnum:]_.-]|\\.($|[^[:alnum:]]))`;

/**
 * The mails to the address, and the salon's mails about the client (their address in the mail or
 * as its reply-to), sealed links included. Kept: the mails telling the client, still to be sent,
 * that their appointments are cancelled (the erasure's own).
 */
async function deleteMails(tx: Tx, email: string) {
  const keep = await tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(sameEmail(emailOutbox.to, email), eq(emailOutbox.type, "booking_cancelled_deposit"), inArray(emailOutbox.status, ["pending", "sending"])));
  await tx.delete(emailOutbox).where(
    and(
      or(sameEmail(emailOutbox.to, email), sameEmail(emailOutbox.replyTo, email), sql`${emailOutbox.text} ~* ${addressPattern(email)}`),
      keep.length
        ? notInArray(
            emailOutbox.id,
            keep.map((k) => k.id),
          )
        : undefined,
    ),
  );
}
