import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { listOrderDocuments, type DocumentRef } from "~/features/invoices/invoices.server";
import { isUuid } from "~/lib/ids";
import { parisWallClock } from "~/lib/paris-time";
import { getDb, type DbOrTx } from "~db/client.server";
import { containsPattern } from "~db/like";
import { barbers, bookingDeposits, bookings, customers, invoiceDocuments, newsletterSubscribers, orders, serviceReviews, user } from "~db/schema";
import { notesOf, type ClientNote } from "./notes.server";
import { foldSearch, searchDigits } from "./search";

export const CLIENTS_PER_PAGE = 50;

export type ClientRow = {
  id: string;
  name: string;
  email: string | null;
  phone: string;
  visits: number;
  absences: number;
  /** "YYYY-MM-DD" of their last visit honoured, or null. */
  lastVisit: string | null;
};

export type ClientPage = { clients: ClientRow[]; found: number; page: number; pageCount: number };

/**
 * Clients whose name, e-mail or phone holds the search (a few letters; accents and case aside; a
 * phone's digits however typed), newest visit first, then the newest clients; erased clients are
 * not listed. The trigram index on `customers.search_text` finds them; a page's figures are read for
 * its 50 rows only.
 */
export async function searchClients(q: string, page: number, now: Date = new Date(), db: DbOrTx = getDb()): Promise<ClientPage> {
  const today = parisWallClock(now).date;
  const folded = foldSearch(q);
  const digits = searchDigits(q);
  const matches: SQL | undefined = folded
    ? digits
      ? sql`(${customers.searchText} like ${containsPattern(folded)} or ${customers.searchText} like ${containsPattern(digits)})`
      : sql`${customers.searchText} like ${containsPattern(folded)}`
    : undefined;
  const where = and(isNull(customers.erasedAt), matches);
  const [found] = await db.select({ n: count() }).from(customers).where(where);
  const total = found?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / CLIENTS_PER_PAGE));
  const current = Math.min(Math.max(1, page), pageCount);
  // The last visit through bookings_customer_idx: one short backward index scan a client.
  const lastVisit = sql<
    string | null
  >`(select max(b.date) from bookings b where b.customer_id = "customers"."id" and b.status = 'confirmed' and b.no_show_at is null and b.date <= ${today})`;
  const rows = await db
    .select({ id: customers.id, name: customers.name, email: customers.email, phone: customers.phone, lastVisit })
    .from(customers)
    .where(where)
    .orderBy(sql`${lastVisit} desc nulls last`, desc(customers.createdAt), asc(customers.id))
    .limit(CLIENTS_PER_PAGE)
    .offset((current - 1) * CLIENTS_PER_PAGE);
  const ids = rows.map((r) => r.id);
  const stats =
    ids.length === 0
      ? []
      : await db
          .select({
            customerId: bookings.customerId,
            visits: sql<number>`(count(*) filter (where ${bookings.noShowAt} is null and ${bookings.date} <= ${today}))::int`,
            absences: sql<number>`(count(*) filter (where ${bookings.noShowAt} is not null))::int`,
          })
          .from(bookings)
          .where(and(inArray(bookings.customerId, ids), eq(bookings.status, "confirmed")))
          .groupBy(bookings.customerId);
  const statsOf = new Map(stats.map((s) => [s.customerId, s]));
  return {
    clients: rows.map((r) => ({ ...r, visits: statsOf.get(r.id)?.visits ?? 0, absences: statsOf.get(r.id)?.absences ?? 0 })),
    found: total,
    page: current,
    pageCount,
  };
}

export type ClientVisit = {
  id: string;
  date: string;
  time: string;
  title: string;
  barberName: string;
  priceCents: number;
  status: "confirmed" | "cancelled" | "pending" | "expired";
  noShow: boolean;
  /** Over by now (confirmed): a visit, or an absence. */
  past: boolean;
  deposit: { amountCents: number; status: string } | null;
};

export type ClientOrder = { id: string; number: string; createdAt: string; totalCents: number; status: string; documents: DocumentRef[] };

export type ClientFile = {
  id: string;
  name: string;
  email: string | null;
  phone: string;
  createdAt: string;
  erased: boolean;
  hasAccount: boolean;
  newsletter: "confirmed" | "pending" | "unsubscribed" | null;
  upcoming: ClientVisit[];
  past: ClientVisit[];
  orders: ClientOrder[];
  /** Arrhes' invoices and credit notes (the orders' are with each order). */
  depositDocuments: Array<DocumentRef & { issuedAt: string; totalCents: number }>;
  /** Services honoured (booked prices, arrhes kept on visits not honoured) and the shop (invoices less credit notes). */
  spent: { servicesCents: number; shopCents: number };
  absences: number;
  favouriteBarber: string | null;
  lastVisit: string | null;
  /** Median days between consecutive visits honoured; null with fewer than two. */
  usualIntervalDays: number | null;
  reviews: Array<{ rating: number; comment: string; status: string; createdAt: string }>;
  notes: ClientNote[];
};

/** Median of whole numbers (the lower middle's and upper middle's mean, rounded). */
export function median(values: ReadonlyArray<number>): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

const dayCount = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000;

