import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** What the browser keeps: display copies only. Prices are always recomputed on the server. */
export type CartItem = {
  id: string;
  name: string;
  image_url: string;
  /** Unit price in cents, as shown when added. */
  price: number;
  quantity: number;
  category?: string;
};

export type CartProduct = Omit<CartItem, "quantity">;

type CartState = {
  items: CartItem[];
  isOpen: boolean;
  addItem(product: CartProduct): void;
  removeItem(id: string): void;
  updateQuantity(id: string, quantity: number): void;
  clearCart(): void;
  setOpen(open: boolean): void;
};

export const CART_STORAGE_KEY = "cart-storage";

export const useCart = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      isOpen: false,
      addItem: (product) =>
        set((state) => {
          const existing = state.items.find((i) => i.id === product.id);
          if (existing) {
            return { items: state.items.map((i) => (i.id === product.id ? { ...i, quantity: i.quantity + 1 } : i)) };
          }
          return { items: [...state.items, { ...product, quantity: 1 }] };
        }),
      removeItem: (id) => set((state) => ({ items: state.items.filter((i) => i.id !== id) })),
      updateQuantity: (id, quantity) =>
        set((state) => {
          if (!Number.isInteger(quantity) || quantity < 1) return state;
          return { items: state.items.map((i) => (i.id === id ? { ...i, quantity } : i)) };
        }),
      clearCart: () => set({ items: [] }),
      setOpen: (isOpen) => set({ isOpen }),
    }),
    {
      name: CART_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ items: state.items }),
      // Read after hydration so the server-rendered HTML and the first client render agree.
      skipHydration: true,
    },
  ),
);

export const cartTotalQuantity = (items: CartItem[]) => items.reduce((n, i) => n + i.quantity, 0);
export const cartTotalCents = (items: CartItem[]) => items.reduce((n, i) => n + i.price * i.quantity, 0);
