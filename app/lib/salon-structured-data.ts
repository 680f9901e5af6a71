import type { MetaDescriptor } from "react-router";
import { usualHours, type SalonHours } from "./opening-hours";
import { salon } from "./salon";
import { aggregateRatingLd, ld, logoLd } from "./structured-data";

const dayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** The site's own reviews as a page shows them: their rating over every approved one, and those listed. */
export type SiteReviews = {
  summary: { average: number | null; count: number };
  reviews: ReadonlyArray<{ customerName: string; rating: number; comment: string; createdAt: string }>;
};

/** A service of the list as the salon's catalogue gives it. */
export type CatalogueService = { title: string; description: string | null; priceCents: number; category: string };

/** The price of an offer as schema.org reads it: a decimal with a dot ("23.00"). */
const offerPrice = (cents: number) => (cents / 100).toFixed(2);

/**
 * The service list as an `OfferCatalog` ('Prestations'): one catalogue per category, in the list's
 * order, each service a `Service` offered in euros.
 */
export function offerCatalogLd(services: ReadonlyArray<CatalogueService>) {
  const categories = [...new Set(services.map((s) => s.category))];
  return {
    "@type": "OfferCatalog",
    name: "Prestations",
    itemListElement: categories.map((category) => ({
      "@type": "OfferCatalog",
      name: category,
      itemListElement: services
        .filter((s) => s.category === category)
        .map((s) => ({
          "@type": "Offer",
          price: offerPrice(s.priceCents),
          priceCurrency: "EUR",
          itemOffered: { "@type": "Service", name: s.title, ...(s.description ? { description: s.description } : {}) },
        })),
    })),
  };
}

export function hairSalonLd(
  baseUrl: string,
  hours: SalonHours = usualHours,
  site?: SiteReviews,
  booking?: { services: ReadonlyArray<CatalogueService> | null; anchor: string },
): MetaDescriptor {
  return ld({
    "@type": "HairSalon",
    "@id": `${baseUrl}/#salon`,
    name: salon.name,
    url: `${baseUrl}/`,
    image: `${baseUrl}/images/og-default.jpg`,
    logo: logoLd(baseUrl),
    telephone: salon.phoneHref.replace("tel:", ""),
    email: salon.email,
    priceRange: "€€",
    address: {
      "@type": "PostalAddress",
      streetAddress: salon.address.street,
      postalCode: salon.address.postalCode,
      addressLocality: salon.address.city,
      addressCountry: salon.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: salon.geo.latitude, longitude: salon.geo.longitude },
    openingHoursSpecification: Object.entries(hours.weekly).flatMap(([day, blocks]) =>
      blocks.map(([opens, closes]) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: dayNames[Number(day) - 1],
        opens,
        closes,
      })),
    ),
    // A closure is written as schema.org asks: opening and closing at 00:00 over its dates.
    ...(hours.upcoming.length
      ? {
          specialOpeningHoursSpecification: hours.upcoming.flatMap((e) =>
            (e.hours.length ? e.hours : ([["00:00", "00:00"]] as const)).map(([opens, closes]) => ({
              "@type": "OpeningHoursSpecification",
              validFrom: e.from,
              validThrough: e.to,
              opens,
              closes,
            })),
          ),
        }
      : {}),
    // The site's own reviews only: the salon's Google rating is another site's, which a business's
    // schema.org rating must not repeat.
    ...(site?.summary.count && site.summary.average !== null
      ? {
          aggregateRating: aggregateRatingLd(site.summary.average, site.summary.count),
          review: site.reviews.map((r) => ({
            "@type": "Review",
            author: { "@type": "Person", name: r.customerName },
            datePublished: r.createdAt,
            reviewBody: r.comment || undefined,
            reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
    // The list as it is now (none when it could not be read).
    ...(booking?.services?.length ? { hasOfferCatalog: offerCatalogLd(booking.services) } : {}),
    // Booking online: the booking section of the home page.
    ...(booking ? { potentialAction: reserveActionLd(`${baseUrl}/#${booking.anchor}`) } : {}),
    sameAs: salon.social.map((s) => s.href),
  });
}

/** Booking online, at `url`, as a `ReserveAction`. */
function reserveActionLd(url: string) {
  return {
    "@type": "ReserveAction",
    target: {
      "@type": "EntryPoint",
      urlTemplate: url,
      actionPlatform: ["https://schema.org/DesktopWebPlatform", "https://schema.org/MobileWebPlatform"],
    },
    result: { "@type": "Reservation", name: "Rendez-vous chez le barbier" },
  };
}
