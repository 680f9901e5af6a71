import { beforeEach, describe, expect, it, vi } from "vitest";

const storage = vi.hoisted(() => {
  const data = new Map<string, string>();
  const localStorage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
  Object.assign(globalThis, { localStorage });
  return data;
});

import { MAX_LINE_QUANTITY, totalCents, totalQuantity, type CartProduct } from "./cart-lines";
import { CART_STORAGE_KEY, useCart } from "./cart-store";

const oil: CartProduct = { productId: "p1", name: "Huile Barbe", imageUrl: "/images/products/huile-barbe.webp", priceCents: 1999, stock: 40 };
const paste: CartProduct = { productId: "p2", name: "Pâte Coiffante", imageUrl: "/images/products/pate-coiffante.webp", priceCents: 2299, stock: 3 };

describe("cart rules", () => {
  beforeEach(() => useCart.getState().clear());

  it("adds a new line at 1 and raises the quantity of one already there, keeping only id, quantity and a snapshot", () => {
    const { add } = useCart.getState();
    add(oil);
    add(paste);
    add(oil);
    const { lines } = useCart.getState();
    expect(lines.map((l) => [l.productId, l.quantity])).toEqual([
      ["p1", 2],
      ["p2", 1],
    ]);
    expect(totalQuantity(lines)).toBe(3);
    expect(totalCents(lines)).toBe(2 * 1999 + 2299);
    const saved = JSON.parse(storage.get(CART_STORAGE_KEY)!);
    expect(saved).toEqual({ state: { lines }, version: 1 });
    expect(Object.keys(saved.state.lines[0]).sort()).toEqual(["imageUrl", "name", "priceCents", "productId", "quantity", "stock"]);
  });

  it("never holds more than the stock, whether added at once or one by one", () => {
    const { add, setQuantity } = useCart.getState();
    expect(add(paste, 2)).toBe(2);
    expect(add(paste, 5)).toBe(1);
    expect(add(paste)).toBe(0);
    expect(useCart.getState().lines[0]!.quantity).toBe(3);
    setQuantity("p2", 10);
    expect(useCart.getState().lines[0]!.quantity).toBe(3);
    expect(add({ ...oil, stock: 1000 }, 500)).toBe(MAX_LINE_QUANTITY);
    expect(add({ ...oil, productId: "sold-out", stock: 0 })).toBe(0);
    expect(useCart.getState().lines.map((l) => l.productId)).toEqual(["p2", "p1"]);
  });

  it("ignores a quantity below 1 and removes by id", () => {
    const { add, setQuantity, remove } = useCart.getState();
    add(oil);
    setQuantity("p1", 0);
    setQuantity("p1", -3);
    setQuantity("p1", 1.5);
    expect(useCart.getState().lines[0]!.quantity).toBe(1);
    setQuantity("p1", 4);
    expect(useCart.getState().lines[0]!.quantity).toBe(4);
    remove("p1");
    expect(useCart.getState().lines).toEqual([]);
  });

  it("clears everything", () => {
    const { add, clear } = useCart.getState();
    add(oil);
    add(paste);
    clear();
    expect(totalQuantity(useCart.getState().lines)).toBe(0);
  });

  it("migrates a cart saved under the first shape instead of losing it", async () => {
    storage.set(
      CART_STORAGE_KEY,
      JSON.stringify({
        state: {
          items: [
            { id: "p1", name: "Huile Barbe", image_url: "/images/products/huile-barbe.webp", price: 1999, quantity: 2, category: "barbe-rasage" },
            { id: "bad", quantity: "deux" },
          ],
        },
        version: 0,
      }),
    );
    await useCart.persist.rehydrate();
    expect(useCart.getState().lines).toEqual([
      { productId: "p1", quantity: 2, name: "Huile Barbe", imageUrl: "/images/products/huile-barbe.webp", priceCents: 1999, stock: MAX_LINE_QUANTITY },
    ]);
    expect(JSON.parse(storage.get(CART_STORAGE_KEY)!).version).toBe(1);
  });

  it("drops malformed lines of a stored cart", async () => {
    storage.set(CART_STORAGE_KEY, JSON.stringify({ state: { lines: [{ ...oil, quantity: 1 }, { productId: 3 }, null] }, version: 1 }));
    await useCart.persist.rehydrate();
    expect(useCart.getState().lines.map((l) => l.productId)).toEqual(["p1"]);
  });

  it("keeps adding when the browser refuses to store (private browsing, a full storage)", () => {
    const setItem = localStorage.setItem;
    localStorage.setItem = () => {
      throw new DOMException("QuotaExceededError");
    };
    try {
      expect(useCart.getState().add(oil)).toBe(1);
      expect(useCart.getState().lines.map((l) => l.productId)).toEqual(["p1"]);
    } finally {
      localStorage.setItem = setItem;
    }
  });

  it("says when the cart has been read back, and saves it again only when its shape was migrated", async () => {
    const told = vi.fn();
    const stop = useCart.persist.onFinishHydration(told);
    const saved = JSON.stringify({ state: { lines: [{ ...oil, quantity: 2 }] }, version: 1 });
    storage.set(CART_STORAGE_KEY, saved);
    const setItem = vi.spyOn(localStorage, "setItem");
    await useCart.persist.rehydrate();
    stop();
    expect(told).toHaveBeenCalledTimes(1);
    expect(useCart.persist.hasHydrated()).toBe(true);
    expect(useCart.getState().lines.map((l) => [l.productId, l.quantity])).toEqual([["p1", 2]]);
    expect(setItem).not.toHaveBeenCalled();
    setItem.mockRestore();
  });
});
