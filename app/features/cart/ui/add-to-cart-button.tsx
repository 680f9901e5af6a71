import { notify } from "~/lib/notify";
import type { CartProduct } from "../cart-lines";
import { useCart } from "../cart-store";
import { cartMessages, stockLimitMessage } from "../messages";

/**
 * 'Ajouter au panier' (adds `quantity`, never more than the stock in total), or 'Rupture de stock'
 * (disabled) when none is left.
 */
export function AddToCartButton({ product, quantity = 1, className }: { product: CartProduct; quantity?: number; className: string }) {
  const add = useCart((s) => s.add);
  const soldOut = product.stock <= 0;
  return (
    <button
      type="button"
      disabled={soldOut}
      onClick={() => {
        const added = add(product, quantity);
        if (added === quantity) notify.success(cartMessages.added);
        else if (added > 0) notify.info(`${cartMessages.added} (${added}). ${stockLimitMessage(product.name, product.stock)}`);
        else notify.error(stockLimitMessage(product.name, product.stock));
      }}
      className={`rounded bg-ink text-paper hover:bg-ink-soft disabled:cursor-not-allowed disabled:bg-muted ${className}`}
      aria-label={soldOut ? `${product.name} : rupture de stock` : `Ajouter ${product.name} au panier`}
    >
      {soldOut ? "Rupture de stock" : "Ajouter au panier"}
    </button>
  );
}
