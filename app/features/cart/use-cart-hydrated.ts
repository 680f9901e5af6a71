import { useSyncExternalStore } from "react";
import { useCart } from "./cart-store";

/** Once read, the cart stays read: a later re-read (the cart changed in another tab) does not count. */
let read = false;
const hasBeenRead = () => (read ||= useCart.persist.hasHydrated());
const onRead = (changed: () => void) => useCart.persist.onFinishHydration(changed);

/** True once the cart has been read from localStorage (never on the server, nor in the first render that hydrates its page). */
export function useCartHydrated(): boolean {
  return useSyncExternalStore(onRead, hasBeenRead, () => false);
}
