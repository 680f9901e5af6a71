// The admin's agenda: a day or a week of bookings and blocked times on Paris wall-clock time, and
// what the salon writes in it (a booking taken on the phone, a blocked time, a booking moved).
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { createElement } from "react";
import { appointmentInvitation, bookingMailColumns, customerIdOf, emailPayload, hashToken, overlapsBlock, rangeOf, TimeBlocked, withdrawReminder } from "~/features/booking/booking.server";
import { hoursOn, type OpeningBlock } from "~/features/booking/schedule";
import { getSchedule } from "~/features/booking/schedule.server";
import { appointmentSpan } from "~/features/booking/slots";
import { queueEmail } from "~/features/email/outbox.server";
import { BookingConfirmation, BookingMoved } from "~/features/email/templates/booking-emails";
import { getConfig } from "~/lib/config.server";
import { formatDuration, formatLongDate } from "~/lib/dates";
import { isUuid } from "~/lib/ids";
import { parisInstant, parisWallClock } from "~/lib/paris-time";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx, type Tx } from "~db/client.server";
import { PG_EXCLUSION_VIOLATION, PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from "~db/errors";
import { dayKey, lockNamespaces, lockUntilCommit } from "~db/locks";
import { agendaBlocks, bookings, customers, services } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { agendaMessages as m, type AgendaCode } from "./agenda-messages";
import { agendaDays, type AgendaView, type BlockInput, type PhoneBookingInput } from "./agenda-schema";

export type AgendaBooking = {
  id: string;
  date: string;
  start: string;
  end: string;
  serviceTitle: string;
  durationMinutes: number;
  /** "45 min", "1h" (formatted here: the agenda's page then needs no date-formatting code of its own). */
  durationText: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string | null;
  channel: "online" | "phone";
};

export type AgendaBlock = { id: string; date: string; start: string; end: string; label: string };

export type AgendaDay = {
  date: string;
  /** "mardi 24 novembre" */
  label: string;
  hours: ReadonlyArray<OpeningBlock>;
  bookings: AgendaBooking[];
  blocks: AgendaBlock[];
};

export type Agenda = {
  view: AgendaView;
  today: string;
  days: AgendaDay[];
  /** Each service with its label for the phone-booking form: "Coupe + shampoing (30 min)". */
  services: Array<{ id: string; label: string }>;
};

const refuse = (code: AgendaCode, status: number) => fail(code, m[code], status);

/** Paris wall-clock "HH:MM" of an instant given in milliseconds. */
const wallTime = (ms: number) => parisWallClock(new Date(Number(ms))).time;

/** The confirmed bookings and the blocked times of a day or a week, with each day's opening hours. */
export async function agendaFor(view: AgendaView, now = new Date(), db: DbOrTx = getDb()): Promise<Agenda> {
  const dates = agendaDays(view);
  const [schedule, bookingRows, blockRows, serviceRows] = await Promise.all([
    getSchedule(),
    db
      .select({
        id: bookings.id,
        date: bookings.date,
        startMs: sql<number>`extract(epoch from lower(${bookings.during}))::float8 * 1000`,
        durationMinutes: bookings.durationMinutes,
        serviceTitle: services.title,
        customerName: bookings.customerName,
        customerPhone: bookings.customerPhone,
        customerEmail: customers.email,
        channel: bookings.channel,
      })
      .from(bookings)
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .innerJoin(customers, eq(customers.id, bookings.customerId))
      .where(and(inArray(bookings.date, dates), eq(bookings.status, "confirmed")))
      .orderBy(asc(bookings.date), asc(bookings.timeSlot)),
    db
      .select({
        id: agendaBlocks.id,
        date: agendaBlocks.date,
        startMs: sql<number>`extract(epoch from lower(${agendaBlocks.during}))::float8 * 1000`,
        endMs: sql<number>`extract(epoch from upper(${agendaBlocks.during}))::float8 * 1000`,
        label: agendaBlocks.label,
      })
      .from(agendaBlocks)
      .where(inArray(agendaBlocks.date, dates))
      .orderBy(asc(agendaBlocks.date), asc(sql`lower(${agendaBlocks.during})`)),
    db
      .select({ id: services.id, title: services.title, durationMinutes: services.durationMinutes })
      .from(services)
      .orderBy(asc(services.position), asc(services.title)),
  ]);
  const days = dates.map<AgendaDay>((date) => ({
    date,
    label: formatLongDate(date, { year: false }),
    hours: hoursOn(schedule, date),
    bookings: bookingRows
      .filter((b) => b.date === date)
      .map((b) => ({
        id: b.id,
        date: b.date,
        start: wallTime(b.startMs),
        end: wallTime(Number(b.startMs) + b.durationMinutes * 60_000),
        serviceTitle: b.serviceTitle,
        durationMinutes: b.durationMinutes,
        durationText: formatDuration(b.durationMinutes),
        customerName: b.customerName,
        customerPhone: b.customerPhone,
        customerEmail: b.customerEmail,
        channel: b.channel,
      })),
    blocks: blockRows
      .filter((b) => b.date === date)
      .map((b) => ({ id: b.id, date: b.date, start: wallTime(b.startMs), end: wallTime(b.endMs), label: b.label })),
  }));
  const serviceOptions = serviceRows.map((s) => ({ id: s.id, label: `${s.title} (${formatDuration(s.durationMinutes)})` }));
  return { view, today: parisWallClock(now).date, days, services: serviceOptions };
}

/** Days whose locks a write takes, in one order for every writer: two writers never wait on each other in a circle. */
async function lockDays(tx: Tx, dates: string[]) {
  for (const date of [...new Set(dates)].sort()) await lockUntilCommit(tx, lockNamespaces.bookingDay, dayKey(date));
}

/**
 * A booking the salon takes on the phone: the same guarantee as online (the database refuses an
 * overlap, a blocked time is refused under the day's lock), any time of a day to come, whatever the
 * opening hours (the owner decides). The customer gets the usual confirmation when an e-mail is given.
 */
export async function createPhoneBooking(input: PhoneBookingInput, now = new Date(), db: DbOrTx = getDb()): Promise<Result<{ bookingId: string }, AgendaCode>> {
  const [service] = isUuid(input.serviceId) ? await db.select().from(services).where(eq(services.id, input.serviceId)) : [];
  if (!service) return refuse("INVALID_SERVICE", 400);
  const span = appointmentSpan(input.date, input.timeSlot, service.durationMinutes);
  if (span.start <= now) return refuse("PAST", 400);
  const token = randomBytes(32).toString("base64url");
  const cancelUrl = `${getConfig().publicUrl}/rendez-vous/${token}`;
  try {
    const bookingId = await inTransaction(db, async (tx) => {
      await lockDays(tx, [input.date]);
      if (await overlapsBlock(tx, span)) throw new TimeBlocked();
      // A known e-mail is the same customer as online; without one, a customer of their own.
      const customerId = input.email
        ? await customerIdOf(tx, { name: input.name, email: input.email, phone: input.phone })
        : (await tx.insert(customers).values({ name: input.name, email: null, phone: input.phone }).returning({ id: customers.id }))[0]!.id;
      const [booking] = await tx
        .insert(bookings)
        .values({
          serviceId: service.id,
          customerId,
          customerName: input.name,
          customerPhone: input.phone,
          date: input.date,
          timeSlot: input.timeSlot,
          durationMinutes: service.durationMinutes,
          priceCents: service.priceCents,
          during: rangeOf(span),
          status: "confirmed",
          channel: "phone",
          cancelTokenHash: hashToken(token),
        })
        .returning({ id: bookings.id });
      if (input.email) {
        const payload = emailPayload({ ...input, email: input.email, title: service.title, durationMinutes: service.durationMinutes, priceCents: service.priceCents });
        await queueEmail(tx, {
          type: "booking_confirmation",
          to: input.email,
          subject: `Rendez-vous confirmé le ${payload.bookingDate} à ${payload.bookingTime}`,
          body: createElement(BookingConfirmation, { booking: payload, cancelUrl }),
          attachments: [appointmentInvitation({ bookingId: booking!.id, span, title: service.title, cancelUrl, url: cancelUrl, now })],
          secrets: [token],
        });
      }
      return booking!.id;
    });
    return succeed({ bookingId }, input.email ? m.bookedAndMailed : m.booked);
  } catch (error) {
    if (error instanceof TimeBlocked || pgErrorCode(error) === PG_EXCLUSION_VIOLATION) return refuse("SLOT_TAKEN", 409);
    // The service deleted meanwhile.
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) return refuse("INVALID_SERVICE", 400);
    throw error;
  }
}

