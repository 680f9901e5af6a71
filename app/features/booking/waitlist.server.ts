// The waiting list of full days: joining it from the booking dialog, the job that mails those
// waiting when a time frees up, and the private link that ends a wait.
import { createHmac, randomUUID } from "node:crypto";
import { and, asc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { createElement } from "react";
import { queueEmail } from "~/features/email/outbox.server";
import { WaitlistNotice } from "~/features/email/templates/waitlist-notice";
import { derivedSecret } from "~/lib/app-secret.server";
import { getConfig } from "~/lib/config.server";
import { formatLongDate } from "~/lib/dates";
import type { FormLimit } from "~/lib/form.server";
import { parisWallClock } from "~/lib/paris-time";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx, type Tx } from "~db/client.server";
import { lockNamespaces, lockUntilCommit, textKey } from "~db/locks";
import { barbers, waitlistEntries, waitlistNotices } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { availableSlots } from "./availability.server";
import { hashToken } from "./booking-mails.server";
import { emailKey } from "./customers.server";
import { bookingLinkFor, parisDayOf, withinMailHours } from "./waitlist";
import { MAX_OPEN_WAITS, MAX_WAITLIST_MAILS_PER_DAY, waitlistMessages as m, type WaitlistCode } from "./waitlist-messages";
import { barberChoiceLabel } from "./waitlist-stop-messages";
import type { WaitlistInput } from "./waitlist-schema";

export { nudgeWaitlist, onWaitlistNudge } from "./waitlist-nudge.server";

/** Waits one client address may ask for per hour: a family, not a robot filling the list. */
export const WAITLIST_LIMIT: FormLimit = { key: "waitlist", max: 10, windowSeconds: 60 * 60 };

const refuse = (code: WaitlistCode, status: number) => fail(code, m[code], status);

/**
 * The private link of a wait ('Ne plus être prévenu'): 256 bits derived from the entry's id with a
 * key of the site's secret, so every mail of the wait carries the same working link while only its
 * SHA-256 is stored.
 */
const waitlistToken = (entryId: string) => createHmac("sha256", derivedSecret("waitlist-link")).update(entryId).digest("base64url");
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** One person's waits queue behind each other (the per-e-mail cap), apart from their bookings' lock. */
const lockContact = (tx: Tx, email: string) => lockUntilCommit(tx, lockNamespaces.waitlistAddress, textKey(email));

/** A wait's services in order (as JSON: one reading on every driver). */
const visitIds = sql<string[]>`array_to_json(${waitlistEntries.serviceIds})`;

/** A wait's visit named as the booking dialog names it: its services' titles, in order. */
export const visitTitleOfWait = sql<string>`(select string_agg(s.title, ' + ' order by array_position(${waitlistEntries.serviceIds}, s.id)) from services s where s.id = any(${waitlistEntries.serviceIds}))`;

