// The admin's agenda: a day or a week of bookings and blocked times on Paris wall-clock time, each
// client's absences, a day's waiting list, and what the salon writes in it (a booking taken on the
// phone, a blocked time, a booking moved; an absence: agenda-attendance.server.ts).
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { visitTitleOfWait } from "~/features/booking/waitlist.server";
import { lockDays, rangeOf } from "~/features/booking/availability.server";
import { type AssignedBarber, type WriteRefusal } from "~/features/booking/barber-assignment.server";
import { writeBooking } from "~/features/booking/booking-write.server";
import { hoursOn, type OpeningBlock } from "~/features/booking/schedule";
import { getSchedule } from "~/features/booking/schedule.server";
import { barberHoursOn } from "~/features/booking/team";
import { getTeam } from "~/features/booking/team.server";
import { nudgeWaitlist } from "~/features/booking/waitlist.server";
import { invalidateApprovedReviews } from "~/features/salon-reviews/reviews.server";
import { formatDuration, formatLongDate } from "~/lib/dates";
import { isUuid } from "~/lib/ids";
import { parisInstant, parisWallClock } from "~/lib/paris-time";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx } from "~db/client.server";
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from "~db/errors";
import { agendaBlocks, barbers, bookings, customers, serviceCategoryRows, services, waitlistEntries } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { absencesOf } from "./agenda-attendance.server";
import { notesOf } from "./clients/notes.server";
import { agendaMessages as m, agendaToasts, toldText, type AgendaCode } from "./agenda-messages";
import { agendaDays, type AgendaView, type BlockInput, type PhoneBookingInput } from "./agenda-schema";

export type AgendaBooking = {
  id: string;
  date: string;
  start: string;
  end: string;
  serviceTitle: string;
  durationMinutes: number;
  /** The buffer after the visit (its barber kept free, never shown to clients), in minutes; 0: none. */
  bufferMinutes: number;
  /** Paris "HH:MM" when its barber is free again: the end of the buffer, on the 30-minute grid ("00:00": midnight). */
  blockedEnd: string;
  /** "45 min", "1h" (formatted here: the agenda's page then needs no date-formatting code of its own). */
  durationText: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string | null;
  channel: "online" | "phone";
  barber: AssignedBarber;
  /** Its start has passed: it can be marked 'Absent' (or back to 'Venu'). */
  started: boolean;
  /** Marked 'Absent'. */
  noShow: boolean;
  /** The client's absences: this booking's customer's (found by e-mail), never a phone number's. */
  absences: number;
  /** The client's file (/admin/clients/:id) and the salon's notes on them, oldest first. */
  customerId: string;
  notes: string[];
};

/** `barber`: null for a time kept off the whole salon's agenda ('Tout le salon'). */
export type AgendaBlock = { id: string; date: string; start: string; end: string; label: string; barber: AssignedBarber | null };

/** Someone waiting for a time of the day to free up (the day view's 'Liste d'attente'). */
export type AgendaWaiting = {
  id: string;
  serviceTitle: string;
  /** The barber asked for, or 'Sans préférence'. */
  barberName: string;
  email: string;
  phone: string | null;
  /** « Prévenu le jeudi 12 mars à 14:05 », or « Pas encore prévenu ». */
  toldText: string;
};

/** A barber the agenda draws a column for. */
export type AgendaBarber = AssignedBarber & { active: boolean };

export type AgendaDay = {
  date: string;
  /** "mardi 24 novembre" */
  label: string;
  hours: ReadonlyArray<OpeningBlock>;
  /** Each barber's hours that day (by barber id): the salon's, within their week; none when off. */
  barberHours: Record<string, ReadonlyArray<OpeningBlock>>;
  bookings: AgendaBooking[];
  blocks: AgendaBlock[];
};

export type Agenda = {
  /** `view.barber` is a barber of `team` or null (everyone). */
  view: AgendaView & { barber: string | null };
  today: string;
  /** The active barbers in the team's order, and the inactive ones who still have something in the view. */
  team: AgendaBarber[];
  days: AgendaDay[];
  /** Each service with its label for the phone-booking form ("Coupe + shampoing (30 min)"), its length and price (the visit's total). */
  services: Array<{ id: string; label: string; durationMinutes: number; priceCents: number }>;
  /** The day view's waiting list, first come first; null on a week. */
  waitlist: AgendaWaiting[] | null;
};