/** Keeps a time of a day off the agenda; refused while a confirmed booking overlaps it. */
export async function blockTime(input: BlockInput, now = new Date(), db: DbOrTx = getDb()): Promise<Result<{ blockId: string }, AgendaCode>> {
  const span = { start: parisInstant(input.date, input.from), end: parisInstant(input.date, input.to) };
  if (span.end <= now) return refuse("PAST", 400);
  return inTransaction(db, async (tx) => {
    await lockDays(tx, [input.date]);
    const [booked] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.status, "confirmed"), sql`${bookings.during} && ${rangeOf(span)}`))
      .limit(1);
    if (booked) return refuse("BOOKINGS_IN_RANGE", 409);
    const [block] = await tx.insert(agendaBlocks).values({ date: input.date, during: rangeOf(span), label: input.label }).returning({ id: agendaBlocks.id });
    return succeed({ blockId: block!.id }, m.blocked);
  });
}

export async function removeBlock(id: string, db: DbOrTx = getDb()): Promise<Result<object, AgendaCode>> {
  const deleted = await db.delete(agendaBlocks).where(eq(agendaBlocks.id, id)).returning({ id: agendaBlocks.id });
  return deleted.length ? succeed({}, m.unblocked) : refuse("BLOCK_NOT_FOUND", 404);
}

