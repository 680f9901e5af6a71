import { describe, expect, it } from "vitest";
import { changeMessage } from "./messages";
import { reconcileLines, type CatalogEntry } from "./reconcile";

const catalog = new Map<string, CatalogEntry>([
  ["oil", { name: "Huile Barbe", imageUrl: "/images/products/huile-barbe.webp", priceCents: 2199, stock: 40 }],
  ["paste", { name: "Pâte Coiffante", imageUrl: "/images/products/pate-coiffante.webp", priceCents: 2299, stock: 2 }],
  ["powder", { name: "Poudre Texturisante", imageUrl: "/images/products/poudre-texturisante.webp", priceCents: 1799, stock: 0 }],
]);

describe("cart reconciliation", () => {
  it("re-prices, lowers to the stock, drops unknown and sold-out products, and says so", () => {
    const { lines, changes } = reconcileLines(
      [
        { productId: "oil", quantity: 2, priceCents: 1999 },
        { productId: "paste", quantity: 5, priceCents: 2299 },
        { productId: "gone", quantity: 1 },
        { productId: "powder", quantity: 1 },
      ],
      catalog,
    );
    expect(lines).toEqual([
      { productId: "oil", quantity: 2, name: "Huile Barbe", imageUrl: "/images/products/huile-barbe.webp", priceCents: 2199, stock: 40 },
      { productId: "paste", quantity: 2, name: "Pâte Coiffante", imageUrl: "/images/products/pate-coiffante.webp", priceCents: 2299, stock: 2 },
    ]);
    expect(changes).toEqual([
      { kind: "repriced", productId: "oil", name: "Huile Barbe", priceCents: 2199 },
      { kind: "lowered", productId: "paste", name: "Pâte Coiffante", quantity: 2 },
      { kind: "removed", productId: "gone" },
      { kind: "sold-out", productId: "powder", name: "Poudre Texturisante" },
    ]);
    const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, " ");
    expect(changes.map((c) => plain(changeMessage(c, "Ancien produit")))).toEqual([
      "Le prix de Huile Barbe est maintenant de 21,99 €.",
      "Il ne reste que 2 Pâte Coiffante en stock. Quantité ajustée à 2.",
      "Ancien produit n'est plus proposé et a été retiré de votre panier.",
      "Poudre Texturisante est en rupture de stock et a été retiré de votre panier.",
    ]);
  });

  it("merges two lines of the same product and says nothing when all is as shown", () => {
    const { lines, changes } = reconcileLines(
      [
        { productId: "oil", quantity: 1, priceCents: 2199 },
        { productId: "oil", quantity: 2, priceCents: 2199 },
      ],
      catalog,
    );
    expect(lines.map((l) => [l.productId, l.quantity])).toEqual([["oil", 3]]);
    expect(changes).toEqual([]);
  });
});
