import { eq } from "drizzle-orm";
import { parisWallClock } from "~/lib/paris-time";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx } from "~db/client.server";
import { giftCards, services } from "~db/schema";
import { cardOfCode } from "./ledger.server";
import { cardPaymentMessages, type CardPaymentCode } from "./messages";

export { cardPaymentMessages, type CardPaymentCode };
import { isUuid } from "~/lib/ids";

/** The card paying an order, as the quote needs it: never its code. */
export type PayingCard = { id: string; last4: string; balanceCents: number };

/**
 * The card a customer pays with, by its code (typed at checkout) or its id (kept with a PayPal
 * order): an amount card still valid today (Paris) with something left. A service card is spent at
 * the salon only. Every refusal is the checkout's `giftCardCode` field's.
 */
export async function payingCard(
  which: { code: string } | { id: string },
  db: DbOrTx = getDb(),
  now: Date = new Date(),
): Promise<Result<{ card: PayingCard }, CardPaymentCode>> {
  // Said under the checkout's 'Carte cadeau' field.
  const refuseWith = (code: CardPaymentCode, message: string, status: number) => ({
    ...fail(code, message, status, "giftCardCode"),
    fieldErrors: { giftCardCode: message },
  });
  const refuse = (code: CardPaymentCode, status = 409) => refuseWith(code, cardPaymentMessages[code], status);
  const card =
    "code" in which
      ? await cardOfCode(which.code, db)
      : isUuid(which.id)
        ? ((await db.select().from(giftCards).where(eq(giftCards.id, which.id)))[0] ?? null)
        : null;
  if (!card) return refuse("GIFT_CARD_INVALID", 400);
  if (card.kind === "service") {
    const [service] = card.serviceId ? await db.select({ title: services.title }).from(services).where(eq(services.id, card.serviceId)) : [];
    return refuseWith("GIFT_CARD_SERVICE", `Cette carte cadeau est réservée à la prestation « ${service?.title ?? "prévue"} », au salon.`, 409);
  }
  if (card.validUntil < parisWallClock(now).date) return refuse("GIFT_CARD_EXPIRED");
  if (card.balanceCents <= 0) return refuse("GIFT_CARD_USED_UP");
  return succeed({ card: { id: card.id, last4: card.codeLast4, balanceCents: card.balanceCents } });
}
