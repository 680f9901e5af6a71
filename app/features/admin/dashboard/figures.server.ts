import { and, asc, desc, eq, gte, lt, ne, sql } from "drizzle-orm";
import { readSchedule, type StoredSchedule } from "~/features/booking/schedule.server";
import { barberHoursOn } from "~/features/booking/team";
import { readTeam, type TeamMember } from "~/features/booking/team.server";
import { minutesOf, parisInstant } from "~/lib/paris-time";
import { getDb, type DbOrTx } from "~db/client.server";
import { GIFT_CARD_CATEGORY } from "~/features/gift-cards/purchase";
import { bookingDeposits, bookings, bookingServices, giftCardMovements, giftCards, invoiceDocuments, orderItems, orders } from "~db/schema";
import { readAll } from "~db/transactions";
import { daysOf, monthsOf, periodOf, pointLabel, previousPeriod } from "./period";
import { todayView } from "./today.server";
import type { BarberFill, Dashboard, Figures, Period, PeriodKind, RevenuePoint } from "./types";

/**
 * The salon's figures for a period: what each one counts (types.ts says what it means; the
 * decision, with the client files, in docs/decisions/0032-owners-figures.md).
 *
 * - A period is Paris days [from 00:00, to 00:00). An appointment belongs to it by its Paris day
 *   (`bookings.date`, the day of `lower(during)`), a document by `issued_at`, an order by `created_at`.
 * - A visit honoured: 'confirmed', not marked 'Absent' (`no_show_at` null), over by `now`
 *   (`upper(during) <= now`).
 * - Services revenue: the booked `price_cents` of the visits honoured, plus the arrhes 'kept'
 *   (`booking_deposits.amount_cents`) of the appointments not honoured (marked 'Absent', cancelled
 *   too late). Arrhes paid for a visit honoured are inside its price: never added.
 * - Documents: credit notes are stored with negative totals, so each sum below is the invoices less
 *   the credit notes. Shop: documents of an order; arrhes: documents of a booking; invoiced net:
 *   all of them (the accountant's CSV of the month adds the same rows).
 * - Begun: 'confirmed' appointments started by `now`; no-shows: those marked 'Absent'.
 * - New or returning: each client with a visit honoured in the period, returning when they have a
 *   visit honoured before the period's first day.
 * - Rebooking: of the visits honoured, those whose client holds another 'confirmed' booking (kept,
 *   honoured or marked 'Absent'; not cancelled, expired or held) 1 to 42 days after the visit's day.
 * - Fill: per barber active, or with bookings in the period: the minutes of their 'confirmed'
 *   bookings ('Absent' included: the chair was kept), against the minutes of their working blocks
 *   over the period's days (barberHoursOn: the salon's week and exceptions, their own week, their
 *   absences). The weeks are today's (a change of hours is not dated).
 * - Top services: the lines (`booking_services`, titles as booked) of the visits honoured, by count
 *   then revenue; top products: lines of the orders placed and not cancelled, by quantity then revenue.
 * - Channels: 'confirmed' bookings of the period by how they were made.
 * - Gift cards (0033): sold, the card lines of the orders' invoices less credit notes (not in the
 *   shop's revenue, which counts what a card paid instead); taken from cards in the shop and at the
 *   salon, and what the cards valid on the last day held at the period's end, from their ledgers.
 * - Revenue bars: a day each (week, month) or a month each (year); services on the appointment's
 *   day, shop on the document's day; their sums are the period's totals.
 *
 * One grouped pass per family of figures, each found through an index (bookings_date_idx,
 * bookings_customer_idx, invoice_documents_issued_idx, orders_created_idx): no query per day,
 * per client or per booking; the schedule and the team are read once for the whole period.
 */

const iso = (now: Date) => now.toISOString();

/** A visit honoured, written for a table alias of `bookings` in raw SQL. */
const honouredAs = (alias: string, now: Date) => {
  const t = sql.raw(alias);
  return sql`(${t}.status = 'confirmed' and ${t}.no_show_at is null and upper(${t}.during) <= ${iso(now)}::timestamptz)`;
};

/** A visit honoured, on the `bookings` table of a query builder's select. */
const honoured = (now: Date) =>
  sql`(${bookings.status} = 'confirmed' and ${bookings.noShowAt} is null and upper(${bookings.during}) <= ${iso(now)}::timestamptz)`;

