import { MAX_LINE_QUANTITY, setLineQuantity, type CartLine } from "./cart-lines";

/** What the shop knows of a product today, as the cart needs it: its display data and its stock. */
export type CatalogEntry = { name: string; imageUrl: string; priceCents: number; stock: number };

/** A line as the browser sends it: what to buy, and the price it last showed. */
export type RequestedLine = { productId: string; quantity: number; priceCents?: number };

/** What reconciliation changed, for the notices shown to the customer. */
export type CartChange =
  | { kind: "removed"; productId: string }
  | { kind: "sold-out"; productId: string; name: string }
  | { kind: "lowered"; productId: string; name: string; quantity: number; stock: number }
  | { kind: "repriced"; productId: string; name: string; priceCents: number };

/**
 * The cart as the shop can honour it today: products that no longer exist or are out of stock are
 * dropped, today's names, images, prices and stock replace the snapshot, and quantities above the
 * stock are lowered. Lines for the same product are merged.
 */
export function reconcileLines(requested: readonly RequestedLine[], catalog: ReadonlyMap<string, CatalogEntry>): { lines: CartLine[]; changes: CartChange[] } {
  const lines: CartLine[] = [];
  const changes: CartChange[] = [];
  const merged = new Map<string, RequestedLine>();
  for (const line of requested) {
    const seen = merged.get(line.productId);
    merged.set(line.productId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : line);
  }
  for (const { productId, quantity, priceCents } of merged.values()) {
    const product = catalog.get(productId);
    if (!product) {
      changes.push({ kind: "removed", productId });
      continue;
    }
    if (product.stock <= 0) {
      changes.push({ kind: "sold-out", productId, name: product.name });
      continue;
    }
    const cap = Math.min(product.stock, MAX_LINE_QUANTITY);
    if (quantity > cap) changes.push({ kind: "lowered", productId, name: product.name, quantity: cap, stock: product.stock });
    if (priceCents !== undefined && priceCents !== product.priceCents) {
      changes.push({ kind: "repriced", productId, name: product.name, priceCents: product.priceCents });
    }
    lines.push({ productId, quantity: Math.min(quantity, cap), ...product });
  }
  return { lines, changes };
}

/**
 * The cart after the server's answer arrives. Lines that were sent take the server's values and
 * keep the quantity the customer has now (within today's stock) or go if the server dropped them;
 * lines that were not sent (added meanwhile, or in another tab) stay as they are.
 */
export function applyCheckedLines(current: readonly CartLine[], sentIds: ReadonlySet<string>, checked: readonly CartLine[]): CartLine[] {
  const byId = new Map(checked.map((line) => [line.productId, line]));
  return current.flatMap((line) => {
    const fresh = byId.get(line.productId);
    if (fresh) return setLineQuantity([fresh], fresh.productId, line.quantity);
    return sentIds.has(line.productId) ? [] : [line];
  });
}
