import { succeed, type Success } from "~/lib/result";
import { getDb, type DbOrTx } from "~db/client.server";
import type { CartLine } from "~/features/cart/cart-lines";
import { reconcileLines, type CartChange, type RequestedLine } from "~/features/cart/reconcile";
import { getCatalogEntries } from "./products.server";

export type ReconciledCart = { lines: CartLine[]; changes: CartChange[] };

/** The browser's cart checked against today's catalogue (prices, names, images, stock). */
export async function reconcileCart(requested: readonly RequestedLine[], db: DbOrTx = getDb()): Promise<Success<ReconciledCart>> {
  const catalog = await getCatalogEntries(
    requested.map((l) => l.productId),
    db,
  );
  return succeed(reconcileLines(requested, catalog));
}
