import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import { addressLines } from "./address-lines";
import { createElement } from "react";
import { customerOfOrder } from "~/features/booking/customers.server";
import { invalidateCatalogue } from "~/features/catalog/products.server";
import { queueEmail } from "~/features/email/outbox.server";
import { documentAttachment, issueInvoice, listOrderDocuments, type DocumentRef } from "~/features/invoices/invoices.server";
import { OrderConfirmation, OrderNotification, type OrderEmailPayload } from "~/features/email/templates/order-emails";
import { getConfig } from "~/lib/config.server";
import { formatLongDate } from "~/lib/dates";
import { isUuid } from "~/lib/ids";
import { formatPrice } from "~/lib/money";
import { fail, succeed, type Failure, type Result } from "~/lib/result";
import { getDb, type DbOrTx, type Tx } from "~db/client.server";
import { PG_UNIQUE_VIOLATION, pgErrorCode } from "~db/errors";
import { newsletterSubscribers, orderItems, orders, products, user, type DeliveryMode, type ProductCategory, type ShippingAddress } from "~db/schema";
import { payingCard, type PayingCard } from "~/features/gift-cards/card-payment.server";
import { spendGiftCard } from "~/features/gift-cards/ledger.server";
import { maskedCard } from "~/features/gift-cards/messages";
import { GIFT_CARD_CATEGORY, GIFT_CARD_IMAGE, type GiftCardPurchase } from "~/features/gift-cards/purchase";
import { priceGiftCards, type PricedGiftCard } from "~/features/gift-cards/purchase.server";
import { issueSoldCards } from "~/features/gift-cards/sale.server";
import { inTransaction } from "~db/transactions";
import { estimatedDelivery } from "./delivery";
import { orderMessages as m, outOfStockMessage, type OrderCode } from "./messages";
import { newOrderNumber } from "./order-number.server";
import { priceOrder, WELCOME_DISCOUNT_PERCENT, type OrderAmounts } from "./pricing";
import { normalisePromoCode } from "./promo-code";

/** Who orders: the signed-in customer. */
export type Customer = { id: string; email: string };

/** A gift card being sold, as the cart keeps it: its line's id and what the buyer chose. */
export type GiftCardRequest = GiftCardPurchase & { lineId: string };

/**
 * What the browser asks for: product ids and quantities only, never a price; the gift cards it
 * buys (priced by the server) and the code of the one it pays with. `giftCardId` stands for the
 * paying card's code in a PayPal order's record (a code is never stored).
 */
export type OrderRequest = {
  lines: ReadonlyArray<{ productId: string; quantity: number }>;
  deliveryMode: DeliveryMode;
  promoCode: string | null;
  giftCards?: ReadonlyArray<GiftCardRequest>;
  giftCardCode?: string | null;
  giftCardId?: string | null;
};

export type QuotedLine = {
  /** The product's id, or a gift card's line id. */
  productId: string;
  name: string;
  category: ProductCategory | typeof GIFT_CARD_CATEGORY;
  imageUrl: string;
  priceCents: number;
  quantity: number;
  /** A gift card being sold: what it is, as priced today. */
  giftCard?: PricedGiftCard;
};

export type Quote = {
  lines: QuotedLine[];
  amounts: OrderAmounts;
  /** The customer's own unused code, when one was given and is valid. */
  promoCode: string | null;
  deliveryMode: DeliveryMode;
  /** The gift card paying (its last characters and balance before this order), when one was given and can pay. */
  giftCard: PayingCard | null;
};

type PromoCode = "PROMO_INVALID" | "PROMO_USED";

/**
 * A code is valid for the signed-in customer only when it was sent to their own e-mail and has not
 * been used (spec section 5). Read-only: the code is consumed in the order's transaction.
 */