const inPeriod = (period: Pick<Period, "from" | "to">) => and(gte(bookings.date, period.from), lt(bookings.date, period.to));

/** The Paris day of a document's issue. */
const issuedDay = sql<string>`to_char(${invoiceDocuments.issuedAt} at time zone 'Europe/Paris', 'YYYY-MM-DD')`;

const int = (value: unknown) => Number(value ?? 0);

/** Per Paris day and barber of the period: services revenue, visits, begun, absent, channels, booked minutes. */
async function bookingDays(period: Period, now: Date, db: DbOrTx) {
  const h = honoured(now);
  const confirmed = sql`${bookings.status} = 'confirmed'`;
  return db
    .select({
      date: bookings.date,
      barberId: bookings.barberId,
      services: sql<number>`coalesce(sum(${bookings.priceCents}) filter (where ${h}), 0)::int`,
      kept: sql<number>`coalesce(sum(${bookingDeposits.amountCents}) filter (where ${bookingDeposits.status} = 'kept' and not ${h}), 0)::int`,
      visits: sql<number>`(count(*) filter (where ${h}))::int`,
      begun: sql<number>`(count(*) filter (where ${confirmed} and lower(${bookings.during}) <= ${iso(now)}::timestamptz))::int`,
      noShows: sql<number>`(count(*) filter (where ${confirmed} and lower(${bookings.during}) <= ${iso(now)}::timestamptz and ${bookings.noShowAt} is not null))::int`,
      online: sql<number>`(count(*) filter (where ${confirmed} and ${bookings.channel} = 'online'))::int`,
      phone: sql<number>`(count(*) filter (where ${confirmed} and ${bookings.channel} = 'phone'))::int`,
      bookedMinutes: sql<number>`coalesce(sum(${bookings.durationMinutes}) filter (where ${confirmed}), 0)::int`,
    })
    .from(bookings)
    .leftJoin(bookingDeposits, eq(bookingDeposits.bookingId, bookings.id))
    .where(inPeriod(period))
    .groupBy(bookings.date, bookings.barberId);
}

/**
 * Invoices and credit notes issued in the period, per Paris day and source (an order's or a
 * booking's); credit notes count negative as stored. With, for an order's, the gift cards it sold
 * (its lines) and what a card paid of it, each of the document's sign (0033).
 */
async function documentDays(period: Period, db: DbOrTx) {
  const shop = sql<boolean>`${invoiceDocuments.orderId} is not null`;
  const sign = sql`(case when ${invoiceDocuments.kind} = 'credit_note' then -1 else 1 end)`;
  const cardLines = sql`(select coalesce(sum(i.quantity * i.price_cents), 0) from order_items i where i.order_id = ${invoiceDocuments.orderId} and i.product_category = ${GIFT_CARD_CATEGORY})`;
  const cardPaid = sql`(select o.gift_card_cents from orders o where o.id = ${invoiceDocuments.orderId})`;
  return db
    .select({
      date: issuedDay,
      shop,
      cents: sql<number>`sum(${invoiceDocuments.totalCents})::int`,
      cardsSold: sql<number>`coalesce(sum(${sign} * ${cardLines}), 0)::int`,
      cardPaid: sql<number>`coalesce(sum(${sign} * ${cardPaid}), 0)::int`,
    })
    .from(invoiceDocuments)
    .where(and(gte(invoiceDocuments.issuedAt, parisInstant(period.from, "00:00")), lt(invoiceDocuments.issuedAt, parisInstant(period.to, "00:00"))))
    .groupBy(issuedDay, shop);
}

/** Clients with a visit honoured in the period: none before it (new) or some (returning). */
async function clientsOf(period: Period, now: Date, db: DbOrTx): Promise<{ newClients: number; returningClients: number }> {
  // Each visitor's latest earlier visit honoured, found backwards on bookings_customer_idx: one
  // index probe a client, stopping at the first one. (Grouped rather than `distinct`: PostgreSQL
  // then reads the period through bookings_date_idx instead of the whole table.)
  const result = await db.execute(sql`
    with visitors as (
      select v.customer_id from bookings v
      where v.date >= ${period.from} and v.date < ${period.to} and ${honouredAs("v", now)}
      group by v.customer_id
    )
    select (count(*) filter (where earlier.seen is null))::int as new_clients, count(earlier.seen)::int as returning_clients
    from visitors left join lateral (
      select 1 as seen from bookings p
      where p.customer_id = visitors.customer_id and p.date < ${period.from} and ${honouredAs("p", now)}
      order by p.date desc limit 1
    ) earlier on true`);
  const row = rowsOf<{ new_clients: number; returning_clients: number }>(result)[0];
  return { newClients: int(row?.new_clients), returningClients: int(row?.returning_clients) };
}

