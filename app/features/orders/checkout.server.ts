import { formatLongDate } from "~/lib/dates";
import { getConfig } from "~/lib/config.server";
import { validate } from "~/lib/form.server";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx } from "~db/client.server";
import type { ShippingAddress } from "~db/schema/values";
import { shippingAddressSchema, type CheckoutInput } from "./checkout-schema";
import { estimatedDelivery } from "./delivery";
import { orderMessages as m, type OrderCode } from "./messages";
import { placeOrder, quoteOrder, type Customer, type PlacedOrder, type Quote } from "./orders.server";

/** The summary the checkout page shows, every figure from the server. */
export type CheckoutSummary = Quote & { estimatedDelivery: string };

type QuoteInput = Pick<CheckoutInput, "lines" | "deliveryMode" | "promoCode">;

/** Today's summary of the cart for this customer: prices, fee, discount, total, delivery date. */
export async function checkoutSummary(customer: Customer, input: QuoteInput, db: DbOrTx = getDb(), now = new Date()): Promise<Result<CheckoutSummary, OrderCode>> {
  const quote = await quoteOrder(customer, input, db);
  if (!quote.ok) return quote;
  const { ok: _ok, message: _message, ...summary } = quote;
  return succeed({ ...summary, estimatedDelivery: formatLongDate(estimatedDelivery(now)) });
}

/**
 * Pays and places the order. The total must still be the one the customer saw. In demonstration
 * mode no money moves: the attempt id stands for the payment, so a second click orders once.
 */
export async function payAndPlace(
  customer: Customer,
  input: Extract<CheckoutInput, { intent: "pay" }>,
  db: DbOrTx = getDb(),
): Promise<Result<PlacedOrder, OrderCode | "INVALID_INPUT">> {
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
  if (getConfig().paymentMode !== "demo") return fail("PAYMENT_FAILED", m.PAYMENT_FAILED, 502);
  return placeOrder(customer, input, address, { provider: "demo", reference: `demo-${input.attemptId}`, amountCents: quote.amounts.totalCents }, db);
}