export async function checkPromoCode(customer: Customer, code: string, db: DbOrTx = getDb()): Promise<Result<{ percent: number }, PromoCode>> {
  const [row] = await db
    .select({ used: newsletterSubscribers.discountUsed })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.discountCode, code), eq(newsletterSubscribers.email, customer.email.toLowerCase())));
  if (!row) return fail("PROMO_INVALID", m.PROMO_INVALID, 400, "promoCode");
  if (row.used) return fail("PROMO_USED", m.PROMO_USED, 409, "promoCode");
  return succeed({ percent: WELCOME_DISCOUNT_PERCENT });
}

/**
 * What the order costs today, from the database: unknown products and quantities above the stock
 * are refused, a code must be the customer's own and unused.
 */
export async function quoteOrder(customer: Customer, request: OrderRequest, db: DbOrTx = getDb(), now: Date = new Date()): Promise<Result<Quote, OrderCode>> {
  const wanted = new Map<string, number>();
  for (const { productId, quantity } of request.lines) wanted.set(productId, (wanted.get(productId) ?? 0) + quantity);
  const giftRequests = request.giftCards ?? [];
  if (wanted.size === 0 && giftRequests.length === 0) return fail("EMPTY_CART", m.EMPTY_CART, 400);
  if ([...wanted.keys()].some((id) => !isUuid(id))) return fail("PRODUCT_UNAVAILABLE", m.PRODUCT_UNAVAILABLE, 409);
  if (new Set(giftRequests.map((g) => g.lineId)).size !== giftRequests.length) return fail("PRODUCT_UNAVAILABLE", m.PRODUCT_UNAVAILABLE, 409);

  const rows =
    wanted.size === 0
      ? []
      : await db
          .select({
            id: products.id,
            name: products.name,
            category: products.category,
            imageUrl: products.imageUrl,
            priceCents: products.priceCents,
            stock: products.stock,
          })
          .from(products)
          .where(inArray(products.id, [...wanted.keys()]));
  if (rows.length !== wanted.size) return fail("PRODUCT_UNAVAILABLE", m.PRODUCT_UNAVAILABLE, 409);
  const lines: QuotedLine[] = [];
  for (const row of rows) {
    const quantity = wanted.get(row.id)!;
    if (quantity > row.stock) return fail("OUT_OF_STOCK", outOfStockMessage(row.name), 409);
    lines.push({ productId: row.id, name: row.name, category: row.category, imageUrl: row.imageUrl, priceCents: row.priceCents, quantity });
  }
  // The cart's order, for the summary and the mails.
  const position = [...wanted.keys()];
  lines.sort((a, b) => position.indexOf(a.productId) - position.indexOf(b.productId));

  const priced = await priceGiftCards(giftRequests, db, now);
  if (!priced.ok) return priced;
  priced.cards.forEach((card, i) =>
    lines.push({
      productId: giftRequests[i]!.lineId,
      name: card.name,
      category: GIFT_CARD_CATEGORY,
      imageUrl: GIFT_CARD_IMAGE,
      priceCents: card.priceCents,
      quantity: 1,
      giftCard: card,
    }),
  );

  let percent = 0;
  const promoCode = normalisePromoCode(request.promoCode);
  if (promoCode) {
    const promo = await checkPromoCode(customer, promoCode, db);
    if (!promo.ok) return promo;
    percent = promo.percent;
  }
  let giftCard: PayingCard | null = null;
  const cardCode = request.giftCardCode?.trim();
  if (cardCode || request.giftCardId) {
    const paying = await payingCard(cardCode ? { code: cardCode } : { id: request.giftCardId! }, db, now);
    if (!paying.ok) return paying;
    giftCard = paying.card;
  }
  // Cards only: nothing is delivered.
  const deliveryMode = wanted.size === 0 ? "pickUpInStore" : request.deliveryMode;
  const amounts = priceOrder(
    lines.map((l) => ({ priceCents: l.priceCents, quantity: l.quantity, giftCard: Boolean(l.giftCard) })),
    deliveryMode,
    percent,
    giftCard?.balanceCents ?? 0,
  );
  return succeed({ lines, amounts, promoCode, deliveryMode, giftCard });
}

