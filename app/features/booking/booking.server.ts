import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { createElement } from "react";
import { queueEmail } from "~/features/email/outbox.server";
import {
  BookingConfirmation,
  BookingMoved,
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
import { getDb, type DbOrTx, type Tx } from "~db/client.server";
import { PG_EXCLUSION_VIOLATION, PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from "~db/errors";
import { inTransaction, readAll } from "~db/transactions";
import { dayKey, lockNamespaces, lockUntilCommit, textKey } from "~db/locks";
import { agendaBlocks, barbers, bookings, customers, emailOutbox, services } from "~db/schema";
import { buildIcs } from "./ics";
import { bookingMessages as m, cancellationMessages as cm, MAX_UPCOMING_BOOKINGS, type BookingCode, type CancellationCode } from "./messages";
import { addDays, isIsoDate, parisInstant } from "~/lib/paris-time";
import type { BookingInput } from "./schema";
import { getService } from "./services.server";
import { getSchedule } from "./schedule.server";
import { computeSlots } from "./schedule";
import { appointmentSpan, CANCELLATION_NOTICE_HOURS, isInBookingWindow, type Interval } from "./slots";
import { barberHoursOn, barbersFor, candidateBarbers, performs, teamSlots, type TakenTime } from "./team";
import { getTeam } from "./team.server";
import { nudgeWaitlist } from "./waitlist-nudge.server";

const refuse = (code: BookingCode, status: number) => fail(code, m[code], status);

/** Bookings one client address may make per hour: a family, not a robot filling the agenda. */
export const BOOKING_LIMIT: FormLimit = { key: "booking", max: 10, windowSeconds: 60 * 60 };

/** A span as a `tstzrange` literal for SQL. */
export const rangeOf = (span: Interval) => sql`tstzrange(${span.start.toISOString()}::timestamptz, ${span.end.toISOString()}::timestamptz, '[)')`;

/**
 * The confirmed appointments and the blocked times (a break, a personal appointment; of one barber
 * or of the whole salon) that touch a Paris calendar day, with their barber. `except`: a booking
 * being moved, which does not stand in its own way.
 */
export async function takenTimes(date: string, db: DbOrTx = getDb(), except?: string): Promise<{ bookings: TakenTime[]; blocks: TakenTime[] }> {
  const day = rangeOf({ start: parisInstant(date, "00:00"), end: parisInstant(addDays(date, 1), "00:00") });
  const start = (during: AnyColumn) => sql<number>`extract(epoch from lower(${during}))::float8 * 1000`;
  const end = (during: AnyColumn) => sql<number>`extract(epoch from upper(${during}))::float8 * 1000`;
  const [booked, blocked] = await readAll(
    db,
    () =>
      db
        .select({ start: start(bookings.during), end: end(bookings.during), barberId: bookings.barberId })
        .from(bookings)
        .where(and(eq(bookings.status, "confirmed"), sql`${bookings.during} && ${day}`, except ? sql`${bookings.id} <> ${except}` : undefined)),
    () =>
      db
        .select({ start: start(agendaBlocks.during), end: end(agendaBlocks.during), barberId: agendaBlocks.barberId })
        .from(agendaBlocks)
        .where(sql`${agendaBlocks.during} && ${day}`),
  );
  const times = (rows: Array<{ start: number; end: number; barberId: string | null }>) =>
    rows.map((r) => ({ start: new Date(Number(r.start)), end: new Date(Number(r.end)), barberId: r.barberId }));
  return { bookings: times(booked), blocks: times(blocked) };
}

/**
 * Free starts for a service on a day of the booking window, with one barber or ('Sans préférence',
 * no `barberId`) any, and the active barbers who perform the service and work that day.
 */
export async function availableSlots(serviceId: string, date: string, now = new Date(), db: DbOrTx = getDb(), barberId: string | null = null) {
  if (!isIsoDate(date) || !isInBookingWindow(date, now)) return refuse("OUTSIDE_WINDOW", 400);
  const service = isUuid(serviceId) ? await getService(serviceId, db) : null;
  if (!service) return refuse("INVALID_SERVICE", 404);
  const [schedule, team, taken] = await Promise.all([getSchedule(), getTeam(), takenTimes(date, db)]);
  if (barberId && !team.some((b) => b.id === barberId && b.active && performs(b, service.id))) return refuse("INVALID_BARBER", 400);
  const slots = teamSlots({
    date,
    now,
    serviceId: service.id,
    durationMinutes: service.durationMinutes,
    schedule,
    barbers: team,
    taken: [...taken.bookings, ...taken.blocks],
    barberId,
  });
  const working = barbersFor({ schedule, barbers: team, serviceId: service.id, date }).map((b) => ({ id: b.id, name: b.name }));
  return succeed({ slots, barbers: working });
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
export function appointmentInvitation(event: {
  bookingId: string;
  span: Interval;
  title: string;
  barberName: string;
  cancelUrl: string | null;
  url: string;
  now: Date;
  sequence?: number;
}) {
  const ics = buildIcs({
    uid: `${event.bookingId}@monsieur-moustache.fr`,
    ...event.span,
    summary: `${event.title} avec ${event.barberName} – ${salon.name}`,
    location: fullAddress,
    description: `Rendez-vous avec ${event.barberName} chez ${salon.name} (${salon.phone}).${event.cancelUrl ? ` Pour annuler jusqu'à 24 h avant : ${event.cancelUrl}` : ""}`,
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
  barberName: barbers.name,
};

export function emailPayload(b: {
  name: string;
  email: string | null;
  phone: string;
  title: string;
  durationMinutes: number;
  priceCents: number;
  date: string;
  timeSlot: string;
  barberName: string;
}): BookingEmailPayload {
  return {
    customerName: b.name,
    customerEmail: b.email ?? "non communiqué",
    customerPhone: b.phone,
    serviceTitle: b.title,
    serviceDuration: formatDuration(b.durationMinutes),
    servicePrice: formatPrice(b.priceCents),
    bookingDate: formatLongDate(b.date),
    bookingTime: b.timeSlot,
    barberName: b.barberName,
  };
}

export type AssignedBarber = { id: string; name: string };
export type CreatedBooking = { bookingId: string; cancelUrl: string; barber: AssignedBarber };

/** Why a booking could not be written; each caller says it in its own words. */
export type WriteRefusal = "SLOT_TAKEN" | "INVALID_BARBER" | "INVALID_SERVICE" | "TOO_MANY_BOOKINGS" | "NOT_FOUND" | "SAME_TIME" | "PAST" | "ENDS_NEXT_DAY";

class Refused extends Error {
  constructor(readonly reason: WriteRefusal) {
    super(reason);
  }
}

/** An e-mail address as customers are found by it: "  Jean@Example.fr" and "jean@example.fr" are one client. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * Confirmed appointments still to come of this e-mail (`emailKey`'s form). Only the e-mail: a phone
 * number is typed by whoever books, so counting it would let a stranger use up someone's appointments.
 */
async function upcomingBookingsOf(db: DbOrTx, email: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .where(
      and(eq(bookings.status, "confirmed"), sql`upper(${bookings.during}) > ${now.toISOString()}::timestamptz`, sql`lower(${customers.email}) = ${email}`),
    );
  return row?.n ?? 0;
}

/**
 * The customer of an e-mail address, created on its first booking (the spec's get-or-create by
 * e-mail). An existing customer is never rewritten: whoever types someone's address changes nothing
 * of theirs, and the booking keeps the name and phone it was made with.
 */
async function customerIdOf(tx: DbOrTx, contact: { name: string; email: string; phone: string }): Promise<string> {
  const [created] = await tx
    .insert(customers)
    .values({ name: contact.name, email: contact.email, phone: contact.phone })
    .onConflictDoNothing({ target: customers.email })
    .returning({ id: customers.id });
  if (created) return created.id;
  const [existing] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, contact.email));
  return existing!.id;
}

/** Days whose locks a write takes, in one order for every writer: two writers never wait on each other in a circle. */
export async function lockDays(tx: Tx, dates: string[]) {
  for (const date of [...new Set(dates)].sort()) await lockUntilCommit(tx, lockNamespaces.bookingDay, dayKey(date));
}

type Place = {
  date: string;
  timeSlot: string;
  /**
   * The barber asked for; null: 'Sans préférence' (the assignment rule of `candidateBarbers`);
   * undefined, for a move: the same barber.
   */
  barberId?: string | null;
};

/** A booking to write: a new one (online, or taken by the salon on the phone), or a move of one. */
export type BookingWrite = Place &
  (
    | {
        kind: "new";
        channel: "online" | "phone";
        serviceId: string;
        contact: { name: string; email: string | null; phone: string };
      }
    | { kind: "move"; bookingId: string }
  );

type Service = { id: string; title: string; durationMinutes: number; priceCents: number };

/**
 * Under the day's lock: the barber who takes `service` at the place asked. Online, only inside a
 * barber's hours; the salon (phone, move) books any time a barber is there and free (the owner
 * decides). Read from the transaction, so a barber deactivated, an absence or a block saved a
 * moment ago count.
 */
async function assignBarber(tx: Tx, service: Service, place: Place & { barberId: string | null }, anyHours: boolean, except?: string): Promise<AssignedBarber> {
  // The barbers' rows, shared: a deactivation, a week, an absence or services being saved (which
  // take their barber's row for update) commit before this reads the team, or wait for this
  // booking to commit and then read it. Always in id order: two writers never wait in a circle.
  await tx.select({ id: barbers.id }).from(barbers).orderBy(asc(barbers.id)).for("share");
  const [schedule, team, taken] = await readAll(
    tx,
    () => getSchedule(tx),
    () => getTeam(tx),
    () => takenTimes(place.date, tx, except),
  );
  if (place.barberId) {
    const barber = team.find((b) => b.id === place.barberId);
    if (!barber || !barber.active || !performs(barber, service.id)) throw new Refused("INVALID_BARBER");
  }
  const candidates = candidateBarbers({
    date: place.date,
    time: place.timeSlot,
    serviceId: service.id,
    durationMinutes: service.durationMinutes,
    schedule,
    // By phone, a barber asked for by name may be booked on their day off (the owner decides);
    // 'Sans préférence' never lands on someone who does not work that day.
    barbers: place.barberId
      ? team.filter((b) => b.id === place.barberId)
      : anyHours
        ? team.filter((b) => barberHoursOn(schedule, b, place.date).length > 0)
        : team,
    bookings: taken.bookings,
    blocks: taken.blocks,
    anyHours,
  });
  const chosen = candidates[0];
  if (!chosen) throw new Refused("SLOT_TAKEN");
  return { id: chosen.id, name: chosen.name };
}

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

/**
 * A booking lives inside its Paris day: the day's lock covers it, and the next day's absences and
 * blocks never meet it. (Online, the hours already keep it there; by phone, 23:30 for an hour is
 * refused.)
 */
function withinItsDay(date: string, span: Interval) {
  if (span.end.getTime() > parisInstant(addDays(date, 1), "00:00").getTime()) throw new Refused("ENDS_NEXT_DAY");
}

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

export type ManagedBooking = {
  serviceTitle: string;
  barberName: string;
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
  barberName: barbers.name,
};

async function findBooking(where: SQL, db: DbOrTx) {
  const [row] = await db
    .select(managedColumns)
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(barbers, eq(barbers.id, bookings.barberId))
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
    barberName: row.barberName,
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
  return nudgedOnSuccess(await inTransaction(db, async (tx) => cancelFound(await findByToken(token, tx), now, tx)));
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
  return nudgedOnSuccess(cancelled);
}

/** A cancellation committed frees a time: those waiting for that day are looked at soon. */
function nudgedOnSuccess<R extends Result<object, string>>(result: R): R {
  if (result.ok) nudgeWaitlist();
  return result;
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
