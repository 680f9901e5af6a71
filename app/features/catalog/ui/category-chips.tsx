import { Link } from "react-router";
import { ALL_PRODUCTS_LABEL, productCategories, productCategoryLabels, type ProductCategory } from "../categories";
import { shopHref, type SortOrder } from "../listing";

const chipClass =
  "inline-flex h-10 items-center rounded-full border px-4 text-sm whitespace-nowrap transition-colors aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-paper border-ink/20 bg-white hover:border-ink";

/** The gift card's own page, after the categories. */
export const GIFT_CARD_PAGE = "/shop/carte-cadeau";

/**
 * 'Tous les produits' and one link per category, the current one marked; the search and sort are
 * kept. Then 'Carte cadeau' (its own page; `current` "carte-cadeau" there).
 */
export function CategoryChips({ current, sort, search }: { current: ProductCategory | "carte-cadeau" | null; sort: SortOrder; search: string | null }) {
  const chips: Array<{ category: ProductCategory | null; label: string }> = [
    { category: null, label: ALL_PRODUCTS_LABEL },
    ...productCategories.map((category) => ({ category, label: productCategoryLabels[category] })),
  ];
  return (
    <nav aria-label="Catégories de produits" className="-mx-4 overflow-x-auto px-4 pb-1">
      <ul className="flex gap-2">
        {chips.map(({ category, label }) => (
          <li key={label}>
            <Link to={shopHref({ category, sort, search })} aria-current={category === current ? "page" : undefined} preventScrollReset className={chipClass}>
              {label}
            </Link>
          </li>
        ))}
        <li>
          <Link to={GIFT_CARD_PAGE} aria-current={current === "carte-cadeau" ? "page" : undefined} className={chipClass}>
            Carte cadeau
          </Link>
        </li>
      </ul>
    </nav>
  );
}
