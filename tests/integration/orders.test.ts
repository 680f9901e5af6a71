import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orderMessages as m } from "~/features/orders/messages";
import { ORDER_NUMBER_PATTERN } from "~/features/orders/order-number.server";
import { listCustomerOrders, placeOrder, quoteOrder, type Customer, type OrderRequest } from "~/features/orders/orders.server";
import { hasPurchased } from "~/features/orders/purchases.server";
import { resetConfig } from "~/lib/config.server";
import { emailOutbox, newsletterSubscribers, orderItems, orders, products, type ShippingAddress } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { customer, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
useTestAuth(database);
const ids: Record<string, string> = {};
const db = () => database.current.db;

beforeAll(async () => {
  process.env.OWNER_EMAIL = "patron@salon.test";
  resetConfig();
  await seedDatabase(db());
  for (const p of await db().select().from(products)) ids[p.slug] = p.id;
});

const address: ShippingAddress = {
  fullName: "Jean Dupont",
  streetNumber: "12",
  address: "rue des Pyrénées",
  postalCode: "75020",
  city: "Paris",
  phone: "06 12 34 56 78",
};

const stockOf = async (slug: string) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, ids[slug]!)))[0]!.stock;
const setStock = (slug: string, stock: number) => db().update(products).set({ stock }).where(eq(products.id, ids[slug]!));
const ordersOf = (c: Customer) => db().select().from(orders).where(eq(orders.userId, c.id));
const demo = (amountCents: number, reference = `demo-${randomUUID()}`) => ({ provider: "demo" as const, reference, amountCents });

async function subscriberCode(email: string, code: string) {
  await db().insert(newsletterSubscribers).values({ email, discountCode: code });
  return code;
}

describe("quoting an order", () => {
  it("prices from the database and refuses a product that does not exist", async () => {
    const jean = await customer("devis@example.test");
    // The browser sends no price: even a tampered request has nothing to lower.
    const tampered = {
      lines: [{ productId: ids["huile-barbe"]!, quantity: 2, priceCents: 1 }],
      deliveryMode: "homeDelivery",
      promoCode: null,
    } as unknown as OrderRequest;
    const quote = await quoteOrder(jean, tampered);
    expect(quote).toMatchObject({ ok: true, amounts: { subtotalCents: 3998, deliveryFeeCents: 600, discountCents: 0, totalCents: 4598 } });

    for (const productId of [randomUUID(), "pas-un-id"]) {
      expect(await quoteOrder(jean, { lines: [{ productId, quantity: 1 }], deliveryMode: "pickUpInStore", promoCode: null })).toMatchObject({
        ok: false,
        code: "PRODUCT_UNAVAILABLE",
      });
    }
    expect(await quoteOrder(jean, { lines: [], deliveryMode: "pickUpInStore", promoCode: null })).toMatchObject({ ok: false, code: "EMPTY_CART" });
  });

  it("accepts only the customer's own unused code, uppercased", async () => {
    const jean = await customer("code@example.test");
    const code = await subscriberCode("code@example.test", "MMCODE01");
    await subscriberCode("autre@example.test", "MMAUTRE1");
    const lines = [{ productId: ids["huile-barbe"]!, quantity: 1 }];
    expect(await quoteOrder(jean, { lines, deliveryMode: "pickUpInStore", promoCode: " mmcode01 " })).toMatchObject({
      ok: true,
      promoCode: code,
      amounts: { subtotalCents: 1999, discountCents: 200, totalCents: 1799 },
    });
    expect(await quoteOrder(jean, { lines, deliveryMode: "pickUpInStore", promoCode: "MMAUTRE1" })).toMatchObject({ ok: false, message: m.PROMO_INVALID });
    await db().update(newsletterSubscribers).set({ discountUsed: true }).where(eq(newsletterSubscribers.discountCode, code));
    expect(await quoteOrder(jean, { lines, deliveryMode: "pickUpInStore", promoCode: code })).toMatchObject({ ok: false, message: m.PROMO_USED });
  });
});

