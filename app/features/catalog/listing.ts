import { productCategoryLabels, isKit, type ProductCategory } from "./categories";

/** The shop's sort orders (spec section 2), as they appear in `?sort=`, with their French labels. */
export const sortOptions = [
  { value: "default", label: "Nos recommandations" },
  { value: "name-asc", label: "Nom, de A à Z" },
  { value: "name-desc", label: "Nom, de Z à A" },
  { value: "price-asc", label: "Prix croissant" },
  { value: "price-desc", label: "Prix décroissant" },
] as const;

export type SortOrder = (typeof sortOptions)[number]["value"];

export const parseSort = (value: string | null | undefined): SortOrder => (sortOptions.some((o) => o.value === value) ? (value as SortOrder) : "default");

/** Spec section 9: these come first, in this order; then the others; kits always last. */
const DEFAULT_PRIORITY = ["huile-barbe", "masque-barbe", "shampoing-barbe", "lotion-cryo-apres-rasage", "shampoing-cheveux", "pate-coiffante"] as const;

export type Sortable = { slug: string; name: string; priceCents: number; category: ProductCategory; createdAt: string };

const byName = (a: Sortable, b: Sortable) => a.name.localeCompare(b.name, "fr", { sensitivity: "base" });
const rank = (p: Sortable) => {
  const i = (DEFAULT_PRIORITY as readonly string[]).indexOf(p.slug);
  return i === -1 ? DEFAULT_PRIORITY.length : i;
};

/** The comparator of a sort order; ties are broken by name so the order is always the same. */
export function comparatorOf(order: SortOrder): (a: Sortable, b: Sortable) => number {
  switch (order) {
    case "name-asc":
      return byName;
    case "name-desc":
      return (a, b) => byName(b, a);
    case "price-asc":
      return (a, b) => a.priceCents - b.priceCents || byName(a, b);
    case "price-desc":
      return (a, b) => b.priceCents - a.priceCents || byName(a, b);
    case "default":
      // Kits last, then the priority list, then the newest first.
      return (a, b) => Number(isKit(a.category)) - Number(isKit(b.category)) || rank(a) - rank(b) || b.createdAt.localeCompare(a.createdAt) || byName(a, b);
  }
}

/**
 * A search as typed in the search box, made comparable: trimmed, spaces collapsed, lower case and
 * without accents ("  Crème  " → "creme"). Empty means no search (spec: an empty term is ignored).
 */
export function normaliseSearch(term: string | null | undefined): string | null {
  const normal = foldText(term ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
  return normal === "" ? null : normal;
}

const foldText = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Every word of the search is found in the product's name or category ("barbe huile" finds 'Huile Barbe'). */
export function matchesSearch(product: { name: string; category: ProductCategory }, search: string): boolean {
  const haystack = foldText(`${product.name} ${productCategoryLabels[product.category]}`);
  return search.split(" ").every((word) => haystack.includes(word));
}

/** The address of a shop list: the category in the path, the sort and the search in the query. */
export function shopHref(state: { category?: ProductCategory | null; sort?: SortOrder; search?: string | null }): string {
  const query = new URLSearchParams();
  if (state.search) query.set("search", state.search);
  if (state.sort && state.sort !== "default") query.set("sort", state.sort);
  const path = state.category ? `/shop/${state.category}` : "/shop";
  return query.size ? `${path}?${query}` : path;
}
