import { and, eq, isNotNull, or } from "drizzle-orm";
import { createElement } from "react";
import { invalidateCatalogue } from "~/features/catalog/products.server";
import { queueEmail } from "~/features/email/outbox.server";
import { SimpleMessage } from "~/features/email/templates/simple-message";
import { formatLongDate } from "~/lib/dates";
import { getConfig } from "~/lib/config.server";
import { validate } from "~/lib/form.server";
import { log } from "~/lib/log.server";
import { formatPrice } from "~/lib/money";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { commonMessages, fail, succeed, tooMany, type Failure, type Result } from "~/lib/result";
import { getDb, type DbOrTx, type Tx } from "~db/client.server";
import { paymentIncidents, paypalOrders, type PayPalQuote } from "~db/schema";
import { inTransaction } from "~db/transactions";
import type { ShippingAddress } from "~db/schema/values";
import { deliverySchema, type CheckoutInput, type PaymentInput, type PayPalInput } from "./checkout-schema";
import { estimatedDelivery } from "./delivery";
import { orderMessages as m, type OrderCode } from "./messages";
import { orderHoldingPayment, orderPaidWith, placeOrder, quoteOrder, type Customer, type PlacedOrder, type Quote } from "./orders.server";
import { capturePayPalOrder, createPayPalOrder, getPayPalOrder, PayPalError, type PayPalCapture, type PayPalOrder } from "./paypal.server";
import { toDecimalAmount } from "./pricing";

/** The summary the checkout page shows, every figure from the server (of the paying card, its last characters and balance). */
export type CheckoutSummary = Omit<Quote, "giftCard"> & { estimatedDelivery: string; giftCard: { last4: string; balanceCents: number } | null };

type QuoteInput = Pick<CheckoutInput, "lines" | "deliveryMode" | "promoCode" | "giftCards" | "giftCardCode">;

/**
 * Quotes one account may ask with a gift card code, right or wrong, in an hour: each is counted
 * before the code is looked at (one atomic statement), so requests sent at once cannot try more.
 * A customer pricing their cart again with their card (a quantity, the delivery) stays far below;
 * against a code of 74 random bits it is no help at all. (No limit over all accounts here: it
 * would let anyone stop every customer's card; the balance page has one.)
 */
export const CHECKOUT_CARD_CODE_LIMIT = { max: 30, windowSeconds: 3600 };

/** Quotes with the typed card code, within the account's limit of quotes with a code. */
async function quoteCounting(customer: Customer, input: QuoteInput, db: DbOrTx, now: Date) {
  if (!input.giftCardCode) return quoteOrder(customer, input, db, now);
  const limit = await hitRateLimit(`gift-card-checkout:${customer.id}`, CHECKOUT_CARD_CODE_LIMIT.max, CHECKOUT_CARD_CODE_LIMIT.windowSeconds, db);
  if (!limit.allowed) return tooMany("TOO_MANY_REQUESTS", commonMessages.TOO_MANY_REQUESTS, limit.retryAfterSeconds);
  return quoteOrder(customer, input, db, now);
}
type Payable = Omit<PaymentInput, "intent"> & { giftCardId?: string | null };
/** A capture as the PayPal order's record makes it again: the paying card by its id. */
type CaptureInput = Extract<PayPalInput, { intent: "capture" }> & { giftCardId?: string | null };

/** Today's summary of the cart for this customer: prices, fee, discount, total, delivery date. */
export async function checkoutSummary(
  customer: Customer,
  input: QuoteInput,
  db: DbOrTx = getDb(),
  now = new Date(),
): Promise<Result<CheckoutSummary, OrderCode | "TOO_MANY_REQUESTS">> {
  const quote = await quoteCounting(customer, input, db, now);
  if (!quote.ok) return quote;
  const { ok: _ok, message: _message, giftCard, ...summary } = quote;
  return succeed({
    ...summary,
    giftCard: giftCard && { last4: giftCard.last4, balanceCents: giftCard.balanceCents },
    estimatedDelivery: formatLongDate(estimatedDelivery(now)),
  });
}

/**
 * What is about to be paid: the address checked (home delivery), today's quote, and the total the
 * customer saw still being today's. Nothing is paid or written yet.
 */
async function prepare(
  customer: Customer,
  input: Payable,
  db: DbOrTx,
): Promise<Result<{ quote: Quote; address: ShippingAddress | null }, OrderCode | "INVALID_INPUT" | "TOO_MANY_REQUESTS">> {
  // Each problem named as the checkout's field it is about (`address.city`), where the page shows it.
  const delivery = validate(deliverySchema, {
    deliveryMode: input.deliveryMode,
    address: input.address && typeof input.address === "object" ? input.address : {},
  });
  if (!delivery.ok) return delivery;
  const address: ShippingAddress | null = delivery.data.deliveryMode === "homeDelivery" ? delivery.data.address : null;
  const quote = await quoteCounting(customer, input, db, new Date());
  if (!quote.ok) return quote;
  if (quote.amounts.totalCents !== input.expectedTotalCents) return fail("PRICE_CHANGED", m.PRICE_CHANGED, 409);
  return succeed({ quote, address });
}

