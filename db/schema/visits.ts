import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { barbers, bookings, services } from "./booking";

/**
 * The request for a review sent the day after a visit: one per booking (its primary key), written
 * in the same transaction as its mail, so a booking is asked once even with two workers or a
 * restart. Its private link's token is kept as a SHA-256 only; the link works once, until `expiresAt`.
 */
export const reviewRequests = pgTable(
  "review_requests",
  {
    bookingId: uuid("booking_id")
      .primaryKey()
      .references(() => bookings.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    emailId: uuid("email_id"),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("review_requests_queued_idx").on(t.queuedAt)],
);

/** Lists a mail address asked to leave: 'avis' (review requests). The newsletter keeps its own state. */
export const mailLists = ["avis", "newsletter"] as const;
export type MailList = (typeof mailLists)[number];

/** An address that unsubscribed from a kind of mail (an unsubscribe link or a one-click POST). Kept. */
export const mailOptOuts = pgTable(
  "mail_opt_outs",
  {
    email: text("email").notNull(),
    list: text("list", { enum: mailLists }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.list] })],
);

/**
 * Someone waiting for a time to free up on a full day: for one service, one day, one barber (or,
 * without one, 'Sans préférence'). `toldAt`: when they were last told a time was free; cleared when
 * the day is full again, so a later freeing tells them again. Ends after its day.
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    // Every service of the visit waited for, in order (the first is `serviceId`).
    serviceIds: uuid("service_ids").array().notNull(),
    date: date("date", { mode: "string" }).notNull(),
    barberId: uuid("barber_id").references(() => barbers.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    phone: text("phone"),
    // The private link of its mails that ends the wait ('Ne plus être prévenu').
    tokenHash: text("token_hash").notNull().unique(),
    toldAt: timestamp("told_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("waitlist_entries_date_idx").on(t.date),
    index("waitlist_entries_email_idx").on(t.email),
    // One wait per address for one visit, day and barber choice ('Sans préférence' included).
    unique("waitlist_entries_one_wait").on(t.email, t.serviceIds, t.date, t.barberId).nullsNotDistinct(),
  ],
);

/** Each mail telling someone a time is free: the 3-a-day cap per address counts them. */
export const waitlistNotices = pgTable(
  "waitlist_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entryId: uuid("entry_id").references(() => waitlistEntries.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    emailId: uuid("email_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("waitlist_notices_email_idx").on(t.email, t.createdAt)],
);

export const campaignStatuses = ["draft", "sending", "sent"] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/** A newsletter written by the owner: a draft, then sent to every confirmed subscriber at a steady pace. */
export const newsletterCampaigns = pgTable(
  "newsletter_campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").notNull(),
    // Paragraphs separated by a blank line; links written as URLs.
    body: text("body").notNull(),
    imageUrl: text("image_url"),
    imageAlt: text("image_alt"),
    status: text("status", { enum: campaignStatuses }).notNull().default("draft"),
    // How many confirmed subscribers there were when sending began.
    recipients: integer("recipients"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    check("newsletter_campaigns_status_valid", sql`${t.status} in ('draft', 'sending', 'sent')`),
    index("newsletter_campaigns_created_idx").on(t.createdAt),
  ],
);

/**
 * One campaign's mail to one address: its primary key makes it once, written in the transaction
 * that queues the mail, so a restart mid-send never mails an address twice.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    emailId: uuid("email_id"),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.email] })],
);
