import { and, asc, desc, eq, gte, lt, ne, sql } from "drizzle-orm";
import { barberHoursOn } from "~/features/booking/team";
import { readSchedule } from "~/features/booking/schedule.server";
import { readTeam } from "~/features/booking/team.server";
import { minutesOf, parisInstant } from "~/lib/paris-time";
import { getDb, type DbOrTx } from "~db/client.server";
import { bookingDeposits, bookings, bookingServices, invoiceDocuments, orderItems, orders } from "~db/schema";
import { daysOf, monthsOf, periodOf, pointLabel, previousPeriod } from "./period";
import { todayView } from "./today.server";
import type { BarberFill, Dashboard, Figures, Period, PeriodKind, RevenuePoint } from "./types";

// The salon's figures for a period (docs/decisions/0032-owners-figures.md). Every figure is one
// grouped pass over the period's rows, found through an index: bookings by `date` (their Paris
// day), documents by `issued_at`, orders by `created_at`; clients' earlier and later visits by
// `bookings_customer_idx`. No query per day, per client or per booking.

/** A visit honoured: confirmed, over by `now`, not marked 'Absent'. */
const honoured = (now: Date) =>
  sql`(${bookings.status} = 'confirmed' and ${bookings.noShowAt} is null and upper(${bookings.during}) <= ${now.toISOString()}::timestamptz)`;

const inPeriod = (period: Pick<Period, "from" | "to">) => and(gte(bookings.date, period.from), lt(bookings.date, period.to));

/** The Paris day of a document's issue. */
const issuedDay = sql<string>`to_char(${invoiceDocuments.issuedAt} at time zone 'Europe/Paris', 'YYYY-MM-DD')`;

const int = (value: unknown) => Number(value ?? 0);

/** Per Paris day of the period: services revenue (honoured prices, arrhes kept on visits not honoured) and the counts. */
async function bookingDays(period: Period, now: Date, db: DbOrTx) {
  const h = honoured(now);
  return db
    .select({
      date: bookings.date,
      services: sql<number>`coalesce(sum(${bookings.priceCents}) filter (where ${h}), 0)::int`,
      kept: sql<number>`coalesce(sum(${bookingDeposits.amountCents}) filter (where ${bookingDeposits.status} = 'kept' and not ${h}), 0)::int`,
      visits: sql<number>`(count(*) filter (where ${h}))::int`,
      begun: sql<number>`(count(*) filter (where ${bookings.status} = 'confirmed' and lower(${bookings.during}) <= ${now.toISOString()}::timestamptz))::int`,
      noShows: sql<number>`(count(*) filter (where ${bookings.status} = 'confirmed' and ${bookings.noShowAt} is not null))::int`,
      online: sql<number>`(count(*) filter (where ${bookings.status} = 'confirmed' and ${bookings.channel} = 'online'))::int`,
      phone: sql<number>`(count(*) filter (where ${bookings.status} = 'confirmed' and ${bookings.channel} = 'phone'))::int`,
    })
    .from(bookings)
    .leftJoin(bookingDeposits, eq(bookingDeposits.bookingId, bookings.id))
    .where(inPeriod(period))
    .groupBy(bookings.date);
}

/** Invoices and credit notes issued in the period, per Paris day, kind and source. */
async function documentDays(period: Period, db: DbOrTx) {
  return db
    .select({
      date: issuedDay,
      kind: invoiceDocuments.kind,
      shop: sql<boolean>`${invoiceDocuments.orderId} is not null`,
      cents: sql<number>`sum(${invoiceDocuments.totalCents})::int`,
    })
    .from(invoiceDocuments)
    .where(and(gte(invoiceDocuments.issuedAt, parisInstant(period.from, "00:00")), lt(invoiceDocuments.issuedAt, parisInstant(period.to, "00:00"))))
    .groupBy(issuedDay, invoiceDocuments.kind, sql`${invoiceDocuments.orderId} is not null`);
}

/** Clients with a visit honoured in the period: none before it (new) or some (returning). */
async function clientsOf(period: Period, now: Date, db: DbOrTx): Promise<{ newClients: number; returningClients: number }> {
  const rows = await db.execute(sql`
    with visitors as (
      select distinct ${bookings.customerId} as customer_id from ${bookings} where ${inPeriod(period)} and ${honoured(now)}
    )
    select
      (count(*) filter (where not exists (
        select 1 from bookings p where p.customer_id = visitors.customer_id and p.date < ${period.from}
          and p.status = 'confirmed' and p.no_show_at is null and upper(p.during) <= ${now.toISOString()}::timestamptz)))::int as new_clients,
      (count(*) filter (where exists (
        select 1 from bookings p where p.customer_id = visitors.customer_id and p.date < ${period.from}
          and p.status = 'confirmed' and p.no_show_at is null and upper(p.during) <= ${now.toISOString()}::timestamptz)))::int as returning_clients
    from visitors`);
  const row = rowsOf<{ new_clients: number; returning_clients: number }>(rows)[0];
  return { newClients: int(row?.new_clients), returningClients: int(row?.returning_clients) };
}

