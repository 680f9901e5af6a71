import { z } from "zod";
import { MAX_LINE_QUANTITY } from "~/features/cart/cart-lines";
import { giftCardPurchaseSchema } from "~/features/gift-cards/purchase-schema";
import { cardPaymentMessages } from "~/features/gift-cards/messages";
import { deliveryModes } from "~db/schema/values";
import { orderMessages as m } from "./messages";
import { normalisePromoCode } from "./promo-code";

/** Per-field French texts of the delivery form. */
export const addressMessages = {
  fullName: "Veuillez entrer votre nom complet",
  streetNumber: "Veuillez entrer le numéro de rue",
  address: "Veuillez entrer votre adresse",
  postalCode: "Veuillez entrer un code postal valide (5 chiffres)",
  city: "Veuillez entrer votre ville",
  phone: "Veuillez entrer un numéro de téléphone valide",
  tooLong: "Ce champ est trop long",
} as const;

const text = (message: string, max = 120) => z.string({ error: message }).trim().min(1, message).max(max, addressMessages.tooLong);

/** A French postcode: five digits, not starting with 00. */
export const POSTAL_CODE_PATTERN = /^(?!00)\d{5}$/;
/** A French phone number: 06 12 34 56 78, 0612345678, +33 6 12 34 56 78, 0033 6…, with spaces, dots or dashes. */
export const FRENCH_PHONE_PATTERN = /^(?:(?:\+|00)33[\s.-]?|0)[1-9](?:[\s.-]?\d{2}){4}$/;

/** Home delivery: the same schema checks the form in the browser and again on the server. */
export const shippingAddressSchema = z.object({
  fullName: text(addressMessages.fullName),
  streetNumber: text(addressMessages.streetNumber, 12),
  address: text(addressMessages.address, 200),
  additionalAddress: z
    .string()
    .trim()
    .max(200, addressMessages.tooLong)
    .optional()
    .transform((v) => v || undefined),
  postalCode: z.string({ error: addressMessages.postalCode }).trim().regex(POSTAL_CODE_PATTERN, addressMessages.postalCode),
  city: text(addressMessages.city, 100),
  phone: z.string({ error: addressMessages.phone }).trim().regex(FRENCH_PHONE_PATTERN, addressMessages.phone),
});

export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;
export const addressFields = ["fullName", "streetNumber", "address", "additionalAddress", "postalCode", "city", "phone"] as const;

/**
 * The delivery chosen at checkout: home delivery with its address, whose problems are named
 * `address.city` and so on (the names of the form's fields), or pickup at the salon, with none.
 */
export const deliverySchema = z.discriminatedUnion(
  "deliveryMode",
  [z.object({ deliveryMode: z.literal("homeDelivery"), address: shippingAddressSchema }), z.object({ deliveryMode: z.literal("pickUpInStore") })],
  { error: m.UNKNOWN },
);

/** A form's fields named `address.city` as the object the schema reads: `{ address: { city } }`. */
function nestFields(fields: unknown): unknown {
  if (!fields || typeof fields !== "object") return fields;
  const nested: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const dot = name.indexOf(".");
    if (dot < 0) {
      nested[name] = value;
      continue;
    }
    const group = (nested[name.slice(0, dot)] ??= {}) as Record<string, unknown>;
    group[name.slice(dot + 1)] = value;
  }
  return nested;
}

/** The checkout's delivery form, read as the browser sends it (fields named `address.city`). */
export const deliveryFormSchema = z.preprocess(nestFields, deliverySchema);

const lines = z
  .array(
    z.object({
      productId: z.string({ error: m.EMPTY_CART }).max(64, m.PRODUCT_UNAVAILABLE),
      quantity: z.number({ error: m.EMPTY_CART }).int(m.EMPTY_CART).min(1, m.EMPTY_CART).max(MAX_LINE_QUANTITY, m.EMPTY_CART),
    }),
    { error: m.EMPTY_CART },
  )
  .max(100, m.EMPTY_CART);

