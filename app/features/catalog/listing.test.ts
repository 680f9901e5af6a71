import { describe, expect, it } from "vitest";
import { comparatorOf, matchesSearch, normaliseSearch, parseSort, type Sortable } from "./listing";

const p = (slug: string, name: string, priceCents: number, category: Sortable["category"], createdAt = "2026-01-01T00:00:00.000Z"): Sortable => ({
  slug,
  name,
  priceCents,
  category,
  createdAt,
});

const catalogue = [
  p("trio", "Trio Barbe", 4990, "kits-barbe-rasage", "2026-03-01T00:00:00.000Z"),
  p("poudre-texturisante", "Poudre Texturisante", 1799, "cheveux", "2026-02-01T00:00:00.000Z"),
  p("pate-coiffante", "Pâte Coiffante", 2299, "cheveux"),
  p("creme-de-rasage", "Crème de Rasage", 1499, "barbe-rasage", "2026-02-15T00:00:00.000Z"),
  p("huile-barbe", "Huile Barbe", 1999, "barbe-rasage"),
  p("kit-cheveux", "Kit Soin & Coiffage Cheveux", 3490, "kits-cheveux"),
  p("masque-barbe", "Masque Barbe", 1999, "barbe-rasage"),
];
const sorted = (order: Parameters<typeof comparatorOf>[0]) => [...catalogue].sort(comparatorOf(order)).map((x) => x.name);

describe("shop sort", () => {
  it("puts the spec's priority list first, then the newest others, and kits last by default", () => {
    expect(sorted("default")).toEqual([
      "Huile Barbe",
      "Masque Barbe",
      "Pâte Coiffante",
      "Crème de Rasage",
      "Poudre Texturisante",
      "Trio Barbe",
      "Kit Soin & Coiffage Cheveux",
    ]);
  });

  it("sorts by French name and by price, ties by name", () => {
    expect(sorted("name-asc")).toEqual([
      "Crème de Rasage",
      "Huile Barbe",
      "Kit Soin & Coiffage Cheveux",
      "Masque Barbe",
      "Pâte Coiffante",
      "Poudre Texturisante",
      "Trio Barbe",
    ]);
    expect(sorted("name-desc")[0]).toBe("Trio Barbe");
    expect(sorted("price-asc")).toEqual([
      "Crème de Rasage",
      "Poudre Texturisante",
      "Huile Barbe",
      "Masque Barbe",
      "Pâte Coiffante",
      "Kit Soin & Coiffage Cheveux",
      "Trio Barbe",
    ]);
    expect(sorted("price-desc").slice(0, 2)).toEqual(["Trio Barbe", "Kit Soin & Coiffage Cheveux"]);
  });

  it("reads ?sort= and falls back to the default for anything else", () => {
    expect(parseSort("price-asc")).toBe("price-asc");
    expect(parseSort("PRICE-ASC")).toBe("default");
    expect(parseSort(null)).toBe("default");
    expect(parseSort("constructor")).toBe("default");
  });
});

describe("shop search", () => {
  it("trims, collapses spaces, lowers the case and drops accents; ignores an empty term", () => {
    expect(normaliseSearch("  Crème   DE rasage ")).toBe("creme de rasage");
    expect(normaliseSearch("   ")).toBeNull();
    expect(normaliseSearch(undefined)).toBeNull();
    expect(normaliseSearch("x".repeat(500))).toHaveLength(100);
  });

  it("finds a product when every word is in its name or category, accents or not", () => {
    expect(matchesSearch({ name: "Crème de Rasage", category: "barbe-rasage" }, normaliseSearch("creme")!)).toBe(true);
    expect(matchesSearch({ name: "Huile Barbe", category: "barbe-rasage" }, normaliseSearch("barbe huile")!)).toBe(true);
    expect(matchesSearch({ name: "Pâte Coiffante", category: "cheveux" }, normaliseSearch("pate cheveux")!)).toBe(true);
    expect(matchesSearch({ name: "Pâte Coiffante", category: "cheveux" }, normaliseSearch("huile")!)).toBe(false);
  });
});
