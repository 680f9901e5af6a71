import { createElement } from "react";
import { queueEmail } from "~/features/email/outbox.server";
import { SimpleMessage } from "~/features/email/templates/simple-message";
import { formatLongDate } from "~/lib/dates";
import { getConfig } from "~/lib/config.server";
import { validate } from "~/lib/form.server";
import { log } from "~/lib/log.server";
import { formatPrice } from "~/lib/money";
import { fail, succeed, type Failure, type Result } from "~/lib/result";
import { getDb, type DbOrTx } from "~db/client.server";
import { paymentIncidents } from "~db/schema";
import { inTransaction } from "~db/transactions";
import type { ShippingAddress } from "~db/schema/values";
import { shippingAddressSchema, type CheckoutInput, type PaymentInput, type PayPalInput } from "./checkout-schema";
import { estimatedDelivery } from "./delivery";
import { orderMessages as m, type OrderCode } from "./messages";
import { placeOrder, quoteOrder, type Customer, type PlacedOrder, type Quote } from "./orders.server";
import { capturePayPalOrder, createPayPalOrder, getPayPalOrder, PayPalError, type PayPalCapture, type PayPalOrder } from "./paypal.server";
import { toDecimalAmount } from "./pricing";

/** The summary the checkout page shows, every figure from the server. */
export type CheckoutSummary = Quote & { estimatedDelivery: string };

type QuoteInput = Pick<CheckoutInput, "lines" | "deliveryMode" | "promoCode">;
type Payable = Omit<PaymentInput, "intent">;

/** Today's summary of the cart for this customer: prices, fee, discount, total, delivery date. */
export async function checkoutSummary(customer: Customer, input: QuoteInput, db: DbOrTx = getDb(), now = new Date()): Promise<Result<CheckoutSummary, OrderCode>> {
  const quote = await quoteOrder(customer, input, db);
  if (!quote.ok) return quote;
  const { ok: _ok, message: _message, ...summary } = quote;
  return succeed({ ...summary, estimatedDelivery: formatLongDate(estimatedDelivery(now)) });
}

/**
 * What is about to be paid: the address checked (home delivery), today's quote, and the total the
 * customer saw still being today's. Nothing is paid or written yet.
 */
async function prepare(customer: Customer, input: Payable, db: DbOrTx): Promise<Result<{ quote: Quote; address: ShippingAddress | null }, OrderCode | "INVALID_INPUT">> {
  let address: ShippingAddress | null = null;
  if (input.deliveryMode === "homeDelivery") {
    const fields = input.address && typeof input.address === "object" ? (input.address as Record<string, unknown>) : {};
    const valid = validate(shippingAddressSchema, fields);
    if (!valid.ok) return { ...valid, field: valid.field ? `address.${valid.field}` : undefined };
    address = valid.data;
  }
  const quote = await quoteOrder(customer, input, db);
  if (!quote.ok) return quote;
  if (quote.amounts.totalCents !== input.expectedTotalCents) return fail("PRICE_CHANGED", m.PRICE_CHANGED, 409);
  return succeed({ quote, address });
}

/**
 * Demonstration mode: no money moves. The visit's attempt id stands for the payment, so a second
 * click orders once.
 */
export async function payAndPlace(customer: Customer, input: PaymentInput, db: DbOrTx = getDb()): Promise<Result<PlacedOrder, OrderCode | "INVALID_INPUT">> {
  if (getConfig().paymentMode !== "demo") return fail("PAYMENT_FAILED", m.PAYMENT_FAILED, 409);
  const ready = await prepare(customer, input, db);
  if (!ready.ok) return ready;
  return placeOrder(customer, input, ready.address, { provider: "demo", reference: `demo-${input.attemptId}`, amountCents: ready.quote.amounts.totalCents }, db);
}

const paypalSettings = () => {
  const { paypal } = getConfig();
  return paypal;
};

/** Ties a PayPal order to the customer and the visit: checked before anything is captured. */
const customIdOf = (customer: Customer, attemptId: string) => `${customer.id}:${attemptId}`;

const paymentFailed = (): Failure<"PAYMENT_FAILED"> => fail("PAYMENT_FAILED", m.PAYMENT_FAILED, 502);