/** Visits honoured in the period, and those followed by another confirmed booking of the client 1 to 42 days after. */
async function rebookingOf(period: Period, now: Date, db: DbOrTx): Promise<{ visits: number; rebooked: number }> {
  // One pass over the period and the 6 weeks after it, each client's bookings in date order: for
  // each row, the confirmed bookings of the same client from the next day to 42 days later.
  const result = await db.execute(sql`
    with spread as (
      select b.date >= ${period.from} and b.date < ${period.to} and ${honouredAs("b", now)} as visit,
        count(*) filter (where b.status = 'confirmed') over (
          partition by b.customer_id order by b.date range between interval '1 day' following and interval '42 days' following
        ) as later
      from bookings b
      where b.date >= ${period.from} and b.date < ${period.to}::date + 42
    )
    select (count(*) filter (where visit))::int as visits, (count(*) filter (where visit and later > 0))::int as rebooked from spread`);
  const row = rowsOf<{ visits: number; rebooked: number }>(result)[0];
  return { visits: int(row?.visits), rebooked: int(row?.rebooked) };
}

async function topServicesOf(period: Period, now: Date, db: DbOrTx) {
  const revenue = sql<number>`sum(${bookingServices.priceCents})::int`;
  const n = sql<number>`count(*)::int`;
  return db
    .select({ title: bookingServices.title, count: n, revenueCents: revenue })
    .from(bookingServices)
    .innerJoin(bookings, eq(bookings.id, bookingServices.bookingId))
    .where(and(inPeriod(period), honoured(now)))
    .groupBy(bookingServices.title)
    .orderBy(desc(n), desc(revenue), asc(bookingServices.title))
    .limit(5);
}

/**
 * Gift cards (0033), from their ledgers: what was taken from them in the period (spent less given
 * back), in the shop (an order's) and at the salon; and what the cards valid on the period's last
 * day held at its end (every change of a balance is a row of the ledger).
 */
