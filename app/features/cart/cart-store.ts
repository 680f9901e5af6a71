import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { addToLines, migrateStoredCart, removeFromLines, setLineQuantity, type CartLine, type CartProduct } from "./cart-lines";

export type { CartLine, CartProduct };

type CartState = {
  lines: CartLine[];
  isOpen: boolean;
  /** Adds up to `quantity` units (never beyond the stock); returns how many were added. */
  add(product: CartProduct, quantity?: number): number;
  remove(productId: string): void;
  setQuantity(productId: string, quantity: number): void;
  /** Replaces the lines with the server's reconciled ones. */
  replace(lines: CartLine[]): void;
  clear(): void;
  setOpen(open: boolean): void;
};

export const CART_STORAGE_KEY = "cart-storage";
/** Version 1: lines of `{ productId, quantity }` plus a snapshot. Version 0 had `items`. */
const CART_STORAGE_VERSION = 1;

export const useCart = create<CartState>()(
  persist(
    (set, get) => ({
      lines: [],
      isOpen: false,
      add: (product, quantity = 1) => {
        const { lines, added } = addToLines(get().lines, product, quantity);
        if (added > 0) set({ lines });
        return added;
      },
      remove: (productId) => set((state) => ({ lines: removeFromLines(state.lines, productId) })),
      setQuantity: (productId, quantity) => set((state) => ({ lines: setLineQuantity(state.lines, productId, quantity) })),
      replace: (lines) => set({ lines }),
      clear: () => set({ lines: [] }),
      setOpen: (isOpen) => set({ isOpen }),
    }),
    {
      name: CART_STORAGE_KEY,
      version: CART_STORAGE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ lines: state.lines }),
      migrate: (persisted, version) => migrateStoredCart(persisted, version),
      // A stored value of the current version is still checked: it may have been edited by hand.
      merge: (persisted, current) => ({ ...current, ...migrateStoredCart(persisted, CART_STORAGE_VERSION) }),
      // Read after hydration so the server-rendered HTML and the first client render agree.
      skipHydration: true,
    },
  ),
);
