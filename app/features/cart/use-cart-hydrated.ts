import { useEffect, useState } from "react";
import { useCart } from "./cart-store";

/** True once the cart has been read from localStorage (never on the server). */
export function useCartHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (useCart.persist.hasHydrated()) setHydrated(true);
    return useCart.persist.onFinishHydration(() => setHydrated(true));
  }, []);
  return hydrated;
}
