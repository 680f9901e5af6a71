import { redirect } from "react-router";
import { productCategoryLabels, isProductCategory } from "~/features/catalog/categories";
import { listProducts } from "~/features/catalog/products.server";
import { ProductGrid } from "~/features/catalog/product-grid";
import { PageHeader } from "~/components/ui/page-header";
import { redirectWithFlash } from "~/lib/flash.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/shop";

export async function loader({ request, params }: Route.LoaderArgs) {
  // "/shop/product/" without an id lands here.
  if (params.category === "product") throw await redirectWithFlash("/shop", { type: "error", message: "Produit non trouvé" });
  if (params.category !== undefined && !isProductCategory(params.category)) throw redirect("/shop");
  const url = new URL(request.url);
  const rawCategory = params.category ?? url.searchParams.get("category");
  const category = isProductCategory(rawCategory) ? rawCategory : undefined;
  const search = url.searchParams.get("search")?.trim() || undefined;
  const products = await listProducts({ category, search });
  return { products, category: category ?? null, search: search ?? null };
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
  const { products, category, search } = loaderData;
  const title = category ? productCategoryLabels[category] : "Boutique";
  return (
    <>
      <PageHeader title={title} intro="Des soins 95-100 % naturels, fabriqués en France." />
      <section className="mx-auto max-w-6xl px-4 py-10" aria-label="Produits">
        {search ? (
          <p className="mb-6 text-muted">
            Résultats pour « <span className="font-semibold text-ink">{search}</span> »
          </p>
        ) : null}
        <ProductGrid products={products} />
      </section>
    </>
  );
}
