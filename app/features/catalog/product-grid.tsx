import { Link } from "react-router";
import { AddToCartButton } from "~/features/cart/ui/add-to-cart-button";
import { formatPrice } from "~/lib/money";
import type { ProductCard } from "./types";

export function ProductGrid({ products }: { products: ProductCard[] }) {
  if (products.length === 0) {
    return (
      <div className="py-16 text-center">
        <p className="text-lg font-semibold">Aucun produit trouvé</p>
        <Link to="/shop" className="mt-4 inline-block underline">
          Voir tous les produits
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
      {products.map((p) => (
        <li key={p.id} className="flex flex-col overflow-hidden rounded bg-white shadow-sm">
          <Link to={`/shop/product/${p.id}`} className="block" tabIndex={-1} aria-hidden="true">
            <img src={p.imageUrl} alt="" width={400} height={400} loading="lazy" className="aspect-square w-full object-cover" />
          </Link>
          <div className="flex flex-1 flex-col gap-2 p-3">
            {p.isBestseller ? (
              <span className="self-start rounded bg-brass px-2 py-0.5 text-xs font-semibold text-ink">Meilleure vente</span>
            ) : null}
            <Link to={`/shop/product/${p.id}`} className="font-semibold hover:underline">
              {p.name}
            </Link>
            <p>
              {p.referencePriceCents ? (
                <>
                  <s className="mr-2 text-muted">{formatPrice(p.referencePriceCents)}</s>
                  <span className="font-semibold text-red-700">{formatPrice(p.priceCents)}</span>
                </>
              ) : (
                <span className="font-semibold">{formatPrice(p.priceCents)}</span>
              )}
            </p>
            <AddToCartButton
              product={{ productId: p.id, name: p.name, imageUrl: p.imageUrl, priceCents: p.priceCents, stock: p.stock }}
              className="mt-auto px-3 py-2 text-sm"
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