/** The same visit asked again: the same services in the same order. */
const sameVisit = (ids: ReadonlyArray<string>) =>
  sql`${waitlistEntries.serviceIds} = array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;

/** The free starts of a wait's day now: the booking dialog's own answer (none when the barber left). */
async function freeTimes(wait: { serviceIds: ReadonlyArray<string>; date: string; barberId: string | null }, now: Date, db: DbOrTx): Promise<string[]> {
  const day = await availableSlots(wait.serviceIds, wait.date, now, db, wait.barberId);
  return day.ok ? day.slots : [];
}

/**
 * Waits for days still to come of this e-mail (`emailKey`'s form). Not of a phone number: anyone may
 * type someone else's, and it would keep them off the list.
 */
async function openWaitsOf(db: DbOrTx, email: string, today: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(and(gte(waitlistEntries.date, today), eq(waitlistEntries.email, email)));
  return row?.n ?? 0;
}

/**
 * Puts someone on the waiting list of a day that is full for the service and barber chosen
 * ('Sans préférence' without one): only a day of the booking window that opens and has no time
 * left for that choice. Asking twice is answered alike, with one wait kept.
 */
export async function joinWaitlist(input: WaitlistInput, now = new Date(), db: DbOrTx = getDb()): Promise<Result<object, WaitlistCode>> {
  const barberId = input.barberId ?? null;
  const email = emailKey(input.email);
  const day = await availableSlots(input.serviceIds, input.date, now, db, barberId);
  if (!day.ok) return refuse(day.code === "OUTSIDE_WINDOW" || day.code === "INVALID_BARBER" ? day.code : "INVALID_SERVICE", 400);
  if (!(barberId ? day.barbers.some((b) => b.id === barberId) : day.barbers.length > 0)) return refuse("CLOSED", 400);
  if (day.slots.length > 0) return refuse("STILL_AVAILABLE", 409);
  const today = parisWallClock(now).date;
  return inTransaction(db, async (tx) => {
    await lockContact(tx, email);
    const [already] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.email, email),
          sameVisit(input.serviceIds),
          eq(waitlistEntries.date, input.date),
          barberId ? eq(waitlistEntries.barberId, barberId) : isNull(waitlistEntries.barberId),
        ),
      );
    if (already) return succeed({}, m.success);
    if ((await openWaitsOf(tx, email, today)) >= MAX_OPEN_WAITS) return refuse("TOO_MANY_WAITS", 409);
    const id = randomUUID();
    await tx
      .insert(waitlistEntries)
      .values({
        id,
        serviceId: input.serviceIds[0]!,
        serviceIds: input.serviceIds,
        date: input.date,
        barberId,
        email,
        phone: input.phone ?? null,
        tokenHash: hashToken(waitlistToken(id)),
        createdAt: now,
      })
      .onConflictDoNothing();
    return succeed({}, m.success);
  });
}

/**
 * The job (every minute, and soon after a change that frees time): for each wait of a day still to
 * come, the free times now, computed as the booking dialog does, so a time already past or taken
 * again is never announced. None: the wait is waiting again (a later freeing tells them again).
 * Some, and not told yet: one mail, within the mail hours (WAITLIST_MAIL_HOURS, Paris) and at most
 * MAX_WAITLIST_MAILS_PER_DAY a Paris day per address; otherwise the wait stays and is told later if
 * the time is still free. Returns how many were mailed.
 */
export async function notifyWaitlist(now = new Date(), db: DbOrTx = getDb()): Promise<number> {
  const open = await db
    .select({
      id: waitlistEntries.id,
      serviceIds: visitIds,
      date: waitlistEntries.date,
      barberId: waitlistEntries.barberId,
      toldAt: waitlistEntries.toldAt,
    })
    .from(waitlistEntries)
    .where(gte(waitlistEntries.date, parisWallClock(now).date))
    .orderBy(asc(waitlistEntries.date), asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  // The waits of one day, service and barber choice share their free times.
  const choices = new Map<string, typeof open>();
  for (const wait of open) {
    const key = `${wait.serviceIds.join(",")} ${wait.date} ${wait.barberId ?? ""}`;
    const same = choices.get(key);
    if (same) same.push(wait);
    else choices.set(key, [wait]);
  }
  const mailable = withinMailHours(now, getConfig().waitlistMailHours);
  let told = 0;
  for (const waits of choices.values()) {
    const times = await freeTimes(waits[0]!, now, db);
    if (times.length === 0) {
      // Full again: told before this look only (a run beside this one may have just told them of a
      // time freed since).
      const ids = waits.filter((w) => w.toldAt).map((w) => w.id);
      if (ids.length)
        await db
          .update(waitlistEntries)
          .set({ toldAt: null })
          .where(and(inArray(waitlistEntries.id, ids), lt(waitlistEntries.toldAt, now)));
      continue;
    }
    if (!mailable) continue;
    for (const wait of waits) if (!wait.toldAt && (await tell(wait.id, times, now, db))) told++;
  }
  return told;
}

/**
 * One mail, once, of the free `times` just found: the wait's row is taken (another instance's run
 * skips it), still not told, the address under its daily cap; the notice, the mark and the mail
 * commit together. (The times are not read again in here: the slots read the hours and the team
 * from memory, which may go to the database, outside this transaction.)
 */
async function tell(waitId: string, times: string[], now: Date, db: DbOrTx): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [wait] = await tx
      .select({
        id: waitlistEntries.id,
        serviceIds: visitIds,
        date: waitlistEntries.date,
        barberId: waitlistEntries.barberId,
        email: waitlistEntries.email,
        serviceTitle: visitTitleOfWait,
        barberName: barbers.name,
      })
      .from(waitlistEntries)
      .leftJoin(barbers, eq(barbers.id, waitlistEntries.barberId))
      .where(and(eq(waitlistEntries.id, waitId), isNull(waitlistEntries.toldAt)))
      .for("update", { of: waitlistEntries, skipLocked: true });
    if (!wait) return false;
    // The address's waits are told one after the other, so that the cap holds across instances.
    await lockContact(tx, wait.email);
    const today = parisDayOf(now);
    const [sent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(waitlistNotices)
      .where(and(eq(waitlistNotices.email, wait.email), gte(waitlistNotices.createdAt, today.start), lt(waitlistNotices.createdAt, today.end)));
    if ((sent?.n ?? 0) >= MAX_WAITLIST_MAILS_PER_DAY) return false;
    const { publicUrl } = getConfig();
    const token = waitlistToken(wait.id);
    const date = formatLongDate(wait.date);
    const emailId = await queueEmail(tx, {
      type: "waitlist_notice",
      to: wait.email,
      subject: `Un créneau s'est libéré le ${date}`,
      body: createElement(WaitlistNotice, {
        notice: { serviceTitle: wait.serviceTitle, date, barberChoice: barberChoiceLabel(wait.barberName), times },
        bookingUrl: bookingLinkFor(publicUrl, wait),
        stopUrl: `${publicUrl}/liste-attente/${token}`,
      }),
      secrets: [token],
    });
    await tx.insert(waitlistNotices).values({ entryId: wait.id, email: wait.email, emailId, createdAt: now });
    await tx.update(waitlistEntries).set({ toldAt: now }).where(eq(waitlistEntries.id, wait.id));
    return true;
  });
}

