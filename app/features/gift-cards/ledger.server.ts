import { and, asc, eq, gt, gte, lt, sql } from "drizzle-orm";
import { parisWallClock } from "~/lib/paris-time";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx, type Tx } from "~db/client.server";
import { giftCardMovements, giftCards, type GiftCardKind, type GiftCardMovementKind } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { giftCardCodeHash, newGiftCardCode, readGiftCardCode } from "./code";
import { cardPaymentMessages } from "./messages";
import { validUntil } from "./rules";

// A gift card's balance and its ledger: every change of the balance is a conditional update of the
// card and a row of its ledger, in one transaction. Spending is `balance = balance − x where
// balance ≥ x`: PostgreSQL takes the card's row lock for the update, so two spendings at once are
// applied one after the other and never take more than the balance.

export const ledgerMessages = {
  UNKNOWN_CODE: cardPaymentMessages.GIFT_CARD_INVALID,
  EXPIRED: cardPaymentMessages.GIFT_CARD_EXPIRED,
  BALANCE_TOO_LOW: "Le solde de cette carte cadeau est insuffisant.",
  INVALID_AMOUNT: "Le montant n'est pas valide.",
} as const;

export type GiftCardIssue = {
  kind: GiftCardKind;
  serviceId?: string | null;
  amountCents: number;
  recipientName: string;
  recipientEmail?: string | null;
  buyerEmail?: string | null;
  message?: string;
  sendOn: string;
  orderId?: string | null;
};

/** Issues a card: its code (returned once, never kept), its balance and the first row of its ledger. */
export async function issueGiftCard(db: DbOrTx, issue: GiftCardIssue, now: Date = new Date()): Promise<{ id: string; code: string; validUntil: string }> {
  const code = newGiftCardCode();
  const until = validUntil(parisWallClock(now).date);
  return inTransaction(db, async (tx) => {
    const [card] = await tx
      .insert(giftCards)
      .values({
        codeHash: giftCardCodeHash(code),
        codeLast4: code.slice(-4),
        kind: issue.kind,
        serviceId: issue.serviceId ?? null,
        initialCents: issue.amountCents,
        balanceCents: issue.amountCents,
        orderId: issue.orderId ?? null,
        buyerEmail: issue.buyerEmail ?? null,
        recipientName: issue.recipientName,
        recipientEmail: issue.recipientEmail ?? null,
        message: issue.message ?? "",
        sendOn: issue.sendOn,
        issuedAt: now,
        validUntil: until,
      })
      .returning({ id: giftCards.id });
    await tx.insert(giftCardMovements).values({
      cardId: card!.id,
      kind: "issued",
      amountCents: issue.amountCents,
      balanceAfterCents: issue.amountCents,
      orderId: issue.orderId ?? null,
      createdAt: now,
    });
    return { id: card!.id, code, validUntil: until };
  });
}

/** The card of a code as typed, or null (a malformed code, a wrong check character, or none such). */
export async function cardOfCode(typed: string, db: DbOrTx = getDb()) {
  const code = readGiftCardCode(typed);
  if (!code) return null;
  const [card] = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.codeHash, giftCardCodeHash(code)));
  return card ?? null;
}

type Source = {
  orderId?: string | null;
  bookingId?: string | null;
  note?: string;
  /** The admin's form that asked for it: a second post of that form finds this movement. */
  attemptId?: string | null;
  /** The salon spending this gives back. */
  undoes?: string | null;
};
export type SpendCode = keyof typeof ledgerMessages;

/**
 * Takes `amountCents` from a card still valid today (Paris): all of it or nothing. Inside the
 * caller's transaction when given one (an order placed with the card).
 */
