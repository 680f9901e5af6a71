import { and, asc, count, desc, eq, gte, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { createElement } from "react";
import { bookingMailColumns, emailPayload } from "~/features/booking/booking-mails.server";
import { withdrawReminder } from "~/features/booking/cancellation.server";
import { refundDue } from "~/features/booking/deposit-payment.server";
import { depositOutcomeText, settleOnClientCancel, settleOnSalonCancel } from "~/features/booking/deposit-settlement.server";
import { SimpleMessage } from "~/features/email/templates/simple-message";
import { BOOKING_ANCHOR } from "~/features/booking/anchors";
import { getTeam } from "~/features/booking/team.server";
import { nudgeWaitlist } from "~/features/booking/waitlist-nudge.server";
import { queueEmail } from "~/features/email/outbox.server";
import { invalidateApprovedReviews } from "~/features/salon-reviews/reviews.server";
import { BookingCancelledBySalon } from "~/features/email/templates/booking-emails";
import { getConfig } from "~/lib/config.server";
import { parisWallClock } from "~/lib/paris-time";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx } from "~db/client.server";
import { containsPattern } from "~db/like";
import { barbers, bookingDeposits, bookings, bookingServices, customers, services } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { absencesOf, withdrawReviewRequest } from "./agenda-attendance.server";
import { notesOf } from "./clients/notes.server";
import { adminBookingMessages as m } from "./booking-messages";
import type { BookingFilters } from "./booking-filters";

export const BOOKINGS_PER_PAGE = 25;

export type AdminBooking = {
  id: string;
  date: string;
  timeSlot: string;
  durationMinutes: number;
  priceCents: number;
  status: string;
  customerName: string;
  /** Null for a customer booked on the phone without one. */
  customerEmail: string | null;
  customerPhone: string;
  serviceTitle: string;
  barberName: string;
  /** Marked 'Absent' in the agenda. */
  noShow: boolean;
  /** The client's absences: this booking's customer's (found by e-mail), never a phone number's. */
  absences: number;
  /** Its arrhes, if it asked some: « Arrhes : payées / remboursées / conservées ». */
  deposit: AdminDeposit | null;
  /** The client's file (/admin/clients/:id) and the salon's notes on them, oldest first. */
  customerId: string;
  notes: string[];
};

export type AdminDeposit = {
  amountCents: number;
  status: "pending" | "paid" | "refunded" | "kept" | "expired";
  /** A refund owed, not made yet (PayPal did not answer): made by the next check. */
  refundDue: boolean;
  /** What the salon owes on top after cancelling (the arrhes returned twice over), and whether it is paid. */
  compensationCents: number;
  compensationPaid: boolean;
};

/** A booking's arrhes as one JSON value, read with it. */
const depositColumn = sql<AdminDeposit | null>`(select json_build_object('amountCents', d.amount_cents, 'status', d.status, 'refundDue', d.refund_due_at is not null, 'compensationCents', d.compensation_cents, 'compensationPaid', d.compensation_paid_at is not null) from booking_deposits d where d.booking_id = "bookings"."id")`;

export type BookingPage = {
  bookings: AdminBooking[];
  /** The filter's barber, once known to be one (an unknown one means everyone's). */
  barber: string | null;
  /** Every barber, for the filter (an inactive one still has bookings to find). */
  barbers: Array<{ id: string; name: string }>;
  /** Bookings matching the search and status. */
  found: number;
  /** All bookings of the period (upcoming or past). */
  total: number;
  page: number;
  pageCount: number;
};

/** Dates typed the French way ('25/11', '25/11/2026') or the ISO way ('2026-11', '2026-11-25'). */
function datePattern(q: string): string | null {
  const french = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{4}))?$/.exec(q);
  if (french) {
    const [, d, mo, y] = french;
    return `${y ?? "%"}-${mo!.padStart(2, "0")}-${d!.padStart(2, "0")}`;
  }
  return /^\d{4}-\d{2}(-\d{2})?$/.test(q) ? `${q}%` : null;
}

/** A phone number as typed ('06 12 34 56 78', '+33 6 12...'): its digits, national form. */
function phoneDigits(q: string): string | null {
  if (!/^[\d\s.+()-]+$/.test(q)) return null;
  let digits = q.replace(/\D/g, "");
  if (digits.startsWith("33") && digits.length === 11) digits = `0${digits.slice(2)}`;
  return digits.length >= 3 ? digits : null;
}

/**
 * A booking is found by the name and phone it was made with, its customer's e-mail, its service or
 * its date. E-mails and services are searched first (a few thousand rows), then the bookings by
 * their ids.
 */
