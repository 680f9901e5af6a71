import { useState } from "react";
import { QuantityInput } from "~/components/ui/quantity-input";
import { MAX_LINE_QUANTITY } from "~/features/cart/cart-lines";
import { useCart } from "~/features/cart/cart-store";
import { AddToCartButton } from "~/features/cart/ui/add-to-cart-button";
import type { ProductDetail } from "../types";

/** Few enough left to say so. */
const LOW_STOCK = 5;

/** Stock state, quantity (1 to what may still be added) and 'Ajouter au panier'. */
export function ProductPurchase({ product }: { product: ProductDetail }) {
  const inCart = useCart((s) => s.lines.find((l) => l.productId === product.id)?.quantity ?? 0);
  const room = Math.max(0, Math.min(product.stock, MAX_LINE_QUANTITY) - inCart);
  const [quantity, setQuantity] = useState(1);
  const chosen = Math.max(1, Math.min(quantity, room));

  if (product.stock <= 0) {
    return <p className="mt-6 text-lg font-semibold text-red-800">Rupture de stock</p>;
  }
  return (
    <div className="mt-6 space-y-4">
      <p className={product.stock <= LOW_STOCK ? "font-semibold text-brass-dark" : "text-green-800"}>
        {product.stock <= LOW_STOCK ? `Plus que ${product.stock} en stock` : "En stock"}
        {inCart > 0 ? <span className="ml-2 font-normal text-muted">{`(${inCart} dans votre panier)`}</span> : null}
      </p>
      <div className="flex flex-wrap items-end gap-4">
        <QuantityInput value={chosen} onChange={setQuantity} max={Math.max(1, room)} itemName={product.name} />
        <AddToCartButton
          product={{ productId: product.id, name: product.name, imageUrl: product.imageUrl, priceCents: product.priceCents, stock: product.stock }}
          quantity={chosen}
          className="h-11 flex-1 px-6 sm:flex-none"
        />
      </div>
    </div>
  );
}