/**
 * Demonstration mode: no money moves. The visit's attempt id stands for the payment, so a second
 * click orders once.
 */
export async function payAndPlace(
  customer: Customer,
  input: PaymentInput,
  db: DbOrTx = getDb(),
): Promise<Result<PlacedOrder, OrderCode | "INVALID_INPUT" | "TOO_MANY_REQUESTS">> {
  const demo = getConfig().paymentMode === "demo";
  // Outside the demonstration, only an order a gift card pays whole is placed without PayPal.
  if (!demo && !(input.giftCardCode && input.expectedTotalCents === 0)) return fail("PAYMENT_FAILED", m.PAYMENT_FAILED, 409);
  const ready = await prepare(customer, input, db);
  if (!ready.ok) return ready;
  const paidByCard = ready.quote.amounts.totalCents === 0 && ready.quote.amounts.giftCardCents > 0;
  if (!demo && !paidByCard) return fail("PAYMENT_FAILED", m.PAYMENT_FAILED, 409);
  return placeOrder(
    customer,
    input,
    ready.address,
    paidByCard
      ? { provider: "gift_card", reference: `gift-card-${input.attemptId}`, amountCents: 0 }
      : { provider: "demo", reference: `demo-${input.attemptId}`, amountCents: ready.quote.amounts.totalCents },
    db,
  );
}

const paypalSettings = () => {
  const { paypal } = getConfig();
  return paypal;
};

/** Ties a PayPal order to the customer and the visit: checked before anything is captured. */
const customIdOf = (customer: Customer, attemptId: string) => `${customer.id}:${attemptId}`;

const paymentFailed = (): Failure<"PAYMENT_FAILED"> => fail("PAYMENT_FAILED", m.PAYMENT_FAILED, 502);

/** What was quoted when the PayPal order was made, kept with it. */
const quoteRecord = (quote: Quote, address: ShippingAddress | null): PayPalQuote => ({
  lines: quote.lines.flatMap((l) => (l.giftCard ? [] : [{ productId: l.productId, quantity: l.quantity, priceCents: l.priceCents }])),
  deliveryMode: quote.deliveryMode,
  promoCode: quote.promoCode,
  amounts: quote.amounts,
  address,
  giftCards: quote.lines.flatMap((l) => (l.giftCard ? [{ ...l.giftCard.purchase, lineId: l.productId }] : [])),
  giftCardId: quote.giftCard?.id ?? null,
});

/** The capture orders what the PayPal order was made for, not what the call sends again. */
const quotedRequest = (input: CaptureInput, quote: PayPalQuote): CaptureInput => ({
  ...input,
  lines: quote.lines.map(({ productId, quantity }) => ({ productId, quantity })),
  deliveryMode: quote.deliveryMode,
  promoCode: quote.promoCode,
  address: quote.address ?? undefined,
  expectedTotalCents: quote.amounts.totalCents,
  giftCards: quote.giftCards ?? [],
  // The card is the one quoted, by its id: its code is not kept.
  giftCardCode: null,
  giftCardId: quote.giftCardId ?? null,
});

/**
 * PayPal orders one account may create: each is a call to PayPal and a record holding the address.
 * A customer retrying a checkout stays far below.
 */
export const PAYPAL_CREATE_LIMIT = { max: 20, windowSeconds: 3600 };

/** Step 1 of PayPal: the order the customer approves in PayPal's window, for the server's total. */
export async function startPayPalPayment(
  customer: Customer,
  input: Extract<PayPalInput, { intent: "create" }>,
  db: DbOrTx = getDb(),
): Promise<Result<{ paypalOrderId: string }, OrderCode | "INVALID_INPUT" | "TOO_MANY_REQUESTS">> {
  if (getConfig().paymentMode !== "paypal") return paymentFailed();
  const ready = await prepare(customer, input, db);
  if (!ready.ok) return ready;
  const limit = await hitRateLimit(`paypal-create:${customer.id}`, PAYPAL_CREATE_LIMIT.max, PAYPAL_CREATE_LIMIT.windowSeconds, db);
  if (!limit.allowed) return tooMany("TOO_MANY_REQUESTS", commonMessages.TOO_MANY_REQUESTS, limit.retryAfterSeconds);
  let paypalOrderId: string;
  try {
    paypalOrderId = await createPayPalOrder(paypalSettings(), {
      amount: toDecimalAmount(ready.quote.amounts.totalCents),
      reference: input.attemptId,
      customId: customIdOf(customer, input.attemptId),
      description: "Commande Monsieur Moustache",
    });
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    log("warn", "PayPal order creation failed", { error: error.message });
    return paymentFailed();
  }
  // PayPal answers a repeated creation with the same order: the first record stands.
  await db
    .insert(paypalOrders)
    .values({
      id: paypalOrderId,
      userId: customer.id,
      attemptId: input.attemptId,
      totalCents: ready.quote.amounts.totalCents,
      quote: quoteRecord(ready.quote, ready.address),
    })
    .onConflictDoNothing({ target: paypalOrders.id });
  return succeed({ paypalOrderId });
}

