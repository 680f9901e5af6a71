// Private calendar feeds: a barber's appointments (or the whole salon's) on their phone, read by
// the phone's calendar from a secret address it subscribed to.
import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import { getConfig } from "~/lib/config.server";
import { isUuid } from "~/lib/ids";
import { addDays, parisWallClock } from "~/lib/paris-time";
import { fail, succeed, type Result } from "~/lib/result";
import { salon } from "~/lib/salon";
import { getDb, type DbOrTx } from "~db/client.server";
import { agendaBlocks, barbers, bookings, calendarFeeds } from "~db/schema";
import { rangeOf } from "./availability.server";
import { hashToken } from "./booking-mails.server";
import { buildCalendar, type CalendarEvent } from "./ics";

/** The scope of the feed that shows every barber. */
const SALON_FEED = "salon";

/** What a feed shows: from this many days back to this many days ahead. */
const FEED_DAYS_BACK = 30;
const FEED_DAYS_AHEAD = 90;

/** Reads of feeds per client address: a salon's phones behind one connection stay far below. */
export const FEED_LIMIT = { max: 60, windowSeconds: 15 * 60 };

export const calendarFeedMessages = {
  UNKNOWN_BARBER: "Ce barbier n'existe pas ou n'est plus actif.",
  scopeRequired: "Veuillez indiquer l'agenda à partager.",
  UNKNOWN: "L'adresse d'abonnement n'a pas pu être créée. Veuillez réessayer.",
} as const;

export const feedAddressSchema = z.object({
  scope: z.string({ error: calendarFeedMessages.scopeRequired }).trim().min(1, calendarFeedMessages.scopeRequired).max(64, calendarFeedMessages.UNKNOWN_BARBER),
});

// 32 random bytes in base64url: 43 characters, nothing else is a token.
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const feedUrl = (token: string) => `${getConfig().publicUrl}/agenda/${token}.ics`;

/**
 * A new secret address for a barber's feed (`scope` is their id) or the salon's: only its hash is
 * kept, and it replaces the one before, whose address then answers 404. Shown once.
 */
export async function newFeedAddress(scope: string, db: DbOrTx = getDb()): Promise<Result<{ url: string; webcalUrl: string }, "UNKNOWN_BARBER">> {
  if (scope !== SALON_FEED) {
    const [barber] = isUuid(scope) ? await db.select({ active: barbers.active }).from(barbers).where(eq(barbers.id, scope)) : [];
    // An inactive barber's feed would answer 404: no address for them.
    if (!barber?.active) return fail("UNKNOWN_BARBER", calendarFeedMessages.UNKNOWN_BARBER, 400, "scope");
  }
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashToken(token);
  await db
    .insert(calendarFeeds)
    .values({ scope, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.scope, set: { tokenHash, createdAt: sql`now()` } });
  const url = feedUrl(token);
  return succeed({ url, webcalUrl: url.replace(/^https?:/, "webcal:") });
}

const startMs = (column: typeof bookings.during | typeof agendaBlocks.during) => sql<number>`extract(epoch from lower(${column}))::float8 * 1000`;
const endMs = (column: typeof bookings.during | typeof agendaBlocks.during) => sql<number>`extract(epoch from upper(${column}))::float8 * 1000`;

/**
 * The feed (text/calendar) of a token, as read at `now`: the confirmed bookings of its barber (of
 * every barber for the salon's) and their blocked times, from FEED_DAYS_BACK days back to
 * FEED_DAYS_AHEAD days ahead. A booking shows the client's name and phone, nothing else of theirs.
 * Null for a token no feed has (ended, mistyped, made up).
 */
export async function feedFor(token: string, now = new Date(), db: DbOrTx = getDb()): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const [feed] = await db
    .select({ scope: calendarFeeds.scope })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  if (!feed) return null;
  const everyone = feed.scope === SALON_FEED;
  let barberName = "Salon";
  if (!everyone) {
    const [barber] = isUuid(feed.scope) ? await db.select({ name: barbers.name, active: barbers.active }).from(barbers).where(eq(barbers.id, feed.scope)) : [];
    // A barber gone (or no longer active) has no calendar: their clients' names stay private.
    if (!barber?.active) return null;
    barberName = barber.name;
  }
  const window = { start: new Date(now.getTime() - FEED_DAYS_BACK * 86_400_000), end: new Date(now.getTime() + FEED_DAYS_AHEAD * 86_400_000) };
  // The days the window touches, for the date index; the exact window is checked on the time span.
  const today = parisWallClock(now).date;
  const dates = sql`between ${addDays(today, -FEED_DAYS_BACK - 1)} and ${addDays(today, FEED_DAYS_AHEAD + 1)}`;
  const [bookingRows, blockRows] = await Promise.all([
    db
      .select({
        id: bookings.id,
        startMs: startMs(bookings.during),
        endMs: endMs(bookings.during),
        revision: bookings.revision,
        title: bookings.title,
        customerName: bookings.customerName,
        customerPhone: bookings.customerPhone,
        barberName: barbers.name,
      })
      .from(bookings)
      .innerJoin(barbers, eq(barbers.id, bookings.barberId))
      .where(
        and(
          eq(bookings.status, "confirmed"),
          sql`${bookings.date} ${dates}`,
          sql`${bookings.during} && ${rangeOf(window)}`,
          everyone ? undefined : eq(bookings.barberId, feed.scope),
        ),
      )
      .orderBy(asc(bookings.during)),
    db
      .select({
        id: agendaBlocks.id,
        startMs: startMs(agendaBlocks.during),
        endMs: endMs(agendaBlocks.during),
        label: agendaBlocks.label,
        barberName: barbers.name,
      })
      .from(agendaBlocks)
      .leftJoin(barbers, eq(barbers.id, agendaBlocks.barberId))
      .where(
        and(
          sql`${agendaBlocks.date} ${dates}`,
          sql`${agendaBlocks.during} && ${rangeOf(window)}`,
          everyone ? undefined : or(eq(agendaBlocks.barberId, feed.scope), isNull(agendaBlocks.barberId)),
        ),
      )
      .orderBy(asc(agendaBlocks.during)),
  ]);
  const events: CalendarEvent[] = [
    ...bookingRows.map((b) => ({
      uid: `booking-${b.id}@monsieur-moustache.fr`,
      start: new Date(Number(b.startMs)),
      end: new Date(Number(b.endMs)),
      sequence: b.revision,
      summary: `${b.title} – ${b.customerName}`,
      description: [`Client : ${b.customerName}`, `Téléphone : ${b.customerPhone}`, ...(everyone ? [`Barbier : ${b.barberName}`] : [])].join("\n"),
    })),
    ...blockRows.map((b) => ({
      uid: `block-${b.id}@monsieur-moustache.fr`,
      start: new Date(Number(b.startMs)),
      end: new Date(Number(b.endMs)),
      summary: `Bloqué : ${b.label}`,
      description: b.barberName ? `Barbier : ${b.barberName}` : "Tout le salon",
    })),
  ];
  return buildCalendar({ name: `${salon.name} – ${barberName}`, events, now, refreshMinutes: 15 });
}
