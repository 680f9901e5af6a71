import { and, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { readGiftCardCode } from "~/features/gift-cards/code";
import { cardOfCode, ledgerOf, returnToGiftCard, spendGiftCard } from "~/features/gift-cards/ledger.server";
import { PG_UNIQUE_VIOLATION, pgErrorCode } from "~db/errors";
import { isUuid } from "~/lib/ids";
import { parisWallClock } from "~/lib/paris-time";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx } from "~db/client.server";
import { bookings, bookingServices, emailOutbox, giftCardMovements, giftCards, orders, services } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { adminGiftCardMessages as m, encashedMessage, undoneMessage, wrongServiceMessage } from "./messages";
import { encashAmount } from "./schema";

export const CARDS_SHOWN = 50;

export type CardState = "valid" | "used" | "expired" | "cancelled";

export type CardRow = {
  id: string;
  last4: string;
  kind: "amount" | "service";
  serviceTitle: string | null;
  initialCents: number;
  balanceCents: number;
  validUntil: string;
  buyerEmail: string | null;
  recipientName: string;
  recipientEmail: string | null;
  sendOn: string;
  orderNumber: string | null;
  issuedAt: string;
  state: CardState;
};

const columns = {
  id: giftCards.id,
  last4: giftCards.codeLast4,
  kind: giftCards.kind,
  serviceTitle: services.title,
  initialCents: giftCards.initialCents,
  balanceCents: giftCards.balanceCents,
  validUntil: giftCards.validUntil,
  buyerEmail: giftCards.buyerEmail,
  recipientName: giftCards.recipientName,
  recipientEmail: giftCards.recipientEmail,
  sendOn: giftCards.sendOn,
  orderNumber: orders.orderNumber,
  issuedAt: giftCards.issuedAt,
  cancelled: sql<boolean>`exists (select 1 from gift_card_movements m where m.card_id = ${giftCards.id} and m.kind = 'cancelled')`,
};

type Read = { [K in keyof typeof columns]: unknown } & { issuedAt: Date; cancelled: boolean } & Omit<CardRow, "issuedAt" | "state">;

function rowOf(row: Read, today: string): CardRow {
  const { cancelled, issuedAt, ...rest } = row;
  const state: CardState = cancelled ? "cancelled" : row.balanceCents === 0 ? "used" : row.validUntil < today ? "expired" : "valid";
  return { ...(rest as Omit<CardRow, "issuedAt" | "state">), issuedAt: issuedAt.toISOString(), state };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The cards, newest first (50): all, or those whose code ends with what is typed (2 to 16 of its
 * characters, spaces and dashes aside: the last four are kept), or whose buyer's or recipient's
 * e-mail or recipient's name contains it.
 */
export async function searchGiftCards(q: string, db: DbOrTx = getDb(), now: Date = new Date()): Promise<CardRow[]> {
  const text = q.trim();
  const compact = text.replace(/[\s-]/g, "").toUpperCase();
  const codeEnd = /^[2-9A-HJ-KM-NP-Z]{2,16}$/.test(compact) ? compact.slice(-4) : null;
  const like = `%${escapeLike(text)}%`;
  const where = text
    ? or(
        codeEnd ? sql`${giftCards.codeLast4} like ${`%${codeEnd}`}` : undefined,
        ilike(giftCards.buyerEmail, like),
        ilike(giftCards.recipientEmail, like),
        ilike(giftCards.recipientName, like),
      )
    : undefined;
  const rows = await db
    .select(columns)
    .from(giftCards)
    .leftJoin(services, eq(services.id, giftCards.serviceId))
    .leftJoin(orders, eq(orders.id, giftCards.orderId))
    .where(where)
    .orderBy(desc(giftCards.issuedAt), desc(giftCards.id))
    .limit(CARDS_SHOWN);
  const today = parisWallClock(now).date;
  return rows.map((row) => rowOf(row as Read, today));
}

/** A card and its whole ledger (oldest first), with the booking or order of each movement; null when unknown. */
export async function giftCardFile(id: string, db: DbOrTx = getDb(), now: Date = new Date()) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      ...columns,
      message: giftCards.message,
      mail: { id: emailOutbox.id, status: emailOutbox.status, dueAt: emailOutbox.nextAttemptAt, sentAt: emailOutbox.sentAt },
    })
    .from(giftCards)
    .leftJoin(services, eq(services.id, giftCards.serviceId))
    .leftJoin(orders, eq(orders.id, giftCards.orderId))
    .leftJoin(emailOutbox, eq(emailOutbox.id, giftCards.mailId))
    .where(eq(giftCards.id, id));
  if (!row) return null;
  const ledger = await ledgerOf(id, db);
  const orderIds = [...new Set(ledger.flatMap((l) => (l.orderId ? [l.orderId] : [])))];
  const bookingIds = [...new Set(ledger.flatMap((l) => (l.bookingId ? [l.bookingId] : [])))];
  const [orderRows, bookingRows] = await Promise.all([
    orderIds.length ? db.select({ id: orders.id, number: orders.orderNumber }).from(orders).where(inArray(orders.id, orderIds)) : [],
    bookingIds.length
      ? db
          .select({ id: bookings.id, title: bookings.title, date: bookings.date, time: bookings.timeSlot, name: bookings.customerName })
          .from(bookings)
          .where(inArray(bookings.id, bookingIds))
      : [],
  ]);
  const { message, mail, ...card } = row;
  return {
    card: { ...rowOf(card as Read, parisWallClock(now).date), message },
    // The mail carrying the card to its recipient on its day: pending, sent, or failed (to send again from the mail log).
    mail: mail?.id ? { id: mail.id, status: mail.status, dueAt: mail.dueAt?.toISOString() ?? null, sentAt: mail.sentAt?.toISOString() ?? null } : null,
    ledger: ledger.map((l) => ({
      id: l.id,
      seq: l.seq,
      // A salon spending not given back yet may be: « Annuler l'encaissement ».
      undoable: l.kind === "spent" && l.orderId === null && !ledger.some((o) => o.undoes === l.id),
      kind: l.kind,
      amountCents: l.amountCents,
      balanceAfterCents: l.balanceAfterCents,
      note: l.note,
      at: l.createdAt.toISOString(),
      order: orderRows.find((o) => o.id === l.orderId)?.number ?? null,
      booking: bookingRows.find((b) => b.id === l.bookingId) ?? null,
    })),
  };
}