/** Step 1 of PayPal: the order the customer approves in PayPal's window, for the server's total. */
export async function startPayPalPayment(customer: Customer, input: Extract<PayPalInput, { intent: "create" }>, db: DbOrTx = getDb()): Promise<Result<{ paypalOrderId: string }, OrderCode | "INVALID_INPUT">> {
  if (getConfig().paymentMode !== "paypal") return paymentFailed();
  const ready = await prepare(customer, input, db);
  if (!ready.ok) return ready;
  try {
    const paypalOrderId = await createPayPalOrder(paypalSettings(), {
      amount: toDecimalAmount(ready.quote.amounts.totalCents),
      reference: input.attemptId,
      customId: customIdOf(customer, input.attemptId),
      description: "Commande Monsieur Moustache",
    });
    return succeed({ paypalOrderId });
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    log("warn", "PayPal order creation failed", { error: error.message });
    return paymentFailed();
  }
}

/** Money PayPal took without an order of ours: kept for the admin, once per capture. */
async function recordIncident(
  db: DbOrTx,
  customer: Customer,
  paypalOrderId: string,
  capture: Pick<PayPalCapture, "id" | "amountCents" | "currency"> | null,
  reason: string,
  details: Record<string, unknown> = {},
) {
  log("error", "PayPal payment without an order", { paypalOrderId, captureId: capture?.id, reason });
  await inTransaction(db, async (tx) => {
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

const completedCapture = (order: PayPalOrder) => order.captures.find((c) => c.status === "COMPLETED") ?? null;

/**
 * Step 2 of PayPal, once the customer approved: the PayPal order must be this customer's, for
 * today's total in EUR; it is captured (once, however often this is called), the capture is checked
 * (COMPLETED, amount, currency), and only then the order is written. A capture that cannot become
 * an order is recorded for the admin, never lost.
 */
export async function completePayPalPayment(
  customer: Customer,
  input: Extract<PayPalInput, { intent: "capture" }>,
  db: DbOrTx = getDb(),
): Promise<Result<PlacedOrder, OrderCode | "INVALID_INPUT">> {
  if (getConfig().paymentMode !== "paypal") return paymentFailed();
  const settings = paypalSettings();
  const { paypalOrderId } = input;

  let approved: PayPalOrder;
  try {
    approved = await getPayPalOrder(settings, paypalOrderId);
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    log("warn", "PayPal order could not be read", { paypalOrderId, error: error.message });
    return paymentFailed();
  }
  if (approved.customId !== customIdOf(customer, input.attemptId)) return paymentFailed();

  let capture = completedCapture(approved);
  if (!capture) {
    // Nothing is taken unless the approved amount is still today's total.
    const ready = await prepare(customer, input, db);
    if (!ready.ok) return ready;
    if (approved.status !== "APPROVED" || approved.currency !== "EUR" || approved.amountCents !== ready.quote.amounts.totalCents) {
      log("warn", "PayPal order not payable as it stands", { paypalOrderId, status: approved.status, amountCents: approved.amountCents });
      return paymentFailed();
    }
    try {
      capture = completedCapture(await capturePayPalOrder(settings, paypalOrderId));
    } catch (error) {
      if (!(error instanceof PayPalError)) throw error;
      log("warn", "PayPal capture failed", { paypalOrderId, error: error.message });
      if (!error.uncertain) return paymentFailed();
      // No answer or a server error: PayPal may have captured all the same. Look before saying no.
      try {
        capture = completedCapture(await getPayPalOrder(settings, paypalOrderId));
      } catch {
        await recordIncident(db, customer, paypalOrderId, null, "Capture PayPal sans réponse : vérifier dans PayPal si le paiement a été pris.", { error: error.message });
        return paymentFailed();
      }
    }
    if (!capture) return paymentFailed();
  }

  const ready = await prepare(customer, { ...input, expectedTotalCents: capture.amountCents }, db);
  if (!ready.ok || capture.currency !== "EUR") {
    const reason = ready.ok ? `Devise inattendue : ${capture.currency}` : ready.message;
    await recordIncident(db, customer, paypalOrderId, capture, `Paiement reçu sans commande : ${reason}`, { input: { lines: input.lines, deliveryMode: input.deliveryMode, promoCode: input.promoCode } });
    return fail("PAYMENT_NOT_PLACED", m.PAYMENT_NOT_PLACED, 409);
  }
  const placed = await placeOrder(customer, input, ready.address, { provider: "paypal", reference: capture.id, amountCents: capture.amountCents }, db);
  if (!placed.ok) {
    await recordIncident(db, customer, paypalOrderId, capture, `Paiement reçu sans commande : ${placed.message}`, { input: { lines: input.lines, deliveryMode: input.deliveryMode, promoCode: input.promoCode } });
    return fail("PAYMENT_NOT_PLACED", m.PAYMENT_NOT_PLACED, 409);
  }
  return placed;
}
