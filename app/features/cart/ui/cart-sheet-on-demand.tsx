import { useEffect } from "react";
import { onDemand } from "~/lib/on-demand";
import { useCart } from "../cart-store";

/** The cart panel's code (Radix Dialog and the lines' editor), fetched when the panel is first wanted. */
export const cartSheet = onDemand(() => import("./cart-sheet"));

/** Mounts the cart panel once it has been opened (or its button hovered or focused). */
export function CartSheetOnDemand({ signedIn }: { signedIn: boolean }) {
  const isOpen = useCart((s) => s.isOpen);
  const loaded = cartSheet.use();
  useEffect(() => {
    if (isOpen) cartSheet.request();
  }, [isOpen]);
  return loaded ? <loaded.CartSheet signedIn={signedIn} /> : null;
}
