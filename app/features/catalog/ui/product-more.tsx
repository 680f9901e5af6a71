import { ProductReviews } from "../reviews/ui/product-reviews";
import type { ProductReviewView, RatingSummary } from "../reviews/types";
import type { ProductCard, ProductDetail } from "../types";
import { ProductGrid } from "./product-grid";

export type ProductMoreProps = {
  product: ProductDetail;
  reviews: ProductReviewView[];
  summary: RatingSummary;
  /** Where a signed-out visitor signs in and comes back; null when signed in. */
  loginHref: string | null;
  related: ProductCard[];
};

/** What follows the product on its page: its active ingredients, 'Avis clients' and 'Vous aimerez aussi'. */
export function ProductMore({ product, reviews, summary, loginHref, related }: ProductMoreProps) {
  return (
    <>
      <ActiveIngredients ingredients={product.activeIngredients} />

      <ProductReviews key={product.id} reviews={reviews} summary={summary} loginHref={loginHref} />

      {related.length > 0 ? (
        <section aria-labelledby="suggestions-title" className="mt-14">
          <h2 id="suggestions-title" className="font-display text-3xl">
            Vous aimerez aussi
          </h2>
          <div className="mt-6">
            <ProductGrid products={related} />
          </div>
        </section>
      ) : null}
    </>
  );
}

/** Active-ingredient cards: the name and what it does. */
function ActiveIngredients({ ingredients }: { ingredients: ProductDetail["activeIngredients"] }) {
  if (ingredients.length === 0) return null;
  return (
    <section aria-labelledby="actifs-title" className="mt-12">
      <h2 id="actifs-title" className="font-display text-3xl">
        Les actifs
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ingredients.map((ingredient) => (
          <li key={ingredient.name} className="rounded-lg border border-brass/30 bg-white p-5">
            <h3 className="font-display text-xl text-brass-dark">{ingredient.name}</h3>
            <p className="mt-2 text-ink/90">{ingredient.benefit}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
