import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { createElement } from "react";
import { queueEmail } from "~/features/email/outbox.server";
import { OwnerCancellationNotification } from "~/features/email/templates/booking-emails";
import { SimpleMessage } from "~/features/email/templates/simple-message";
import { SMS_LINK_TOKEN } from "~/features/sms/link";
import { withdrawBookingSms } from "~/features/sms/outbox.server";
import { getConfig } from "~/lib/config.server";
import { isUuid } from "~/lib/ids";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx } from "~db/client.server";
import { inTransaction } from "~db/transactions";
import { barbers, bookings, customers, emailOutbox } from "~db/schema";
import { cancellationMessages as cm, type CancellationCode } from "./messages";
import { CANCELLATION_NOTICE_HOURS } from "./slots";
import { nudgeWaitlist } from "./waitlist-nudge.server";
import { bookingLines, emailPayload, hashToken } from "./booking-mails.server";
import { refundDue } from "./deposit-payment.server";
import { depositOutcomeText, refundableOnCancel, settleOnClientCancel } from "./deposit-settlement.server";

/**
 * In a cancellation's transaction: the booking's reminder (reminders.server.ts), if it is still
 * waiting to be sent, is not sent; nor is its SMS.
 */
export async function withdrawReminder(tx: DbOrTx, bookingId: string) {
  await withdrawBookingSms(tx, bookingId);
  const [row] = await tx.select({ emailId: bookings.reminderEmailId }).from(bookings).where(eq(bookings.id, bookingId));
  if (!row?.emailId) return;
  await tx.delete(emailOutbox).where(and(eq(emailOutbox.id, row.emailId), eq(emailOutbox.status, "pending")));
}

export type ManagedBooking = {
  serviceTitle: string;
  /** The visit's services as booked (several: each is listed, then the totals). */
  lines: Array<{ title: string; durationMinutes: number; priceCents: number }>;
  barberName: string;
  date: string;
  timeSlot: string;
  durationMinutes: number;
  priceCents: number;
  customerName: string;
  status: string;
  cancellable: boolean;
  /** Arrhes paid: their amount, and whether cancelling now refunds them (else they are kept). */
  deposit: { amountCents: number; refundable: boolean } | null;
};

const managedColumns = {
  id: bookings.id,
  status: bookings.status,
  date: bookings.date,
  timeSlot: bookings.timeSlot,
  durationMinutes: bookings.durationMinutes,
  priceCents: bookings.priceCents,
  startMs: sql<number>`extract(epoch from lower(${bookings.during}))::float8 * 1000`,
  serviceTitle: bookings.title,
  lines: bookingLines,
  name: bookings.customerName,
  email: customers.email,
  phone: bookings.customerPhone,
  barberName: barbers.name,
  createdAt: bookings.createdAt,
  depositCents: sql<
    number | null
  >`(select d.amount_cents from booking_deposits d where d.booking_id = "bookings"."id" and d.status = 'paid' and d.refund_due_at is null)`,
};

async function findBooking(where: SQL, db: DbOrTx) {
  const [row] = await db
    .select(managedColumns)
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(barbers, eq(barbers.id, bookings.barberId))
    .where(where);
  return row ?? null;
}

async function findByToken(token: string, db: DbOrTx = getDb()) {
  // The short link of an SMS reminder (/r/<token>).
  if (SMS_LINK_TOKEN.test(token)) return findBooking(eq(bookings.smsTokenHash, hashToken(token)), db);
  if (!/^[A-Za-z0-9_-]{40,64}$/.test(token)) return null;
  // The confirmation's link, or the reminder's.
  return findBooking(or(eq(bookings.cancelTokenHash, hashToken(token)), eq(bookings.reminderTokenHash, hashToken(token)))!, db);
}

/**
 * Online, up to 24 hours before; with arrhes paid, until the start (the arrhes then kept, which the
 * page says before the client confirms).
 */
export const isCancellable = (row: { status: string; startMs: number; depositCents?: number | null }, now: Date) =>
  row.status === "confirmed" &&
  (Number(row.startMs) - now.getTime() >= CANCELLATION_NOTICE_HOURS * 3600_000 || (Boolean(row.depositCents) && Number(row.startMs) > now.getTime()));