const refuse = (code: AgendaCode, status: number) => fail(code, m[code], status);

/** Paris wall-clock "HH:MM" of an instant given in milliseconds. */
const wallTime = (ms: number) => parisWallClock(new Date(Number(ms))).time;

/**
 * The confirmed bookings and the blocked times of a day or a week, with each day's opening hours
 * and each barber's; a week may show one barber's bookings (and the salon's blocks) only.
 */
export async function agendaFor(view: AgendaView, now = new Date(), db: DbOrTx = getDb()): Promise<Agenda> {
  const dates = agendaDays(view);
  const [schedule, members, bookingRows, blockRows, serviceRows] = await Promise.all([
    getSchedule(),
    getTeam(),
    db
      .select({
        id: bookings.id,
        date: bookings.date,
        startMs: sql<number>`extract(epoch from lower(${bookings.during}))::float8 * 1000`,
        durationMinutes: bookings.durationMinutes,
        bufferMinutes: bookings.bufferMinutes,
        // The end of the buffer after it (its barber kept free), drawn apart.
        blockedEndMs: sql<number>`extract(epoch from upper(${bookings.blocked}))::float8 * 1000`,
        serviceTitle: bookings.title,
        customerName: bookings.customerName,
        customerPhone: bookings.customerPhone,
        customerEmail: customers.email,
        customerId: bookings.customerId,
        channel: bookings.channel,
        barberId: bookings.barberId,
        barberName: barbers.name,
        noShow: sql<boolean>`${bookings.noShowAt} is not null`,
      })
      .from(bookings)
      .innerJoin(customers, eq(customers.id, bookings.customerId))
      .innerJoin(barbers, eq(barbers.id, bookings.barberId))
      .where(and(inArray(bookings.date, dates), eq(bookings.status, "confirmed")))
      .orderBy(asc(bookings.date), asc(bookings.timeSlot)),
    db
      .select({
        id: agendaBlocks.id,
        date: agendaBlocks.date,
        startMs: sql<number>`extract(epoch from lower(${agendaBlocks.during}))::float8 * 1000`,
        endMs: sql<number>`extract(epoch from upper(${agendaBlocks.during}))::float8 * 1000`,
        label: agendaBlocks.label,
        barberId: agendaBlocks.barberId,
        barberName: barbers.name,
      })
      .from(agendaBlocks)
      .leftJoin(barbers, eq(barbers.id, agendaBlocks.barberId))
      .where(inArray(agendaBlocks.date, dates))
      .orderBy(asc(agendaBlocks.date), asc(sql`lower(${agendaBlocks.during})`)),
    db
      .select({ id: services.id, title: services.title, durationMinutes: services.durationMinutes, priceCents: services.priceCents })
      .from(services)
      .innerJoin(serviceCategoryRows, eq(serviceCategoryRows.name, services.category))
      .where(isNull(services.retiredAt))
      .orderBy(asc(serviceCategoryRows.position), asc(services.position), asc(services.title)),
  ]);
  const [absences, waitlist, notes] = await Promise.all([
    absencesOf(
      bookingRows.map((b) => b.id),
      db,
    ),
    view.view === "day" ? waitingOn(view.date, db) : null,
    notesOf(
      bookingRows.map((b) => b.customerId),
      db,
    ),
  ]);
  const inView = new Set([...bookingRows, ...blockRows].map((row) => row.barberId));
  const shown = members.filter((b) => b.active || inView.has(b.id));
  const barber = shown.find((b) => b.id === view.barber)?.id ?? null;
  const mine = (barberId: string | null) => barber === null || barberId === null || barberId === barber;
  const days = dates.map<AgendaDay>((date) => ({
    date,
    label: formatLongDate(date, { year: false }),
    hours: hoursOn(schedule, date),
    barberHours: Object.fromEntries(shown.map((b) => [b.id, b.active ? barberHoursOn(schedule, b, date) : []])),
    bookings: bookingRows
      .filter((b) => b.date === date && mine(b.barberId))
      .map((b) => ({
        id: b.id,
        date: b.date,
        start: wallTime(b.startMs),
        end: wallTime(Number(b.startMs) + b.durationMinutes * 60_000),
        serviceTitle: b.serviceTitle,
        durationMinutes: b.durationMinutes,
        bufferMinutes: b.bufferMinutes,
        blockedEnd: wallTime(b.blockedEndMs),
        durationText: formatDuration(b.durationMinutes),
        customerName: b.customerName,
        customerPhone: b.customerPhone,
        customerEmail: b.customerEmail,
        channel: b.channel,
        barber: { id: b.barberId, name: b.barberName },
        started: Number(b.startMs) <= now.getTime(),
        noShow: b.noShow,
        absences: absences.get(b.id) ?? 0,
        customerId: b.customerId,
        notes: (notes.get(b.customerId) ?? []).map((n) => n.body),
      })),
    blocks: blockRows
      .filter((b) => b.date === date && mine(b.barberId))
      .map((b) => ({
        id: b.id,
        date: b.date,
        start: wallTime(b.startMs),
        end: wallTime(b.endMs),
        label: b.label,
        barber: b.barberId ? { id: b.barberId, name: b.barberName ?? "" } : null,
      })),
  }));
  const serviceOptions = serviceRows.map((s) => ({
    id: s.id,
    label: `${s.title} (${formatDuration(s.durationMinutes)})`,
    durationMinutes: s.durationMinutes,
    priceCents: s.priceCents,
  }));
  const team = shown.map((b) => ({ id: b.id, name: b.name, active: b.active }));
  return { view: { ...view, barber }, today: parisWallClock(now).date, team, days, services: serviceOptions, waitlist };
}

