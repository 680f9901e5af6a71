import { create } from "zustand";
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

const store = create<CartState>()((set, get) => ({
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
}));

type Stored = { state?: unknown; version?: number } | null;

const save = (lines: CartLine[]) => {
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { lines }, version: CART_STORAGE_VERSION }));
  } catch {
    // Storage full or refused (private browsing): the cart lives as long as the page.
  }
};

let hydrated = false;
let reading = false;
const onRead = new Set<() => void>();

// Every change of the lines is saved, as `{ state: { lines }, version }`; reading them back is not a change.
store.subscribe((state, previous) => {
  if (state.lines !== previous.lines && !reading) save(state.lines);
});

/**
 * The cart's store. `persist` reads it back from localStorage, once the page is live (the shell's
 * effect), not while it is drawn: the server's HTML and the first render in the browser then agree
 * (an empty cart). A value of the current version is still checked (it may have been edited by
 * hand); an older one is migrated and saved again. (zustand's own `persist` did this for 1 KB more.)
 */
export const useCart = Object.assign(store, {
  persist: {
    rehydrate(): Promise<void> {
      let stored: Stored = null;
      try {
        stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "null") as Stored;
      } catch {
        // Unreadable: an empty cart.
      }
      reading = true;
      store.setState(migrateStoredCart(stored?.state, stored ? (stored.version ?? 0) : CART_STORAGE_VERSION));
      reading = false;
      if (stored && stored.version !== CART_STORAGE_VERSION) save(store.getState().lines);
      hydrated = true;
      onRead.forEach((listener) => listener());
      return Promise.resolve();
    },
    hasHydrated: () => hydrated,
    onFinishHydration(listener: () => void) {
      onRead.add(listener);
      return () => void onRead.delete(listener);
    },
  },
});