/** The booking behind a private link, or null for an unknown link. */
export async function getManagedBooking(token: string, now = new Date(), db: DbOrTx = getDb()): Promise<ManagedBooking | null> {
  const row = await findByToken(token, db);
  if (!row) return null;
  return {
    serviceTitle: row.serviceTitle,
    lines: row.lines.map(({ title, durationMinutes, priceCents }) => ({ title, durationMinutes, priceCents })),
    barberName: row.barberName,
    date: row.date,
    timeSlot: row.timeSlot,
    durationMinutes: row.durationMinutes,
    priceCents: row.priceCents,
    customerName: row.name,
    status: row.status,
    cancellable: isCancellable(row, now),
    deposit: row.depositCents ? { amountCents: row.depositCents, refundable: refundableOnCancel(Number(row.startMs), now, row.createdAt) } : null,
  };
}

/** Cancels once, only while at least 24 hours remain; frees the time and tells the owner. */
export async function cancelBookingByToken(token: string, now = new Date(), db: DbOrTx = getDb()): Promise<Result<object, CancellationCode>> {
  return afterCancel(await inTransaction(db, async (tx) => cancelFound(await findByToken(token, tx), now, tx)), db);
}

/**
 * The same, for a signed-in customer from 'Mes rendez-vous': only a booking made with `email`
 * (the account's, once confirmed); any other is unknown to them.
 */
export async function cancelBookingOf(email: string, bookingId: string, now = new Date(), db: DbOrTx = getDb()): Promise<Result<object, CancellationCode>> {
  if (!isUuid(bookingId)) return fail("NOT_FOUND", cm.NOT_FOUND, 404);
  const cancelled = await inTransaction(db, async (tx) => {
    const row = await findBooking(eq(bookings.id, bookingId), tx);
    return cancelFound(row && row.email?.toLowerCase() === email.toLowerCase() ? row : null, now, tx);
  });
  return afterCancel(cancelled, db);
}

/**
 * A cancellation committed frees a time: those waiting for that day are looked at soon; arrhes to
 * give back are given back now (or by the next check, if PayPal does not answer).
 */
async function afterCancel(result: Result<Cancelled, CancellationCode>, db: DbOrTx): Promise<Result<object, CancellationCode>> {
  if (!result.ok) return result;
  nudgeWaitlist();
  if (result.refund) await refundDue(result.refund, db);
  return succeed({}, result.message);
}

type Cancelled = { refund: string | null };

async function cancelFound(row: Awaited<ReturnType<typeof findBooking>>, now: Date, tx: DbOrTx): Promise<Result<Cancelled, CancellationCode>> {
  if (!row) return fail("NOT_FOUND", cm.NOT_FOUND, 404);
  if (row.status !== "confirmed") return fail("ALREADY_CANCELLED", cm.ALREADY_CANCELLED, 409);
  if (!isCancellable(row, now)) return fail("TOO_LATE", cm.TOO_LATE, 409);
  const updated = await tx
    .update(bookings)
    .set({ status: "cancelled", cancelledAt: now })
    .where(and(eq(bookings.id, row.id), eq(bookings.status, "confirmed")))
    .returning({ id: bookings.id });
  if (updated.length === 0) return fail("ALREADY_CANCELLED", cm.ALREADY_CANCELLED, 409);
  await withdrawReminder(tx, row.id);
  const payload = emailPayload({ ...row, title: row.serviceTitle });
  await queueEmail(tx, {
    type: "booking_cancelled",
    to: getConfig().ownerEmail,
    subject: `Annulation : ${row.serviceTitle}, ${payload.bookingDate} à ${payload.bookingTime}`,
    body: createElement(OwnerCancellationNotification, { booking: payload }),
  });
  // Arrhes paid: refunded (24 h or more before) or kept; the client is told by mail too.
  const deposit = await settleOnClientCancel(tx, row.id, Number(row.startMs), now, row.createdAt);
  const said = depositOutcomeText(deposit);
  if (said && row.email) {
    await queueEmail(tx, {
      type: "booking_cancelled_deposit",
      to: row.email,
      subject: `Annulation de votre rendez-vous du ${payload.bookingDate} à ${payload.bookingTime}`,
      body: createElement(SimpleMessage, {
        heading: "Votre rendez-vous est annulé",
        paragraphs: [`Bonjour ${row.name},`, `Votre rendez-vous du ${payload.bookingDate} à ${payload.bookingTime} (${row.serviceTitle}) est annulé.`, said],
      }),
    });
  }
  return succeed({ refund: deposit?.kind === "refunded" ? row.id : null }, said ? `${cm.cancelled} ${said}` : cm.cancelled);
}
