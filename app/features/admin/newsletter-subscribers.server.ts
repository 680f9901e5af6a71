import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { unsubscribe } from "~/features/email/unsubscribe.server";
import { SALON_TIME_ZONE } from "~/lib/paris-time";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx } from "~db/client.server";
import { containsPattern } from "~db/like";
import { newsletterSubscribers, type SubscriberStatus } from "~db/schema";
import { subscriberMessages as m, type SubscriberFilters } from "./newsletter-subscribers-messages";
import { csvCell, csvFile } from "~/lib/csv";

export const SUBSCRIBERS_PER_PAGE = 50;

export type AdminSubscriber = {
  id: string;
  email: string;
  status: SubscriberStatus;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
};

export type SubscriberPage = {
  subscribers: AdminSubscriber[];
  /** Every address by status, whatever the search. */
  counts: Record<SubscriberStatus, number>;
  found: number;
  page: number;
  pageCount: number;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** One page of the list: confirmed subscribers by default, latest confirmed first, searched by e-mail on the server. */
export async function listSubscribers(filters: SubscriberFilters, db: DbOrTx = getDb()): Promise<SubscriberPage> {
  const where = and(
    filters.status === "all" ? undefined : eq(newsletterSubscribers.status, filters.status),
    filters.q ? sql`${newsletterSubscribers.email} ilike ${containsPattern(filters.q)}` : undefined,
  );
  const [byStatus, [foundRow]] = await Promise.all([
    db.select({ status: newsletterSubscribers.status, n: count() }).from(newsletterSubscribers).groupBy(newsletterSubscribers.status),
    db.select({ n: count() }).from(newsletterSubscribers).where(where),
  ]);
  const counts = { confirmed: 0, pending: 0, unsubscribed: 0 };
  for (const row of byStatus) counts[row.status] = row.n;
  const found = foundRow?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(found / SUBSCRIBERS_PER_PAGE));
  const page = Math.min(filters.page, pageCount);
  const rows = await db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      status: newsletterSubscribers.status,
      createdAt: newsletterSubscribers.createdAt,
      confirmedAt: newsletterSubscribers.confirmedAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
    })
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(
      desc(sql`coalesce(${newsletterSubscribers.unsubscribedAt}, ${newsletterSubscribers.confirmedAt}, ${newsletterSubscribers.createdAt})`),
      asc(newsletterSubscribers.email),
    )
    .limit(SUBSCRIBERS_PER_PAGE)
    .offset((page - 1) * SUBSCRIBERS_PER_PAGE);
  return {
    subscribers: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), confirmedAt: iso(r.confirmedAt), unsubscribedAt: iso(r.unsubscribedAt) })),
    counts,
    found,
    page,
    pageCount,
  };
}

export type SubscriberActionCode = "NOT_FOUND" | "ALREADY_REMOVED";

/**
 * Takes an address off the list, as its own unsubscribe link would: kept as 'unsubscribed' rather
 * than deleted, so no campaign reaches it, its confirmation link stops working, it can come back
 * only by confirming a new subscription itself, and it never gets a second welcome code (the one
 * it was given stays valid).
 */
export async function removeSubscriber(id: string, now = new Date(), db: DbOrTx = getDb()): Promise<Result<object, SubscriberActionCode>> {
  const [row] = await db
    .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  if (!row) return fail("NOT_FOUND", m.NOT_FOUND, 404);
  if (row.status === "unsubscribed") return fail("ALREADY_REMOVED", m.ALREADY_REMOVED, 409);
  await unsubscribe(row.email, "newsletter", now, db);
  return succeed({}, m.removed);
}

export { csvCell };

const csvDate = new Intl.DateTimeFormat("fr-FR", { timeZone: SALON_TIME_ZONE, dateStyle: "short", timeStyle: "short" });

/**
 * The confirmed subscribers as a CSV file for a French spreadsheet: UTF-8 with a byte-order mark
 * (Excel reads accents right), `;` between columns (French Excel's list separator), CRLF lines.
 */
export async function subscribersCsv(db: DbOrTx = getDb()): Promise<string> {
  const rows = await db
    .select({ email: newsletterSubscribers.email, confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "confirmed"))
    .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.email));
  const lines = [["E-mail", "Confirmé le"], ...rows.map((r) => [r.email, r.confirmedAt ? csvDate.format(r.confirmedAt) : ""])];
  return csvFile(lines);
}
