import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { usualHours } from "./opening-hours";
import { blogPostingLd } from "~/features/content/blog/structured-data";
import { hairSalonLd } from "./salon-structured-data";

const dataOf = (descriptor: ReturnType<typeof hairSalonLd>) => (descriptor as { "script:ld+json": Record<string, unknown> })["script:ld+json"];

describe("HairSalon structured data", () => {
  it("gives the week's hours, Friday's two blocks included, and no special hours when none is announced", () => {
    const data = dataOf(hairSalonLd("https://salon.example", usualHours));
    const specs = data.openingHoursSpecification as Array<{ dayOfWeek: string; opens: string; closes: string }>;
    expect(specs.filter((s) => s.dayOfWeek === "Friday")).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Friday", opens: "10:00", closes: "12:30" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Friday", opens: "15:00", closes: "20:00" },
    ]);
    expect(specs).toHaveLength(8);
    expect(data).not.toHaveProperty("specialOpeningHoursSpecification");
  });

  it("follows the stored week and announces closures (00:00 to 00:00) and other hours", () => {
    const hours = {
      weekly: { ...usualHours.weekly, 1: [] },
      upcoming: [
        { from: "2026-12-21", to: "2026-12-27", hours: [], label: "Congés", period: "du lundi 21 décembre au dimanche 27 décembre" },
        { from: "2026-12-24", to: "2026-12-24", hours: [["10:00", "14:00"] as const], label: "Veille de Noël", period: "le jeudi 24 décembre" },
      ],
    };
    const data = dataOf(hairSalonLd("https://salon.example", hours));
    expect((data.openingHoursSpecification as Array<{ dayOfWeek: string }>).some((s) => s.dayOfWeek === "Monday")).toBe(false);
    expect(data.specialOpeningHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", validFrom: "2026-12-21", validThrough: "2026-12-27", opens: "00:00", closes: "00:00" },
      { "@type": "OpeningHoursSpecification", validFrom: "2026-12-24", validThrough: "2026-12-24", opens: "10:00", closes: "14:00" },
    ]);
  });

  it("rates the salon by the site's own approved reviews and lists those shown, as the page does", () => {
    const site = {
      summary: { average: 4.5, count: 12 },
      reviews: [
        { customerName: "Sofiane", rating: 4, comment: "Super coupe", createdAt: "2026-10-11T23:30:00.000Z" },
        { customerName: "Paul", rating: 5, comment: "", createdAt: "2026-10-01T10:00:00.000Z" },
      ],
    };
    const data = dataOf(hairSalonLd("https://salon.example", usualHours, site));
    expect(data.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: "4.5", reviewCount: 12, bestRating: 5, worstRating: 1 });
    expect(data.review).toEqual([
      {
        "@type": "Review",
        author: { "@type": "Person", name: "Sofiane" },
        datePublished: "2026-10-11T23:30:00.000Z",
        reviewBody: "Super coupe",
        reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
      {
        "@type": "Review",
        author: { "@type": "Person", name: "Paul" },
        datePublished: "2026-10-01T10:00:00.000Z",
        reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it("offers the services given, one catalogue per category in the list's order, and booking in the home page's section", () => {
    const services = [
      { title: "Coupe", description: "Shampoing compris.", priceCents: 2300, category: "Coiffure" },
      { title: "Taille de barbe", description: null, priceCents: 1500, category: "Barbe" },
      { title: "Coupe enfant", description: "", priceCents: 1850, category: "Coiffure" },
    ];
    const data = dataOf(hairSalonLd("https://salon.example", usualHours, undefined, { services, anchor: "booking" }));
    const offer = (name: string, price: string, description?: string) => ({
      "@type": "Offer",
      price,
      priceCurrency: "EUR",
      itemOffered: { "@type": "Service", name, ...(description ? { description } : {}) },
    });
    expect(data.hasOfferCatalog).toEqual({
      "@type": "OfferCatalog",
      name: "Prestations",
      itemListElement: [
        { "@type": "OfferCatalog", name: "Coiffure", itemListElement: [offer("Coupe", "23.00", "Shampoing compris."), offer("Coupe enfant", "18.50")] },
        { "@type": "OfferCatalog", name: "Barbe", itemListElement: [offer("Taille de barbe", "15.00")] },
      ],
    });
    expect(data.potentialAction).toEqual({
      "@type": "ReserveAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: "https://salon.example/#booking",
        actionPlatform: ["https://schema.org/DesktopWebPlatform", "https://schema.org/MobileWebPlatform"],
      },
      result: { "@type": "Reservation", name: "Rendez-vous chez le barbier" },
    });
  });

  it("offers no catalogue when the list is empty or could not be read, and still takes bookings", () => {
    for (const services of [[], null]) {
      const data = dataOf(hairSalonLd("https://salon.example", usualHours, undefined, { services, anchor: "booking" }));
      expect(data).not.toHaveProperty("hasOfferCatalog");
      expect(data).toHaveProperty("potentialAction.target.urlTemplate", "https://salon.example/#booking");
    }
    expect(dataOf(hairSalonLd("https://salon.example", usualHours))).not.toHaveProperty("potentialAction");
  });

  it("gives no rating without approved reviews: the Google figure the page shows is another site's", () => {
    for (const site of [undefined, { summary: { average: null, count: 0 }, reviews: [] }]) {
      const data = dataOf(hairSalonLd("https://salon.example", usualHours, site));
      expect(data).not.toHaveProperty("aggregateRating");
      expect(data).not.toHaveProperty("review");
      expect(data).toMatchObject({ "@type": "HairSalon", name: "Monsieur Moustache" });
    }
  });
});

describe("BlogPosting structured data", () => {
  const post = {
    slug: "entretien-barbe",
    title: "Entretenir sa barbe",
    description: "Les gestes du quotidien.",
    image: "/images/blog/entretien-barbe.webp",
    publishedAt: "2026-03-02",
    keywords: ["barbe", "huile"],
  };

  it("names the salon as the publisher, with its logo, as search engines require of an article", () => {
    const data = dataOf(blogPostingLd("https://salon.example", post));
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: "Entretenir sa barbe",
      image: "https://salon.example/images/blog/entretien-barbe.webp",
      mainEntityOfPage: "https://salon.example/blog/entretien-barbe",
      keywords: "barbe, huile",
    });
    expect(data.publisher).toEqual({
      "@id": "https://salon.example/#salon",
      "@type": "HairSalon",
      name: "Monsieur Moustache",
      logo: { "@type": "ImageObject", url: "https://salon.example/images/logo.svg", width: 360, height: 56 },
    });
  });

  it("gives the salon the same logo where it is described in full, at the size the file has", () => {
    const publisher = dataOf(blogPostingLd("https://salon.example", post)).publisher as { logo: { width: number; height: number } };
    expect(dataOf(hairSalonLd("https://salon.example", usualHours)).logo).toEqual(publisher.logo);
    const svg = readFileSync(new URL("../../public/images/logo.svg", import.meta.url), "utf8");
    expect(svg).toMatch(new RegExp(`^<svg[^>]* width="${publisher.logo.width}" height="${publisher.logo.height}"`));
  });
});
