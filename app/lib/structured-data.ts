import type { MetaDescriptor } from "react-router";
import { salon } from "./salon";

// Where the JSON-LD of a page is made, with the base URL its addresses start from.
export { baseUrlOf } from "./seo";

/**
 * schema.org data for search engines, as React Router meta descriptors (`<script type="application/ld+json">`).
 * The salon's and an article's own data are in modules of their own, so that the pages without them do not load them.
 */
export const ld = (data: Record<string, unknown>): MetaDescriptor => ({ "script:ld+json": { "@context": "https://schema.org", ...data } });

/** The salon's wordmark (public/images/logo.svg), as the publisher's logo search engines show. */
export const logoLd = (baseUrl: string) => ({ "@type": "ImageObject", url: `${baseUrl}/images/logo.svg`, width: 360, height: 56 });

export const aggregateRatingLd = (average: number, count: number) => ({
  "@type": "AggregateRating",
  ratingValue: average.toFixed(1),
  reviewCount: count,
  bestRating: 5,
  worstRating: 1,
});

export function breadcrumbLd(baseUrl: string, items: Array<{ name: string; path: string }>): MetaDescriptor {
  return ld({
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: `${baseUrl}${item.path}` })),
  });
}

export function productLd(
  baseUrl: string,
  product: { id: string; name: string; description: string; images: string[]; priceCents: number; stock: number },
  rating?: { average: number | null; count: number },
): MetaDescriptor {
  return ld({
    "@type": "Product",
    name: product.name,
    description: product.description,
    image: product.images.map((src) => `${baseUrl}${src}`),
    brand: { "@type": "Brand", name: salon.name },
    offers: {
      "@type": "Offer",
      url: `${baseUrl}/shop/product/${product.id}`,
      priceCurrency: "EUR",
      price: (product.priceCents / 100).toFixed(2),
      availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    },
    ...(rating && rating.average !== null && rating.count > 0 ? { aggregateRating: aggregateRatingLd(rating.average, rating.count) } : {}),
  });
}
