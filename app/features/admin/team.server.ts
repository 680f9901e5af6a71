import { and, asc, eq, gte, max } from "drizzle-orm";
import { lockDays } from "~/features/booking/availability.server";
import { getSchedule } from "~/features/booking/schedule.server";
import { bookingDates } from "~/features/booking/slots";
import { getTeam, invalidateTeam } from "~/features/booking/team.server";
import { nudgeWaitlist } from "~/features/booking/waitlist.server";
import { formatLongDate } from "~/lib/dates";
import { addDays, minutesOf, parisWallClock } from "~/lib/paris-time";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx, type Tx } from "~db/client.server";
import { barberAbsences, barbers, barberSkippedServices, barberWeeklyHours, bookings, calendarFeeds, services } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { cancelBookingAsAdmin } from "./bookings.server";
import { moveBooking } from "./agenda.server";
import { lockProductImages, prepareProductImage, releaseProductImages, storePreparedImages, thumbnailOf, type PreparedImage } from "./product-images.server";
import { openingText, weekdayNames } from "./schedule-messages";
import { bookingsOutsideTeam, withAlternatives, type ListedBooking } from "./team-bookings.server";
import { ABSENCE_MAX_DAYS, teamMessages as m, type TeamCode } from "./team-messages";

type Blocks = ReadonlyArray<readonly [string, string]>;
/** A booking of an answer: what the owner needs to recognise it. */
export type AffectedBooking = Pick<ListedBooking, "id" | "date" | "timeSlot" | "serviceTitle" | "customerName" | "customerEmail" | "reason">;
const brief = ({ id, date, timeSlot, serviceTitle, customerName, customerEmail, reason }: ListedBooking): AffectedBooking => ({
  id,
  date,
  timeSlot,
  serviceTitle,
  customerName,
  customerEmail,
  reason,
});

const today = (now: Date) => parisWallClock(now).date;
const notFound = () => fail("NOT_FOUND", m.NOT_FOUND, 404);

/** What the 'Équipe' screen shows: every barber with their settings, and the bookings to take over. */
export async function teamForAdmin(now = new Date(), db: DbOrTx = getDb()) {
  const from = today(now);
  const [team, schedule, serviceRows, absenceRows] = await Promise.all([
    getTeam(db),
    getSchedule(db),
    db.select({ id: services.id, title: services.title }).from(services).orderBy(asc(services.position), asc(services.title)),
    db.select().from(barberAbsences).where(gte(barberAbsences.to, from)).orderBy(asc(barberAbsences.from)),
  ]);
  const listed = await bookingsOutsideTeam(team, { now, from }, db);
  const day = (date: string) => formatLongDate(date, { year: true });
  return {
    today: from,
    salonWeekly: schedule.weekly,
    services: serviceRows,
    barbers: team.map((b) => ({
      id: b.id,
      name: b.name,
      presentation: b.presentation,
      photoUrl: b.photoUrl ? thumbnailOf(b.photoUrl) : null,
      active: b.active,
      skippedServiceIds: b.skippedServiceIds,
      weekly: b.weekly,
      absences: absenceRows
        .filter((a) => a.barberId === b.id)
        .map((a) => ({ id: a.id, label: a.label, period: a.from === a.to ? day(a.from) : `du ${day(a.from)} au ${day(a.to)}` })),
    })),
    outside: await withAlternatives(listed, team, db),
  };
}

/**
 * Takes the day locks a booking of `barberId` may be written under: the booking window's days
 * and those of the barber's bookings to come. A booking being written meanwhile is then either
 * committed before (and read by the caller) or written after, reading what the caller saved.
 */
async function lockBarberDays(tx: Tx, barberId: string, now: Date) {
  const rows = await tx
    .selectDistinct({ date: bookings.date })
    .from(bookings)
    .where(and(eq(bookings.barberId, barberId), eq(bookings.status, "confirmed"), gte(bookings.date, today(now))));
  await lockDays(tx, [...bookingDates(now), ...rows.map((r) => r.date)]);
}

/**
 * The barber's row, locked for update until `tx` ends: a booking being written (which reads every
 * barber's row shared, booking.server.ts) commits first, or waits and reads what is saved here.
 * Null when unknown.
 */
async function lockBarber(tx: Tx, id: string) {
  const [row] = await tx.select({ id: barbers.id }).from(barbers).where(eq(barbers.id, id)).for("update");
  return row ?? null;
}

