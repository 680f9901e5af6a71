import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { customers } from "./booking";
import { products } from "./catalog";
import { deliveryModes, orderStatuses, refundStatuses, type DeliveryMode, type ShippingAddress } from "./values";

// Orders are accounting records: never deleted, only moved to completed or cancelled.
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    userEmail: text("user_email").notNull(),
    // The client's file this order belongs to (by the e-mail it was placed with).
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    orderNumber: text("order_number").notNull().unique(),
    status: text("status", { enum: orderStatuses }).notNull().default("to_ship"),
    deliveryMode: text("delivery_mode", { enum: deliveryModes }).notNull(),
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress | null>(),
    subtotalCents: integer("subtotal_cents").notNull(),
    deliveryFeeCents: integer("delivery_fee_cents").notNull().default(0),
    discountCents: integer("discount_cents").notNull().default(0),
    // What a gift card paid (docs/decisions/0033): taken from the total before VAT, like the discount.
    giftCardCents: integer("gift_card_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    promoCode: text("promo_code"),
    paymentProvider: text("payment_provider").notNull(),
    /** Provider's order or capture id: unique, so a retried capture can never make two orders. */
    paymentReference: text("payment_reference").notNull().unique(),
    refundStatus: text("refund_status", { enum: refundStatuses }).notNull().default("none"),
    /** The provider's refund id, once the money went back. */
    refundReference: text("refund_reference"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("orders_status_valid", sql`${t.status} in ('to_ship', 'completed', 'cancelled')`),
    check("orders_delivery_mode_valid", sql`${t.deliveryMode} in ('homeDelivery', 'pickUpInStore')`),
    check("orders_total_non_negative", sql`${t.totalCents} >= 0`),
    check("orders_gift_card_non_negative", sql`${t.giftCardCents} >= 0`),
    check("orders_refund_status_valid", sql`${t.refundStatus} in ('none', 'pending', 'refunded', 'failed')`),
    index("orders_status_idx").on(t.status, t.createdAt),
    index("orders_user_idx").on(t.userId),
    index("orders_customer_idx").on(t.customerId, t.createdAt),
    index("orders_created_idx").on(t.createdAt),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    /** Snapshot, so the record stays readable if the product is later changed or removed. */
    productName: text("product_name").notNull(),
    productCategory: text("product_category").notNull(),
    productImageUrl: text("product_image_url").notNull().default(""),
    quantity: integer("quantity").notNull(),
    priceCents: integer("price_cents").notNull(),
  },
  (t) => [
    check("order_items_quantity_positive", sql`${t.quantity} > 0`),
    index("order_items_order_idx").on(t.orderId),
    index("order_items_product_idx").on(t.productId),
  ],
);

export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

/**
 * A newsletter address: 'pending' until its confirmation link is followed (double opt-in), then
 * 'confirmed' (the welcome code is drawn then), 'unsubscribed' once it leaves (kept: subscribing
 * again needs a new confirmation, and the welcome code is never given twice).
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    status: text("status", { enum: subscriberStatuses }).notNull().default("pending"),
    // The confirmation link's token (SHA-256), until it is used or expires.
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    // Drawn on the first confirmation.
    discountCode: text("discount_code").unique(),
    discountUsed: boolean("discount_used").notNull().default(false),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("newsletter_subscribers_status_valid", sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
    index("newsletter_subscribers_status_idx").on(t.status, t.email),
  ],
);

/**
 * Money taken without an order to show for it (a capture that succeeded at the provider while our
 * order could not be written: stock gone, code used meanwhile, amount no longer right). Never lost:
 * the admin sees each one until it is refunded or settled.
 */
export const paymentIncidents = pgTable(
  "payment_incidents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    /** The provider's capture id: one incident per capture, however often it is reported. */
    reference: text("reference").notNull().unique(),
    providerOrderId: text("provider_order_id"),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    userEmail: text("user_email").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** Why no order was written, in French for the admin. */
    reason: text("reason").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    /** How it was settled: 'refunded' through the provider, or 'settled' by the admin by other means. */
    resolution: text("resolution"),
    refundReference: text("refund_reference"),
    /**
     * When the admin asked the provider to refund it, set under the provider order's lock before the
     * call: from then on its capture never becomes an order. Cleared when the provider said no.
     */
    refundRequestedAt: timestamp("refund_requested_at", { withTimezone: true }),
  },
  (t) => [index("payment_incidents_open_idx").on(t.resolvedAt)],
);

/** What a PayPal order was made for: the cart as quoted, its amounts and where it goes. */
export type PayPalQuote = {
  lines: Array<{ productId: string; quantity: number; priceCents: number }>;
  deliveryMode: DeliveryMode;
  promoCode: string | null;
  amounts: { subtotalCents: number; deliveryFeeCents: number; discountCents: number; giftCardCents?: number; totalCents: number };
  address: ShippingAddress | null;
  /** Gift cards sold, and the card paying (its id: a code is never stored), as quoted; absent before gift cards. */
  giftCards?: GiftCardPurchaseRecord[];
  giftCardId?: string | null;
};

/** A gift card being sold, as a PayPal order's quote keeps it (features/gift-cards/purchase.ts). */
export type GiftCardPurchaseRecord = {
  lineId: string;
  kind: "amount" | "service";
  amountCents: number | null;
  serviceId: string | null;
  recipientName: string;
  message: string;
  sendTo: "buyer" | "recipient";
  recipientEmail: string | null;
  sendOn: string | null;
};

/**
 * The PayPal orders this server created: for whom, for which checkout visit and for what quote.
 * Only these are ever captured, by that customer for that visit; an order made elsewhere with the
 * public client id (right custom id and amount, any payee) has no row here and is never captured.
 */
export const paypalOrders = pgTable(
  "paypal_orders",
  {
    /** PayPal's order id. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    attemptId: uuid("attempt_id").notNull(),
    totalCents: integer("total_cents").notNull(),
    /** What was quoted, and is what the capture orders: whatever lines a later call sends. */
    quote: jsonb("quote").$type<PayPalQuote>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("paypal_orders_user_idx").on(t.userId)],
);