export type EncashCode =
  "UNKNOWN_CODE" | "EXPIRED" | "BALANCE_TOO_LOW" | "USED_UP" | "BOOKING_NOT_FOUND" | "BOOKING_CANCELLED" | "INVALID_AMOUNT" | "WRONG_SERVICE" | "INVALID_INPUT";

/** What the admin's form sends, read; `attemptId`: one per form shown, so a form sent twice takes once. */
export type Encash = { code: string; amount: string; note: string; bookingId: string | null; attemptId?: string | null };

/** The answer to a form already carried out: the same success. */
async function alreadyEncashed(attemptId: string, db: DbOrTx) {
  const [done] = await db
    .select({
      cardId: giftCardMovements.cardId,
      amountCents: giftCardMovements.amountCents,
      balanceCents: giftCardMovements.balanceAfterCents,
      last4: giftCards.codeLast4,
    })
    .from(giftCardMovements)
    .innerJoin(giftCards, eq(giftCards.id, giftCardMovements.cardId))
    .where(eq(giftCardMovements.attemptId, attemptId));
  return done ? succeed({ cardId: done.cardId, balanceCents: done.balanceCents }, encashedMessage(-done.amountCents, done.last4, done.balanceCents)) : null;
}

/**
 * 'Encaisser une carte cadeau' at the salon: the amount taken from the card the client shows, all or
 * nothing, written in its ledger with the note and the booking it pays (if any). A service card pays
 * its service whole, whatever its price today: its whole balance, and only a booking of that service.
 */
export async function encashAtSalon(
  input: Encash,
  db: DbOrTx = getDb(),
  now: Date = new Date(),
): Promise<Result<{ cardId: string; balanceCents: number }, EncashCode>> {
  const attemptId = isUuid(input.attemptId) ? input.attemptId : null;
  if (attemptId) {
    const done = await alreadyEncashed(attemptId, db);
    if (done) return done;
  }
  try {
    return await encashOnce(input, attemptId, db, now);
  } catch (error) {
    // The same form sent twice at once: the second finds what the first did.
    const done = attemptId && pgErrorCode(error) === PG_UNIQUE_VIOLATION ? await alreadyEncashed(attemptId, db) : null;
    if (done) return done;
    throw error;
  }
}