function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const date = datePattern(q);
  if (date) return sql`to_char(${bookings.date}, 'YYYY-MM-DD') like ${date}`;
  const like = containsPattern(q);
  const digits = phoneDigits(q);
  // Stored numbers are compared in their national form too: '+33 6 11…' is found as '06 11…'.
  const phone = digits
    ? sql`regexp_replace(regexp_replace(${bookings.customerPhone}, '\\D', '', 'g'), '^33(\\d{9})$', '0\\1') like ${containsPattern(digits)}`
    : undefined;
  return or(
    sql`${bookings.customerName} ilike ${like}`,
    phone,
    sql`${bookings.customerId} in (select ${customers.id} from ${customers} where ${customers.email} ilike ${like})`,
    sql`${bookings.id} in (select ${bookingServices.bookingId} from ${bookingServices} where ${bookingServices.serviceId} in (select ${services.id} from ${services} where ${services.title} ilike ${like}))`,
  );
}

/**
 * One page of the agenda for the admin: upcoming bookings soonest first, or past ones latest first,
 * searched on the server (name, e-mail, phone, service, date) so the page stays quick however many
 * bookings the salon has taken.
 */
export async function listAdminBookings(filters: BookingFilters, now = new Date(), db: DbOrTx = getDb()): Promise<BookingPage> {
  const today = parisWallClock(now).date;
  const team = (await getTeam()).map(({ id, name }) => ({ id, name }));
  const barber = team.find((b) => b.id === filters.barber)?.id ?? null;
  // A hold that ran out unpaid was never an appointment.
  const period = and(filters.when === "past" ? lt(bookings.date, today) : gte(bookings.date, today), sql`${bookings.status} <> 'expired'`);
  const where = and(
    period,
    filters.status === "all" ? undefined : eq(bookings.status, filters.status),
    barber ? eq(bookings.barberId, barber) : undefined,
    searchCondition(filters.q),
  );
  const order = filters.when === "past" ? [desc(bookings.date), desc(bookings.timeSlot)] : [asc(bookings.date), asc(bookings.timeSlot)];
  const filtered = filters.q !== "" || filters.status !== "all" || barber !== null;

  const [[foundRow], [totalRow]] = await Promise.all([
    db.select({ n: count() }).from(bookings).innerJoin(customers, eq(customers.id, bookings.customerId)).where(where),
    filtered ? db.select({ n: count() }).from(bookings).where(period) : Promise.resolve([undefined]),
  ]);
  const found = foundRow?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(found / BOOKINGS_PER_PAGE));
  const page = Math.min(filters.page, pageCount);
  const rows = await db
    .select({
      id: bookings.id,
      date: bookings.date,
      timeSlot: bookings.timeSlot,
      durationMinutes: bookings.durationMinutes,
      priceCents: bookings.priceCents,
      status: bookings.status,
      customerName: bookings.customerName,
      customerEmail: customers.email,
      customerPhone: bookings.customerPhone,
      serviceTitle: bookings.title,
      barberName: barbers.name,
      // A booking cancelled since is no absence (nor counted as one).
      noShow: sql<boolean>`${bookings.noShowAt} is not null and ${bookings.status} = 'confirmed'`,
      deposit: depositColumn,
      customerId: bookings.customerId,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(barbers, eq(barbers.id, bookings.barberId))
    .where(where)
    .orderBy(...order, asc(bookings.id))
    .limit(BOOKINGS_PER_PAGE)
    .offset((page - 1) * BOOKINGS_PER_PAGE);
  const [absences, notes] = await Promise.all([
    absencesOf(
      rows.map((row) => row.id),
      db,
    ),
    notesOf(
      rows.map((row) => row.customerId),
      db,
    ),
  ]);
  return {
    bookings: rows.map((row) => ({ ...row, absences: absences.get(row.id) ?? 0, notes: (notes.get(row.customerId) ?? []).map((n) => n.body) })),
    barber,
    barbers: team,
    found,
    total: filtered ? (totalRow?.n ?? 0) : found,
    page,
    pageCount,
  };
}

export type AdminBookingCode = "NOT_FOUND" | "NOT_CONFIRMED" | "NOT_CANCELLED";

/**
 * Cancels a confirmed booking: the time is free again and the customer is told by e-mail. Arrhes
 * paid are refunded at once, and the same amount is owed on top (art. L214-1): the mail says so.
 */
export async function cancelBookingAsAdmin(
  id: string,
  now = new Date(),
  db: DbOrTx = getDb(),
  /** The client asked the salon to cancel (by phone): the client's rules on arrhes, not the salon's double. */
  forClient = false,
): Promise<Result<object, AdminBookingCode>> {
  const result = await cancelInTransaction(id, now, db, forClient);
  if (result.ok) {
    // The freed time is offered to those waiting for that day; a review of this visit is no longer verified.
    nudgeWaitlist();
    invalidateApprovedReviews();
    await refundDue(id, db);
  }
  return result;
}

/** The owner paid the client what the salon owed on top of a refund (the arrhes returned twice over). */
export async function markCompensationPaid(id: string, now = new Date(), db: DbOrTx = getDb()): Promise<Result<object, AdminBookingCode>> {
  const done = await db
    .update(bookingDeposits)
    .set({ compensationPaidAt: now })
    .where(and(eq(bookingDeposits.bookingId, id), sql`${bookingDeposits.compensationCents} > 0`, isNull(bookingDeposits.compensationPaidAt)))
    .returning({ id: bookingDeposits.bookingId });
  return done.length ? succeed({}, m.compensationPaid) : fail("NOT_FOUND", m.compensationFailed, 409);
}

function cancelInTransaction(id: string, now: Date, db: DbOrTx, forClient: boolean): Promise<Result<object, AdminBookingCode>> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: now })
      .where(and(eq(bookings.id, id), eq(bookings.status, "confirmed")))
      .returning({ id: bookings.id, createdAt: bookings.createdAt, startMs: sql<number>`extract(epoch from lower(${bookings.during}))::float8 * 1000` });
    if (!row) return fail("NOT_CONFIRMED", m.cancelFailed, 409);
    await withdrawReminder(tx, id);
    await withdrawReviewRequest(tx, id);
    const deposit = forClient ? await settleOnClientCancel(tx, id, Number(row.startMs), now, row.createdAt) : await settleOnSalonCancel(tx, id, now);
    const [details] = await tx
      .select(bookingMailColumns)
      .from(bookings)
      .innerJoin(customers, eq(customers.id, bookings.customerId))
      .innerJoin(barbers, eq(barbers.id, bookings.barberId))
      .where(eq(bookings.id, id));
    // A customer booked on the phone without an e-mail is called by the salon.
    if (!details?.email) return succeed({}, m.cancelled);
    const payload = emailPayload(details);
    if (forClient) {
      // At the client's request: the client's own cancellation, its arrhes as the rules say.
      await queueEmail(tx, {
        type: "booking_cancelled_deposit",
        to: details.email,
        subject: `Annulation de votre rendez-vous du ${payload.bookingDate} à ${payload.bookingTime}`,
        body: createElement(SimpleMessage, {
          heading: "Votre rendez-vous est annulé",
          paragraphs: [
            `Bonjour ${details.name},`,
            `À votre demande, votre rendez-vous du ${payload.bookingDate} à ${payload.bookingTime} (${details.title}) est annulé.`,
            ...(deposit ? [depositOutcomeText(deposit)!] : []),
          ],
        }),
      });
      return succeed({}, m.cancelled);
    }
    await queueEmail(tx, {
      type: "booking_cancelled_by_salon",
      to: details.email,
      subject: `Votre rendez-vous du ${payload.bookingDate} à ${payload.bookingTime} est annulé`,
      body: createElement(BookingCancelledBySalon, {
        booking: payload,
        bookingUrl: `${getConfig().publicUrl}/#${BOOKING_ANCHOR}`,
        depositText: depositOutcomeText(deposit),
      }),
    });
    return succeed({}, m.cancelled);
  });
}

