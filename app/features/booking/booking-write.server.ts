import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { queueEmail } from "~/features/email/outbox.server";
import { BookingConfirmation, BookingMoved, OwnerBookingNotification } from "~/features/email/templates/booking-emails";
import { getConfig } from "~/lib/config.server";
import type { FormLimit } from "~/lib/form.server";
import { fail, succeed, type Result } from "~/lib/result";
import { formatLongDate } from "~/lib/dates";
import { getDb, type DbOrTx, type Tx } from "~db/client.server";
import { PG_EXCLUSION_VIOLATION, PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from "~db/errors";
import { inTransaction } from "~db/transactions";
import { lockNamespaces, lockUntilCommit, textKey } from "~db/locks";
import { barbers, bookings, customers, services } from "~db/schema";
import { bookingMessages as m, MAX_UPCOMING_BOOKINGS, type BookingCode } from "./messages";
import type { BookingInput } from "./schema";
import { getService } from "./services.server";
import { getSchedule } from "./schedule.server";
import { computeSlots } from "./schedule";
import { appointmentSpan, isInBookingWindow } from "./slots";
import { nudgeWaitlist } from "./waitlist-nudge.server";
import { lockDays, rangeOf } from "./availability.server";
import { assignBarber, Refused, withinItsDay, type AssignedBarber, type BookingWrite, type WriteRefusal } from "./barber-assignment.server";
import { appointmentInvitation, bookingMailColumns, emailPayload, hashToken } from "./booking-mails.server";
import { withdrawReminder } from "./cancellation.server";
import { customerIdOf, emailKey, upcomingBookingsOf } from "./customers.server";

const refuse = (code: BookingCode, status: number) => fail(code, m[code], status);

/** Bookings one client address may make per hour: a family, not a robot filling the agenda. */
export const BOOKING_LIMIT: FormLimit = { key: "booking", max: 10, windowSeconds: 60 * 60 };

export type CreatedBooking = { bookingId: string; cancelUrl: string; barber: AssignedBarber };

/**
 * The one place a booking is written: online, by phone, or moved by the salon. Inside one
 * transaction, under the day's lock (each day's, in order, for a move across days): the customer's
 * cap (online), the barber asked for or assigned ('Sans préférence'), the insert or the move, and
 * the mails (the customer's confirmation with its .ics, the owner's notice; or the new time). The
 * database's per-barber exclusion constraint stays the guarantee: of simultaneous requests for one
 * barber and time exactly one wins, the others get `SLOT_TAKEN`.
 */
export async function writeBooking(
  write: BookingWrite,
  now = new Date(),
  db: DbOrTx = getDb(),
): Promise<Result<CreatedBooking & { mailed: boolean }, WriteRefusal>> {
  const token = randomBytes(32).toString("base64url");
  const cancelUrl = `${getConfig().publicUrl}/rendez-vous/${token}`;
  try {
    const written = await inTransaction(db, (tx) =>
      write.kind === "new" ? insertBooking(tx, write, token, cancelUrl, now) : moveTo(tx, write, token, cancelUrl, now),
    );
    if (write.kind === "move") nudgeWaitlist();
    return succeed({ ...written, cancelUrl });
  } catch (error) {
    if (error instanceof Refused) return fail(error.reason, error.reason, statusOf[error.reason]);
    const code = pgErrorCode(error);
    if (code === PG_EXCLUSION_VIOLATION) return fail("SLOT_TAKEN", "SLOT_TAKEN", 409);
    // The service or the barber deleted meanwhile.
    if (code === PG_FOREIGN_KEY_VIOLATION) return fail("INVALID_SERVICE", "INVALID_SERVICE", 400);
    throw error;
  }
}

const statusOf: Record<WriteRefusal, number> = {
  SLOT_TAKEN: 409,
  INVALID_BARBER: 400,
  INVALID_SERVICE: 400,
  TOO_MANY_BOOKINGS: 409,
  NOT_FOUND: 404,
  SAME_TIME: 400,
  PAST: 400,
  ENDS_NEXT_DAY: 400,
};

async function insertBooking(tx: Tx, write: Extract<BookingWrite, { kind: "new" }>, token: string, cancelUrl: string, now: Date) {
  const service = await getService(write.serviceId, tx);
  if (!service) throw new Refused("INVALID_SERVICE");
  const span = appointmentSpan(write.date, write.timeSlot, service.durationMinutes);
  if (span.start <= now) throw new Refused(write.channel === "online" ? "SLOT_TAKEN" : "PAST");
  withinItsDay(write.date, span);
  const contact = { ...write.contact, email: write.contact.email && emailKey(write.contact.email) };
  // Competing bookings of the same day wait here, one after the other, instead of deadlocking
  // inside the overlap check; the exclusion constraint still decides who gets the time. The mails
  // are rendered after the insert, so only the winner spends time on them. Online, the same
  // customer's bookings queue too (always this lock first, then the day's), so the cap on
  // appointments to come holds under simultaneous requests.
  if (write.channel === "online") await lockUntilCommit(tx, lockNamespaces.bookingCustomer, textKey(contact.email!));
  await lockDays(tx, [write.date]);
  if (write.channel === "online" && (await upcomingBookingsOf(tx, contact.email!, now)) >= MAX_UPCOMING_BOOKINGS) throw new Refused("TOO_MANY_BOOKINGS");
  const barber = await assignBarber(tx, service, { ...write, barberId: write.barberId ?? null }, write.channel === "phone");
  // A known e-mail is the same customer as online; without one (by phone), a customer of their own.
  const customerId = contact.email
    ? await customerIdOf(tx, { ...contact, email: contact.email })
    : (await tx.insert(customers).values({ name: contact.name, email: null, phone: contact.phone }).returning({ id: customers.id }))[0]!.id;
  const [booking] = await tx
    .insert(bookings)
    .values({
      serviceId: service.id,
      customerId,
      barberId: barber.id,
      customerName: contact.name,
      customerPhone: contact.phone,
      date: write.date,
      timeSlot: write.timeSlot,
      durationMinutes: service.durationMinutes,
      priceCents: service.priceCents,
      during: rangeOf(span),
      status: "confirmed",
      channel: write.channel,
      cancelTokenHash: hashToken(token),
    })
    .returning({ id: bookings.id });
  const bookingId = booking!.id;
  const payload = emailPayload({ ...contact, ...service, date: write.date, timeSlot: write.timeSlot, barberName: barber.name });
  if (contact.email) {
    await queueEmail(tx, {
      type: "booking_confirmation",
      to: contact.email,
      subject: `Rendez-vous confirmé le ${payload.bookingDate} à ${payload.bookingTime}`,
      body: createElement(BookingConfirmation, { booking: payload, cancelUrl }),
      attachments: [appointmentInvitation({ bookingId, span, title: service.title, barberName: barber.name, cancelUrl, url: cancelUrl, now })],
      secrets: [token],
    });
  }
  if (write.channel === "online") {
    await queueEmail(tx, {
      type: "coiffeur_notification",
      to: getConfig().ownerEmail,
      subject: `Nouvelle réservation pour ${barber.name} : ${service.title}, ${payload.bookingDate} à ${payload.bookingTime}`,
      body: createElement(OwnerBookingNotification, { booking: payload }),
    });
  }
  return { bookingId, barber, mailed: contact.email !== null };
}

/**
 * Moves a confirmed booking to another time or barber (same service and length). The customer gets
 * the new time by e-mail with a new invitation (same UID, next SEQUENCE) and a new private link; a
 * reminder still waiting for the old time is withdrawn, and the new time is reminded in its turn.
 */
async function moveTo(tx: Tx, write: Extract<BookingWrite, { kind: "move" }>, token: string, cancelUrl: string, now: Date) {
  const [current] = await tx
    .select({ date: bookings.date })
    .from(bookings)
    .where(and(eq(bookings.id, write.bookingId), eq(bookings.status, "confirmed")));
  if (!current) throw new Refused("NOT_FOUND");
  await lockDays(tx, [current.date, write.date]);
  const [row] = await tx
    .select({ ...bookingMailColumns, serviceId: bookings.serviceId, barberId: bookings.barberId })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(barbers, eq(barbers.id, bookings.barberId))
    .where(and(eq(bookings.id, write.bookingId), eq(bookings.status, "confirmed")))
    .for("update", { of: bookings });
  if (!row) throw new Refused("NOT_FOUND");
  // Moved by someone else between the first read and the lock: its real day is locked too (out of
  // order, so a rare deadlock is possible: PostgreSQL breaks it and the transaction is retried).
  if (row.date !== current.date) await lockDays(tx, [row.date]);
  const barberId = write.barberId === undefined ? row.barberId : write.barberId;
  if (row.date === write.date && row.timeSlot === write.timeSlot && barberId === row.barberId) throw new Refused("SAME_TIME");
  const span = appointmentSpan(write.date, write.timeSlot, row.durationMinutes);
  if (span.start <= now) throw new Refused("PAST");
  withinItsDay(write.date, span);
  const service = { id: row.serviceId, title: row.title, durationMinutes: row.durationMinutes, priceCents: row.priceCents };
  const barber = await assignBarber(tx, service, { ...write, barberId }, true, write.bookingId);
  await withdrawReminder(tx, write.bookingId);
  await tx
    .update(bookings)
    .set({
      date: write.date,
      timeSlot: write.timeSlot,
      barberId: barber.id,
      during: rangeOf(span),
      revision: sql`${bookings.revision} + 1`,
      cancelTokenHash: hashToken(token),
      reminderTokenHash: null,
      reminderEmailId: null,
      reminderQueuedAt: null,
    })
    .where(eq(bookings.id, write.bookingId));
  if (row.email) {
    const before = `${formatLongDate(row.date)} à ${row.timeSlot}${barber.id === row.barberId ? "" : ` avec ${row.barberName}`}`;
    const payload = emailPayload({ ...row, email: row.email, date: write.date, timeSlot: write.timeSlot, barberName: barber.name });
    await queueEmail(tx, {
      type: "booking_moved",
      to: row.email,
      subject: `Votre rendez-vous est déplacé au ${payload.bookingDate} à ${payload.bookingTime}`,
      body: createElement(BookingMoved, { booking: payload, before, cancelUrl }),
      attachments: [
        appointmentInvitation({
          bookingId: write.bookingId,
          span,
          title: row.title,
          barberName: barber.name,
          cancelUrl,
          url: cancelUrl,
          now,
          sequence: Math.floor(now.getTime() / 1000),
        }),
      ],
      secrets: [token],
    });
  }
  return { bookingId: write.bookingId, barber, mailed: row.email !== null };
}

/**
 * Books a slot online, with the barber chosen or ('Sans préférence') the one assigned. Of
 * simultaneous requests for the same time, as many win as barbers are free then; the others get
 * 'Ce créneau n'est plus disponible'.
 */
export async function createBooking(form: BookingInput, now = new Date(), db: DbOrTx = getDb()): Promise<Result<CreatedBooking, BookingCode>> {
  if (!isInBookingWindow(form.date, now)) return refuse("OUTSIDE_WINDOW", 400);
  const service = await getService(form.serviceId, db);
  if (!service) return refuse("INVALID_SERVICE", 400);
  const onGrid = computeSlots({ date: form.date, now: new Date(0), durationMinutes: service.durationMinutes, taken: [], schedule: await getSchedule() });
  if (!onGrid.includes(form.timeSlot)) return refuse("CLOSED", 400);
  const result = await writeBooking(
    { kind: "new", channel: "online", serviceId: service.id, date: form.date, timeSlot: form.timeSlot, barberId: form.barberId ?? null, contact: form },
    now,
    db,
  );
  if (!result.ok) {
    const { code, status } = result;
    // Anything else (past, past midnight: never on the grid) reads as a time no longer offered.
    return code === "INVALID_BARBER" || code === "TOO_MANY_BOOKINGS" || code === "INVALID_SERVICE" ? refuse(code, status) : refuse("SLOT_TAKEN", 409);
  }
  const { bookingId, cancelUrl, barber } = result;
  return succeed({ bookingId, cancelUrl, barber }, m.success);
}