/**
 * Moves a confirmed booking to another time (same service and length). Refused at once, with
 * nothing changed, if that time was just taken (the database's exclusion constraint) or blocked.
 * The customer gets the new time by e-mail with a new invitation (same UID, next SEQUENCE) and a
 * new private link; a reminder still waiting for the old time is withdrawn, and the new time is
 * reminded in its turn.
 */
export async function moveBooking(input: { id: string; date: string; timeSlot: string }, now = new Date(), db: DbOrTx = getDb()): Promise<Result<object, AgendaCode>> {
  if (!isUuid(input.id)) return refuse("NOT_FOUND", 404);
  const token = randomBytes(32).toString("base64url");
  const cancelUrl = `${getConfig().publicUrl}/rendez-vous/${token}`;
  try {
    return await inTransaction(db, async (tx) => {
      const [current] = await tx.select({ date: bookings.date }).from(bookings).where(and(eq(bookings.id, input.id), eq(bookings.status, "confirmed")));
      if (!current) return refuse("NOT_FOUND", 404);
      await lockDays(tx, [current.date, input.date]);
      const [row] = await tx
        .select(bookingMailColumns)
        .from(bookings)
        .innerJoin(services, eq(services.id, bookings.serviceId))
        .innerJoin(customers, eq(customers.id, bookings.customerId))
        .where(and(eq(bookings.id, input.id), eq(bookings.status, "confirmed")))
        .for("update", { of: bookings });
      if (!row) return refuse("NOT_FOUND", 404);
      if (row.date === input.date && row.timeSlot === input.timeSlot) return refuse("SAME_TIME", 400);
      const span = appointmentSpan(input.date, input.timeSlot, row.durationMinutes);
      if (span.start <= now) return refuse("PAST", 400);
      if (await overlapsBlock(tx, span)) throw new TimeBlocked();
      await withdrawReminder(tx, input.id);
      await tx
        .update(bookings)
        .set({
          date: input.date,
          timeSlot: input.timeSlot,
          during: rangeOf(span),
          cancelTokenHash: hashToken(token),
          reminderTokenHash: null,
          reminderEmailId: null,
          reminderQueuedAt: null,
        })
        .where(eq(bookings.id, input.id));
      if (!row.email) return succeed({}, m.movedNoMail);
      const before = `${formatLongDate(row.date)} à ${row.timeSlot}`;
      const payload = emailPayload({ ...row, email: row.email, date: input.date, timeSlot: input.timeSlot });
      await queueEmail(tx, {
        type: "booking_moved",
        to: row.email,
        subject: `Votre rendez-vous est déplacé au ${payload.bookingDate} à ${payload.bookingTime}`,
        body: createElement(BookingMoved, { booking: payload, before, cancelUrl }),
        attachments: [appointmentInvitation({ bookingId: input.id, span, title: row.title, cancelUrl, url: cancelUrl, now, sequence: Math.floor(now.getTime() / 1000) })],
        secrets: [token],
      });
      return succeed({}, m.moved);
    });
  } catch (error) {
    if (error instanceof TimeBlocked || pgErrorCode(error) === PG_EXCLUSION_VIOLATION) return refuse("SLOT_TAKEN", 409);
    throw error;
  }
}
