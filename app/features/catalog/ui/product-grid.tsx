import { Link } from "react-router";
import { AddToCartButton } from "~/features/cart/ui/add-to-cart-button";
import type { ProductCard } from "../types";
import { ProductPrice } from "./product-price";

const gridClass = "grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4";

/**
 * The cards of a list of products. `firstRowFirst` where the grid opens the page (the shop): its first
 * row's images come with the page, the first two before the rest; below a product ('Vous aimerez
 * aussi'), every image waits until it nears the screen.
 */
export function ProductGrid({ products, firstRowFirst = false }: { products: ProductCard[]; firstRowFirst?: boolean }) {
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
    <ul className={gridClass} aria-label="Liste des produits">
      {products.map((p, i) => (
        <li key={p.id} className="flex flex-col overflow-hidden rounded bg-white shadow-sm">
          <Link to={`/shop/product/${p.id}`} className="block" tabIndex={-1} aria-hidden="true">
            {/* The first row is the page's largest paint on a phone (two cards) and above the fold on a
                wide screen (four): fetched with the page, the first two before the rest. */}
            <img
              src={p.imageUrl}
              alt=""
              width={400}
              height={400}
              loading={firstRowFirst && i < 4 ? "eager" : "lazy"}
              fetchPriority={firstRowFirst && i < 2 ? "high" : undefined}
              className="aspect-square w-full object-cover"
            />
          </Link>
          <div className="flex flex-1 flex-col gap-2 p-3">
            {p.isBestseller ? <span className="self-start rounded bg-brass px-2 py-0.5 text-xs font-semibold text-ink">Meilleure vente</span> : null}
            <Link to={`/shop/product/${p.id}`} className="font-semibold hover:underline">
              {p.name}
            </Link>
            <ProductPrice priceCents={p.priceCents} referencePriceCents={p.referencePriceCents} />
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

/** Spec: 10 skeleton cards while the list loads. */
export function ProductGridSkeleton() {
  return (
    <ul className={gridClass} aria-hidden="true" data-testid="product-skeletons">
      {Array.from({ length: 10 }, (_, i) => (
        <li key={i} className="flex animate-pulse flex-col overflow-hidden rounded bg-white shadow-sm motion-reduce:animate-none">
          <div className="aspect-square w-full bg-ink/10" />
          <div className="flex flex-col gap-2 p-3">
            <div className="h-4 w-3/4 rounded bg-ink/10" />
            <div className="h-4 w-1/3 rounded bg-ink/10" />
            <div className="mt-2 h-9 rounded bg-ink/10" />
          </div>
        </li>
      ))}
    </ul>
  );
}
