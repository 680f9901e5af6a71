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

export type PricedLine = { priceCents: number; quantity: number };

export type OrderAmounts = {
  subtotalCents: number;
  deliveryFeeCents: number;
  discountCents: number;
  totalCents: number;
};

/**
 * Subtotal, delivery fee, discount and total of an order.
 * - The delivery fee depends on the subtotal before the discount: 48,99 € of products delivered
 *   pays 6,00 €, 49,00 € pays nothing; pickup at the salon never pays.
 * - The discount is a percentage of the subtotal (never of the delivery), rounded to the nearest
 *   cent, half a cent rounding up: 10 % of 12,35 € is 1,24 €.
 */
export function priceOrder(lines: readonly PricedLine[], deliveryMode: DeliveryMode, discountPercent = 0): OrderAmounts {
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const deliveryFeeCents = deliveryMode === "homeDelivery" && subtotalCents < FREE_DELIVERY_FROM_CENTS ? HOME_DELIVERY_FEE_CENTS : 0;
  const discountCents = Math.floor((subtotalCents * discountPercent + 50) / 100);
  return { subtotalCents, deliveryFeeCents, discountCents, totalCents: subtotalCents + deliveryFeeCents - discountCents };
}

/** Euros with two decimals as payment providers want them: 1250 → "12.50". */
export const toDecimalAmount = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
