import type { DeliveryMode } from "~db/schema/values";

/**
 * What an order costs, from prices read in the database (spec section 9, decisions section 3).
 * The browser shows these figures; it never supplies them.
 */
export const HOME_DELIVERY_FEE_CENTS = 600;
/** Home delivery is free from this subtotal (before any discount). */
export const FREE_DELIVERY_FROM_CENTS = 4900;
/** The newsletter welcome code. */
export const WELCOME_DISCOUNT_PERCENT = 10;

/** A line of the order; `giftCard` when it sells a gift card (docs/decisions/0033). */
export type PricedLine = { priceCents: number; quantity: number; giftCard?: boolean };

export type OrderAmounts = {
  subtotalCents: number;
  deliveryFeeCents: number;
  discountCents: number;
  /** What a gift card pays, taken from the total like the discount (0 without a card). */
  giftCardCents: number;
  /** What is left to pay by PayPal. */
  totalCents: number;
};

/**
 * Subtotal, delivery fee, discount and total of an order.
 * - The delivery fee depends on the subtotal before the discount: 48,99 € of products delivered
 *   pays 6,00 €, 49,00 € pays nothing; pickup at the salon never pays.
 * - The discount is a percentage of the subtotal (never of the delivery), rounded to the nearest
 *   cent, half a cent rounding up: 10 % of 12,35 € is 1,24 €.
 * - Gift cards sold in the order (0033) are in the subtotal but count neither towards free delivery
 *   nor for the discount, and an order of cards only is delivered nowhere (no fee).
 * - A gift card the customer pays with (`giftCardBalanceCents`, its balance) pays what the products
 *   and the delivery cost after the discount, up to its balance; never a card being sold.
 */
export function priceOrder(lines: readonly PricedLine[], deliveryMode: DeliveryMode, discountPercent = 0, giftCardBalanceCents = 0): OrderAmounts {
  const sum = (of: readonly PricedLine[]) => of.reduce((total, line) => total + line.priceCents * line.quantity, 0);
  const subtotalCents = sum(lines);
  const productsCents = sum(lines.filter((line) => !line.giftCard));
  const deliveryFeeCents = deliveryMode === "homeDelivery" && productsCents > 0 && productsCents < FREE_DELIVERY_FROM_CENTS ? HOME_DELIVERY_FEE_CENTS : 0;
  const discountCents = Math.floor((productsCents * discountPercent + 50) / 100);
  const payableByCard = productsCents + deliveryFeeCents - discountCents;
  const giftCardCents = Math.max(0, Math.min(giftCardBalanceCents, payableByCard));
  return { subtotalCents, deliveryFeeCents, discountCents, giftCardCents, totalCents: subtotalCents + deliveryFeeCents - discountCents - giftCardCents };
}

/** Euros with two decimals as payment providers want them: 1250 → "12.50". */
export const toDecimalAmount = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