/** The barber, read in `tx` (null when unknown). */
async function barberIn(tx: DbOrTx, id: string) {
  const [row] = await tx.select({ id: barbers.id, photoUrl: barbers.photoUrl }).from(barbers).where(eq(barbers.id, id));
  return row ?? null;
}

/** After a change saved under the locks: the barber's bookings to come it leaves outside their time. */
async function outsideAfter(tx: Tx, barberId: string, now: Date, range: { from?: string; to?: string } = {}) {
  const from = range.from && range.from > today(now) ? range.from : today(now);
  return (await bookingsOutsideTeam(await getTeam(tx), { now, from, to: range.to, barberIds: [barberId] }, tx)).map(brief);
}

type Profile = { name: string; presentation: string | null };

/**
 * Adds a barber (last in the team's order) or updates one, with a photo going through the product
 * images' web sizes and files: prepared first, written with the row, the replaced one removed after.
 */
export async function saveBarber(
  input: Profile & { id?: string; removePhoto?: boolean },
  photo: File | null,
  db: DbOrTx = getDb(),
): Promise<Result<{ id: string }, TeamCode>> {
  if (input.id && !(await barberIn(db, input.id))) return notFound();
  let prepared: PreparedImage | null = null;
  if (photo) {
    const image = await prepareProductImage(photo);
    if (!image.ok) return fail(image.code, m[image.code], image.status, "photo");
    prepared = image;
  }
  let saved: { id: string; replaced: string | null } | undefined;
  try {
    saved = await inTransaction(db, async (tx) => {
      await lockProductImages(tx);
      if (prepared) await storePreparedImages([prepared]);
      // The photo kept is read here, under the images' lock: two saves of one barber never write
      // back a photo the other has just replaced (and released).
      const [current] = input.id ? await tx.select({ photoUrl: barbers.photoUrl }).from(barbers).where(eq(barbers.id, input.id)).for("update") : [];
      if (input.id && !current) return undefined;
      const photoUrl = prepared ? prepared.url : input.removePhoto ? null : (current?.photoUrl ?? null);
      const replaced = current?.photoUrl && current.photoUrl !== photoUrl ? current.photoUrl : null;
      const values = { name: input.name, presentation: input.presentation, photoUrl };
      if (input.id) {
        await tx.update(barbers).set(values).where(eq(barbers.id, input.id));
        return { id: input.id, replaced };
      }
      const [last] = await tx.select({ position: max(barbers.position) }).from(barbers);
      const [row] = await tx
        .insert(barbers)
        .values({ ...values, position: (last?.position ?? -1) + 1 })
        .returning({ id: barbers.id });
      return { id: row!.id, replaced: null };
    });
  } finally {
    if (!saved && prepared) await releaseProductImages([prepared.url], db);
  }
  if (!saved) return notFound();
  invalidateTeam();
  nudgeWaitlist();
  if (saved.replaced) await releaseProductImages([saved.replaced], db);
  const savedId = saved.id;
  return succeed({ id: savedId }, input.id ? m.updated : m.added);
}

