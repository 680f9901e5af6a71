import { notify } from "~/lib/notify";
import { useCart, type CartProduct } from "../cart-store";

/** 'Ajouter au panier', or 'Rupture de stock' (disabled) when none is left. */
export function AddToCartButton({ product, stock, className }: { product: CartProduct; stock: number; className: string }) {
  const addItem = useCart((s) => s.addItem);
  const soldOut = stock <= 0;
  return (
    <button
      type="button"
      disabled={soldOut}
      onClick={() => {
        addItem(product);
        notify.success("Produit ajouté au panier");
      }}
      className={`rounded bg-ink text-paper hover:bg-ink-soft disabled:cursor-not-allowed disabled:bg-muted ${className}`}
      aria-label={soldOut ? `${product.name} : rupture de stock` : `Ajouter ${product.name} au panier`}
    >
      {soldOut ? "Rupture de stock" : "Ajouter au panier"}
    </button>
  );
}
