import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./booking";

export const depositStatuses = ["pending", "paid", "refunded", "kept", "expired"] as const;
export type DepositStatus = (typeof depositStatuses)[number];
/** Why a booking asks for arrhes: its services, or the client's absences (the salon's rule). */
export const depositReasons = ["service", "absences"] as const;

/**
 * The arrhes of a booking (Code de la consommation, art. L214-1): asked when it is booked, paid
 * while its time is held ('pending'), then refunded (cancelled in time, or by the salon) or kept
 * (cancelled late, or 'Absent'). `compensationCents`: what the salon owes on top when it cancels
 * (the arrhes returned twice over), paid by hand and marked so (`compensationPaidAt`).
 */
export const bookingDeposits = pgTable(
  "booking_deposits",
  {
    bookingId: uuid("booking_id")
      .primaryKey()
      .references(() => bookings.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason", { enum: depositReasons }).notNull(),
    status: text("status", { enum: depositStatuses }).notNull().default("pending"),
    provider: text("provider", { enum: ["demo", "paypal"] }),
    /** PayPal's order made for it (its custom_id names the booking), and the capture that paid it. */
    paypalOrderId: text("paypal_order_id").unique(),
    captureId: text("capture_id").unique(),
    refundId: text("refund_id"),
    /**
     * A refund owed and not made yet (the client cancelled in time, the salon cancelled, a payment
     * came for a time taken meanwhile): made after the change commits, or by the next check.
     */
    refundDueAt: timestamp("refund_due_at", { withTimezone: true }),
    /** The browser that booked pays with this token (its SHA-256): never the booking's private link. */
    paymentTokenHash: text("payment_token_hash").unique(),
    /**
     * When the client asked, before paying, that the service be performed on the day chosen, inside
     * the 14 days of the right of withdrawal (Code de la consommation L221-25, L221-28 1°).
     */
    expressRequestAt: timestamp("express_request_at", { withTimezone: true }),
    compensationCents: integer("compensation_cents").notNull().default(0),
    compensationPaidAt: timestamp("compensation_paid_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("booking_deposits_amount_positive", sql`${t.amountCents} > 0`),
    check("booking_deposits_status_valid", sql`${t.status} in ('pending', 'paid', 'refunded', 'kept', 'expired')`),
    check("booking_deposits_reason_valid", sql`${t.reason} in ('service', 'absences')`),
    check("booking_deposits_paid_has_payment", sql`${t.status} in ('pending', 'expired') or (${t.provider} is not null and ${t.paidAt} is not null)`),
    check("booking_deposits_compensation", sql`${t.compensationCents} >= 0`),
    index("booking_deposits_refund_due_idx")
      .on(t.refundDueAt)
      .where(sql`${t.refundDueAt} is not null`),
    // The deposits whose PayPal order may have been paid without our record (a crash): checked at start.
    index("booking_deposits_open_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending' and ${t.paypalOrderId} is not null`),
  ],
);
