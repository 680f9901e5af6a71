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

import { cartTotalCents, cartTotalQuantity, useCart } from "./cart-store";

const oil = { id: "p1", name: "Huile Barbe", image_url: "/images/products/huile-barbe.webp", price: 1999 };
const paste = { id: "p2", name: "Pâte Coiffante", image_url: "/images/products/pate-coiffante.webp", price: 2299 };

describe("cart rules", () => {
  beforeEach(() => useCart.getState().clearCart());

  it("adds a new item at 1 and raises the quantity of one already there", () => {
    const { addItem } = useCart.getState();
    addItem(oil);
    addItem(paste);
    addItem(oil);
    const { items } = useCart.getState();
    expect(items.map((i) => [i.id, i.quantity])).toEqual([["p1", 2], ["p2", 1]]);
    expect(cartTotalQuantity(items)).toBe(3);
    expect(cartTotalCents(items)).toBe(2 * 1999 + 2299);
    const saved = JSON.parse(storage.get("cart-storage")!);
    expect(saved.state).toEqual({ items });
  });

  it("ignores a quantity below 1 and removes by id", () => {
    const { addItem, updateQuantity, removeItem } = useCart.getState();
    addItem(oil);
    updateQuantity("p1", 0);
    updateQuantity("p1", -3);
    expect(useCart.getState().items[0]!.quantity).toBe(1);
    updateQuantity("p1", 4);
    expect(useCart.getState().items[0]!.quantity).toBe(4);
    removeItem("p1");
    expect(useCart.getState().items).toEqual([]);
  });

  it("clears everything", () => {
    const { addItem, clearCart } = useCart.getState();
    addItem(oil);
    addItem(paste);
    clearCart();
    expect(cartTotalQuantity(useCart.getState().items)).toBe(0);
  });
});