/** Moves a barber one place up or down in the team's order (the booking dialog's and /about's). */
export async function reorderBarber(id: string, direction: "up" | "down", db: DbOrTx = getDb()): Promise<Result<object, TeamCode>> {
  const moved = await inTransaction(db, async (tx) => {
    // Locked in id order, as bookings read them; then put in the team's order.
    const rows = await tx
      .select({ id: barbers.id, position: barbers.position, createdAt: barbers.createdAt })
      .from(barbers)
      .orderBy(asc(barbers.id))
      .for("update");
    rows.sort((a, b) => a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
    const order = rows.map((r) => r.id);
    const at = order.indexOf(id);
    if (at < 0) return false;
    const to = direction === "up" ? at - 1 : at + 1;
    if (to >= 0 && to < order.length) [order[at], order[to]] = [order[to]!, order[at]!];
    for (const [position, barberId] of order.entries()) await tx.update(barbers).set({ position }).where(eq(barbers.id, barberId));
    return true;
  });
  if (!moved) return notFound();
  invalidateTeam();
  return succeed({}, m.moved);
}

/**
 * Deactivates (no longer offered anywhere) or reactivates a barber. Deactivating answers the
 * barber's bookings to come, read under the locks of their days: they stay, listed on the screen
 * until given to another barber or cancelled.
 */
export async function setBarberActive(
  id: string,
  active: boolean,
  now = new Date(),
  db: DbOrTx = getDb(),
): Promise<Result<{ bookings: AffectedBooking[] }, TeamCode>> {
  const affected = await inTransaction(db, async (tx) => {
    await lockBarberDays(tx, id, now);
    if (!(await lockBarber(tx, id))) return null;
    await tx.update(barbers).set({ active }).where(eq(barbers.id, id));
    // A barber who leaves takes no calendar with them: their feed's address ends.
    if (!active) await tx.delete(calendarFeeds).where(eq(calendarFeeds.scope, id));
    return outsideAfter(tx, id, now);
  });
  if (!affected) return notFound();
  invalidateTeam();
  nudgeWaitlist();
  if (active) return succeed({ bookings: affected }, m.reactivated);
  return succeed({ bookings: affected }, affected.length > 0 ? m.deactivatedWithBookings : m.deactivated);
}

/** The services the barber performs (the others are stored as skipped). */
export async function saveBarberServices(id: string, performed: string[], db: DbOrTx = getDb()): Promise<Result<object, TeamCode>> {
  const all = (await db.select({ id: services.id }).from(services)).map((s) => s.id);
  if (performed.some((s) => !all.includes(s))) return fail("UNKNOWN_SERVICE", m.UNKNOWN_SERVICE, 400, "serviceIds");
  if (performed.length === 0) return fail("NO_SERVICE", m.NO_SERVICE, 400, "serviceIds");
  const saved = await inTransaction(db, async (tx) => {
    if (!(await lockBarber(tx, id))) return false;
    await tx.delete(barberSkippedServices).where(eq(barberSkippedServices.barberId, id));
    const skipped = all.filter((s) => !performed.includes(s));
    if (skipped.length > 0) await tx.insert(barberSkippedServices).values(skipped.map((serviceId) => ({ barberId: id, serviceId })));
    return true;
  });
  if (!saved) return notFound();
  invalidateTeam();
  nudgeWaitlist();
  return succeed({}, m.servicesSaved);
}

const inside = (salon: Blocks, block: readonly [string, string]) =>
  salon.some(([open, close]) => minutesOf(open) <= minutesOf(block[0]) && minutesOf(block[1]) <= minutesOf(close));

/**
 * The barber's week: per weekday, null for the salon's hours (no row), or their own blocks (none:
 * a day off), which must lie inside the salon's hours that weekday. Saved under the locks of the
 * barber's days; bookings it leaves outside their hours are answered and listed on the screen.
 */
export async function saveBarberWeek(
  id: string,
  days: Record<number, Blocks | null>,
  now = new Date(),
  db: DbOrTx = getDb(),
): Promise<Result<{ bookings: AffectedBooking[] }, TeamCode>> {
  const { weekly } = await getSchedule(db);
  for (const [weekday, blocks] of Object.entries(days)) {
    const salon = weekly[Number(weekday) as keyof typeof weekly];
    if (blocks && !blocks.every((block) => inside(salon, block))) {
      const name = weekdayNames[Number(weekday) as keyof typeof weekdayNames];
      return fail("OUTSIDE_SALON", `${m.OUTSIDE_SALON} (${name} : ${salon.length === 0 ? "fermé" : openingText(salon)})`, 400, `hours${weekday}`);
    }
  }
  const affected = await inTransaction(db, async (tx) => {
    await lockBarberDays(tx, id, now);
    if (!(await lockBarber(tx, id))) return null;
    await tx.delete(barberWeeklyHours).where(eq(barberWeeklyHours.barberId, id));
    const rows = Object.entries(days).flatMap(([weekday, blocks]) =>
      blocks ? [{ barberId: id, weekday: Number(weekday), blocks: blocks.map(([open, close]) => [open, close] as [string, string]) }] : [],
    );
    if (rows.length > 0) await tx.insert(barberWeeklyHours).values(rows);
    return outsideAfter(tx, id, now);
  });
  if (!affected) return notFound();
  invalidateTeam();
  nudgeWaitlist();
  return succeed({ bookings: affected }, affected.length > 0 ? m.weekSavedWithBookings : m.weekSaved);
}

/** Every day from `from` to `to` included. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/**
 * An absence from `from` to `to`, saved under the locks of all its days; the barber's bookings of
 * those days are read in the same transaction and answered (and listed on the screen). A booking
 * being made meanwhile either commits first and is answered, or reads the absence and is refused.
 */
export async function addAbsence(
  input: { id: string; from: string; to: string; label: string },
  now = new Date(),
  db: DbOrTx = getDb(),
): Promise<Result<{ bookings: AffectedBooking[] }, TeamCode>> {
  if (input.to < today(now)) return fail("PAST", m.PAST, 400, "to");
  // Counted before the days are listed: a far end date is refused, not looped over.
  const length = (Date.parse(`${input.to}T00:00:00Z`) - Date.parse(`${input.from}T00:00:00Z`)) / 86_400_000 + 1;
  if (length > ABSENCE_MAX_DAYS) return fail("RANGE_TOO_LONG", m.rangeTooLong, 400, "to");
  const days = daysOf(input.from, input.to);
  const affected = await inTransaction(db, async (tx) => {
    await lockDays(
      tx,
      days.filter((d) => d >= today(now)),
    );
    if (!(await lockBarber(tx, input.id))) return null;
    await tx.insert(barberAbsences).values({ barberId: input.id, from: input.from, to: input.to, label: input.label });
    return outsideAfter(tx, input.id, now, { from: input.from, to: input.to });
  });
  if (!affected) return notFound();
  invalidateTeam();
  return succeed({ bookings: affected }, affected.length > 0 ? m.absenceAddedWithBookings : m.absenceAdded);
}

export async function deleteAbsence(absenceId: string, db: DbOrTx = getDb()): Promise<Result<object, TeamCode>> {
  const deleted = await db.delete(barberAbsences).where(eq(barberAbsences.id, absenceId)).returning({ id: barberAbsences.id });
  if (deleted.length === 0) return fail("ABSENCE_NOT_FOUND", m.ABSENCE_NOT_FOUND, 404);
  invalidateTeam();
  nudgeWaitlist();
  return succeed({}, m.absenceDeleted);
}

/** A booking the screen lists (outside its barber's time), or null. */
async function listedBooking(bookingId: string, now: Date, db: DbOrTx) {
  const [row] = await db
    .select({ date: bookings.date })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, "confirmed")));
  if (!row) return null;
  const listed = await bookingsOutsideTeam(await getTeam(db), { now, from: row.date, to: row.date }, db);
  return listed.find((b) => b.id === bookingId) ?? null;
}

