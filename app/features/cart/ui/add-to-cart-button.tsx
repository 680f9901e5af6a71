import { notify } from "~/lib/notify";
import type { CartProduct } from "../cart-lines";
import { useCart } from "../cart-store";
import { cartMessages, stockLimitMessage } from "../messages";

/**
 * 'Ajouter au panier' (adds `quantity`, never more than the stock in total), or just 'Rupture de
 * stock' when none is left.
 */
export function AddToCartButton({ product, quantity = 1, className }: { product: CartProduct; quantity?: number; className: string }) {
  const add = useCart((s) => s.add);
  if (product.stock <= 0) {
    return <p className={`flex items-center justify-center rounded border border-ink/20 bg-ink/5 font-medium text-muted ${className}`}>Rupture de stock</p>;
  }
  return (
    <button
      type="button"
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