async function giftCardsOf(period: Period, db: DbOrTx) {
  const from = parisInstant(period.from, "00:00");
  const to = parisInstant(period.to, "00:00");
  const taken = sql`${giftCardMovements.kind} in ('spent', 'returned') and ${giftCardMovements.createdAt} >= ${from.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      spentShop: sql<number>`coalesce(-sum(${giftCardMovements.amountCents}) filter (where ${taken} and ${giftCardMovements.orderId} is not null), 0)::int`,
      spentSalon: sql<number>`coalesce(-sum(${giftCardMovements.amountCents}) filter (where ${taken} and ${giftCardMovements.orderId} is null), 0)::int`,
      outstanding: sql<number>`coalesce(sum(${giftCardMovements.amountCents}) filter (where ${giftCards.validUntil} >= (${period.to}::date - 1)), 0)::int`,
    })
    .from(giftCardMovements)
    .innerJoin(giftCards, eq(giftCards.id, giftCardMovements.cardId))
    .where(lt(giftCardMovements.createdAt, to));
  return { spentShopCents: int(row?.spentShop), spentSalonCents: int(row?.spentSalon), outstandingCents: int(row?.outstanding) };
}

async function topProductsOf(period: Period, db: DbOrTx) {
  const quantity = sql<number>`sum(${orderItems.quantity})::int`;
  const revenue = sql<number>`sum(${orderItems.quantity} * ${orderItems.priceCents})::int`;
  return db
    .select({ name: orderItems.productName, quantity, revenueCents: revenue })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        gte(orders.createdAt, parisInstant(period.from, "00:00")),
        lt(orders.createdAt, parisInstant(period.to, "00:00")),
        ne(orders.status, "cancelled"),
        ne(orderItems.productCategory, GIFT_CARD_CATEGORY),
      ),
    )
    .groupBy(orderItems.productName)
    .orderBy(desc(quantity), desc(revenue), asc(orderItems.productName))
    .limit(5);
}

/** Each barber active or booked in the period: booked minutes against the minutes of their working blocks over its days. */
function fillOf(period: Period, team: TeamMember[], schedule: StoredSchedule, booked: ReadonlyMap<string, number>): BarberFill[] {
  const days = daysOf(period);
  return team
    .filter((barber) => barber.active || booked.has(barber.id))
    .map((barber) => {
      let open = 0;
      for (const day of days) for (const [from, to] of barberHoursOn(schedule, barber, day)) open += minutesOf(to) - minutesOf(from);
      return { barberId: barber.id, name: barber.name, bookedMinutes: booked.get(barber.id) ?? 0, openMinutes: open };
    });
}

/** The figures of one period (see types.ts for each one's meaning, the comment above for each one's rule). */
export async function figuresOf(period: Period, now: Date = new Date(), db: DbOrTx = getDb()): Promise<Figures> {
  const [days, documents, clients, rebooking, topServices, topProducts, team, schedule, cards] = await readAll(
    db,
    () => bookingDays(period, now, db),
    () => documentDays(period, db),
    () => clientsOf(period, now, db),
    () => rebookingOf(period, now, db),
    () => topServicesOf(period, now, db),
    () => topProductsOf(period, db),
    // Absences and exceptions ending on or after the first day: every one that touches the period.
    () => readTeam(db, period.from),
    () => readSchedule(db, period.from),
    () => giftCardsOf(period, db),
  );

  // The bars: a day each in a week or a month, a month each in a year.
  const starts = period.kind === "annee" ? monthsOf(period) : daysOf(period);
  const pointOf = (date: string) => (period.kind === "annee" ? `${date.slice(0, 7)}-01` : date);
  const revenue = new Map<string, RevenuePoint>(starts.map((from) => [from, { label: pointLabel(period.kind, from), from, servicesCents: 0, shopCents: 0 }]));
  const booked = new Map<string, number>();

  const figures: Figures = {
    servicesRevenueCents: 0,
    shopRevenueCents: 0,
    depositsInvoicedCents: 0,
    invoicedNetCents: 0,
    visits: 0,
    begunAppointments: 0,
    noShows: 0,
    ...clients,
    rebooking,
    fill: [],
    topServices: topServices.map((s) => ({ title: s.title, count: int(s.count), revenueCents: int(s.revenueCents) })),
    topProducts: topProducts.map((p) => ({ name: p.name, quantity: int(p.quantity), revenueCents: int(p.revenueCents) })),
    channels: { online: 0, phone: 0 },
    giftCards: { soldCents: 0, ...cards },
    revenue: [],
  };
  for (const day of days) {
    const services = int(day.services) + int(day.kept);
    figures.servicesRevenueCents += services;
    figures.visits += int(day.visits);
    figures.begunAppointments += int(day.begun);
    figures.noShows += int(day.noShows);
    figures.channels.online += int(day.online);
    figures.channels.phone += int(day.phone);
    revenue.get(pointOf(day.date))!.servicesCents += services;
    if (int(day.bookedMinutes) > 0) booked.set(day.barberId, (booked.get(day.barberId) ?? 0) + int(day.bookedMinutes));
  }
  for (const doc of documents) {
    const cents = int(doc.cents);
    figures.invoicedNetCents += cents;
    if (doc.shop) {
      // The shop's own sales: the cards sold are not, what a card paid is (taxed when it was sold).
      const shopCents = cents - int(doc.cardsSold) + int(doc.cardPaid);
      figures.giftCards.soldCents += int(doc.cardsSold);
      figures.shopRevenueCents += shopCents;
      revenue.get(pointOf(doc.date))!.shopCents += shopCents;
    } else figures.depositsInvoicedCents += cents;
  }
  figures.fill = fillOf(period, team, schedule, booked);
  figures.revenue = [...revenue.values()];
  return figures;
}

/** The dashboard of the period of `kind` holding `date`: its figures, the period before's, and today's view. */
export async function loadDashboard(kind: PeriodKind, date: string, now: Date = new Date(), db: DbOrTx = getDb()): Promise<Dashboard> {
  const period = periodOf(kind, date);
  const previous = previousPeriod(period);
  const [current, before, today] = await readAll(
    db,
    () => figuresOf(period, now, db),
    () => figuresOf(previous, now, db),
    () => todayView(now, db),
  );
  return { period, previous, current, before, today };
}

/** The rows of a raw query, whichever driver ran it (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}
