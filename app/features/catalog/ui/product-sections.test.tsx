import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ProductDetail } from "../types";
import { ProductSections } from "./product-sections";

const product = (overrides: Partial<ProductDetail>): ProductDetail => ({
  id: "p",
  name: "Duo Barbe",
  category: "kits-barbe-rasage",
  priceCents: 3290,
  referencePriceCents: null,
  imageUrl: "/images/products/duo.webp",
  stock: 3,
  isBestseller: false,
  description: "Un duo.",
  images: ["/images/products/duo.webp"],
  thumbnails: ["/images/products/duo.webp"],
  usage: "Matin et soir.",
  testedAndApproved: "Par nos barbiers.",
  ingredients: "Huile de jojoba.",
  kitContents: ["Shampoing Barbe", "Huile Barbe"],
  activeIngredients: [],
  ...overrides,
});

const titles = (html: string) => [...html.matchAll(/<summary[^>]*><h2>([^<]+)<\/h2>/g)].map((m) => m[1]);

describe("ProductSections", () => {
  it("are native disclosures, each title a heading in its summary, the first one open (they work without scripts)", () => {
    const html = renderToStaticMarkup(<ProductSections product={product({})} />);
    expect(titles(html)).toEqual(["Conseils d&#x27;utilisation", "Testé et approuvé", "Ingrédients", "Votre kit contient"]);
    expect(html.match(/<details[^>]*>/g)).toEqual([
      '<details open="" class="group">',
      '<details class="group">',
      '<details class="group">',
      '<details class="group">',
    ]);
    expect(html).toContain("<li>Shampoing Barbe</li>");
  });

  it("leave out an empty section, and the kit's for a product that is not a kit", () => {
    const html = renderToStaticMarkup(<ProductSections product={product({ category: "barbe-rasage", testedAndApproved: "" })} />);
    expect(titles(html)).toEqual(["Conseils d&#x27;utilisation", "Ingrédients"]);
  });
});
