import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { sealedJson } from "../sealed";

export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const jobApplications = pgTable("job_applications", {
  id: uuid("id").primaryKey().defaultRandom(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  motivation: text("motivation"),
  cvFilename: text("cv_filename").notNull(),
  cvContentType: text("cv_content_type").notNull(),
  /** Path of the stored CV, relative to the uploads folder of DATA_DIR. */
  cvPath: text("cv_path").notNull(),
  cvSizeBytes: integer("cv_size_bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const emailStatuses = ["pending", "sending", "sent", "failed"] as const;
export type EmailStatus = (typeof emailStatuses)[number];
/** A file sent as it is stored. */
export type InlineAttachment = { filename: string; contentType: string; contentBase64: string };
/**
 * A file made when the mail is sent, from data kept elsewhere (an invoice's PDF from its frozen
 * snapshot): the outbox holds a reference, not the bytes.
 */
export type GeneratedAttachment = { filename: string; contentType: string; generated: { kind: "invoice_document"; id: string } };
export type EmailAttachment = InlineAttachment | GeneratedAttachment;
/** What goes to the recipient when it differs from the stored copy: the mail with its private links. */
export type UnsentContent = { html: string; text: string; attachments: EmailAttachment[]; headers?: Record<string, string> | null };

// The outbox: written in the same transaction as the business change, sent by the worker.
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type").notNull(),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    // Extra headers of the mail, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058).
    headers: jsonb("headers").$type<Record<string, string>>(),
    subject: text("subject").notNull(),
    // The copy kept for reading: a private link's token is masked there.
    html: text("html").notNull(),
    text: text("text").notNull(),
    attachments: jsonb("attachments").$type<EmailAttachment[]>().notNull().default([]),
    /** The mail carries private links: they are masked in the copy above. */
    masked: boolean("masked").notNull().default(false),
    /**
     * The mail as it is sent, links included, kept only until it is sent (or its secrets expire),
     * and sealed meanwhile: the database never holds a private link in clear.
     */
    unsentContent: sealedJson<UnsentContent>("unsent_content"),
    status: text("status", { enum: emailStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("email_outbox_status_valid", sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    // The admin's mail log: newest first, all or by status.
    index("email_outbox_created_idx").on(t.createdAt),
    index("email_outbox_status_created_idx").on(t.status, t.createdAt),
  ],
);

// Fixed-window counters for sign-in attempts and public forms, shared by every app process.
export const requestLimits = pgTable("request_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

export const smsStatuses = ["pending", "sending", "sent", "failed"] as const;
export type SmsStatus = (typeof smsStatuses)[number];

/**
 * The SMS outbox, as the mail's: written in the business change's transaction, sent by a worker
 * within the hours an SMS may go (08:00-21:00 Paris). `text`: the copy kept for reading, its private
 * link masked; `unsentText`: the message as sent, sealed, kept only until it is sent. One message per
 * booking and type (`booking_id`, `type`): a booking is never reminded twice.
 */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type").notNull(),
    to: text("to").notNull(),
    text: text("text").notNull(),
    unsentText: sealedJson<{ text: string }>("unsent_text"),
    bookingId: uuid("booking_id"),
    status: text("status", { enum: smsStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** The provider's id of the message once accepted. */
    providerMessageId: text("provider_message_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("sms_outbox_status_valid", sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    index("sms_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("sms_outbox_created_idx").on(t.createdAt),
    unique("sms_outbox_booking_type_unique").on(t.bookingId, t.type),
  ],
);
