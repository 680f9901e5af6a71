import { and, eq, ne, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "~db/client.server";
import { orderItems, orders } from "~db/schema";

/** Whether the customer has an order (not cancelled) containing the product: 'Achat vérifié'. */
export async function hasPurchased(userId: string, productId: string, db: DbOrTx = getDb()): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orderItems.productId, productId), ne(orders.status, "cancelled")))
    .limit(1);
  return !!row;
}
