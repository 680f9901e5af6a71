import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { bookings } from "./booking";
import { orders } from "./orders";

// Invoices and credit notes, gap-free numbered per kind and Paris year. The SQL migration adds a
// trigger refusing any UPDATE, DELETE or TRUNCATE: a document, once issued, stays as it was.
export const invoiceDocuments = pgTable(
  "invoice_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["invoice", "credit_note"] }).notNull(),
    /** 'FA-2026-000001' or 'AV-2026-000001'. */
    number: text("number").notNull().unique(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    // An order's documents, or a booking's (its arrhes): one or the other.
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "restrict" }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "restrict" }),
    /** The invoice a credit note cancels. */
    invoiceId: uuid("invoice_id").references((): AnyPgColumn => invoiceDocuments.id, { onDelete: "restrict" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    totalCents: integer("total_cents").notNull(),
    /** Everything the document shows (`InvoiceSnapshot`), frozen when it is issued. */
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    check("invoice_documents_kind_valid", sql`${t.kind} in ('invoice', 'credit_note')`),
    check("invoice_documents_credit_refers", sql`(${t.kind} = 'credit_note') = (${t.invoiceId} is not null)`),
    unique("invoice_documents_sequence_unique").on(t.kind, t.year, t.sequence),
    unique("invoice_documents_order_kind_unique").on(t.orderId, t.kind),
    unique("invoice_documents_booking_kind_unique").on(t.bookingId, t.kind),
    // The accountant's month.
    index("invoice_documents_issued_idx").on(t.issuedAt),
    check("invoice_documents_one_source", sql`(${t.orderId} is null) <> (${t.bookingId} is null)`),
  ],
);

/** The last number given per kind and year: the row is locked by the transaction that takes one. */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    kind: text("kind").notNull(),
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);