/** Visits honoured in the period, and those followed by another confirmed booking of the client within 42 days. */
async function rebookingOf(period: Period, now: Date, db: DbOrTx): Promise<{ visits: number; rebooked: number }> {
  const [row] = await db
    .select({
      visits: sql<number>`count(*)::int`,
      // Qualified by hand: drizzle writes a one-table select's columns without their table, which
      // inside the subquery would be the inner row's.
      rebooked: sql<number>`(count(*) filter (where exists (
        select 1 from bookings n where n.customer_id = "bookings"."customer_id" and n.status = 'confirmed'
          and n.date > "bookings"."date" and n.date <= "bookings"."date" + 42)))::int`,
    })
    .from(bookings)
    .where(and(inPeriod(period), honoured(now)));
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

async function topProductsOf(period: Period, db: DbOrTx) {
  const quantity = sql<number>`sum(${orderItems.quantity})::int`;
  const revenue = sql<number>`sum(${orderItems.quantity} * ${orderItems.priceCents})::int`;
  return db
    .select({ name: orderItems.productName, quantity, revenueCents: revenue })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(gte(orders.createdAt, parisInstant(period.from, "00:00")), lt(orders.createdAt, parisInstant(period.to, "00:00")), ne(orders.status, "cancelled")),
    )
    .groupBy(orderItems.productName)
    .orderBy(desc(quantity), desc(revenue), asc(orderItems.productName))
    .limit(5);
}

/**
 * Each barber's booked minutes (confirmed appointments, 'Absent' included) against the minutes
 * they work over the period: their hours inside the salon's, closures and absences taken out. The
 * hours are today's week (a change of hours is not dated) with every closure and absence of the
 * period.
 */
async function fillOf(period: Period, db: DbOrTx): Promise<BarberFill[]> {
  const [team, schedule, booked] = await Promise.all([
    readTeam(db, period.from),
    readSchedule(db, period.from),
    db
      .select({ barberId: bookings.barberId, minutes: sql<number>`sum(${bookings.durationMinutes})::int` })
      .from(bookings)
      .where(and(inPeriod(period), eq(bookings.status, "confirmed")))
      .groupBy(bookings.barberId),
  ]);
  const bookedOf = new Map(booked.map((b) => [b.barberId, int(b.minutes)]));
  const days = daysOf(period);
  return team
    .filter((barber) => barber.active || bookedOf.has(barber.id))
    .map((barber) => {
      let open = 0;
      for (const day of days) for (const [from, to] of barberHoursOn(schedule, barber, day)) open += minutesOf(to) - minutesOf(from);
      return { barberId: barber.id, name: barber.name, bookedMinutes: bookedOf.get(barber.id) ?? 0, openMinutes: open };
    });
}

/** The figures of one period (see types.ts for each one's definition). */
export async function figuresOf(period: Period, now: Date = new Date(), db: DbOrTx = getDb()): Promise<Figures> {
  const [days, documents, clients, rebooking, topServices, topProducts, fill] = await Promise.all([
    bookingDays(period, now, db),
    documentDays(period, db),
    clientsOf(period, now, db),
    rebookingOf(period, now, db),
    topServicesOf(period, now, db),
    topProductsOf(period, db),
    fillOf(period, db),
  ]);

  // The bars: a day each in a week or a month, a month each in a year.
  const starts = period.kind === "annee" ? monthsOf(period) : daysOf(period);
  const pointOf = (date: string) => (period.kind === "annee" ? `${date.slice(0, 7)}-01` : date);
  const revenue = new Map<string, RevenuePoint>(starts.map((from) => [from, { label: pointLabel(period.kind, from), from, servicesCents: 0, shopCents: 0 }]));

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
    fill,
    topServices: topServices.map((s) => ({ title: s.title, count: int(s.count), revenueCents: int(s.revenueCents) })),
    topProducts: topProducts.map((p) => ({ name: p.name, quantity: int(p.quantity), revenueCents: int(p.revenueCents) })),
    channels: { online: 0, phone: 0 },
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
  }
  for (const doc of documents) {
    const signed = doc.kind === "credit_note" ? -int(doc.cents) : int(doc.cents);
    figures.invoicedNetCents += signed;
    if (doc.shop) {
      figures.shopRevenueCents += signed;
      revenue.get(pointOf(doc.date))!.shopCents += signed;
    } else figures.depositsInvoicedCents += signed;
  }
  figures.revenue = [...revenue.values()];
  return figures;
}

/** The dashboard of the period of `kind` holding `date`: its figures, the period before's, and today's view. */
export async function loadDashboard(kind: PeriodKind, date: string, now: Date = new Date(), db: DbOrTx = getDb()): Promise<Dashboard> {
  const period = periodOf(kind, date);
  const previous = previousPeriod(period);
  const [current, before, today] = await Promise.all([figuresOf(period, now, db), figuresOf(previous, now, db), todayView(now, db)]);
  return { period, previous, current, before, today };
}

/** The rows of a raw query, whichever driver ran it (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}
