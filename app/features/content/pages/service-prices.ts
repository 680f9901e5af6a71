import { formatPrice } from "~/lib/money";

/**
 * Example prices quoted in the FAQ. The services section reads the real catalogue from the
 * database; service-prices.test.ts keeps these quotes equal to the seeded catalogue.
 */
export const quotedServices = [
  { slug: "formule-complete", title: "Formule complète", priceCents: 3500 },
  { slug: "coupe-shampoing", title: "Coupe + shampoing", priceCents: 2000 },
  { slug: "coupe-barbe", title: "Coupe + barbe", priceCents: 2500 },
  { slug: "taille-barbe-sculptee", title: "Taille de barbe sculptée", priceCents: 1000 },
  { slug: "rasage-complet", title: "Rasage complet", priceCents: 1000 },
  { slug: "soin-visage", title: "Soin visage", priceCents: 1500 },
  { slug: "coupe-enfant", title: "Coupe enfant (-12 ans)", priceCents: 1500 },
  { slug: "coupe-etudiant", title: "Coupe étudiant", priceCents: 1700 },
] as const;

export type QuotedSlug = (typeof quotedServices)[number]["slug"];

export function quotedPrice(slug: QuotedSlug): string {
  const service = quotedServices.find((s) => s.slug === slug);
  return service ? formatPrice(service.priceCents) : "";
}