/** A client's file: a handful of queries, each through the client's id or e-mail. Null when there is no such client. */
export async function clientFile(id: string, now: Date = new Date(), db: DbOrTx = getDb()): Promise<ClientFile | null> {
  if (!isUuid(id)) return null;
  const [client] = await db.select().from(customers).where(eq(customers.id, id));
  if (!client) return null;
  const email = client.email?.toLowerCase() ?? null;
  const [visits, orderRows, notes, account, subscriber] = await Promise.all([
    db
      .select({
        id: bookings.id,
        date: bookings.date,
        time: bookings.timeSlot,
        title: bookings.title,
        barberName: barbers.name,
        priceCents: bookings.priceCents,
        status: bookings.status,
        noShow: sql<boolean>`${bookings.noShowAt} is not null`,
        past: sql<boolean>`upper(${bookings.during}) <= ${now.toISOString()}::timestamptz`,
        depositCents: bookingDeposits.amountCents,
        depositStatus: bookingDeposits.status,
      })
      .from(bookings)
      .innerJoin(barbers, eq(barbers.id, bookings.barberId))
      .leftJoin(bookingDeposits, eq(bookingDeposits.bookingId, bookings.id))
      .where(and(eq(bookings.customerId, id), sql`${bookings.status} <> 'expired'`))
      .orderBy(desc(bookings.date), desc(bookings.timeSlot)),
    db
      .select({ id: orders.id, number: orders.orderNumber, createdAt: orders.createdAt, totalCents: orders.totalCents, status: orders.status })
      .from(orders)
      .where(eq(orders.customerId, id))
      .orderBy(desc(orders.createdAt)),
    notesOf([id], db),
    email ? db.select({ id: user.id }).from(user).where(eq(user.email, email)) : Promise.resolve([]),
    email ? db.select({ status: newsletterSubscribers.status }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)) : Promise.resolve([]),
  ]);
  const bookingIds = visits.map((v) => v.id);
  const [documentsByOrder, depositDocuments, reviews] = await Promise.all([
    listOrderDocuments(
      orderRows.map((o) => o.id),
      db,
    ),
    bookingIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            kind: invoiceDocuments.kind,
            number: invoiceDocuments.number,
            issuedAt: invoiceDocuments.issuedAt,
            totalCents: invoiceDocuments.totalCents,
          })
          .from(invoiceDocuments)
          .where(inArray(invoiceDocuments.bookingId, bookingIds))
          .orderBy(asc(invoiceDocuments.issuedAt)),
    bookingIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ rating: serviceReviews.rating, comment: serviceReviews.comment, status: serviceReviews.status, createdAt: serviceReviews.createdAt })
          .from(serviceReviews)
          .where(inArray(serviceReviews.bookingId, bookingIds))
          .orderBy(desc(serviceReviews.createdAt)),
  ]);
  // The shop: every document of the client's orders (credit notes negative).
  const shopDocuments = orderRows.length
    ? await db
        .select({ kind: invoiceDocuments.kind, cents: sql<number>`sum(${invoiceDocuments.totalCents})::int` })
        .from(invoiceDocuments)
        .where(
          inArray(
            invoiceDocuments.orderId,
            orderRows.map((o) => o.id),
          ),
        )
        .groupBy(invoiceDocuments.kind)
    : [];

  const shown: ClientVisit[] = visits.map((v) => ({
    id: v.id,
    date: v.date,
    time: v.time,
    title: v.title,
    barberName: v.barberName,
    priceCents: v.priceCents,
    status: v.status,
    noShow: v.noShow,
    past: v.past,
    deposit: v.depositCents === null ? null : { amountCents: v.depositCents, status: v.depositStatus! },
  }));
  const honoured = shown.filter((v) => v.status === "confirmed" && v.past && !v.noShow);
  const kept = shown.filter((v) => v.deposit?.status === "kept" && !honoured.includes(v));
  const seen = new Map<string, number>();
  for (const v of honoured) seen.set(v.barberName, (seen.get(v.barberName) ?? 0) + 1);
  const favourite = [...seen].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], "fr"))[0]?.[0] ?? null;
  const honouredDays = [...new Set(honoured.map((v) => v.date))].sort();
  const intervals = honouredDays.slice(1).map((day, i) => dayCount(day) - dayCount(honouredDays[i]!));

  return {
    id: client.id,
    name: client.name,
    email: client.email,
    phone: client.phone,
    createdAt: client.createdAt.toISOString(),
    erased: client.erasedAt !== null,
    hasAccount: account.length > 0,
    newsletter: subscriber[0]?.status ?? null,
    upcoming: shown.filter((v) => (v.status === "confirmed" || v.status === "pending") && !v.past).reverse(),
    past: shown.filter((v) => !((v.status === "confirmed" || v.status === "pending") && !v.past)),
    orders: orderRows.map((o) => ({
      id: o.id,
      number: o.number,
      createdAt: o.createdAt.toISOString(),
      totalCents: o.totalCents,
      status: o.status,
      documents: documentsByOrder.get(o.id) ?? [],
    })),
    depositDocuments: depositDocuments.map((d) => ({ kind: d.kind, number: d.number, issuedAt: d.issuedAt.toISOString(), totalCents: d.totalCents })),
    spent: {
      servicesCents: honoured.reduce((s, v) => s + v.priceCents, 0) + kept.reduce((s, v) => s + v.deposit!.amountCents, 0),
      // A credit note's total is stored negative: the sum is what the client was billed, less refunds.
      shopCents: shopDocuments.reduce((s, d) => s + d.cents, 0),
    },
    absences: shown.filter((v) => v.status === "confirmed" && v.noShow).length,
    favouriteBarber: favourite,
    lastVisit: honouredDays.at(-1) ?? null,
    usualIntervalDays: median(intervals),
    reviews: reviews.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    notes: notes.get(id) ?? [],
  };
}
