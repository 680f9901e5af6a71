import { createHash, randomBytes } from "node:crypto";
import { and, eq, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { createElement } from "react";
import { queueEmail } from "~/features/email/outbox.server";
import {
  BookingConfirmation,
  OwnerBookingNotification,
  OwnerCancellationNotification,
  type BookingEmailPayload,
} from "~/features/email/templates/booking-emails";
import { getConfig } from "~/lib/config.server";
import type { FormLimit } from "~/lib/form.server";
import { isUuid } from "~/lib/ids";
import { fail, succeed, type Result } from "~/lib/result";
import { formatDuration, formatLongDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { fullAddress, salon } from "~/lib/salon";
import { getDb, type DbOrTx } from "~db/client.server";
import { PG_EXCLUSION_VIOLATION, PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from "~db/errors";
import { inTransaction } from "~db/transactions";
import { dayKey, lockNamespaces, lockUntilCommit, textKey } from "~db/locks";
import { agendaBlocks, bookings, customers, emailOutbox, services } from "~db/schema";
import { buildIcs } from "./ics";
import { bookingMessages as m, cancellationMessages as cm, MAX_UPCOMING_BOOKINGS, type BookingCode, type CancellationCode } from "./messages";
import { addDays, isIsoDate, parisInstant } from "~/lib/paris-time";
import type { BookingInput } from "./schema";
import { getService } from "./services.server";
import { getSchedule } from "./schedule.server";
import { computeSlots } from "./schedule";
import { appointmentSpan, CANCELLATION_NOTICE_HOURS, isInBookingWindow, type Interval } from "./slots";

const refuse = (code: BookingCode, status: number) => fail(code, m[code], status);

/** Bookings one client address may make per hour: a family, not a robot filling the agenda. */
export const BOOKING_LIMIT: FormLimit = { key: "booking", max: 10, windowSeconds: 60 * 60 };

/** A span as a `tstzrange` literal for SQL. */
export const rangeOf = (span: Interval) => sql`tstzrange(${span.start.toISOString()}::timestamptz, ${span.end.toISOString()}::timestamptz, '[)')`;

/** Confirmed appointments and blocked times (a break, a personal appointment) that touch a Paris calendar day. */
export async function takenIntervals(date: string, db: DbOrTx = getDb()): Promise<Interval[]> {
  const day = rangeOf({ start: parisInstant(date, "00:00"), end: parisInstant(addDays(date, 1), "00:00") });
  const start = (during: AnyColumn) => sql<number>`extract(epoch from lower(${during}))::float8 * 1000`;
  const end = (during: AnyColumn) => sql<number>`extract(epoch from upper(${during}))::float8 * 1000`;
  const [booked, blocked] = await Promise.all([
    db
      .select({ start: start(bookings.during), end: end(bookings.during) })
      .from(bookings)
      .where(and(eq(bookings.status, "confirmed"), sql`${bookings.during} && ${day}`)),
    db
      .select({ start: start(agendaBlocks.during), end: end(agendaBlocks.during) })
      .from(agendaBlocks)
      .where(sql`${agendaBlocks.during} && ${day}`),
  ]);
  return [...booked, ...blocked].map((r) => ({ start: new Date(Number(r.start)), end: new Date(Number(r.end)) }));
}

/**
 * Whether a blocked time overlaps `span`. Called under the day's lock (db/locks.ts), which blocking
 * a time takes too: a booking and a block of the same time are never both written.
 */
export async function overlapsBlock(tx: DbOrTx, span: Interval): Promise<boolean> {
  const [row] = await tx.select({ id: agendaBlocks.id }).from(agendaBlocks).where(sql`${agendaBlocks.during} && ${rangeOf(span)}`).limit(1);
  return row !== undefined;
}

/** Free starts for a service on a day of the booking window. */
export async function availableSlots(serviceId: string, date: string, now = new Date(), db: DbOrTx = getDb()) {
  if (!isIsoDate(date) || !isInBookingWindow(date, now)) return refuse("OUTSIDE_WINDOW", 400);
  const service = isUuid(serviceId) ? await getService(serviceId, db) : null;
  if (!service) return refuse("INVALID_SERVICE", 404);
  const [schedule, taken] = await Promise.all([getSchedule(), takenIntervals(date, db)]);
  const slots = computeSlots({ date, now, durationMinutes: service.durationMinutes, taken, schedule });
  return succeed({ slots });
}

/**
 * In a cancellation's transaction: the booking's reminder (reminders.server.ts), if it is still
 * waiting to be sent, is not sent.
 */
export async function withdrawReminder(tx: DbOrTx, bookingId: string) {
  const [row] = await tx.select({ emailId: bookings.reminderEmailId }).from(bookings).where(eq(bookings.id, bookingId));
  if (!row?.emailId) return;
  await tx.delete(emailOutbox).where(and(eq(emailOutbox.id, row.emailId), eq(emailOutbox.status, "pending")));
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The appointment as a calendar invitation attached to a customer's mail (confirmation, reminder,
 * move): one UID per booking, so a calendar replaces the event when `sequence` grows. With a
 * `cancelUrl`, the description gives it.
 */
export function appointmentInvitation(event: { bookingId: string; span: Interval; title: string; cancelUrl: string | null; url: string; now: Date; sequence?: number }) {
  const ics = buildIcs({
    uid: `${event.bookingId}@monsieur-moustache.fr`,
    ...event.span,
    summary: `${event.title} – ${salon.name}`,
    location: fullAddress,
    description: `Rendez-vous chez ${salon.name} (${salon.phone}).${event.cancelUrl ? ` Pour annuler jusqu'à 24 h avant : ${event.cancelUrl}` : ""}`,
    url: event.url,
    now: event.now,
    sequence: event.sequence,
  });
  return { filename: "rendez-vous.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", contentBase64: Buffer.from(ics).toString("base64") };
}

/** What a customer's mail about a booking says (`emailPayload`), read with the booking. */
export const bookingMailColumns = {
  date: bookings.date,
  timeSlot: bookings.timeSlot,
  durationMinutes: bookings.durationMinutes,
  priceCents: bookings.priceCents,
  title: services.title,
  name: bookings.customerName,
  email: customers.email,
  phone: bookings.customerPhone,
};

export function emailPayload(b: { name: string; email: string | null; phone: string; title: string; durationMinutes: number; priceCents: number; date: string; timeSlot: string }): BookingEmailPayload {
  return {
    customerName: b.name,
    customerEmail: b.email ?? "non communiqué",
    customerPhone: b.phone,
    serviceTitle: b.title,
    serviceDuration: formatDuration(b.durationMinutes),
    servicePrice: formatPrice(b.priceCents),
    bookingDate: formatLongDate(b.date),
    bookingTime: b.timeSlot,
  };
}

export type CreatedBooking = { bookingId: string; cancelUrl: string };

class TooManyBookings extends Error {}
/** Thrown inside a booking's transaction when the time is blocked: rolls it back, answered as 'taken'. */
export class TimeBlocked extends Error {}

/** The last nine digits of a phone number: "+33 6 12 34 56 78" and "06.12.34.56.78" are one number. */
const phoneKey = (phone: string) => phone.replace(/\D/g, "").slice(-9);

/** Confirmed appointments still to come for this e-mail or booked with this phone number. */
async function upcomingBookingsOf(db: DbOrTx, email: string, phone: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .where(
      and(
        eq(bookings.status, "confirmed"),
        sql`upper(${bookings.during}) > ${now.toISOString()}::timestamptz`,
        sql`(lower(${customers.email}) = ${email.toLowerCase()} or right(regexp_replace(${bookings.customerPhone}, '[^0-9]', '', 'g'), 9) = ${phoneKey(phone)})`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * The customer of an e-mail address, created on its first booking (the spec's get-or-create by
 * e-mail). An existing customer is never rewritten: whoever types someone's address changes nothing
 * of theirs, and the booking keeps the name and phone it was made with.
 */
export async function customerIdOf(tx: DbOrTx, contact: { name: string; email: string; phone: string }): Promise<string> {
  const [created] = await tx
    .insert(customers)
    .values({ name: contact.name, email: contact.email, phone: contact.phone })
    .onConflictDoNothing({ target: customers.email })
    .returning({ id: customers.id });
  if (created) return created.id;
  const [existing] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, contact.email));
  return existing!.id;
}

/**
 * Books a slot. The database refuses any overlap with a confirmed booking, so of simultaneous
 * requests for the same time exactly one wins; the others get 'Ce créneau n'est plus disponible'.
 * The customer's confirmation (with its .ics) and the owner's notice are queued in the same transaction.
 */
export async function createBooking(
  form: BookingInput,
  now = new Date(),
  db: DbOrTx = getDb(),
): Promise<Result<CreatedBooking, BookingCode>> {
  if (!isInBookingWindow(form.date, now)) return refuse("OUTSIDE_WINDOW", 400);
  const service = await getService(form.serviceId, db);
  if (!service) return refuse("INVALID_SERVICE", 400);
  const onGrid = computeSlots({ date: form.date, now: new Date(0), durationMinutes: service.durationMinutes, taken: [], schedule: await getSchedule() });
  if (!onGrid.includes(form.timeSlot)) return refuse("CLOSED", 400);
  const span = appointmentSpan(form.date, form.timeSlot, service.durationMinutes);
  if (span.start <= now) return refuse("SLOT_TAKEN", 409);

  const { publicUrl, ownerEmail } = getConfig();
  const token = randomBytes(32).toString("base64url");
  const cancelUrl = `${publicUrl}/rendez-vous/${token}`;
  const payload = emailPayload({ ...form, ...service });
  try {
    const bookingId = await inTransaction(db, async (tx) => {
      // Competing bookings of the same day wait here, one after the other, instead of deadlocking
      // inside the overlap check; the exclusion constraint still decides who gets the time. The mails
      // are rendered after the insert, so only the winner spends time on them.
      // The same customer's bookings queue too (always this lock first, then the day's), so
      // the cap on appointments to come holds under simultaneous requests.
      await lockUntilCommit(tx, lockNamespaces.bookingCustomer, textKey(form.email.toLowerCase()));
      await lockUntilCommit(tx, lockNamespaces.bookingDay, dayKey(form.date));
      if ((await upcomingBookingsOf(tx, form.email, form.phone, now)) >= MAX_UPCOMING_BOOKINGS) throw new TooManyBookings();
      if (await overlapsBlock(tx, span)) throw new TimeBlocked();
      const customerId = await customerIdOf(tx, form);
      const [booking] = await tx
        .insert(bookings)
        .values({
          serviceId: service.id,
          customerId,
          customerName: form.name,
          customerPhone: form.phone,
          date: form.date,
          timeSlot: form.timeSlot,
          durationMinutes: service.durationMinutes,
          priceCents: service.priceCents,
          during: rangeOf(span),
          status: "confirmed",
          cancelTokenHash: hashToken(token),
        })
        .returning({ id: bookings.id });
      await queueEmail(tx, {
        type: "booking_confirmation",
        to: form.email,
        subject: `Rendez-vous confirmé le ${payload.bookingDate} à ${payload.bookingTime}`,
        body: createElement(BookingConfirmation, { booking: payload, cancelUrl }),
        attachments: [appointmentInvitation({ bookingId: booking!.id, span, title: service.title, cancelUrl, url: cancelUrl, now })],
        secrets: [token],
      });
      await queueEmail(tx, {
        type: "coiffeur_notification",
        to: ownerEmail,
        subject: `Nouvelle réservation : ${service.title}, ${payload.bookingDate} à ${payload.bookingTime}`,
        body: createElement(OwnerBookingNotification, { booking: payload }),
      });
      return booking!.id;
    });
    return succeed({ bookingId, cancelUrl }, m.success);
  } catch (error) {
    if (error instanceof TooManyBookings) return refuse("TOO_MANY_BOOKINGS", 409);
    if (error instanceof TimeBlocked) return refuse("SLOT_TAKEN", 409);
    const code = pgErrorCode(error);
    if (code === PG_EXCLUSION_VIOLATION) return refuse("SLOT_TAKEN", 409);
    if (code === PG_FOREIGN_KEY_VIOLATION) return refuse("INVALID_SERVICE", 400);
    throw error;
  }
}

export type ManagedBooking = {
  serviceTitle: string;
  date: string;
  timeSlot: string;
  durationMinutes: number;
  priceCents: number;
  customerName: string;
  status: string;
  cancellable: boolean;
};

const managedColumns = {
  id: bookings.id,
  status: bookings.status,
  date: bookings.date,
  timeSlot: bookings.timeSlot,
  durationMinutes: bookings.durationMinutes,
  priceCents: bookings.priceCents,
  startMs: sql<number>`extract(epoch from lower(${bookings.during}))::float8 * 1000`,
  serviceTitle: services.title,
  name: bookings.customerName,
  email: customers.email,
  phone: bookings.customerPhone,
};

async function findBooking(where: SQL, db: DbOrTx) {
  const [row] = await db
    .select(managedColumns)
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .where(where);
  return row ?? null;
}

async function findByToken(token: string, db: DbOrTx = getDb()) {
  if (!/^[A-Za-z0-9_-]{40,64}$/.test(token)) return null;
  // The confirmation's link, or the reminder's.
  return findBooking(or(eq(bookings.cancelTokenHash, hashToken(token)), eq(bookings.reminderTokenHash, hashToken(token)))!, db);
}

export const isCancellable = (row: { status: string; startMs: number }, now: Date) =>
  row.status === "confirmed" && Number(row.startMs) - now.getTime() >= CANCELLATION_NOTICE_HOURS * 3600_000;

/** The booking behind a private link, or null for an unknown link. */
export async function getManagedBooking(token: string, now = new Date(), db: DbOrTx = getDb()): Promise<ManagedBooking | null> {
  const row = await findByToken(token, db);
  if (!row) return null;
  return {
    serviceTitle: row.serviceTitle,
    date: row.date,
    timeSlot: row.timeSlot,
    durationMinutes: row.durationMinutes,
    priceCents: row.priceCents,
    customerName: row.name,
    status: row.status,
    cancellable: isCancellable(row, now),
  };
}

/** Cancels once, only while at least 24 hours remain; frees the time and tells the owner. */
export async function cancelBookingByToken(token: string, now = new Date(), db: DbOrTx = getDb()): Promise<Result<object, CancellationCode>> {
  return inTransaction(db, async (tx) => cancelFound(await findByToken(token, tx), now, tx));
}

/**
 * The same, for a signed-in customer from 'Mes rendez-vous': only a booking made with `email`
 * (the account's, once confirmed); any other is unknown to them.
 */
export async function cancelBookingOf(email: string, bookingId: string, now = new Date(), db: DbOrTx = getDb()): Promise<Result<object, CancellationCode>> {
  if (!isUuid(bookingId)) return fail("NOT_FOUND", cm.NOT_FOUND, 404);
  return inTransaction(db, async (tx) => {
    const row = await findBooking(eq(bookings.id, bookingId), tx);
    return cancelFound(row && row.email?.toLowerCase() === email.toLowerCase() ? row : null, now, tx);
  });
}

async function cancelFound(row: Awaited<ReturnType<typeof findBooking>>, now: Date, tx: DbOrTx): Promise<Result<object, CancellationCode>> {
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
  return succeed({}, cm.cancelled);
}
