import { describe, expect, it } from "vitest";
import { changeMessage, stockLimitMessage } from "./messages";
import type { CartLine } from "./cart-lines";
import { applyCheckedLines, reconcileLines, type CatalogEntry } from "./reconcile";

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
      { kind: "lowered", productId: "paste", name: "Pâte Coiffante", quantity: 2, stock: 2 },
      { kind: "removed", productId: "gone" },
      { kind: "sold-out", productId: "powder", name: "Poudre Texturisante" },
    ]);
    const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, " ");
    expect(changes.map((c) => plain(changeMessage(c, "Ancien produit")))).toEqual([
      "Le prix de « Huile Barbe » est désormais de 21,99 €.",
      "Plus que 2 exemplaires de « Pâte Coiffante » en stock. Quantité ramenée à 2.",
      "« Ancien produit » n'est plus proposé et a été retiré de votre panier.",
      "« Poudre Texturisante » est en rupture de stock et a été retiré de votre panier.",
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

  it("caps a line at 99 when the stock is larger, and says it is a per-order cap", () => {
    const big = new Map<string, CatalogEntry>([["soap", { name: "Savon", imageUrl: "/s.webp", priceCents: 500, stock: 250 }]]);
    const { lines, changes } = reconcileLines([{ productId: "soap", quantity: 120, priceCents: 500 }], big);
    expect(lines[0]?.quantity).toBe(99);
    expect(changes.map((c) => changeMessage(c, ""))).toEqual(["Au plus 99 exemplaires de « Savon » par commande. Quantité ramenée à 99."]);
  });
});

describe("stock limit message", () => {
  it("speaks of none, one, a few, or the per-order cap", () => {
    expect(stockLimitMessage("Savon", 0)).toBe("« Savon » est en rupture de stock.");
    expect(stockLimitMessage("Savon", 1)).toBe("Plus qu'un exemplaire de « Savon » en stock.");
    expect(stockLimitMessage("Savon", 3)).toBe("Plus que 3 exemplaires de « Savon » en stock.");
    expect(stockLimitMessage("Savon", 100)).toBe("Au plus 99 exemplaires de « Savon » par commande.");
  });
});

describe("applying the server's answer", () => {
  const line = (productId: string, quantity: number, stock = 40, priceCents = 1000): CartLine => ({
    productId,
    quantity,
    name: productId,
    imageUrl: `/${productId}.webp`,
    priceCents,
    stock,
  });

  it("takes the server's values, keeps today's quantity within stock, drops what the server dropped and keeps lines not sent", () => {
    const current = [line("oil", 5), line("paste", 1), line("gone", 1), line("new-in-other-tab", 2)];
    const sent = new Set(["oil", "paste", "gone"]);
    const checked = [line("oil", 2, 3, 1999), line("paste", 1, 10, 2299)];
    expect(applyCheckedLines(current, sent, checked)).toEqual([line("oil", 3, 3, 1999), line("paste", 1, 10, 2299), line("new-in-other-tab", 2)]);
  });
});
