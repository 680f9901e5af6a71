import { sql } from "drizzle-orm";
import { boolean, check, customType, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A PostgreSQL `tstzrange`, written as its text literal, e.g. `[2026-11-23 09:00Z,2026-11-23 10:00Z)`. */
export const tstzrange = customType<{ data: string; driverData: string }>({
  dataType: () => "tstzrange",
});

/**
 * The categories of the service list, in the order the site shows them (the owner reorders them in
 * 'Prestations'). A category is named by its title; renaming one carries to its services.
 */
export const serviceCategoryRows = pgTable("service_categories", {
  name: text("name").primaryKey(),
  position: integer("position").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const depositKinds = ["none", "fixed", "percent", "full"] as const;
export type DepositKind = (typeof depositKinds)[number];

/**
 * A service of the list, run by the owner in 'Prestations'. `position`: its order inside its
 * category. Retired (`retiredAt`): gone from the site, kept for the bookings made with it. Not
 * `bookableOnline`: on the price list and bookable by the salon only. `bufferMinutes`: time its
 * barber keeps free after it (to clean the chair), never shown to the client.
 */
export const services = pgTable(
  "services",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description"),
    durationMinutes: integer("duration_minutes").notNull(),
    priceCents: integer("price_cents").notNull(),
    category: text("category")
      .notNull()
      .references(() => serviceCategoryRows.name, { onUpdate: "cascade", onDelete: "restrict" }),
    position: integer("position").notNull().default(0),
    bufferMinutes: integer("buffer_minutes").notNull().default(0),
    // Arrhes asked at booking time: none, a fixed amount (cents), a percentage of the price, or the
    // whole price (full prepayment). See features/booking/deposits.ts.
    depositKind: text("deposit_kind", { enum: depositKinds }).notNull().default("none"),
    depositValue: integer("deposit_value").notNull().default(0),
    bookableOnline: boolean("bookable_online").notNull().default(true),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("services_duration_positive", sql`${t.durationMinutes} > 0`),
    check("services_price_non_negative", sql`${t.priceCents} >= 0`),
    check("services_buffer_range", sql`${t.bufferMinutes} between 0 and 60`),
    check(
      "services_deposit_valid",
      sql`(${t.depositKind} in ('none', 'full') and ${t.depositValue} = 0) or (${t.depositKind} = 'fixed' and ${t.depositValue} > 0) or (${t.depositKind} = 'percent' and ${t.depositValue} between 1 and 100)`,
    ),
  ],
);

/**
 * A client of the salon, found by e-mail: made by their first booking or their first order (whose
 * `customer_id` points here). Their file in the admin ('Clients') gathers both. `erasedAt`: the
 * client asked to be forgotten; the row stays, anonymised, for the bookings and orders kept.
 */
export const customers = pgTable(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    // Null for a customer who booked by phone without giving one, and once erased.
    email: text("email").unique(),
    // Empty when unknown (a shop order without delivery).
    phone: text("phone").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    // What the admin's search reads: name and e-mail in lower case without accents, and the phone's
    // digits, under a trigram index (a few letters of any of them find the client).
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`translate(lower(name || ' ' || coalesce(email, '')), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ', 'aaaaaaceeeeiiiinooooouuuuyyoa') || ' ' || regexp_replace(phone, '[^0-9]', '', 'g')`,
      ),
  },
  (t) => [index("customers_search_idx").using("gin", t.searchText.op("gin_trgm_ops")), index("customers_created_idx").on(t.createdAt)],
);

/** The salon's notes on a client ('sabot 2 sur les côtés'), in the order they were written; never shown to the client. */
export const clientNotes = pgTable(
  "client_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("client_notes_customer_idx").on(t.customerId, t.createdAt), check("client_notes_body_length", sql`char_length(${t.body}) between 1 and 1000`)],
);

/**
 * A barber of the salon: a chair of its own. Bookings never overlap per barber (the exclusion
 * constraint `bookings_no_overlap_per_barber`, written in the migration). An inactive barber is
 * offered nowhere and keeps their past bookings.
 */
export const barbers = pgTable(
  "barbers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    presentation: text("presentation"),
    // An uploaded image's main size (/media/products/…, the product images' pipeline), or null.
    photoUrl: text("photo_url"),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("barbers_position_idx").on(t.position, t.createdAt)],
);

/**
 * The services a barber does not perform (an apprentice who does no shave yet). None: every
 * service, including one added later.
 */
export const barberSkippedServices = pgTable(
  "barber_skipped_services",
  {
    barberId: uuid("barber_id")
      .notNull()
      .references(() => barbers.id, { onDelete: "cascade" }),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.barberId, t.serviceId] })],
);

/**
 * A barber's usual week, one row per weekday (Monday = 1 … Sunday = 7) they differ from the salon:
 * no block is a day off. Without a row, the barber works the salon's hours that day. Either way
 * only inside the salon's hours of the day (its week and its closures apply to everyone).
 */
