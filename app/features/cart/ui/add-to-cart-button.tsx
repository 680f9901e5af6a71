import { notify } from "~/lib/notify";
import type { CartProduct } from "../cart-lines";
import { useCart } from "../cart-store";
import { cartMessages, stockLimitMessage } from "../messages";
import { AWAIT_LIVE } from "~/lib/early-presses";

/**
 * 'Ajouter au panier' (adds `quantity`, never more than the stock in total), or just 'Rupture de
 * stock' when none is left. Pressed before the page is live, it is busy and adds once it is
 * (lib/early-presses), after the cart was read from the browser's storage (the shell's effect runs
 * before the root's, which presses it again): nothing already in the cart is lost.
 */
export function AddToCartButton({ product, quantity = 1, className }: { product: CartProduct; quantity?: number; className: string }) {
  const add = useCart((s) => s.add);
  if (product.stock <= 0) {
    return <p className={`flex items-center justify-center rounded border border-ink/20 bg-ink/5 font-medium text-muted ${className}`}>Rupture de stock</p>;
  }
  return (
    <button
      type="button"
      {...AWAIT_LIVE}
      onClick={() => {
        const added = add(product, quantity);
        if (added === quantity) notify.success(cartMessages.added);
        else if (added > 0) notify.info(`${cartMessages.added} (${added}). ${stockLimitMessage(product.name, product.stock)}`);
        else notify.error(stockLimitMessage(product.name, product.stock));
      }}
      className={`rounded bg-ink text-paper hover:bg-ink-soft ${className}`}
    >
      Ajouter au panier<span className="sr-only">{` : ${product.name}`}</span>
    </button>
  );
}