/**
 * Holds the PayPal order's record until the transaction ends: its capture is settled (an order, an
 * incident, a refund of that incident) by one call at a time.
 */
export async function lockPayPalOrder(tx: Tx, paypalOrderId: string) {
  await tx.select({ id: paypalOrders.id }).from(paypalOrders).where(eq(paypalOrders.id, paypalOrderId)).for("update");
}

/**
 * Money PayPal took without an order of ours: kept for the admin, once per capture, and never for
 * a capture an order holds (checked under the PayPal order's lock, which placing it also holds).
 */
async function recordIncident(
  db: DbOrTx,
  customer: Customer,
  paypalOrderId: string,
  capture: Pick<PayPalCapture, "id" | "amountCents" | "currency"> | null,
  reason: string,
  details: Record<string, unknown> = {},
) {
  await inTransaction(db, async (tx) => {
    await lockPayPalOrder(tx, paypalOrderId);
    if (capture && (await orderHoldingPayment(capture.id, tx))) return;
    log("error", "PayPal payment without an order", { paypalOrderId, captureId: capture?.id, reason });
    const [recorded] = await tx
      .insert(paymentIncidents)
      .values({
        provider: "paypal",
        reference: capture?.id ?? `order-${paypalOrderId}`,
        providerOrderId: paypalOrderId,
        userId: customer.id,
        userEmail: customer.email,
        amountCents: capture?.amountCents ?? 0,
        currency: capture?.currency ?? "EUR",
        reason,
        details,
      })
      .onConflictDoNothing({ target: paymentIncidents.reference })
      .returning({ id: paymentIncidents.id });
    // The owner hears of it at once, once per incident.
    if (!recorded) return;
    await queueEmail(tx, {
      type: "payment_incident",
      to: getConfig().ownerEmail,
      replyTo: customer.email,
      subject: "Paiement PayPal sans commande : à traiter",
      body: createElement(SimpleMessage, {
        heading: "Paiement reçu sans commande",
        paragraphs: [
          `Client : ${customer.email}. Commande PayPal : ${paypalOrderId}.`,
          capture ? `Capture ${capture.id} de ${formatPrice(capture.amountCents)} (${capture.currency}).` : "Le résultat de la capture est inconnu.",
          reason,
          "Vérifiez le paiement dans PayPal, puis remboursez-le ou recontactez le client.",
        ],
      }),
    });
  });
}

/**
 * Whether the admin has taken up the incident of this capture (asked PayPal to refund it, or
 * settled it another way): that money is no longer the customer's to turn into an order.
 */
async function incidentTakenUp(captureId: string, tx: Tx) {
  const [taken] = await tx
    .select({ id: paymentIncidents.id })
    .from(paymentIncidents)
    .where(and(eq(paymentIncidents.reference, captureId), or(isNotNull(paymentIncidents.refundRequestedAt), isNotNull(paymentIncidents.resolvedAt))));
  return Boolean(taken);
}

const completedCapture = (order: PayPalOrder) => order.captures.find((c) => c.status === "COMPLETED") ?? null;

/**
 * The captured money becomes the order, or an incident for the admin when it cannot: one or the
 * other, under the PayPal order's lock, so concurrent calls (a second tab, a retried request) end
 * with the order the first one wrote and never with an incident beside it. A capture whose
 * incident the admin refunds (or refunded, or settled) never becomes an order: the refund takes the
 * same lock to mark it first.
 */