/** A wait as its private page shows it, in French (the page then needs no date code of its own). */
export type WaitView = { serviceTitle: string; date: string; dateText: string; barberChoice: string; email: string };

const viewOf = (row: { serviceTitle: string; date: string; barberName: string | null; email: string }): WaitView => ({
  serviceTitle: row.serviceTitle,
  date: row.date,
  dateText: formatLongDate(row.date),
  barberChoice: barberChoiceLabel(row.barberName),
  email: row.email,
});

const waitByToken = (token: string, db: DbOrTx) =>
  db
    .select({ id: waitlistEntries.id, serviceTitle: visitTitleOfWait, date: waitlistEntries.date, barberName: barbers.name, email: waitlistEntries.email })
    .from(waitlistEntries)
    .leftJoin(barbers, eq(barbers.id, waitlistEntries.barberId))
    .where(eq(waitlistEntries.tokenHash, hashToken(token)));

/** The wait behind a 'Ne plus être prévenu' link, or null for an unknown (or ended) one. */
export async function findWait(token: string, db: DbOrTx = getDb()): Promise<WaitView | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await waitByToken(token, db);
  return row ? viewOf(row) : null;
}

/** Ends the wait behind the link: what it was, or null when there was none (unknown, or ended already). */
export async function stopWaiting(token: string, db: DbOrTx = getDb()): Promise<WaitView | null> {
  if (!TOKEN.test(token)) return null;
  return inTransaction(db, async (tx) => {
    const [row] = await waitByToken(token, tx);
    if (!row) return null;
    const deleted = await tx.delete(waitlistEntries).where(eq(waitlistEntries.id, row.id)).returning({ id: waitlistEntries.id });
    return deleted.length ? viewOf(row) : null;
  });
}