export async function spendGiftCard(
  db: DbOrTx,
  cardId: string,
  amountCents: number,
  source: Source,
  now: Date = new Date(),
): Promise<Result<{ balanceCents: number }, SpendCode>> {
  if (!Number.isInteger(amountCents) || amountCents <= 0) return fail("INVALID_AMOUNT", ledgerMessages.INVALID_AMOUNT, 400);
  const today = parisWallClock(now).date;
  return inTransaction(db, async (tx) => {
    const [spent] = await tx
      .update(giftCards)
      .set({ balanceCents: sql`${giftCards.balanceCents} - ${amountCents}` })
      .where(and(eq(giftCards.id, cardId), gte(giftCards.balanceCents, amountCents), gte(giftCards.validUntil, today)))
      .returning({ balanceCents: giftCards.balanceCents });
    if (!spent) return refusal(tx, cardId, today);
    await record(tx, cardId, "spent", -amountCents, spent.balanceCents, source, now);
    return succeed({ balanceCents: spent.balanceCents });
  });
}

/** Gives back to a card what an order cancelled or refunded took from it (never above what it was issued with). */
export async function returnToGiftCard(db: DbOrTx, cardId: string, amountCents: number, source: Source, now: Date = new Date()) {
  return inTransaction(db, async (tx) => {
    const [back] = await tx
      .update(giftCards)
      .set({ balanceCents: sql`${giftCards.balanceCents} + ${amountCents}` })
      .where(and(eq(giftCards.id, cardId), sql`${giftCards.balanceCents} + ${amountCents} <= ${giftCards.initialCents}`))
      .returning({ balanceCents: giftCards.balanceCents });
    if (!back) throw new Error("a card cannot get back more than it was issued with");
    await record(tx, cardId, "returned", amountCents, back.balanceCents, source, now);
    return back.balanceCents;
  });
}

/** A card's ledger, oldest first. */
export function ledgerOf(cardId: string, db: DbOrTx = getDb()) {
  return db.select().from(giftCardMovements).where(eq(giftCardMovements.cardId, cardId)).orderBy(asc(giftCardMovements.seq));
}

async function record(tx: Tx, cardId: string, kind: GiftCardMovementKind, amountCents: number, balanceAfterCents: number, source: Source, now: Date) {
  await tx.insert(giftCardMovements).values({
    cardId,
    kind,
    amountCents,
    balanceAfterCents,
    orderId: source.orderId ?? null,
    bookingId: source.bookingId ?? null,
    note: source.note ?? "",
    attemptId: source.attemptId ?? null,
    undoes: source.undoes ?? null,
    createdAt: now,
  });
}

/** Why a spending was refused: no such card, out of date, or not enough left. */
async function refusal(tx: Tx, cardId: string, today: string) {
  const [card] = await tx.select({ validUntil: giftCards.validUntil }).from(giftCards).where(eq(giftCards.id, cardId));
  if (!card) return fail("UNKNOWN_CODE", ledgerMessages.UNKNOWN_CODE, 404);
  if (card.validUntil < today) return fail("EXPIRED", ledgerMessages.EXPIRED, 409);
  return fail("BALANCE_TOO_LOW", ledgerMessages.BALANCE_TOO_LOW, 409);
}

/**
 * Cards past their last Paris day with something left: what is left is written off (« Expirée » in
 * the ledger), so the cards in circulation are those that can still pay. Each card on its own, by a
 * conditional update (a spending of the same card on its last day, racing this, wins or loses whole).
 */
export async function expireGiftCards(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const today = parisWallClock(now).date;
  const due = await db
    .select({ id: giftCards.id, balanceCents: giftCards.balanceCents })
    .from(giftCards)
    .where(and(lt(giftCards.validUntil, today), gt(giftCards.balanceCents, 0)));
  let expired = 0;
  for (const card of due) {
    await inTransaction(db, async (tx) => {
      const [done] = await tx
        .update(giftCards)
        .set({ balanceCents: 0 })
        .where(and(eq(giftCards.id, card.id), eq(giftCards.balanceCents, card.balanceCents), lt(giftCards.validUntil, today)))
        .returning({ id: giftCards.id });
      if (!done) return;
      await record(tx, card.id, "expired", -card.balanceCents, 0, {}, now);
      expired += 1;
    });
  }
  return expired;
}