async function encashOnce(
  input: Encash,
  attemptId: string | null,
  db: DbOrTx,
  now: Date,
): Promise<Result<{ cardId: string; balanceCents: number }, EncashCode>> {
  if (!readGiftCardCode(input.code)) return fail("UNKNOWN_CODE", m.UNKNOWN_CODE, 400, "code");
  if (input.bookingId !== null && !isUuid(input.bookingId)) return fail("BOOKING_NOT_FOUND", m.BOOKING_NOT_FOUND, 404);
  return inTransaction(db, async (tx) => {
    const card = await cardOfCode(input.code, tx);
    if (!card) return fail("UNKNOWN_CODE", m.UNKNOWN_CODE, 404, "code");
    let serviceIds: string[] | null = null;
    if (input.bookingId) {
      const [booking] = await tx.select({ serviceId: bookings.serviceId, status: bookings.status }).from(bookings).where(eq(bookings.id, input.bookingId));
      if (!booking) return fail("BOOKING_NOT_FOUND", m.BOOKING_NOT_FOUND, 404);
      if (booking.status !== "confirmed") return fail("BOOKING_CANCELLED", m.BOOKING_CANCELLED, 409);
      const listed = await tx.select({ id: bookingServices.serviceId }).from(bookingServices).where(eq(bookingServices.bookingId, input.bookingId));
      serviceIds = listed.length ? listed.map((s) => s.id) : [booking.serviceId];
    }
    // A card past its last day says so, even once its balance was written off.
    if (card.validUntil < parisWallClock(now).date) return fail("EXPIRED", m.EXPIRED, 409, "code");
    let cents: number;
    if (card.kind === "service") {
      if (serviceIds && !serviceIds.includes(card.serviceId!)) {
        const [service] = await tx.select({ title: services.title }).from(services).where(eq(services.id, card.serviceId!));
        return fail("WRONG_SERVICE", wrongServiceMessage(service?.title ?? ""), 409);
      }
      if (card.balanceCents === 0) return fail("USED_UP", m.USED_UP, 409, "code");
      cents = card.balanceCents;
    } else {
      const amount = encashAmount.safeParse(input.amount);
      if (!amount.success) return fail("INVALID_AMOUNT", amount.error.issues[0]?.message ?? m.amountInvalid, 400, "amount");
      if (amount.data <= 0) return fail("INVALID_AMOUNT", m.amountInvalid, 400, "amount");
      if (card.balanceCents === 0) return fail("USED_UP", m.USED_UP, 409, "code");
      cents = amount.data;
    }
    const spent = await spendGiftCard(tx, card.id, cents, { bookingId: input.bookingId, note: input.note, attemptId }, now);
    if (!spent.ok)
      return fail(
        spent.code === "INVALID_AMOUNT" ? "INVALID_AMOUNT" : spent.code,
        m[spent.code],
        spent.status,
        spent.code === "BALANCE_TOO_LOW" ? "amount" : "code",
      );
    return succeed({ cardId: card.id, balanceCents: spent.balanceCents }, encashedMessage(cents, card.codeLast4, spent.balanceCents));
  });
}

export type UndoCode = "NOT_FOUND" | "NOT_UNDOABLE" | "ALREADY_UNDONE";

/**
 * « Annuler l'encaissement »: a salon spending typed wrong (an amount, a card) given back to its
 * card, once (`undoes` is unique), as a 'returned' movement of its ledger. Only a salon's: what an
 * order took goes back with the order's cancellation.
 */
export async function undoSalonSpending(cardId: string, movementId: string, db: DbOrTx = getDb(), now: Date = new Date()): Promise<Result<object, UndoCode>> {
  if (!isUuid(cardId) || !isUuid(movementId)) return fail("NOT_FOUND", m.movementNotFound, 404);
  try {
    return await inTransaction(db, async (tx) => {
      const [spent] = await tx
        .select()
        .from(giftCardMovements)
        .where(and(eq(giftCardMovements.id, movementId), eq(giftCardMovements.cardId, cardId)))
        .for("update");
      if (!spent) return fail("NOT_FOUND", m.movementNotFound, 404);
      if (spent.kind !== "spent" || spent.orderId !== null) return fail("NOT_UNDOABLE", m.notUndoable, 409);
      const [undone] = await tx.select({ id: giftCardMovements.id }).from(giftCardMovements).where(eq(giftCardMovements.undoes, movementId));
      if (undone) return fail("ALREADY_UNDONE", m.alreadyUndone, 409);
      const balance = await returnToGiftCard(
        tx,
        cardId,
        -spent.amountCents,
        { bookingId: spent.bookingId, note: "Encaissement annulé", undoes: movementId },
        now,
      );
      return succeed({}, undoneMessage(-spent.amountCents, balance));
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) return fail("ALREADY_UNDONE", m.alreadyUndone, 409);
    throw error;
  }
}

/** A booking the form pays, as its heading says it: « Coupe dégradé, Théo Martin, 2026-12-01 10:00 ». */
export async function bookingToPay(id: string | null, db: DbOrTx = getDb()) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: bookings.id,
      title: bookings.title,
      name: bookings.customerName,
      date: bookings.date,
      time: bookings.timeSlot,
      priceCents: bookings.priceCents,
    })
    .from(bookings)
    .where(and(eq(bookings.id, id)));
  return row ?? null;
}