export const barberWeeklyHours = pgTable(
  "barber_weekly_hours",
  {
    barberId: uuid("barber_id")
      .notNull()
      .references(() => barbers.id, { onDelete: "cascade" }),
    weekday: smallint("weekday").notNull(),
    blocks: jsonb("blocks").$type<OpeningBlocksJson>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.barberId, t.weekday] }), check("barber_weekly_hours_weekday_range", sql`${t.weekday} between 1 and 7`)],
);

/** Whole days a barber does not work, from `from` to `to` included: holidays, training, sick days. */
export const barberAbsences = pgTable(
  "barber_absences",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    barberId: uuid("barber_id")
      .notNull()
      .references(() => barbers.id, { onDelete: "cascade" }),
    from: date("from_date", { mode: "string" }).notNull(),
    to: date("to_date", { mode: "string" }).notNull(),
    label: text("label").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("barber_absences_range", sql`${t.from} <= ${t.to}`), index("barber_absences_barber_idx").on(t.barberId, t.to)],
);

/**
 * The secret address of a calendar feed: `scope` is a barber's id, or 'salon' for every barber.
 * Only the token's SHA-256 is kept; a new address replaces the row, which ends the old one.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  scope: text("scope").primaryKey(),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * 'pending': awaiting the payment of its arrhes, the time held until `holdUntil` under the same
 * per-barber guarantee as a confirmed booking; 'expired': the hold ended unpaid (nothing was taken).
 */
