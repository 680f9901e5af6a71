import { and, inArray, isNull } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import { parisWallClock } from "~/lib/paris-time";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx } from "~db/client.server";
import { services } from "~db/schema";
import { giftCardLineName, purchaseMessages, purchaseProblem, type GiftCardPurchase } from "./purchase";
import { readMessage } from "./rules";

/** A card being sold, priced today: an amount at itself, a service at its price of the day. */
export type PricedGiftCard = { purchase: GiftCardPurchase; name: string; priceCents: number; serviceTitle: string | null };

export type PurchaseCode = "GIFT_CARD_UNAVAILABLE";

/**
 * The cards of an order as the shop sells them today: each purchase checked again (its amount, its
 * message, its send day from `now` in Paris), a service card at its service's current price, a
 * retired or unknown service refused.
 */
export async function priceGiftCards(
  purchases: readonly GiftCardPurchase[],
  db: DbOrTx = getDb(),
  now: Date = new Date(),
): Promise<Result<{ cards: PricedGiftCard[] }, PurchaseCode>> {
  const today = parisWallClock(now).date;
  const refused = (message: string) => fail("GIFT_CARD_UNAVAILABLE", message, 409);
  for (const purchase of purchases) {
    const problem = purchaseProblem(purchase, today);
    if (problem) return refused(problem.message);
  }
  const serviceIds = [...new Set(purchases.flatMap((p) => (p.kind === "service" && p.serviceId ? [p.serviceId] : [])))];
  if (serviceIds.some((id) => !isUuid(id))) return refused(purchaseMessages.service);
  const rows = serviceIds.length
    ? await db
        .select({ id: services.id, title: services.title, priceCents: services.priceCents })
        .from(services)
        .where(and(inArray(services.id, serviceIds), isNull(services.retiredAt)))
    : [];
  const cards: PricedGiftCard[] = [];
  for (const purchase of purchases) {
    const normalised = { ...purchase, message: readMessage(purchase.message) ?? "" };
    if (purchase.kind === "amount") {
      const amountCents = purchase.amountCents!;
      cards.push({ purchase: normalised, name: giftCardLineName({ amountCents }, purchase.recipientName), priceCents: amountCents, serviceTitle: null });
      continue;
    }
    const service = rows.find((r) => r.id === purchase.serviceId);
    // A free service cannot be a card (a card has a value).
    if (!service || service.priceCents <= 0) return refused(purchaseMessages.service);
    cards.push({
      purchase: normalised,
      name: giftCardLineName({ serviceTitle: service.title }, purchase.recipientName),
      priceCents: service.priceCents,
      serviceTitle: service.title,
    });
  }
  return succeed({ cards });
}