/** Who waits for a time of `date` to free up, first come first (the waiting list's own table, read only). */
async function waitingOn(date: string, db: DbOrTx): Promise<AgendaWaiting[]> {
  const rows = await db
    .select({
      id: waitlistEntries.id,
      serviceTitle: visitTitleOfWait,
      barberName: barbers.name,
      email: waitlistEntries.email,
      phone: waitlistEntries.phone,
      toldAt: waitlistEntries.toldAt,
    })
    .from(waitlistEntries)
    .leftJoin(barbers, eq(barbers.id, waitlistEntries.barberId))
    .where(eq(waitlistEntries.date, date))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  return rows.map((row) => {
    const told = row.toldAt ? parisWallClock(row.toldAt) : null;
    return {
      id: row.id,
      serviceTitle: row.serviceTitle,
      barberName: row.barberName ?? m.noPreference,
      email: row.email,
      phone: row.phone,
      toldText: told ? toldText(formatLongDate(told.date, { year: false }), told.time) : m.notToldYet,
    };
  });
}

/** A refusal of `writeBooking` in the agenda's words (its status kept; the cap and the arrhes' rules are for online bookings). */
const refuseWrite = (failure: { code: WriteRefusal; status: number }) =>
  refuse(failure.code === "TOO_MANY_BOOKINGS" || failure.code === "CALL_SALON" ? "SLOT_TAKEN" : failure.code, failure.status);

/** Refusals about the visit's services: the phone form says them under its 'Service' field. */
const aboutServices = new Set<AgendaCode>(["INVALID_SERVICE", "SERVICES_APART", "VISIT_TOO_LONG"]);
const underServices = <F extends { code: AgendaCode }>(failure: F): F => (aboutServices.has(failure.code) ? { ...failure, field: "serviceIds" } : failure);

/**
 * A booking the salon takes on the phone, with a barber or 'Sans préférence': the same guarantee as
 * online (the database refuses an overlap per barber, a blocked time is refused under the day's
 * lock), any time of a day to come the barber is there, whatever the opening hours (the owner
 * decides). The customer gets the usual confirmation when an e-mail is given.
 */
export async function createPhoneBooking(
  input: PhoneBookingInput,
  now = new Date(),
  db: DbOrTx = getDb(),
): Promise<Result<{ bookingId: string; barber: AssignedBarber }, AgendaCode>> {
  if (!input.serviceIds.every(isUuid)) return underServices(refuse("INVALID_SERVICE", 400));
  const result = await writeBooking(
    {
      kind: "new",
      channel: "phone",
      serviceIds: input.serviceIds,
      date: input.date,
      timeSlot: input.timeSlot,
      barberId: input.barberId ?? null,
      contact: { name: input.name, email: input.email, phone: input.phone },
    },
    now,
    db,
  );
  if (!result.ok) return underServices(refuseWrite(result));
  return succeed({ bookingId: result.bookingId, barber: result.barber }, agendaToasts.booked(result.barber.name, result.mailed));
}