/** How the order was paid: the provider, its unique capture reference and the amount it took. */
export type Payment = { provider: "paypal" | "demo" | "gift_card"; reference: string; amountCents: number };

export type PlacedOrder = { orderId: string; orderNumber: string };

/** A refusal inside the order's transaction: thrown to roll it back, answered as its failure. */
class Refusal extends Error {
  constructor(readonly failure: Failure<OrderCode>) {
    super(failure.message);
  }
}

function emailPayload(
  orderNumber: string,
  invoiceNumber: string,
  customer: Customer,
  quote: Quote,
  address: ShippingAddress | null,
  orderedAt: Date,
): OrderEmailPayload {
  const { amounts } = quote;
  return {
    orderNumber,
    customerEmail: customer.email,
    lines: quote.lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      unitPrice: formatPrice(l.priceCents),
      lineTotal: formatPrice(l.priceCents * l.quantity),
    })),
    subtotal: formatPrice(amounts.subtotalCents),
    deliveryFee: amounts.deliveryFeeCents === 0 ? "Offerte" : formatPrice(amounts.deliveryFeeCents),
    discount: amounts.discountCents > 0 ? formatPrice(amounts.discountCents) : null,
    giftCard: amounts.giftCardCents > 0 && quote.giftCard ? `${formatPrice(amounts.giftCardCents)} (carte ${maskedCard(quote.giftCard.last4)})` : null,
    total: formatPrice(amounts.totalCents),
    deliveryMode: quote.deliveryMode,
    shippingAddress: address ? addressLines(address) : null,
    estimatedDelivery: formatLongDate(estimatedDelivery(orderedAt)),
    cardsOnly: quote.lines.every((l) => l.giftCard),
    invoiceNumber,
  };
}