describe("placing an order", () => {
  it("writes the order, its lines, takes the stock, uses the code and queues both mails, all at once", async () => {
    const jean = await customer("commande@example.test");
    const code = await subscriberCode("commande@example.test", "MMCMDE01");
    const before = await stockOf("huile-barbe");
    const request: OrderRequest = {
      lines: [
        { productId: ids["huile-barbe"]!, quantity: 2 },
        { productId: ids["masque-barbe"]!, quantity: 1 },
      ],
      deliveryMode: "homeDelivery",
      promoCode: code,
    };
    const quote = await quoteOrder(jean, request);
    if (!quote.ok) throw new Error(quote.message);
    const placed = await placeOrder(jean, request, address, demo(quote.amounts.totalCents));
    if (!placed.ok) throw new Error(placed.message);
    expect(placed.orderNumber).toMatch(ORDER_NUMBER_PATTERN);

    const [order] = await ordersOf(jean);
    expect(order).toMatchObject({ status: "to_ship", promoCode: code, shippingAddress: address, ...quote.amounts, userEmail: "commande@example.test" });
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(items.map((i) => [i.productName, i.quantity, i.priceCents]).sort()).toEqual([
      ["Huile Barbe", 2, 1999],
      ["Masque Barbe", 1, quote.lines[1]!.priceCents],
    ]);
    expect(await stockOf("huile-barbe")).toBe(before - 2);
    const [subscriber] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.discountCode, code));
    expect(subscriber!.discountUsed).toBe(true);

    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Votre commande ${placed.orderNumber}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe("commande@example.test");
    expect(mails[0]!.text).toContain("2 × Huile Barbe");
    expect(mails[0]!.text).toContain("Réduction");
    const owner = await db().select().from(emailOutbox).where(eq(emailOutbox.to, "patron@salon.test"));
    expect(owner.some((mail) => mail.subject.startsWith(`Nouvelle commande ${placed.orderNumber}`))).toBe(true);

    // A past order keeps its name and price when the product changes.
    await db().update(products).set({ name: "Huile Barbe (nouvelle formule)", priceCents: 2999 }).where(eq(products.id, ids["huile-barbe"]!));
    const [listed] = await listCustomerOrders(jean.id);
    expect(listed!.items.find((i) => i.productId === ids["huile-barbe"])).toMatchObject({ name: "Huile Barbe", priceCents: 1999 });
    await db().update(products).set({ name: "Huile Barbe", priceCents: 1999 }).where(eq(products.id, ids["huile-barbe"]!));
    // The review of this product is now a verified purchase.
    expect(await hasPurchased(jean.id, ids["huile-barbe"]!)).toBe(true);
  });

  it("writes nothing when the amount paid is not today's total", async () => {
    const jean = await customer("montant@example.test");
    const before = await stockOf("huile-barbe");
    const request: OrderRequest = { lines: [{ productId: ids["huile-barbe"]!, quantity: 1 }], deliveryMode: "pickUpInStore", promoCode: null };
    expect(await placeOrder(jean, request, null, demo(1))).toMatchObject({ ok: false, code: "PRICE_CHANGED", message: m.PRICE_CHANGED });
    expect(await ordersOf(jean)).toEqual([]);
    expect(await stockOf("huile-barbe")).toBe(before);
  });

  it("turns one payment into one order, however often or concurrently it is presented", async () => {
    const jean = await customer("double-clic@example.test");
    const before = await stockOf("huile-barbe");
    const request: OrderRequest = { lines: [{ productId: ids["huile-barbe"]!, quantity: 1 }], deliveryMode: "pickUpInStore", promoCode: null };
    const payment = demo(1999);
    const results = await Promise.all([placeOrder(jean, request, null, payment), placeOrder(jean, request, null, payment)]);
    const again = await placeOrder(jean, request, null, payment);
    expect([...results, again].every((r) => r.ok)).toBe(true);
    expect(new Set([...results, again].map((r) => (r.ok ? r.orderNumber : null))).size).toBe(1);
    expect(await ordersOf(jean)).toHaveLength(1);
    expect(await stockOf("huile-barbe")).toBe(before - 1);
  });

  it("lets one of two concurrent orders use a code; the other is told and charged nothing", async () => {
    const jean = await customer("code-double@example.test");
    const code = await subscriberCode("code-double@example.test", "MMDOUBL1");
    const request: OrderRequest = { lines: [{ productId: ids["masque-barbe"]!, quantity: 1 }], deliveryMode: "pickUpInStore", promoCode: code };
    const quote = await quoteOrder(jean, request);
    if (!quote.ok) throw new Error(quote.message);
    const before = await stockOf("masque-barbe");
    const results = await Promise.all([
      placeOrder(jean, request, null, demo(quote.amounts.totalCents)),
      placeOrder(jean, request, null, demo(quote.amounts.totalCents)),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ code: "PROMO_USED", message: m.PROMO_USED });
    expect(await ordersOf(jean)).toHaveLength(1);
    expect(await stockOf("masque-barbe")).toBe(before - 1);
  });

  it("sells the last item once when two customers buy it at the same moment; the stock never goes below zero", async () => {
    await setStock("creme-de-rasage", 1);
    const [anne, paul] = await Promise.all([customer("anne@example.test"), customer("paul@example.test")]);
    const request: OrderRequest = { lines: [{ productId: ids["creme-de-rasage"]!, quantity: 1 }], deliveryMode: "pickUpInStore", promoCode: null };
    const quote = await quoteOrder(anne, request);
    if (!quote.ok) throw new Error(quote.message);
    const results = await Promise.all([
      placeOrder(anne, request, null, demo(quote.amounts.totalCents)),
      placeOrder(paul, request, null, demo(quote.amounts.totalCents)),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, code: "OUT_OF_STOCK", message: "Stock insuffisant pour Crème de Rasage" });
    expect(await stockOf("creme-de-rasage")).toBe(0);
    expect((await ordersOf(anne)).length + (await ordersOf(paul)).length).toBe(1);
  });
});

describe("a customer's orders", () => {
  it("are theirs alone, newest first", async () => {
    const [marie, luc] = await Promise.all([customer("marie@example.test"), customer("luc@example.test")]);
    const request: OrderRequest = { lines: [{ productId: ids["huile-barbe"]!, quantity: 1 }], deliveryMode: "pickUpInStore", promoCode: null };
    const first = await placeOrder(marie, request, null, demo(1999), undefined, new Date("2026-11-20T10:00:00Z"));
    const second = await placeOrder(marie, request, null, demo(1999), undefined, new Date("2026-11-21T10:00:00Z"));
    if (!first.ok || !second.ok) throw new Error("not placed");
    expect((await listCustomerOrders(marie.id)).map((o) => o.orderNumber)).toEqual([second.orderNumber, first.orderNumber]);
    expect(await listCustomerOrders(luc.id)).toEqual([]);
    expect(await listCustomerOrders(luc.id, { orderNumber: first.orderNumber })).toEqual([]);
    expect(await listCustomerOrders(marie.id, { orderNumber: first.orderNumber })).toHaveLength(1);
  });
});
