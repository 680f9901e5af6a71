import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { action } from "~/routes/api/cart";
import { products } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, ORIGIN } from "../support/actions";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const ids: Record<string, string> = {};

beforeAll(async () => {
  await seedDatabase(database.current.db);
  for (const p of await database.current.db.select().from(products)) ids[p.slug] = p.id;
});

const check = (lines: unknown) =>
  callRoute(action, new Request(`${ORIGIN}/api/cart`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ lines }) }));

describe("cart reconciliation", () => {
  it("drops deleted products, re-prices from the database and lowers quantities to the stock", async () => {
    const db = database.current.db;
    await db.update(products).set({ priceCents: 2199 }).where(eq(products.id, ids["huile-barbe"]!));
    await db.update(products).set({ stock: 2 }).where(eq(products.id, ids["pate-coiffante"]!));
    const [removed] = await db.delete(products).where(eq(products.id, ids["creme-de-rasage"]!)).returning({ id: products.id });

    const answer = await check([
      { productId: ids["huile-barbe"], quantity: 2, priceCents: 1999 },
      { productId: ids["pate-coiffante"], quantity: 5, priceCents: 2299 },
      { productId: removed!.id, quantity: 1, priceCents: 1499 },
      { productId: "pas-un-uuid", quantity: 1 },
      { productId: randomUUID(), quantity: 1 },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      ok: true,
      lines: [
        { productId: ids["huile-barbe"], quantity: 2, priceCents: 2199, name: "Huile Barbe", imageUrl: "/images/products/huile-barbe.webp", stock: 40 },
        { productId: ids["pate-coiffante"], quantity: 2, priceCents: 2299, stock: 2 },
      ],
      changes: [
        { kind: "repriced", productId: ids["huile-barbe"], priceCents: 2199 },
        { kind: "lowered", productId: ids["pate-coiffante"], quantity: 2 },
        { kind: "removed", productId: removed!.id },
        { kind: "removed", productId: "pas-un-uuid" },
        { kind: "removed" },
      ],
    });
  });

  it("refuses a malformed cart with a 400 and a French message", async () => {
    for (const lines of [
      [{ productId: ids["huile-barbe"], quantity: 0 }],
      [{ quantity: 1 }],
      "tout",
      Array.from({ length: 101 }, () => ({ productId: "x", quantity: 1 })),
    ]) {
      expect(await check(lines)).toMatchObject({ status: 400, data: { ok: false, message: "Impossible de vérifier votre panier pour le moment." } });
    }
  });
});
