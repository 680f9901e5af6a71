import { and, asc, count, desc, eq, exists, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { listOrderDocuments } from "~/features/invoices/invoices.server";
import { toOrderSummary, type OrderSummary } from "~/features/orders/orders.server";
import { searchTextSchema } from "~/lib/search-text";
import { getDb, type DbOrTx } from "~db/client.server";
import { containsPattern } from "~db/like";
import { orderItems, orders, paymentIncidents, user } from "~db/schema";
import type { RefundStatus } from "~db/schema/values";

export const ORDERS_PER_PAGE = 20;

/** The orders screen's address, read leniently (a bad value means the default). */
export const orderFiltersSchema = z.object({
  q: searchTextSchema,
  status: z.enum(["all", "to_ship", "completed", "cancelled"]).catch("all"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type OrderFilters = z.output<typeof orderFiltersSchema>;

export const readOrderFilters = (params: URLSearchParams): OrderFilters =>
  orderFiltersSchema.parse({ q: params.get("q") ?? "", status: params.get("status") ?? "all", page: params.get("page") ?? 1 });

export type AdminOrder = OrderSummary & { userEmail: string; paymentProvider: string; refundStatus: RefundStatus };

export type OrderPage = { orders: AdminOrder[]; found: number; total: number; page: number; pageCount: number };

function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const like = containsPattern(q);
  return or(
    sql`${orders.orderNumber} ilike ${like}`,
    sql`${orders.userEmail} ilike ${like}`,
    sql`${orders.shippingAddress}->>'fullName' ilike ${like}`,
    exists(
      getDb()
        .select({ one: sql`1` })
        .from(user)
        .where(and(eq(user.id, orders.userId), sql`concat_ws(' ', ${user.firstName}, ${user.lastName}, ${user.name}) ilike ${like}`)),
    ),
    exists(
      getDb()
        .select({ one: sql`1` })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orders.id), sql`${orderItems.productName} ilike ${like}`)),
    ),
  );
}

/** One page of orders, newest first, searched on the server (number, e-mail, product, customer name). */
export async function listAdminOrders(filters: OrderFilters, db: DbOrTx = getDb()): Promise<OrderPage> {
  const where = and(filters.status === "all" ? undefined : eq(orders.status, filters.status), searchCondition(filters.q));
  const filtered = filters.q !== "" || filters.status !== "all";
  const [[foundRow], [totalRow]] = await Promise.all([
    db.select({ n: count() }).from(orders).where(where),
    filtered ? db.select({ n: count() }).from(orders) : Promise.resolve([undefined]),
  ]);
  const found = foundRow?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(found / ORDERS_PER_PAGE));
  const page = Math.min(filters.page, pageCount);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), asc(orders.id))
    .limit(ORDERS_PER_PAGE)
    .offset((page - 1) * ORDERS_PER_PAGE);
  const ids = rows.map((r) => r.id);
  const [items, documents] = await Promise.all([
    ids.length ? db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.productName)) : [],
    listOrderDocuments(ids, db),
  ]);
  return {
    orders: rows.map((row) => ({
      ...toOrderSummary(row, items, documents),
      userEmail: row.userEmail,
      paymentProvider: row.paymentProvider,
      refundStatus: row.refundStatus,
    })),
    found,
    total: filtered ? (totalRow?.n ?? 0) : found,
    page,
    pageCount,
  };
}

export type OpenIncident = {
  id: string;
  provider: string;
  reference: string;
  userEmail: string;
  amountCents: number;
  currency: string;
  reason: string;
  createdAt: string;
};

/** Payments taken without an order, oldest first, until the admin settles them. */
export async function listOpenIncidents(db: DbOrTx = getDb()): Promise<OpenIncident[]> {
  const rows = await db.select().from(paymentIncidents).where(isNull(paymentIncidents.resolvedAt)).orderBy(asc(paymentIncidents.createdAt)).limit(100);
  return rows.map((r) => ({
    id: r.id,
    provider: r.provider,
    reference: r.reference,
    userEmail: r.userEmail,
    amountCents: r.amountCents,
    currency: r.currency,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
  }));
}