/** Gift cards bought: each its cart line's id and what was chosen (priced by the server). */
const giftCards = z
  .array(giftCardPurchaseSchema.extend({ lineId: z.string().regex(/^carte-cadeau-[A-Za-z0-9-]{1,64}$/) }), { error: m.GIFT_CARD_UNAVAILABLE })
  .max(10, m.GIFT_CARD_UNAVAILABLE)
  .default([]);

/** The code of the gift card paying, as typed (checked by the server); none when empty. */
const giftCardCode = z
  .string({ error: cardPaymentMessages.GIFT_CARD_INVALID })
  .trim()
  .max(40, cardPaymentMessages.GIFT_CARD_INVALID)
  .nullish()
  .transform((v) => v || null);

/** The checkout's gift card field: it must hold a code to apply. */
export const giftCardFormSchema = z.object({
  giftCardCode: z
    .string({ error: cardPaymentMessages.GIFT_CARD_EMPTY_FIELD })
    .trim()
    .min(1, cardPaymentMessages.GIFT_CARD_EMPTY_FIELD)
    .max(40, cardPaymentMessages.GIFT_CARD_INVALID),
});

const promoCodeText = z.string({ error: m.PROMO_INVALID }).trim().max(32, m.PROMO_INVALID);

/** The code sent with a quote or a payment: normalised, and none when empty. */
const promoCode = promoCodeText
  .transform(normalisePromoCode)
  .nullish()
  .transform((v) => v ?? null);

/** The checkout's code field: it must hold a code to apply. */
export const promoCodeFormSchema = z.object({ promoCode: promoCodeText.min(1, m.PROMO_EMPTY).transform((v) => normalisePromoCode(v) ?? "") });

const payment = {
  lines,
  giftCards,
  giftCardCode,
  deliveryMode: z.enum(deliveryModes, { error: m.UNKNOWN }),
  promoCode,
  address: z.unknown().optional(),
  /** The total the customer saw and agreed to pay. */
  expectedTotalCents: z.number({ error: m.UNKNOWN }).int(m.UNKNOWN).min(0, m.UNKNOWN),
  /** One per checkout visit: a second click or a retried request pays and orders once. */
  attemptId: z.uuid(m.UNKNOWN),
};

/** A product or a gift card at least. */
const somethingToBuy = (input: { lines: unknown[]; giftCards: unknown[] }) => input.lines.length + input.giftCards.length > 0;

/** What the checkout page sends: the cart as ids and quantities, the delivery mode and the code. */
export const checkoutSchema = z
  .discriminatedUnion(
    "intent",
    [
      z.object({ intent: z.literal("quote"), lines, giftCards, giftCardCode, deliveryMode: z.enum(deliveryModes, { error: m.UNKNOWN }), promoCode }),
      // Demonstration mode: no money moves, the order is placed at once.
      z.object({ intent: z.literal("pay"), ...payment }),
    ],
    { error: m.UNKNOWN },
  )
  .refine(somethingToBuy, { message: m.EMPTY_CART, path: ["lines"] });

export type CheckoutInput = z.output<typeof checkoutSchema>;
export type PaymentInput = Extract<CheckoutInput, { intent: "pay" }>;

/** PayPal's buttons: create the PayPal order for the server's total, then capture it once approved. */
export const paypalSchema = z
  .discriminatedUnion(
    "intent",
    [
      z.object({ intent: z.literal("create"), ...payment }),
      z.object({
        intent: z.literal("capture"),
        ...payment,
        paypalOrderId: z.string({ error: m.PAYMENT_FAILED }).regex(/^[A-Za-z0-9-]{1,64}$/, m.PAYMENT_FAILED),
      }),
    ],
    { error: m.PAYMENT_FAILED },
  )
  .refine(somethingToBuy, { message: m.EMPTY_CART, path: ["lines"] });

export type PayPalInput = z.output<typeof paypalSchema>;