/**
 * Gives back arrhes the salon kept (an absence followed by a written withdrawal within the 14 days,
 * or the client's force majeure): refunded through PayPal, their invoice cancelled by a credit note.
 */
export async function refundKeptDeposit(id: string, now = new Date(), db: DbOrTx = getDb()): Promise<Result<object, AdminBookingCode>> {
  const marked = await db
    .update(bookingDeposits)
    .set({ refundDueAt: now })
    .where(and(eq(bookingDeposits.bookingId, id), eq(bookingDeposits.status, "kept"), isNull(bookingDeposits.refundDueAt)))
    .returning({ id: bookingDeposits.bookingId });
  if (marked.length === 0) return fail("NOT_FOUND", m.refundFailed, 409);
  await refundDue(id, db, now);
  return succeed({}, m.depositRefunded);
}

/** Deletes a booking for good: only a cancelled one. */
export async function deleteCancelledBooking(id: string, db: DbOrTx = getDb()): Promise<Result<object, AdminBookingCode>> {
  const [kept] = await db.select({ id: bookingDeposits.bookingId }).from(bookingDeposits).where(eq(bookingDeposits.bookingId, id));
  if (kept) return fail("NOT_CANCELLED", m.deleteKept, 409);
  const deleted = await db
    .delete(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.status, "cancelled"), sql`not exists (select 1 from booking_deposits d where d.booking_id = ${id})`))
    .returning({ id: bookings.id });
  return deleted.length ? succeed({}, m.deleted) : fail("NOT_CANCELLED", m.deleteFailed, 409);
}
