import { BagIcon } from "~/components/ui/icons";
import { AWAIT_LIVE } from "~/lib/early-presses";
import { totalQuantity } from "../cart-lines";
import { useCart } from "../cart-store";
import { CART_BUTTON_ID, CART_SHEET_ID } from "./cart-ids";
import { cartSheet } from "./cart-sheet-on-demand";

export function cartButtonLabel(count: number): string {
  return `Panier, ${count} ${count > 1 ? "articles" : "article"}`;
}

/**
 * Opens the cart panel. The badge is absolutely positioned over the icon, so it appearing after the
 * cart is read from localStorage (after hydration) shifts nothing. Pressed before the page is live,
 * it opens the panel once it is (lib/early-presses); busy until the panel's code is there.
 */
export function CartButton() {
  const count = useCart((s) => totalQuantity(s.lines));
  const isOpen = useCart((s) => s.isOpen);
  const setOpen = useCart((s) => s.setOpen);
  const sheetLoaded = cartSheet.use() !== undefined;

  return (
    <button
      id={CART_BUTTON_ID}
      type="button"
      {...AWAIT_LIVE}
      aria-busy={isOpen && !sheetLoaded ? true : undefined}
      aria-label={cartButtonLabel(count)}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-controls={isOpen && sheetLoaded ? CART_SHEET_ID : undefined}
      onClick={() => setOpen(true)}
      onPointerEnter={cartSheet.request}
      onFocus={cartSheet.request}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-paper/90 hover:bg-paper/10 hover:text-brass"
    >
      <BagIcon />
      {count > 0 ? (
        <span
          data-testid="cart-count"
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brass px-1 text-[0.6875rem] leading-none font-semibold text-ink tabular-nums ring-2 ring-ink"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </button>
  );
}