export const bookingStatuses = ["confirmed", "cancelled", "pending", "expired"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
/** How a booking was made: online by the customer, or by the salon for a customer on the phone. */
export const bookingChannels = ["online", "phone"] as const;

// `during` is the appointment's real time span; an exclusion constraint written in the
// migration (bookings_no_overlap_per_barber) refuses two confirmed bookings of one barber whose
// spans overlap.
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "restrict" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "restrict" }),
    barberId: uuid("barber_id")
      .notNull()
      .references(() => barbers.id, { onDelete: "restrict" }),
    // The name and phone the booking was made with: the customer row (found by e-mail) is never
    // rewritten by a booking, so someone else booking with that e-mail changes nothing of theirs.
    customerName: text("customer_name").notNull(),
    customerPhone: text("customer_phone").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    timeSlot: text("time_slot").notNull(),
    // The visit as booked: its services' titles ("Coupe dégradé + Soin visage"), total length and
    // price, kept as they were (a later rename or price change of a service changes no booking).
    title: text("title").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    priceCents: integer("price_cents").notNull(),
    // The appointment as the client sees it.
    during: tstzrange("during").notNull(),
    // The time its barber is taken: the appointment and the buffer after its last service. The
    // exclusion constraint `bookings_no_overlap_per_barber` is on this span.
    bufferMinutes: integer("buffer_minutes").notNull().default(0),
    blocked: tstzrange("blocked").notNull(),
    status: text("status", { enum: bookingStatuses }).notNull().default("confirmed"),
    // While 'pending': the end of the hold; a pending booking past it holds nothing.
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    channel: text("channel", { enum: bookingChannels }).notNull().default("online"),
    cancelTokenHash: text("cancel_token_hash").unique(),
    // The reminder sent the day before: its own private link (the confirmation's token is not
    // kept), and its mail, which a cancellation withdraws while it is still waiting to be sent.
    reminderTokenHash: text("reminder_token_hash").unique(),
    reminderEmailId: uuid("reminder_email_id"),
    reminderQueuedAt: timestamp("reminder_queued_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    // Grows each time the booking moves: a calendar feed's SEQUENCE.
    revision: integer("revision").notNull().default(0),
    // Marked 'Absent' by the salon once the appointment has begun (null: came, or not marked).
    noShowAt: timestamp("no_show_at", { withTimezone: true }),
    // Online: when the client asked that the service be performed on the day chosen, inside the 14
    // days of the right of withdrawal (Code de la consommation L221-25, L221-28 1°; decision 0028).
    expressRequestAt: timestamp("express_request_at", { withTimezone: true }),
    // The client asked for the reminder by SMS too; its short private link (its hash).
    smsReminder: boolean("sms_reminder").notNull().default(false),
    smsTokenHash: text("sms_token_hash").unique(),
  },
  (t) => [
    index("bookings_date_idx").on(t.date),
    // A client's visits, newest first (their file, the search's last visit, the figures' returning clients).
    index("bookings_customer_idx").on(t.customerId, t.date),
    index("bookings_barber_date_idx").on(t.barberId, t.date),
    // Appointments still to come (a customer's cap): a few hundred rows, however long the history.
    index("bookings_confirmed_end_idx")
      .on(sql`upper(${t.during})`)
      .where(sql`${t.status} = 'confirmed'`),
    // A client's absences, shown beside their name in the agenda and the bookings list.
    index("bookings_no_show_idx")
      .on(t.customerId)
      .where(sql`${t.noShowAt} is not null`),
    check("bookings_status_valid", sql`${t.status} in ('confirmed', 'cancelled', 'pending', 'expired')`),
    check("bookings_pending_holds_until", sql`${t.status} <> 'pending' or ${t.holdUntil} is not null`),
    // The holds still to end: a handful of rows.
    index("bookings_pending_idx")
      .on(t.holdUntil)
      .where(sql`${t.status} = 'pending'`),
    check("bookings_time_slot_format", sql`${t.timeSlot} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check("bookings_channel_valid", sql`${t.channel} in ('online', 'phone')`),
    check("bookings_blocked_covers_during", sql`lower(${t.blocked}) = lower(${t.during}) and upper(${t.blocked}) >= upper(${t.during})`),
  ],
);

/**
 * The services of a booking, in the order they are done, as they were when it was booked (title,
 * length, price). `bookings.service_id` is the first of them.
 */
export const bookingServices = pgTable(
  "booking_services",
  {
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    priceCents: integer("price_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.position] }), index("booking_services_service_idx").on(t.serviceId)],
);

/**
 * A time of one Paris day kept off the agenda (a break, a personal appointment), for one barber or,
 * without one, for the whole salon: online slots avoid it, and no booking of that barber (of any
 * barber) may overlap it (checked under the day's lock, db/locks.ts).
 */
export const agendaBlocks = pgTable(
  "agenda_blocks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    date: date("date", { mode: "string" }).notNull(),
    during: tstzrange("during").notNull(),
    label: text("label").notNull(),
    barberId: uuid("barber_id").references(() => barbers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("agenda_blocks_date_idx").on(t.date)],
);

export const reviewStatuses = ["pending", "approved", "rejected"] as const;
/** Why moderation refused a review (its French wording: salon-reviews/messages.ts). */
export const reviewRejectionReasons = ["abusive", "off_topic", "personal_data", "advertising", "duplicate"] as const;
export type ReviewRejectionReason = (typeof reviewRejectionReasons)[number];

export const serviceReviews = pgTable(
  "service_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    serviceId: uuid("service_id").references(() => services.id, { onDelete: "set null" }),
    customerName: text("customer_name").notNull(),
    rating: smallint("rating").notNull().default(5),
    comment: text("comment").notNull().default(""),
    // Set only by a review request's link. 'Avis vérifié' is worked out from this booking when read
    // (salon-reviews/verified.server.ts), never stored: the visit can be marked absent afterwards.
    bookingId: uuid("booking_id")
      .unique()
      .references(() => bookings.id, { onDelete: "set null" }),
    barberId: uuid("barber_id").references(() => barbers.id, { onDelete: "set null" }),
    status: text("status", { enum: reviewStatuses }).notNull().default("pending"),
    // Told to the author when we have their address (Code de la consommation, L111-7-2).
    rejectionReason: text("rejection_reason", { enum: reviewRejectionReasons }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
  },
  (t) => [
    check("service_reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("service_reviews_status_valid", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      "service_reviews_rejection_reason_valid",
      sql`${t.rejectionReason} is null or (${t.status} = 'rejected' and ${t.rejectionReason} in ('abusive', 'off_topic', 'personal_data', 'advertising', 'duplicate'))`,
    ),
    index("service_reviews_status_idx").on(t.status, t.createdAt),
  ],
);

/** [open, close) pairs of a day, "HH:MM" Paris wall-clock, e.g. [["10:00","12:30"],["15:00","20:00"]]. */
export type OpeningBlocksJson = Array<[string, string]>;

// The salon's usual week: one row per weekday (Monday = 1 … Sunday = 7); no block is a closed day.
export const weeklyHours = pgTable(
  "weekly_hours",
  {
    weekday: smallint("weekday").primaryKey(),
    blocks: jsonb("blocks").$type<OpeningBlocksJson>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("weekly_hours_weekday_range", sql`${t.weekday} between 1 and 7`)],
);

// Days that differ from the week, from `from` to `to` included: a closure (no block: holidays,
// training, a public holiday) or other hours (an exceptional opening).
export const scheduleExceptions = pgTable(
  "schedule_exceptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    from: date("from_date", { mode: "string" }).notNull(),
    to: date("to_date", { mode: "string" }).notNull(),
    blocks: jsonb("blocks").$type<OpeningBlocksJson>().notNull().default([]),
    label: text("label").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("schedule_exceptions_range", sql`${t.from} <= ${t.to}`), index("schedule_exceptions_to_idx").on(t.to)],
);

// The owner's settings of the site, one row each: `reminders` ({ enabled: boolean }),
// `review_requests` ({ enabled: boolean }).
export const salonSettings = pgTable("salon_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
