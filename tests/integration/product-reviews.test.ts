import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { productReviewMessages as m } from "~/features/catalog/reviews/messages";
import { deleteOwnReview, listProductReviews, submitProductReview } from "~/features/catalog/reviews/reviews.server";
import { hasPurchased } from "~/features/orders/purchases.server";
import { action as productAction } from "~/routes/product";
import { orderItems, orders, productReviews, products } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, formRequest } from "../support/actions";
import { customer, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
useTestAuth(database);
const ids: Record<string, string> = {};

beforeAll(async () => {
  await seedDatabase(database.current.db);
  for (const p of await database.current.db.select().from(products)) ids[p.slug] = p.id;
});

async function orderOf(userId: string, productId: string, status: "to_ship" | "cancelled" = "to_ship") {
  const db = database.current.db;
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      userEmail: "achat@example.test",
      orderNumber: `ORD-${Date.now()}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      status,
      deliveryMode: "pickUpInStore",
      subtotalCents: 1999,
      totalCents: 1999,
      paymentProvider: "demo",
      paymentReference: `test-${Math.random()}`,
    })
    .returning({ id: orders.id });
  await db
    .insert(orderItems)
    .values({ orderId: order!.id, productId, productName: "Huile Barbe", productCategory: "barbe-rasage", quantity: 1, priceCents: 1999 });
}

describe("product reviews", () => {
  it("of two simultaneous reviews by one customer on one product, stores one; the other is told", async () => {
    const user = await customer("double@example.test");
    const results = await Promise.all([
      submitProductReview(user, ids["huile-barbe"]!, { rating: 5, comment: "Parfaite" }),
      submitProductReview(user, ids["huile-barbe"]!, { rating: 4, comment: "Très bien" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, code: "DUPLICATE", message: m.DUPLICATE, status: 409 });
    const rows = await database.current.db.select().from(productReviews).where(eq(productReviews.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: "Jean", lastName: "Test", userEmail: "double@example.test", verifiedPurchase: false });
  });

  it("refused inside a caller's transaction, leaves that transaction usable", async () => {
    const user = await customer("dans-transaction@example.test");
    await submitProductReview(user, ids["masque-barbe"]!, { rating: 5, comment: "Premier" });
    const inside = await database.current.db.transaction(async (tx) => {
      const second = await submitProductReview(user, ids["masque-barbe"]!, { rating: 3, comment: "Second" }, tx);
      const third = await submitProductReview(user, ids["huile-barbe"]!, { rating: 4, comment: "Autre produit" }, tx);
      return [second, third];
    });
    expect(inside.map((r) => r.ok)).toEqual([false, true]);
    const rows = await database.current.db.select().from(productReviews).where(eq(productReviews.userId, user.id));
    expect(rows.map((r) => r.comment).sort()).toEqual(["Autre produit", "Premier"]);
  });

  it("sets 'Achat vérifié' only when the customer has an order, not cancelled, containing the product", async () => {
    const user = await customer("acheteur@example.test");
    expect(await hasPurchased(user.id, ids["masque-barbe"]!)).toBe(false);
    await orderOf(user.id, ids["shampoing-barbe"]!);
    await orderOf(user.id, ids["masque-barbe"]!, "cancelled");
    expect(await hasPurchased(user.id, ids["masque-barbe"]!)).toBe(false);
    expect(await hasPurchased(user.id, ids["shampoing-barbe"]!)).toBe(true);

    await submitProductReview(user, ids["masque-barbe"]!, { rating: 3, comment: "Correct" });
    await submitProductReview(user, ids["shampoing-barbe"]!, { rating: 5, comment: "Acheté et adopté" });
    const bought = await listProductReviews(ids["shampoing-barbe"]!, null);
    expect(bought.reviews[0]).toMatchObject({ firstName: "Jean", verifiedPurchase: true, mine: false });
    const notBought = await listProductReviews(ids["masque-barbe"]!, user.id);
    expect(notBought.reviews[0]).toMatchObject({ verifiedPurchase: false, mine: true });
  });

  it("lists newest first with the average to one decimal, and lets only the author delete a review", async () => {
    const a = await customer("alice@example.test");
    const b = await customer("bruno@example.test");
    await submitProductReview(a, ids["pate-coiffante"]!, { rating: 5, comment: "Premier" });
    await submitProductReview(b, ids["pate-coiffante"]!, { rating: 4, comment: "Second" });
    const c = await customer("chloe@example.test");
    await submitProductReview(c, ids["pate-coiffante"]!, { rating: 4, comment: "Troisième" });
    const { reviews, summary } = await listProductReviews(ids["pate-coiffante"]!, b.id);
    expect(reviews.map((r) => r.comment)).toEqual(["Troisième", "Second", "Premier"]);
    expect(reviews.map((r) => r.mine)).toEqual([false, true, false]);
    expect(summary).toEqual({ average: 4.3, count: 3 });
    expect(JSON.stringify(reviews)).not.toContain("@example.test");

    const first = reviews.find((r) => r.comment === "Premier")!;
    const product = ids["pate-coiffante"]!;
    expect(await deleteOwnReview(b, product, first.id)).toMatchObject({ ok: false, code: "REVIEW_NOT_FOUND", status: 404 });
    // Only from the page of the product it is about.
    expect(await deleteOwnReview(a, ids["huile-barbe"]!, first.id)).toMatchObject({ ok: false, code: "REVIEW_NOT_FOUND", status: 404 });
    expect(await deleteOwnReview(a, product, first.id)).toMatchObject({ ok: true, message: m.deleted });
    expect((await listProductReviews(ids["pate-coiffante"]!, null)).summary).toEqual({ average: 4, count: 2 });
  });

  it("answers through the product page: sign-in required, a comment required, and an unknown product", async () => {
    const post = (fields: Record<string, string>, cookie?: string, id = ids["creme-de-rasage"]!) =>
      callRoute(productAction, formRequest(`/shop/product/${id}`, fields, { cookie }), { id });
    expect(await post({ intent: "review", rating: "5", comment: "Bien" })).toMatchObject({
      status: 401,
      data: { code: "SIGN_IN_REQUIRED", message: m.SIGN_IN_REQUIRED },
    });
    const { cookie } = await customer("page@example.test");
    expect(await post({ intent: "review", rating: "5", comment: "  " }, cookie)).toMatchObject({ status: 400, data: { message: m.commentRequired } });
    expect(await post({ intent: "review", rating: "9", comment: "Bien" }, cookie)).toMatchObject({ status: 400, data: { message: m.ratingInvalid } });
    expect(await post({ intent: "autre" }, cookie)).toMatchObject({ status: 400 });
    expect(await post({ intent: "review", rating: "5", comment: "Bien" }, cookie, "00000000-0000-4000-8000-000000000000")).toMatchObject({
      status: 404,
      data: { code: "PRODUCT_NOT_FOUND" },
    });
    expect(await post({ intent: "review", rating: "4", comment: "Glisse parfaite" }, cookie)).toMatchObject({
      status: 200,
      data: { ok: true, message: m.success },
    });
    expect(await post({ intent: "review", rating: "4", comment: "Encore" }, cookie)).toMatchObject({ status: 409, data: { code: "DUPLICATE" } });
  });
});
