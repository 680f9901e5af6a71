import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { DocumentRef } from "~/features/invoices/invoices.server";
import { isUuid } from "~/lib/ids";
import { parisWallClock } from "~/lib/paris-time";
import { getDb, type DbOrTx } from "~db/client.server";
import { containsPattern } from "~db/like";
import { barbers, bookingDeposits, bookings, customers, invoiceDocuments, orders, serviceReviews } from "~db/schema";
import { clientFigures, type ClientFigures, type FigureVisit } from "./figures";
import { notesOf, type ClientNote } from "./notes.server";
import { CLIENTS_PER_PAGE, clientSearch } from "./search";

export { CLIENTS_PER_PAGE };

export type ClientRow = {
  id: string;
  name: string;
  email: string | null;
  phone: string;
  /** Visits honoured: confirmed, over, not marked 'Absent'. */
  visits: number;
  absences: number;
  /** "YYYY-MM-DD" of their last visit honoured, or null. */
  lastVisit: string | null;
};

export type ClientPage = { clients: ClientRow[]; found: number; page: number; pageCount: number };

/**
 * Clients whose name, e-mail or phone holds the search (two characters or more; accents and case
 * aside; a phone's digits however typed), newest visit first, then the clients without one, newest
 * first. Erased clients are not listed. The trigram index on `customers.search_text` finds them; the
 * last visit is one backward probe of `bookings_customer_idx` a client, and a page's counts one
 * grouped query for its 50 rows.
 */
export async function searchClients(q: string, page: number, now: Date = new Date(), db: DbOrTx = getDb()): Promise<ClientPage> {
  const search = clientSearch(q);
  const today = parisWallClock(now).date;
  const matches = search ? or(...[search.text, ...search.digits].map((text) => ilike(customers.searchText, containsPattern(text)))) : undefined;
  const where = and(isNull(customers.erasedAt), matches);
  const [found] = await db.select({ n: count() }).from(customers).where(where);
  const total = found?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / CLIENTS_PER_PAGE));
  const current = Math.min(Math.max(1, page), pageCount);
  const ended = sql`${now.toISOString()}::timestamptz`;
  const lastVisit = sql<
    string | null
  >`(select max(b.date) from bookings b where b.customer_id = "customers"."id" and b.date <= ${today} and b.status = 'confirmed' and b.no_show_at is null and upper(b.during) <= ${ended})`;
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
            visits: sql<number>`(count(*) filter (where ${bookings.status} = 'confirmed' and ${bookings.noShowAt} is null and upper(${bookings.during}) <= ${ended}))::int`,
            absences: sql<number>`(count(*) filter (where ${bookings.status} = 'confirmed' and ${bookings.noShowAt} is not null))::int`,
          })
          .from(bookings)
          .where(inArray(bookings.customerId, ids))
          .groupBy(bookings.customerId);
  const statsOf = new Map(stats.map((s) => [s.customerId, s]));
  return {
    clients: rows.map((r) => ({ ...r, visits: statsOf.get(r.id)?.visits ?? 0, absences: statsOf.get(r.id)?.absences ?? 0 })),
    found: total,
    page: current,
    pageCount,
  };
}

export type ClientVisit = Omit<FigureVisit, "barberId"> & { id: string; time: string; title: string };

export type ClientOrder = { id: string; number: string; createdAt: string; totalCents: number; status: string; documents: DocumentRef[] };

export type ClientFile = {
  id: string;
  name: string;
  email: string | null;
  phone: string;
  createdAt: string;
  erased: boolean;
  /** An account of the site under the client's e-mail. */
  hasAccount: boolean;
  newsletter: "confirmed" | "pending" | "unsubscribed" | null;
  /** Soonest first. */
  upcoming: ClientVisit[];
  /** Latest first: the visits over, the absences, the cancellations. */
  past: ClientVisit[];
  orders: ClientOrder[];
  /** Arrhes' invoices and credit notes (the orders' are with each order). */
  depositDocuments: Array<DocumentRef & { issuedAt: string; totalCents: number }>;
  /** Services honoured (booked prices, arrhes kept on visits not honoured) and the shop (invoices less credit notes). */
  spent: { servicesCents: number; shopCents: number };
  figures: Omit<ClientFigures, "servicesCents">;
  reviews: Array<{ rating: number; comment: string; status: "pending" | "approved" | "rejected"; createdAt: string }>;
  /** Oldest first. */
  notes: ClientNote[];
};