async function settleCapture(
  customer: Customer,
  input: CaptureInput,
  captured: PayPalOrder,
  capture: PayPalCapture,
  db: DbOrTx,
): Promise<Result<PlacedOrder, OrderCode>> {
  const { paypalOrderId } = input;
  const merchantId = paypalSettings().merchantId;
  const placed = await inTransaction(db, async (tx): Promise<Result<PlacedOrder, OrderCode>> => {
    await lockPayPalOrder(tx, paypalOrderId);
    const held = await orderHoldingPayment(capture.id, tx);
    if (held) return held.userId === customer.id ? succeed({ orderId: held.orderId, orderNumber: held.orderNumber }, m.success) : paymentFailed();
    if (await incidentTakenUp(capture.id, tx)) {
      log("warn", "PayPal capture not placed: its incident is refunded or settled", { paypalOrderId, captureId: capture.id });
      return fail("PAYMENT_NOT_PLACED", m.PAYMENT_NOT_PLACED, 409);
    }
    let reason: string;
    if (captured.payeeMerchantId !== merchantId)
      reason = `Paiement versé à un autre compte marchand PayPal (${captured.payeeMerchantId ?? "inconnu"}) que celui du salon`;
    else if (capture.currency !== "EUR") reason = `Devise inattendue : ${capture.currency}`;
    else {
      const ready = await prepare(customer, { ...input, expectedTotalCents: capture.amountCents }, tx);
      const written = ready.ok
        ? await placeOrder(customer, input, ready.address, { provider: "paypal", reference: capture.id, amountCents: capture.amountCents }, tx)
        : ready;
      if (written.ok) return written;
      reason = written.message;
    }
    await recordIncident(tx, customer, paypalOrderId, capture, `Paiement reçu sans commande : ${reason}`, {
      input: { lines: input.lines, deliveryMode: input.deliveryMode, promoCode: input.promoCode },
    });
    return fail("PAYMENT_NOT_PLACED", m.PAYMENT_NOT_PLACED, 409);
  });
  // Stock was taken in this transaction: the shop shows it once it is committed.
  if (placed.ok) invalidateCatalogue();
  return placed;
}

/**
 * Step 2 of PayPal, once the customer approved: only a PayPal order this server created, for this
 * customer and this visit, is looked at; it must be for today's total in EUR, paid to the salon's
 * merchant account; it is captured (once, however often this is called), the capture is checked
 * (COMPLETED, amount, currency, payee), and only then the order is written: the one quoted when the
 * PayPal order was made, whatever lines the call sends again. A capture that already became an order
 * answers that order; one that cannot become an order is recorded for the admin, never lost.
 */
export async function completePayPalPayment(
  customer: Customer,
  input: CaptureInput,
  db: DbOrTx = getDb(),
): Promise<Result<PlacedOrder, OrderCode | "INVALID_INPUT" | "TOO_MANY_REQUESTS">> {
  if (getConfig().paymentMode !== "paypal") return paymentFailed();
  const settings = paypalSettings();
  const { paypalOrderId } = input;

  const [created] = await db.select().from(paypalOrders).where(eq(paypalOrders.id, paypalOrderId));
  if (!created || created.userId !== customer.id || created.attemptId !== input.attemptId) {
    log("warn", "PayPal capture refused: not an order this server created for this checkout", { paypalOrderId });
    return fail("PAYMENT_FAILED", m.PAYMENT_FAILED, 400);
  }
  const request = quotedRequest(input, created.quote);

  let approved: PayPalOrder;
  try {
    approved = await getPayPalOrder(settings, paypalOrderId);
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    log("warn", "PayPal order could not be read", { paypalOrderId, error: error.message });
    return paymentFailed();
  }
  if (approved.customId !== customIdOf(customer, input.attemptId)) return paymentFailed();

  const already = completedCapture(approved);
  if (already) {
    const placed = await orderPaidWith(already.id, customer, db);
    if (placed) return succeed(placed, m.success);
    return settleCapture(customer, request, approved, already, db);
  }

  // Nothing is taken unless the approved order is still today's total, as created, for the salon.
  const ready = await prepare(customer, request, db);
  if (!ready.ok) return ready;
  if (
    approved.status !== "APPROVED" ||
    approved.currency !== "EUR" ||
    approved.amountCents !== created.totalCents ||
    approved.payeeMerchantId !== settings.merchantId
  ) {
    log("warn", "PayPal order not payable as it stands", {
      paypalOrderId,
      status: approved.status,
      amountCents: approved.amountCents,
      payee: approved.payeeMerchantId,
    });
    return paymentFailed();
  }
  let captured: PayPalOrder;
  try {
    captured = await capturePayPalOrder(settings, paypalOrderId);
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    log("warn", "PayPal capture failed", { paypalOrderId, error: error.message });
    if (!error.uncertain) return paymentFailed();
    // No answer or a server error: PayPal may have captured all the same. Look before saying no.
    try {
      captured = await getPayPalOrder(settings, paypalOrderId);
    } catch {
      await recordIncident(db, customer, paypalOrderId, null, "Capture PayPal sans réponse : vérifier dans PayPal si le paiement a été pris.", {
        error: error.message,
      });
      return paymentFailed();
    }
  }
  const capture = completedCapture(captured);
  if (!capture) return paymentFailed();
  return settleCapture(customer, request, captured, capture, db);
}
