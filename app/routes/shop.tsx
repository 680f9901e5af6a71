import { Link, redirect, useLocation, useNavigation } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { productCategoryLabels, isProductCategory } from "~/features/catalog/categories";
import { normaliseSearch, parseSort, shopHref } from "~/features/catalog/listing";
import { listProducts } from "~/features/catalog/products.server";
import { CategoryChips } from "~/features/catalog/ui/category-chips";
import { ProductGrid, ProductGridSkeleton } from "~/features/catalog/ui/product-grid";
import { SortSelect } from "~/features/catalog/ui/sort-select";
import { redirectWithFlash } from "~/lib/flash.server";
import { pageMeta } from "~/lib/seo";
import { publicPageHandle } from "~/lib/layout";
import type { Route } from "./+types/shop";

export const handle = publicPageHandle;

export async function loader({ request, params }: Route.LoaderArgs) {
  // "/shop/product/" without an id lands here.
  if (params.category === "product") throw await redirectWithFlash("/shop", { type: "error", message: "Produit non trouvé" });
  if (params.category !== undefined && !isProductCategory(params.category)) throw redirect("/shop");
  const url = new URL(request.url);
  const rawCategory = params.category ?? url.searchParams.get("category");
  const category = isProductCategory(rawCategory) ? rawCategory : undefined;
  const search = url.searchParams.get("search")?.trim().slice(0, 100) || null;
  const sort = parseSort(url.searchParams.get("sort"));
  const products = await listProducts({ category, search: normaliseSearch(search), sort });
  return { products, category: category ?? null, search, sort };
}

export const meta: Route.MetaFunction = (args) => {
  const category = args.loaderData?.category;
  const label = category ? productCategoryLabels[category] : null;
  return pageMeta(args, {
    title: label ? `${label} – Boutique` : "Boutique",
    canonicalPath: category ? `/shop/${category}` : "/shop",
    description: label
      ? `${label} : soins naturels fabriqués en France, sélectionnés par les barbiers de Monsieur Moustache.`
      : "Huile, shampoing et masque pour la barbe, pâte coiffante et kits : des produits 95-100 % naturels, fabriqués en France.",
  });
};

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { products, category, search, sort } = loaderData;
  const { pathname, search: query } = useLocation();
  const navigation = useNavigation();
  // Another list of the shop is on its way (a chip, a sort, a search): show the skeletons meanwhile.
  const next = navigation.location;
  const loading =
    navigation.state === "loading" && !!next && /^\/shop(\/(?!product\/)[^/]*)?$/.test(next.pathname) && next.pathname + next.search !== pathname + query;
  const title = category ? productCategoryLabels[category] : "Boutique";
  const queryCategory = pathname === "/shop" ? category : null;
  return (
    <>
      <PageHeader title={title} intro="Des soins 95-100 % naturels, fabriqués en France." />
      <section className="mx-auto max-w-6xl px-4 py-10" aria-label="Produits">
        <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <CategoryChips current={category} sort={sort} search={search} />
          <SortSelect value={sort} action={pathname} search={search} category={queryCategory} />
        </div>
        {search ? (
          <p className="mb-6 text-muted">
            Résultats pour « <span className="font-semibold text-ink">{search}</span> » ·{" "}
            <Link to={shopHref({ category, sort })} className="underline hover:text-ink">
              Effacer la recherche
            </Link>
          </p>
        ) : null}
        <div aria-busy={loading}>{loading ? <ProductGridSkeleton /> : <ProductGrid products={products} firstRowFirst />}</div>
      </section>
    </>
  );
}