const notListed = () => fail("BOOKING_NOT_LISTED", m.BOOKING_NOT_LISTED, 409);

/**
 * Gives a listed booking to another barber, same day and time (the agenda's move: the customer
 * gets the new barber by e-mail).
 */
export async function giveBookingTo(bookingId: string, barberId: string, now = new Date(), db: DbOrTx = getDb()): Promise<Result<object, TeamCode | string>> {
  const booking = await listedBooking(bookingId, now, db);
  if (!booking) return notListed();
  // Only a barber the screen offers (one who works that day): the move itself checks the rest
  // under the day's lock.
  const [offered] = await withAlternatives([booking], await getTeam(db), db);
  if (!offered!.alternatives.some((a) => a.id === barberId)) return fail("NOT_FREE", m.NOT_FREE, 409, "barberId");
  const moved = await moveBooking({ id: bookingId, date: booking.date, timeSlot: booking.timeSlot, barberId }, now, db);
  if (!moved.ok) return moved.code === "SLOT_TAKEN" || moved.code === "INVALID_BARBER" ? fail("NOT_FREE", m.NOT_FREE, 409, "barberId") : moved;
  return succeed({}, booking.customerEmail ? m.bookingMoved : m.bookingMovedNoMail);
}

/** Cancels a listed booking as the bookings screen does (the customer gets one e-mail). */
export async function cancelListedBooking(bookingId: string, now = new Date(), db: DbOrTx = getDb()): Promise<Result<object, TeamCode | string>> {
  const booking = await listedBooking(bookingId, now, db);
  if (!booking) return notListed();
  const cancelled = await cancelBookingAsAdmin(bookingId, now, db);
  if (cancelled.ok) nudgeWaitlist();
  // Booked by phone without an e-mail: nobody was told, the salon calls.
  return cancelled.ok ? succeed({}, booking.customerEmail ? m.bookingCancelled : m.bookingCancelledNoMail) : cancelled;
}
