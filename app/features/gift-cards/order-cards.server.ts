import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "~db/client.server";
import { emailOutbox, giftCardMovements, giftCards } from "~db/schema";
import { returnToGiftCard } from "./ledger.server";

export type CancelledOrderCards = {
  /** Cards the order was paid with, what each got back, and the last day it may be spent. */
  returned: Array<{ last4: string; cents: number; validUntil: string }>;
  /** Cards the order sold, cancelled with it. */
  cancelled: Array<{ last4: string; recipientName: string }>;
};

/**
 * What cancelling an order does to gift cards, in the cancellation's transaction (docs/decisions/0033):
 * what it took from a card goes back to it (once: less what was already given back), and the cards it
 * sold are cancelled (balance 0, « Annulée » in their ledger), their mail withdrawn if it has not gone.
 * A sold card already spent, even in part, cannot be cancelled: null, and the caller refuses.
 */
export async function settleCardsOfCancelledOrder(tx: Tx, orderId: string, now: Date): Promise<CancelledOrderCards | null> {
  const sold = await tx.select().from(giftCards).where(eq(giftCards.orderId, orderId)).for("update");
  if (sold.some((card) => card.balanceCents !== card.initialCents)) return null;
  const cancelled: CancelledOrderCards["cancelled"] = [];
  for (const card of sold) {
    await tx.update(giftCards).set({ balanceCents: 0 }).where(eq(giftCards.id, card.id));
    await tx.insert(giftCardMovements).values({
      cardId: card.id,
      kind: "cancelled",
      amountCents: -card.initialCents,
      balanceAfterCents: 0,
      orderId,
      note: "Commande annulée",
      createdAt: now,
    });
    if (card.mailId) await tx.delete(emailOutbox).where(and(eq(emailOutbox.id, card.mailId), eq(emailOutbox.status, "pending")));
    cancelled.push({ last4: card.codeLast4, recipientName: card.recipientName });
  }

  // What the order took from each card, less what went back already.
  const taken = await tx
    .select({
      cardId: giftCardMovements.cardId,
      last4: giftCards.codeLast4,
      validUntil: giftCards.validUntil,
      cents: sql<number>`(-sum(${giftCardMovements.amountCents}))::int`,
    })
    .from(giftCardMovements)
    .innerJoin(giftCards, eq(giftCards.id, giftCardMovements.cardId))
    .where(and(eq(giftCardMovements.orderId, orderId), sql`${giftCardMovements.kind} in ('spent', 'returned')`))
    .groupBy(giftCardMovements.cardId, giftCards.codeLast4, giftCards.validUntil);
  const returned: CancelledOrderCards["returned"] = [];
  for (const { cardId, last4, cents, validUntil } of taken) {
    if (cents <= 0) continue;
    await returnToGiftCard(tx, cardId, cents, { orderId, note: "Commande annulée" }, now);
    returned.push({ last4, cents, validUntil });
  }
  return { returned, cancelled };
}