/**
 * A client's file: six queries in two rounds, each through the client's id (bookings_customer_idx,
 * orders_customer_idx, client_notes_customer_idx), their bookings' or orders' ids, or their e-mail.
 * Null for an unknown or malformed id.
 */
export async function clientFile(id: string, now: Date = new Date(), db: DbOrTx = getDb()): Promise<ClientFile | null> {
  if (!isUuid(id)) return null;
  const [client] = await db
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      createdAt: customers.createdAt,
      erasedAt: customers.erasedAt,
      hasAccount: sql<boolean>`exists (select 1 from "user" u where u.email = lower("customers"."email"))`,
      newsletter: sql<ClientFile["newsletter"]>`(select n.status from newsletter_subscribers n where n.email = lower("customers"."email"))`,
    })
    .from(customers)
    .where(eq(customers.id, id));
  if (!client) return null;
  const [visits, orderRows, notes] = await Promise.all([
    db
      .select({
        id: bookings.id,
        date: bookings.date,
        time: bookings.timeSlot,
        title: bookings.title,
        barberId: bookings.barberId,
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
      // A time held for arrhes never paid was no appointment.
      .where(and(eq(bookings.customerId, id), ne(bookings.status, "expired")))
      .orderBy(desc(bookings.date), desc(bookings.timeSlot), desc(bookings.id)),
    db
      .select({ id: orders.id, number: orders.orderNumber, createdAt: orders.createdAt, totalCents: orders.totalCents, status: orders.status })
      .from(orders)
      .where(eq(orders.customerId, id))
      .orderBy(desc(orders.createdAt)),
    notesOf([id], db),
  ]);
  const bookingIds = visits.map((v) => v.id);
  const orderIds = orderRows.map((o) => o.id);
  const [documents, reviews] = await Promise.all([
    bookingIds.length + orderIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            orderId: invoiceDocuments.orderId,
            kind: invoiceDocuments.kind,
            number: invoiceDocuments.number,
            issuedAt: invoiceDocuments.issuedAt,
            totalCents: invoiceDocuments.totalCents,
          })
          .from(invoiceDocuments)
          .where(
            or(
              bookingIds.length ? inArray(invoiceDocuments.bookingId, bookingIds) : undefined,
              orderIds.length ? inArray(invoiceDocuments.orderId, orderIds) : undefined,
            ),
          )
          .orderBy(asc(invoiceDocuments.issuedAt), asc(invoiceDocuments.number)),
    bookingIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ rating: serviceReviews.rating, comment: serviceReviews.comment, status: serviceReviews.status, createdAt: serviceReviews.createdAt })
          .from(serviceReviews)
          .where(inArray(serviceReviews.bookingId, bookingIds))
          .orderBy(desc(serviceReviews.createdAt)),
  ]);

  const shown: ClientVisit[] = visits.map(({ depositCents, depositStatus, barberId: _barber, ...v }) => ({
    ...v,
    deposit: depositCents === null || depositStatus === null ? null : { amountCents: depositCents, status: depositStatus },
  }));
  const { servicesCents, ...figures } = clientFigures(visits.map((v, i) => ({ ...shown[i]!, barberId: v.barberId })));
  const toCome = (v: ClientVisit) => (v.status === "confirmed" || v.status === "pending") && !v.past;
  const documentsByOrder = new Map<string, DocumentRef[]>();
  for (const d of documents) if (d.orderId) documentsByOrder.set(d.orderId, [...(documentsByOrder.get(d.orderId) ?? []), { kind: d.kind, number: d.number }]);
  return {
    id: client.id,
    name: client.name,
    email: client.email,
    phone: client.phone,
    createdAt: client.createdAt.toISOString(),
    erased: client.erasedAt !== null,
    hasAccount: client.hasAccount,
    newsletter: client.newsletter ?? null,
    upcoming: shown.filter(toCome).reverse(),
    past: shown.filter((v) => !toCome(v)),
    orders: orderRows.map((o) => ({ ...o, createdAt: o.createdAt.toISOString(), documents: documentsByOrder.get(o.id) ?? [] })),
    depositDocuments: documents
      .filter((d) => !d.orderId)
      .map((d) => ({ kind: d.kind, number: d.number, issuedAt: d.issuedAt.toISOString(), totalCents: d.totalCents })),
    spent: {
      servicesCents,
      // A credit note's total is stored negative: the sum is what the client was billed, less refunds.
      shopCents: documents.filter((d) => d.orderId).reduce((sum, d) => sum + d.totalCents, 0),
    },
    figures,
    reviews: reviews.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    notes: notes.get(id) ?? [],
  };
}
