import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { queueEmail } from "~/features/email/outbox.server";
import { BookingMoved } from "~/features/email/templates/booking-emails";
import { getConfig } from "~/lib/config.server";
import type { FormLimit } from "~/lib/form.server";
import { fail, succeed, type Result } from "~/lib/result";
import { formatLongDate } from "~/lib/dates";
import { getDb, type DbOrTx, type Tx } from "~db/client.server";
import { PG_EXCLUSION_VIOLATION, PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from "~db/errors";
import { inTransaction } from "~db/transactions";
import { lockNamespaces, lockUntilCommit, textKey } from "~db/locks";
import { barbers, bookings, bookingServices, customers } from "~db/schema";
import { bookingMessages as m, MAX_UPCOMING_BOOKINGS, type BookingCode } from "./messages";
import type { BookingInput } from "./schema";
import { getVisitServices } from "./services.server";
import { fitsInVisit, visitTotals } from "./visit";
import { getSchedule } from "./schedule.server";
import { computeSlots } from "./schedule";
import { appointmentSpan, blockedSpan, isInBookingWindow } from "./slots";
import { nudgeWaitlist } from "./waitlist-nudge.server";
import { endHolds, lockDays, onlineVisit, rangeOf } from "./availability.server";
import { assignBarber, Refused, withinItsDay, type AssignedBarber, type BookingWrite, type WriteRefusal } from "./barber-assignment.server";
import { appointmentInvitation, bookingLines, bookingMailColumns, emailPayload, hashToken, queueBookingMails } from "./booking-mails.server";
import { depositAsked, holdForDeposit, type HeldDeposit } from "./deposit-hold.server";
import { getDepositRules } from "./deposit-rules.server";
import { withdrawalLastDay } from "./withdrawal";
import { withdrawReminder } from "./cancellation.server";
import { customerIdOf, emailKey, upcomingBookingsOf } from "./customers.server";

const refuse = (code: BookingCode, status: number) => fail(code, m[code], status);

/** Bookings one client address may make per hour: a family, not a robot filling the agenda. */
export const BOOKING_LIMIT: FormLimit = { key: "booking", max: 10, windowSeconds: 60 * 60 };

export type CreatedBooking = { bookingId: string; cancelUrl: string; barber: AssignedBarber };
/** A new booking's visit as written: its services, and its totals (null for a move). */
type WrittenVisit = { services: Array<{ id: string; title: string }>; title: string; durationMinutes: number; priceCents: number } | null;
type Written = { bookingId: string; barber: AssignedBarber; mailed: boolean; visit: WrittenVisit; deposit?: HeldDeposit };
/** What an online booking answers: the barber, and the visit's services and totals. */
export type OnlineBooking = CreatedBooking & {
  services: Array<{ id: string; title: string }>;
  durationMinutes: number;
  priceCents: number;
  /** Arrhes to pay before the booking is confirmed (its time held meanwhile), or null: confirmed. */
  deposit: HeldDeposit | null;
};

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
): Promise<Result<CreatedBooking & { mailed: boolean; visit: WrittenVisit; deposit?: HeldDeposit }, WriteRefusal>> {
  const token = randomBytes(32).toString("base64url");
  const cancelUrl = `${getConfig().publicUrl}/rendez-vous/${token}`;
  try {
    const attempt = () =>
      inTransaction(db, (tx) => (write.kind === "new" ? insertBooking(tx, write, token, cancelUrl, now) : moveTo(tx, write, token, cancelUrl, now)));
    let written: Written;
    try {
      written = await attempt();
    } catch (error) {
      // The time was refused because of a hold for arrhes that has run out without being ended yet
      // (the minute's job ends them): ended now, and the write tried once more.
      if (pgErrorCode(error) !== PG_EXCLUSION_VIOLATION || (await endHolds(db, now, [write.date])) === 0) throw error;
      written = await attempt();
    }
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
  SERVICES_APART: 400,
  VISIT_TOO_LONG: 400,
  CALL_SALON: 403,
};

async function insertBooking(tx: Tx, write: Extract<BookingWrite, { kind: "new" }>, token: string, cancelUrl: string, now: Date): Promise<Written> {
  // The services as they are now, from the transaction: the booking keeps them so.
  const parts = await getVisitServices(write.serviceIds, tx);
  if (!parts || (write.channel === "online" && !parts.every((p) => p.bookableOnline))) throw new Refused("INVALID_SERVICE");
  if (!fitsInVisit(parts.slice(0, -1), parts.at(-1))) throw new Refused("VISIT_TOO_LONG");
  const visit = visitTotals(parts);
  const span = appointmentSpan(write.date, write.timeSlot, visit.durationMinutes);
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
  // Online, the arrhes this client owes for this visit (or a refusal: « Merci d'appeler le salon »).
  const deposit = write.channel === "online" ? await depositAsked(tx, contact.email!, parts, now, write.depositRules) : null;
  const serviceIds = parts.map((p) => p.id);
  const barber = await assignBarber(tx, { ...visit, serviceIds }, { ...write, barberId: write.barberId ?? null }, write.channel === "phone", undefined, now);
  // A known e-mail is the same customer as online; without one (by phone), a customer of their own.
  const customerId = contact.email
    ? await customerIdOf(tx, { ...contact, email: contact.email })
    : (await tx.insert(customers).values({ name: contact.name, email: null, phone: contact.phone }).returning({ id: customers.id }))[0]!.id;
  const [booking] = await tx
    .insert(bookings)
    .values({
      serviceId: serviceIds[0]!,
      customerId,
      barberId: barber.id,
      customerName: contact.name,
      customerPhone: contact.phone,
      date: write.date,
      timeSlot: write.timeSlot,
      title: visit.title,
      durationMinutes: visit.durationMinutes,
      priceCents: visit.priceCents,
      during: rangeOf(span),
      bufferMinutes: visit.bufferMinutes,
      blocked: rangeOf(blockedSpan(write.date, write.timeSlot, visit.durationMinutes, visit.bufferMinutes)),
      status: deposit ? "pending" : "confirmed",
      holdUntil: deposit?.holdUntil ?? null,
      channel: write.channel,
      smsReminder: write.smsReminder ?? false,
      expressRequestAt: write.expressRequest ? now : null,
      cancelTokenHash: hashToken(token),
    })
    .returning({ id: bookings.id });
  const bookingId = booking!.id;
  await tx
    .insert(bookingServices)
    .values(
      parts.map((p, position) => ({ bookingId, position, serviceId: p.id, title: p.title, durationMinutes: p.durationMinutes, priceCents: p.priceCents })),
    );
  const services = parts.map((p) => ({ id: p.id, title: p.title }));
  // Arrhes to pay: the time is held, and the mails wait for the payment (deposit-payment.server.ts).
  if (deposit) {
    const held = await holdForDeposit(tx, bookingId, deposit);
    return { bookingId, barber, mailed: false, visit: { ...visit, services }, deposit: held };
  }
  await queueBookingMails(tx, {
    booking: { ...contact, ...visit, lines: parts, date: write.date, timeSlot: write.timeSlot, barberName: barber.name },
    bookingId,
    span,
    token,
    cancelUrl,
    channel: write.channel,
    now,
    // Booked online: a distance contract, its right of withdrawal confirmed by mail (L221-13).
    withdrawal: write.channel === "online" ? { until: formatLongDate(withdrawalLastDay(now)), arrhes: false, asked: write.expressRequest === true } : undefined,
  });
  return { bookingId, barber, mailed: contact.email !== null, visit: { ...visit, services: parts.map((p) => ({ id: p.id, title: p.title })) } };
}

/**
 * Moves a confirmed booking to another time or barber (same services, length and buffer). The customer gets
 * the new time by e-mail with a new invitation (same UID, next SEQUENCE) and a new private link; a
 * reminder still waiting for the old time is withdrawn, and the new time is reminded in its turn.
 */
async function moveTo(tx: Tx, write: Extract<BookingWrite, { kind: "move" }>, token: string, cancelUrl: string, now: Date): Promise<Written> {
  const [current] = await tx
    .select({ date: bookings.date })
    .from(bookings)
    .where(and(eq(bookings.id, write.bookingId), eq(bookings.status, "confirmed")));
  if (!current) throw new Refused("NOT_FOUND");
  await lockDays(tx, [current.date, write.date]);
  const [row] = await tx
    .select({ ...bookingMailColumns, barberId: bookings.barberId, bufferMinutes: bookings.bufferMinutes, lines: bookingLines })
    .from(bookings)
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
  const visit = { serviceIds: row.lines.map((l) => l.serviceId), durationMinutes: row.durationMinutes, bufferMinutes: row.bufferMinutes };
  const barber = await assignBarber(tx, visit, { ...write, barberId }, true, write.bookingId, now);
  await withdrawReminder(tx, write.bookingId);
  await tx
    .update(bookings)
    .set({
      date: write.date,
      timeSlot: write.timeSlot,
      barberId: barber.id,
      during: rangeOf(span),
      blocked: rangeOf(blockedSpan(write.date, write.timeSlot, row.durationMinutes, row.bufferMinutes)),
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
  return { bookingId: write.bookingId, barber, mailed: row.email !== null, visit: null };
}

/**
 * Books a visit online (one service or several, in a row), with the barber chosen or ('Sans
 * préférence') the one assigned. Of simultaneous requests for the same time, as many win as barbers
 * are free then; the others get 'Ce créneau n'est plus disponible'.
 */
export async function createBooking(form: BookingInput, now = new Date(), db: DbOrTx = getDb()): Promise<Result<OnlineBooking, BookingCode>> {
  if (!isInBookingWindow(form.date, now)) return refuse("OUTSIDE_WINDOW", 400);
  const asked = await onlineVisit(form.serviceIds);
  if (!asked.ok) return asked.code === "INVALID_SERVICE" ? refuse("INVALID_SERVICE", 400) : asked;
  const { durationMinutes } = visitTotals(asked.services);
  const onGrid = computeSlots({ date: form.date, now: new Date(0), durationMinutes, taken: [], schedule: await getSchedule() });
  if (!onGrid.includes(form.timeSlot)) return refuse("CLOSED", 400);
  const result = await writeBooking(
    {
      kind: "new",
      channel: "online",
      serviceIds: asked.services.map((s) => s.id),
      date: form.date,
      timeSlot: form.timeSlot,
      barberId: form.barberId ?? null,
      contact: form,
      smsReminder: form.smsReminder,
      expressRequest: form.expressRequest,
      depositRules: await getDepositRules(),
    },
    now,
    db,
  );
  if (!result.ok) {
    const { code, status } = result;
    // Anything else (past, past midnight: never on the grid) reads as a time no longer offered.
    return code === "INVALID_BARBER" ||
      code === "TOO_MANY_BOOKINGS" ||
      code === "INVALID_SERVICE" ||
      code === "SERVICES_APART" ||
      code === "VISIT_TOO_LONG" ||
      code === "CALL_SALON"
      ? refuse(code, status)
      : refuse("SLOT_TAKEN", 409);
  }
  const { bookingId, cancelUrl, barber, visit, deposit } = result;
  return succeed(
    {
      bookingId,
      cancelUrl,
      barber,
      services: visit!.services,
      durationMinutes: visit!.durationMinutes,
      priceCents: visit!.priceCents,
      deposit: deposit ?? null,
    },
    deposit ? m.awaitingDeposit : m.success,
  );
}