/**
 * Keeps a time of a day off the agenda, for one barber or (no barber) the whole salon; refused while
 * a confirmed booking of theirs (of anyone's) overlaps it, the buffer after it included (a booking
 * is refused in a block the same way).
 */
export async function blockTime(input: BlockInput, now = new Date(), db: DbOrTx = getDb()): Promise<Result<{ blockId: string }, AgendaCode>> {
  const span = { start: parisInstant(input.date, input.from), end: parisInstant(input.date, input.to) };
  if (span.end <= now) return refuse("PAST", 400);
  const barberId = input.barberId ?? null;
  try {
    return await inTransaction(db, async (tx) => {
      await lockDays(tx, [input.date]);
      const [barber] = barberId ? await tx.select({ name: barbers.name, active: barbers.active }).from(barbers).where(eq(barbers.id, barberId)) : [];
      if (barberId && !barber?.active) return refuse("INVALID_BARBER", 400);
      const [booked] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.status, "confirmed"), sql`${bookings.blocked} && ${rangeOf(span)}`, barberId ? eq(bookings.barberId, barberId) : undefined))
        .limit(1);
      if (booked) return refuse("BOOKINGS_IN_RANGE", 409);
      const [block] = await tx
        .insert(agendaBlocks)
        .values({ date: input.date, during: rangeOf(span), label: input.label, barberId })
        .returning({ id: agendaBlocks.id });
      return succeed({ blockId: block!.id }, agendaToasts.blocked(barber?.name ?? null));
    });
  } catch (error) {
    // A barber removed meanwhile.
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) return refuse("INVALID_BARBER", 400);
    throw error;
  }
}

export async function removeBlock(id: string, db: DbOrTx = getDb()): Promise<Result<object, AgendaCode>> {
  const deleted = await db.delete(agendaBlocks).where(eq(agendaBlocks.id, id)).returning({ id: agendaBlocks.id });
  if (deleted.length) nudgeWaitlist();
  return deleted.length ? succeed({}, m.unblocked) : refuse("BLOCK_NOT_FOUND", 404);
}

/** Undoes a move inside its transaction (its mail included). */
class AbsentNotMoved extends Error {}

/**
 * Moves a confirmed booking to another time, barber, or both (same services, length and buffer). Refused at
 * once, with nothing changed, if that time was just taken (the database's exclusion constraint) or
 * blocked, or if the booking is marked 'Absent' (an absence stays in the past). The customer gets
 * the new time by e-mail (booking.server.ts, `writeBooking`).
 */
export async function moveBooking(
  input: { id: string; date: string; timeSlot: string; barberId?: string | null },
  now = new Date(),
  db: DbOrTx = getDb(),
): Promise<Result<object, AgendaCode>> {
  if (!isUuid(input.id)) return refuse("NOT_FOUND", 404);
  try {
    const moved = await inTransaction(db, async (tx) => {
      // No barber given: the booking keeps its own.
      const result = await writeBooking(
        { kind: "move", bookingId: input.id, date: input.date, timeSlot: input.timeSlot, barberId: input.barberId ?? undefined },
        now,
        tx,
      );
      if (!result.ok) return refuseWrite(result);
      // Read once the move holds the booking's row: a mark committed meanwhile is seen, a later one finds it to come.
      const [moved] = await tx.select({ noShowAt: bookings.noShowAt }).from(bookings).where(eq(bookings.id, input.id));
      if (moved?.noShowAt) throw new AbsentNotMoved();
      return succeed({}, agendaToasts.moved(input.barberId ? result.barber.name : null, result.mailed));
    });
    // A review of the visit is verified only if it was written after the visit's (new) end.
    if (moved.ok) invalidateApprovedReviews();
    return moved;
  } catch (error) {
    if (error instanceof AbsentNotMoved) return refuse("NO_SHOW_MOVE", 409);
    throw error;
  }
}
