import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { bookings, services } from "./booking";
import { emailOutbox } from "./messages";
import { orders } from "./orders";

export const giftCardKinds = ["amount", "service"] as const;
export type GiftCardKind = (typeof giftCardKinds)[number];

/**
 * A gift card: an amount, or a service of the list (it pays that service whatever its price then).
 * Its code is never kept: its SHA-256 and its last four characters only. `balanceCents` only moves
 * with a row of its ledger (`gift_card_movements`), in the same transaction, by a conditional
 * update: two spendings at once never take more than the balance.
 */
export const giftCards = pgTable(
  "gift_cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    codeHash: text("code_hash").notNull().unique(),
    codeLast4: text("code_last4").notNull(),
    kind: text("kind", { enum: giftCardKinds }).notNull(),
    serviceId: uuid("service_id").references(() => services.id, { onDelete: "restrict" }),
    initialCents: integer("initial_cents").notNull(),
    balanceCents: integer("balance_cents").notNull(),
    // The order that sold it (none for a card issued by the salon).
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "restrict" }),
    buyerEmail: text("buyer_email"),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email"),
    message: text("message").notNull().default(""),
    // The Paris day it is mailed on (08:00); its mail (`mailId`) says whether it went.
    sendOn: date("send_on", { mode: "string" }).notNull(),
    // The mail carrying it (to its recipient on `sendOn`): withdrawn if the card is cancelled before it goes.
    mailId: uuid("mail_id").references(() => emailOutbox.id, { onDelete: "set null" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    // The last Paris day it may be spent.
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("gift_cards_kind_valid", sql`${t.kind} in ('amount', 'service') and (${t.kind} = 'service') = (${t.serviceId} is not null)`),
    check("gift_cards_balance_range", sql`${t.initialCents} > 0 and ${t.balanceCents} between 0 and ${t.initialCents}`),
    index("gift_cards_last4_idx").on(t.codeLast4),
  ],
);

/** `cancelled`: the order that sold the card was cancelled before it was spent (its balance goes). */
export const giftCardMovementKinds = ["issued", "spent", "returned", "expired", "cancelled"] as const;
export type GiftCardMovementKind = (typeof giftCardMovementKinds)[number];

/** A gift card's ledger: every movement of its balance, signed (issued and returned +, spent, expired and cancelled −), with the balance after it. */
export const giftCardMovements = pgTable(
  "gift_card_movements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The ledger's order: movements written in the same instant stay in the order they were made.
    seq: integer("seq").generatedAlwaysAsIdentity(),
    cardId: uuid("card_id")
      .notNull()
      .references(() => giftCards.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: giftCardMovementKinds }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    balanceAfterCents: integer("balance_after_cents").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "restrict" }),
    // The booking it paid at the salon: the ledger stays if the booking is deleted.
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    note: text("note").notNull().default(""),
    // The admin's form sent it (one id per form shown): sent again, it is the same movement.
    attemptId: uuid("attempt_id").unique(),
    // A salon spending given back ('returned'), once: the movement it cancels.
    undoes: uuid("undoes")
      .references((): AnyPgColumn => giftCardMovements.id, { onDelete: "restrict" })
      .unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("gift_card_movements_kind_valid", sql`${t.kind} in ('issued', 'spent', 'returned', 'expired', 'cancelled')`),
    check(
      "gift_card_movements_sign",
      sql`(${t.kind} in ('issued', 'returned') and ${t.amountCents} > 0) or (${t.kind} in ('spent', 'expired', 'cancelled') and ${t.amountCents} < 0)`,
    ),
    index("gift_card_movements_card_idx").on(t.cardId, t.seq),
  ],
);
