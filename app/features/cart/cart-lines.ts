import type { GiftCardPurchase } from "~/features/gift-cards/purchase";

/**
 * The cart's rules, as pure functions of its lines (spec section 4, "Cart"). The browser keeps only
 * what to buy, `{ productId, quantity }`, and a snapshot for display; prices are always recomputed
 * by the server.
 */
export type CartLine = {
  productId: string;
  quantity: number;
  /** Display snapshot, as last shown (replaced by the server's values on reconciliation). */
  name: string;
  imageUrl: string;
  priceCents: number;
  /** Units in stock when last seen: the most this line may hold. */
  stock: number;
  /**
   * A gift card (its own line, `carte-cadeau-…`, one card, stock 1): what the buyer chose, priced
   * and checked again by the server at checkout. Never checked against the catalogue.
   */
  giftCard?: GiftCardPurchase;
};

export type CartProduct = Omit<CartLine, "quantity">;

/** No line holds more than this, whatever the stock (a shop for people, not resellers). */
export const MAX_LINE_QUANTITY = 99;

const capOf = (line: Pick<CartLine, "stock">) => Math.max(0, Math.min(line.stock, MAX_LINE_QUANTITY));

/**
 * Adds `quantity` of a product: a new line, or more of one already there, never beyond the stock.
 * Returns the new lines and how many units were really added.
 */
export function addToLines(lines: CartLine[], product: CartProduct, quantity = 1): { lines: CartLine[]; added: number } {
  if (!Number.isInteger(quantity) || quantity < 1) return { lines, added: 0 };
  const existing = lines.find((l) => l.productId === product.productId);
  const current = existing?.quantity ?? 0;
  const next = Math.min(current + quantity, capOf(product));
  const added = Math.max(0, next - current);
  if (added === 0) return { lines, added };
  if (existing) {
    return { lines: lines.map((l) => (l.productId === product.productId ? { ...l, ...product, quantity: next } : l)), added };
  }
  return { lines: [...lines, { ...product, quantity: next }], added };
}

/** Sets a line's quantity; below 1 is ignored (spec), above the stock is capped. */
export function setLineQuantity(lines: CartLine[], productId: string, quantity: number): CartLine[] {
  if (!Number.isInteger(quantity) || quantity < 1) return lines;
  return lines.map((l) => (l.productId === productId ? { ...l, quantity: Math.max(1, Math.min(quantity, capOf(l))) } : l));
}

export const removeFromLines = (lines: CartLine[], productId: string) => lines.filter((l) => l.productId !== productId);

export const totalQuantity = (lines: readonly CartLine[]) => lines.reduce((n, l) => n + l.quantity, 0);
export const totalCents = (lines: readonly CartLine[]) => lines.reduce((n, l) => n + l.priceCents * l.quantity, 0);
export const canAddMore = (line: CartLine) => line.quantity < capOf(line);

const isLine = (value: unknown): value is CartLine => {
  const l = value as Partial<CartLine> | null;
  return (
    !!l &&
    typeof l.productId === "string" &&
    Number.isInteger(l.quantity) &&
    l.quantity! >= 1 &&
    typeof l.name === "string" &&
    typeof l.imageUrl === "string" &&
    Number.isInteger(l.priceCents) &&
    Number.isInteger(l.stock) &&
    (l.giftCard === undefined || (typeof l.giftCard === "object" && l.giftCard !== null && l.productId.startsWith("carte-cadeau-") && l.quantity === 1))
  );
};

/** Keeps only well-formed lines of what was read back from storage. */
export function sanitizeLines(value: unknown): CartLine[] {
  return Array.isArray(value) ? value.filter(isLine) : [];
}

/**
 * The first saved shape of `cart-storage` (before version 1): `{ items: [{ id, name, image_url,
 * price, quantity }] }`. Its lines are kept; their stock is unknown until the server is asked.
 */
export function migrateStoredCart(persisted: unknown, version: number): { lines: CartLine[] } {
  const state = (persisted ?? {}) as { items?: unknown; lines?: unknown };
  if (version >= 1) return { lines: sanitizeLines(state.lines) };
  const items = Array.isArray(state.items) ? state.items : [];
  const lines = items.flatMap((raw): CartLine[] => {
    const item = raw as { id?: unknown; name?: unknown; image_url?: unknown; price?: unknown; quantity?: unknown };
    if (typeof item.id !== "string" || !Number.isInteger(item.quantity) || (item.quantity as number) < 1) return [];
    return [
      {
        productId: item.id,
        quantity: Math.min(item.quantity as number, MAX_LINE_QUANTITY),
        name: typeof item.name === "string" ? item.name : "",
        imageUrl: typeof item.image_url === "string" ? item.image_url : "",
        priceCents: Number.isInteger(item.price) ? (item.price as number) : 0,
        stock: MAX_LINE_QUANTITY,
      },
    ];
  });
  return { lines };
}
