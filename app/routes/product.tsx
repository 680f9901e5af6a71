import { AddToCartButton } from "~/features/cart/ui/add-to-cart-button";
import { productCategoryLabels } from "~/features/catalog/categories";
import { getProduct } from "~/features/catalog/products.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { formatPrice } from "~/lib/money";
import { pageMeta } from "~/lib/seo";
import { baseUrlOf, breadcrumbLd, productLd } from "~/lib/structured-data";
import type { Route } from "./+types/product";

export async function loader({ params }: Route.LoaderArgs) {
  const product = await getProduct(params.id);
  if (!product) throw await redirectWithFlash("/shop", { type: "error", message: "Produit non trouvé" });
  const { id, name, description, priceCents, referencePriceCents, imageUrl, category, stock } = product;
  return { product: { id, name, description, priceCents, referencePriceCents, imageUrl, category, stock } };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, {
        title: args.loaderData.product.name,
        description: args.loaderData.product.description.slice(0, 155),
        image: args.loaderData.product.imageUrl,
        type: "product",
        structuredData: [
          productLd(baseUrlOf(args.matches), args.loaderData.product),
          breadcrumbLd(baseUrlOf(args.matches), [
            { name: "Accueil", path: "/" },
            { name: "Boutique", path: "/shop" },
            { name: args.loaderData.product.name, path: `/shop/product/${args.loaderData.product.id}` },
          ]),
        ],
      })
    : [];

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <article className="mx-auto grid max-w-5xl gap-8 px-4 py-12 md:grid-cols-2">
      <img src={product.imageUrl} alt={product.name} width={800} height={800} className="w-full rounded bg-white" />
      <div>
        <p className="text-sm uppercase tracking-wide text-brass-dark">{productCategoryLabels[product.category]}</p>
        <h1 className="mt-2 font-display text-4xl">{product.name}</h1>
        <p className="mt-4 text-2xl">
          {product.referencePriceCents ? (
            <s className="mr-3 text-lg text-muted">{formatPrice(product.referencePriceCents)}</s>
          ) : null}
          <span className={product.referencePriceCents ? "text-red-700" : undefined}>{formatPrice(product.priceCents)}</span>
        </p>
        <p className="mt-6 leading-relaxed">{product.description}</p>
        <AddToCartButton
          product={{ productId: product.id, name: product.name, imageUrl: product.imageUrl, priceCents: product.priceCents, stock: product.stock }}
          className="mt-8 px-6 py-3"
        />
      </div>
    </article>
  );
}