async function takeStock(tx: Tx, lines: readonly QuotedLine[]) {
  // Always in the same order, so two orders sharing products queue instead of deadlocking.
  for (const line of lines.filter((l) => !l.giftCard).sort((a, b) => a.productId.localeCompare(b.productId))) {
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}`, updatedAt: new Date() })
      .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
      .returning({ id: products.id });
    if (taken.length === 0) throw new Refusal(fail("OUT_OF_STOCK", outOfStockMessage(line.name), 409));
  }
}

async function usePromoCode(tx: Tx, customer: Customer, code: string) {
  const used = await tx
    .update(newsletterSubscribers)
    .set({ discountUsed: true, usedAt: new Date() })
    .where(
      and(
        eq(newsletterSubscribers.discountCode, code),
        eq(newsletterSubscribers.email, customer.email.toLowerCase()),
        eq(newsletterSubscribers.discountUsed, false),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  if (used.length === 0) throw new Refusal(fail("PROMO_USED", m.PROMO_USED, 409, "promoCode"));
}

/** The order a payment (its capture id) became, whoever placed it. */
export async function orderHoldingPayment(reference: string, db: DbOrTx = getDb()): Promise<(PlacedOrder & { userId: string | null }) | null> {
  const [row] = await db
    .select({ orderId: orders.id, orderNumber: orders.orderNumber, userId: orders.userId })
    .from(orders)
    .where(eq(orders.paymentReference, reference));
  return row ?? null;
}

/** The order this customer's payment already became, if it did. */
export async function orderPaidWith(reference: string, customer: Customer, db: DbOrTx = getDb()): Promise<PlacedOrder | null> {
  const row = await orderHoldingPayment(reference, db);
  return row && row.userId === customer.id ? { orderId: row.orderId, orderNumber: row.orderNumber } : null;
}

/**
 * Writes a paid order, all or nothing: stock taken (never below zero), the code consumed (once,
 * even by two checkouts at the same moment), the order and its lines with the names and prices
 * of today, its invoice numbered, and both mails queued (the customer's with the invoice). The amount paid must be today's total. A payment already
 * turned into an order (a retried call, a second tab) answers that same order.
 */
/** The buyer's name as their account has it, for « De la part de … » on a card; null if none. */
async function buyerName(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx.select({ name: user.name, firstName: user.firstName, lastName: user.lastName }).from(user).where(eq(user.id, userId));
  const full = [row?.firstName, row?.lastName].filter(Boolean).join(" ").trim();
  return full || row?.name?.trim() || null;
}

export async function placeOrder(
  customer: Customer,
  request: OrderRequest,
  shippingAddress: ShippingAddress | null,
  payment: Payment,
  db: DbOrTx = getDb(),
  now: Date = new Date(),
): Promise<Result<PlacedOrder, OrderCode>> {
  const already = await orderPaidWith(payment.reference, customer, db);
  if (already) return succeed(already, m.success);
  try {
    const placed = await inTransaction(db, async (tx) => {
      const quoted = await quoteOrder(customer, request, tx, now);
      if (!quoted.ok) throw new Refusal(quoted);
      const quote = quoted;
      // Cards only: nothing is delivered (the quote says so).
      const address = quote.deliveryMode === "homeDelivery" ? shippingAddress : null;
      // The route validates the address with the checkout schema first: its absence here is a bug.
      if (quote.deliveryMode === "homeDelivery" && !address) throw new Error("home delivery without an address");
      if (quote.amounts.totalCents !== payment.amountCents) throw new Refusal(fail("PRICE_CHANGED", m.PRICE_CHANGED, 409));
      await takeStock(tx, quote.lines);
      if (quote.promoCode) await usePromoCode(tx, customer, quote.promoCode);
      const soldCards = quote.lines.flatMap((l) => (l.giftCard ? [l.giftCard] : []));
      // Nothing to prepare or ship: an order of gift cards only is done once placed.
      const nothingToShip = soldCards.length === quote.lines.length;

      const orderNumber = newOrderNumber(now);
      const customerId = await customerOfOrder(tx, customer, address);
      const [order] = await tx
        .insert(orders)
        .values({
          userId: customer.id,
          userEmail: customer.email,
          customerId,
          orderNumber,
          deliveryMode: quote.deliveryMode,
          shippingAddress: address,
          ...quote.amounts,
          promoCode: quote.promoCode,
          paymentProvider: payment.provider,
          paymentReference: payment.reference,
          ...(nothingToShip ? { status: "completed" as const, completedAt: now } : {}),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: orders.id });
      await tx.insert(orderItems).values(
        quote.lines.map((line) => ({
          orderId: order!.id,
          productId: line.giftCard ? null : line.productId,
          productName: line.name,
          productCategory: line.category,
          productImageUrl: line.imageUrl,
          quantity: line.quantity,
          priceCents: line.priceCents,
        })),
      );

      // The card paying takes its part now, all or nothing: a card spent meanwhile refuses the order.
      if (quote.giftCard && quote.amounts.giftCardCents > 0) {
        const spent = await spendGiftCard(tx, quote.giftCard.id, quote.amounts.giftCardCents, { orderId: order!.id }, now);
        if (!spent.ok) throw new Refusal(fail("GIFT_CARD_TAKEN", m.GIFT_CARD_TAKEN, 409, "giftCardCode"));
      }

      const invoice = await issueInvoice(
        tx,
        {
          orderId: order!.id,
          orderNumber,
          customer,
          deliveryMode: quote.deliveryMode,
          shippingAddress: address,
          lines: quote.lines,
          amounts: quote.amounts,
          giftCardLabel: quote.giftCard ? `Carte cadeau ${maskedCard(quote.giftCard.last4)}` : null,
        },
        now,
      );
      if (soldCards.length > 0) {
        // « De la part de »: the account's name (a delivery's name may be someone else's).
        const name = (await buyerName(tx, customer.id)) ?? address?.fullName ?? null;
        await issueSoldCards(tx, { orderId: order!.id, buyer: { email: customer.email, name }, cards: soldCards }, now);
      }

      const payload = emailPayload(orderNumber, invoice.number, customer, quote, address, now);
      await queueEmail(tx, {
        type: "order",
        to: customer.email,
        subject: `Votre commande ${orderNumber}`,
        body: createElement(OrderConfirmation, { order: payload }),
        attachments: [documentAttachment(invoice)],
      });
      await queueEmail(tx, {
        type: "order_notification",
        to: getConfig().ownerEmail,
        replyTo: customer.email,
        subject: `Nouvelle commande ${orderNumber} (${payload.total})`,
        body: createElement(OrderNotification, { order: payload }),
      });
      return succeed({ orderId: order!.id, orderNumber }, m.success);
    });
    // Stock was taken: the shop and the product pages show it.
    invalidateCatalogue();
    return placed;
  } catch (error) {
    if (error instanceof Refusal) return error.failure;
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      // The same payment, turned into an order by a concurrent call meanwhile.
      const placed = await orderPaidWith(payment.reference, customer, db);
      if (placed) return succeed(placed, m.success);
    }
    throw error;
  }
}

export type OrderSummary = {
  id: string;
  orderNumber: string;
  createdAt: string;
  status: string;
  deliveryMode: DeliveryMode;
  shippingAddress: ShippingAddress | null;
  subtotalCents: number;
  deliveryFeeCents: number;
  discountCents: number;
  giftCardCents: number;
  totalCents: number;
  items: Array<{ productId: string | null; name: string; category: string; imageUrl: string; quantity: number; priceCents: number }>;
  /** Its invoice, then its credit note if it was cancelled. */
  documents: DocumentRef[];
};

/** An order row and its lines (snapshots of the moment) as plain data for a page. */
export function toOrderSummary(
  row: typeof orders.$inferSelect,
  items: Array<typeof orderItems.$inferSelect>,
  documents: ReadonlyMap<string, DocumentRef[]> = new Map(),
): OrderSummary {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    deliveryMode: row.deliveryMode,
    shippingAddress: row.shippingAddress,
    subtotalCents: row.subtotalCents,
    deliveryFeeCents: row.deliveryFeeCents,
    discountCents: row.discountCents,
    giftCardCents: row.giftCardCents,
    totalCents: row.totalCents,
    items: items
      .filter((item) => item.orderId === row.id)
      .map((item) => ({
        productId: item.productId,
        name: item.productName,
        category: item.productCategory,
        imageUrl: item.productImageUrl,
        quantity: item.quantity,
        priceCents: item.priceCents,
      })),
    documents: documents.get(row.id) ?? [],
  };
}

/** The customer's own orders, newest first, with their lines; `orderNumber` narrows to one. */
export async function listCustomerOrders(customerId: string, options: { orderNumber?: string } = {}, db: DbOrTx = getDb()): Promise<OrderSummary[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, customerId), options.orderNumber ? eq(orders.orderNumber, options.orderNumber) : undefined))
    .orderBy(sql`${orders.createdAt} desc`);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, documents] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.productName)),
    listOrderDocuments(ids, db),
  ]);
  return rows.map((row) => toOrderSummary(row, items, documents));
}

/** The address of the customer's latest home-delivered order, offered again at checkout. */
export async function lastShippingAddress(customerId: string, db: DbOrTx = getDb()): Promise<ShippingAddress | null> {
  const [row] = await db
    .select({ address: orders.shippingAddress })
    .from(orders)
    .where(and(eq(orders.userId, customerId), eq(orders.deliveryMode, "homeDelivery")))
    .orderBy(sql`${orders.createdAt} desc`)
    .limit(1);
  return row?.address ?? null;
}
