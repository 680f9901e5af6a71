import { getSessionUser } from "~/features/accounts/session.server";
import { Breadcrumbs, type Crumb } from "~/components/ui/breadcrumbs";
import { productCategoryLabels, type ProductCategory } from "~/features/catalog/categories";
import { listRelatedProducts, getProduct } from "~/features/catalog/products.server";
import { productReviewMessages } from "~/features/catalog/reviews/messages";
import { deleteOwnReview, listProductReviews, submitProductReview } from "~/features/catalog/reviews/reviews.server";
import { productReviewActionSchema } from "~/features/catalog/reviews/schema";
import { RatingSummary, REVIEWS_ANCHOR } from "~/features/catalog/reviews/ui/rating-summary";
import { productMore } from "~/features/catalog/ui/product-page-parts";
import { ProductGallery } from "~/features/catalog/ui/product-gallery";
import { ProductPrice } from "~/features/catalog/ui/product-price";
import { ProductPurchase } from "~/features/catalog/ui/product-purchase";
import { ProductSections } from "~/features/catalog/ui/product-sections";
import { redirectWithFlash } from "~/lib/flash.server";
import { formAction } from "~/lib/form.server";
import { pageMeta } from "~/lib/seo";
import { breadcrumbLd, productLd } from "~/lib/structured-data";
import { getConfig } from "~/lib/config.server";
import { publicPageHandle } from "~/lib/layout";
import type { Route } from "./+types/product";

export const handle = publicPageHandle;

export async function loader({ request, params }: Route.LoaderArgs) {
  const product = await getProduct(params.id);
  if (!product) throw await redirectWithFlash("/shop", { type: "error", message: "Produit non trouvé" });
  const viewer = await getSessionUser(request);
  const [{ reviews, summary }, related] = await Promise.all([
    listProductReviews(product.id, viewer?.id ?? null),
    listRelatedProducts(product.id),
    // The server renders the reviews and suggestions whole, though the browser fetches their code later.
    productMore.preload(),
  ]);
  const back = `/shop/product/${product.id}`;
  // Made here rather than in `meta`: the schema.org helpers stay out of the browser's first load.
  const base = getConfig().publicUrl;
  const structuredData = [productLd(base, product, summary), breadcrumbLd(base, trailOf(product))];
  return { product, reviews, summary, related, structuredData, loginHref: viewer ? null : `/login?redirect=${encodeURIComponent(back)}` };
}

/** A signed-in customer's review of this product, or the removal of their own. */
export function action({ request, params }: Route.ActionArgs) {
  return formAction(request, { name: "product review", schema: productReviewActionSchema, messages: productReviewMessages }, async (input) => {
    const user = await getSessionUser(request);
    return input.intent === "review" ? submitProductReview(user, params.id, input) : deleteOwnReview(user, params.id, input.reviewId);
  });
}

/** Accueil › Boutique › the product's category › the product. */
const trailOf = (product: { id: string; name: string; category: ProductCategory }): Crumb[] => [
  { name: "Accueil", path: "/" },
  { name: "Boutique", path: "/shop" },
  { name: productCategoryLabels[product.category], path: `/shop/${product.category}` },
  { name: product.name, path: `/shop/product/${product.id}` },
];

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { product, structuredData } = args.loaderData;
  return pageMeta(args, {
    title: product.name,
    description: product.description.slice(0, 155),
    image: { src: product.imageUrl, alt: product.name },
    type: "product",
    structuredData,
  });
};

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product, reviews, summary, related, loginHref } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs trail={trailOf(product)} className="mb-6" />

      <article className="grid gap-10 md:grid-cols-2">
        <ProductGallery key={product.id} images={product.images} thumbnails={product.thumbnails} name={product.name} />
        <div>
          <p className="text-sm tracking-wide text-brass-dark uppercase">{productCategoryLabels[product.category]}</p>
          <h1 className="mt-2 font-display text-4xl">{product.name}</h1>
          <div className="mt-3">
            <RatingSummary summary={summary} href={`#${REVIEWS_ANCHOR}`} />
          </div>
          <div className="mt-4">
            <ProductPrice priceCents={product.priceCents} referencePriceCents={product.referencePriceCents} large />
          </div>
          <p className="mt-6 leading-relaxed">{product.description}</p>
          <ProductPurchase key={product.id} product={product} />
          <div className="mt-8">
            <ProductSections key={product.id} product={product} />
          </div>
        </div>
      </article>

      <productMore.Part key={product.id} product={product} reviews={reviews} summary={summary} loginHref={loginHref} related={related} />
    </div>
  );
}
