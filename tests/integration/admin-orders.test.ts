import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAdminOrders, readOrderFilters } from "~/features/admin/orders.server";
import { placeOrder, type Customer, type OrderRequest } from "~/features/orders/orders.server";
import { forgetPayPalToken } from "~/features/orders/paypal.server";
import { resetConfig } from "~/lib/config.server";
import { emailOutbox, newsletterSubscribers, orders, paymentIncidents, products } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { action, loader } from "~/routes/admin/orders";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { PAYPAL_CLIENT, PAYPAL_MERCHANT_ID, startPayPalServer, type PayPalServer } from "../support/paypal-server";
import { adminSessionCookie, customer, signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";
import { testAddress } from "../support/shipping-address";

const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
const ids: Record<string, string> = {};
let paypal: PayPalServer;
let admin = "";

const address = testAddress;

beforeAll(async () => {
  paypal = await startPayPalServer();
  Object.assign(process.env, {
    PAYPAL_API_URL: paypal.url,
    PAYPAL_CLIENT_ID: PAYPAL_CLIENT.id,
    PAYPAL_CLIENT_SECRET: PAYPAL_CLIENT.secret,
    PAYPAL_MERCHANT_ID,
    PAYPAL_TIMEOUT_MS: "2000",
  });
  resetConfig();
  forgetPayPalToken();
  await seedDatabase(db());
  for (const p of await db().select().from(products)) ids[p.slug] = p.id;
  admin = await adminSessionCookie(auth.current, database.current.db);
});

afterAll(async () => {
  for (const key of ["PAYPAL_API_URL", "PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_MERCHANT_ID", "PAYPAL_TIMEOUT_MS"]) delete process.env[key];
  resetConfig();
  await paypal.close();
});

const stockOf = async (slug: string) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, ids[slug]!)))[0]!.stock;

/** A capture the loopback PayPal knows, as the checkout would have made it. */
function paypalCapture(value: string) {
  const captureId = `CAP${randomUUID().replace(/-/g, "").slice(0, 14).toUpperCase()}`;
  paypal.orders.set(captureId, {
    id: `O${captureId}`,
    status: "COMPLETED",
    purchaseUnit: { reference_id: "r", custom_id: "c", amount: { currency_code: "EUR", value }, payee: { merchant_id: PAYPAL_MERCHANT_ID } },
    captures: [{ id: captureId, status: "COMPLETED", amount: { currency_code: "EUR", value } }],
  });
  return captureId;
}

async function order(who: Customer, request: OrderRequest, amountCents: number, provider: "demo" | "paypal" = "demo", reference?: string) {
  const placed = await placeOrder(who, request, request.deliveryMode === "homeDelivery" ? address : null, {
    provider,
    reference: reference ?? `demo-${randomUUID()}`,
    amountCents,
  });
  if (!placed.ok) throw new Error(placed.message);
  return placed;
}

const post = (fields: Record<string, string>, cookie = admin) => callRoute(action, formRequest("/admin/orders", fields, { cookie }));

describe("admin orders", () => {
  it("lists orders newest first and finds them by number, e-mail, product and customer name", async () => {
    const sophie = await customer("sophie@example.test");
    const marc = await customer("marc@example.test");
    const first = await order(sophie, { lines: [{ productId: ids["huile-barbe"]!, quantity: 1 }], deliveryMode: "homeDelivery", promoCode: null }, 1999 + 600);
    const second = await order(
      marc,
      { lines: [{ productId: ids["pate-coiffante"]!, quantity: 2 }], deliveryMode: "pickUpInStore", promoCode: null },
      2 * (await db().select().from(products).where(eq(products.id, ids["pate-coiffante"]!)))[0]!.priceCents,
    );
    const find = async (query: string) => (await listAdminOrders(readOrderFilters(new URLSearchParams(query)))).orders.map((o) => o.orderNumber);
    expect(await find("")).toEqual([second.orderNumber, first.orderNumber]);
    expect(await find(`q=${second.orderNumber.slice(-6)}`)).toEqual([second.orderNumber]);
    expect(await find("q=SOPHIE@")).toEqual([first.orderNumber]);
    expect(await find("q=pâte")).toEqual([second.orderNumber]);
    expect(await find("q=marchand")).toEqual([first.orderNumber]);
    expect(await find("q=_")).toEqual([]);
    const page = await listAdminOrders(readOrderFilters(new URLSearchParams("q=huile")));
    expect(page).toMatchObject({ found: 1, total: 2 });
    expect(page.orders[0]!.items[0]).toMatchObject({ name: "Huile Barbe", category: "barbe-rasage", quantity: 1, priceCents: 1999 });
  });

  it("marks an order delivered once, and tells the customer", async () => {
    const [target] = (await listAdminOrders(readOrderFilters(new URLSearchParams("q=sophie")))).orders;
    expect(await post({ intent: "deliver", id: target!.id })).toMatchObject({ status: 200, data: { message: "Commande marquée comme livrée" } });
    expect(await post({ intent: "deliver", id: target!.id })).toMatchObject({ status: 409, data: { message: "Erreur lors de l'opération" } });
    expect(await post({ intent: "cancel", id: target!.id })).toMatchObject({ status: 409 });
    const [row] = await db().select().from(orders).where(eq(orders.id, target!.id));
    expect(row!.status).toBe("completed");
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.type, "order_delivered"));
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([["sophie@example.test", `Votre commande ${target!.orderNumber} est livrée`]]);
    expect((await listAdminOrders(readOrderFilters(new URLSearchParams("status=completed")))).orders.map((o) => o.id)).toEqual([target!.id]);
  });

  it("cancels: the stock comes back, the code can be used again, the order stays listed", async () => {
    const lea = await customer("lea@example.test");
    await db().insert(newsletterSubscribers).values({ email: "lea@example.test", discountCode: "MMLEA123" });
    const before = await stockOf("masque-barbe");
    const price = (await db().select().from(products).where(eq(products.id, ids["masque-barbe"]!)))[0]!.priceCents;
    const subtotal = price * 3;
    const placed = await order(
      lea,
      { lines: [{ productId: ids["masque-barbe"]!, quantity: 3 }], deliveryMode: "pickUpInStore", promoCode: "MMLEA123" },
      subtotal - Math.floor((subtotal * 10 + 50) / 100),
    );
    expect(await stockOf("masque-barbe")).toBe(before - 3);

    expect(await post({ intent: "cancel", id: placed.orderId })).toMatchObject({ status: 200, data: { message: "Statut de la commande mis à jour" } });
    expect(await stockOf("masque-barbe")).toBe(before);
    const [code] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "lea@example.test"));
    expect(code).toMatchObject({ discountUsed: false, usedAt: null });
    const [row] = await db().select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row).toMatchObject({ status: "cancelled", refundStatus: "none" });
    expect(row!.cancelledAt).toBeInstanceOf(Date);
    const cancelled = await listAdminOrders(readOrderFilters(new URLSearchParams("status=cancelled")));
    expect(cancelled.orders.map((o) => o.orderNumber)).toEqual([placed.orderNumber]);
    // A second cancel changes nothing.
    expect(await post({ intent: "cancel", id: placed.orderId })).toMatchObject({ status: 409 });
    expect(await stockOf("masque-barbe")).toBe(before);
  });

  it("refunds a PayPal order through PayPal once, or tells the admin plainly to refund it by hand", async () => {
    const paul = await customer("paul@example.test");
    const request: OrderRequest = { lines: [{ productId: ids["huile-barbe"]!, quantity: 1 }], deliveryMode: "pickUpInStore", promoCode: null };
    const refunded = await order(paul, request, 1999, "paypal", paypalCapture("19.99"));
    expect(await post({ intent: "cancel", id: refunded.orderId })).toMatchObject({ status: 200, data: { message: "Statut de la commande mis à jour" } });
    expect(paypal.refunds).toHaveLength(1);
    const [row] = await db().select().from(orders).where(eq(orders.id, refunded.orderId));
    expect(row).toMatchObject({ refundStatus: "refunded", refundReference: paypal.refunds[0]!.refundId });

    paypal.refundMode = "error";
    const failing = await order(paul, request, 1999, "paypal", paypalCapture("19.99"));
    const answer = await post({ intent: "cancel", id: failing.orderId });
    expect(answer.status).toBe(200);
    expect((answer.data as { notice: string }).notice).toContain("remboursez 19,99");
    expect((await db().select().from(orders).where(eq(orders.id, failing.orderId)))[0]).toMatchObject({ status: "cancelled", refundStatus: "failed" });

    paypal.refundMode = "ok";
    expect(await post({ intent: "refund", id: failing.orderId })).toMatchObject({ status: 200, data: { message: "Remboursement PayPal effectué" } });
    expect(await post({ intent: "refund", id: failing.orderId })).toMatchObject({ status: 409 });
    expect(paypal.refunds).toHaveLength(2);
    const mail = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Votre commande ${failing.orderNumber} est annulée`));
    expect(mail[0]!.text).toContain("remboursé sur votre compte PayPal");
  });

  it("lists payments without an order until they are refunded or settled", async () => {
    const captureId = paypalCapture("24.50");
    const [incident] = await db()
      .insert(paymentIncidents)
      .values({ provider: "paypal", reference: captureId, userEmail: "x@example.test", amountCents: 2450, currency: "EUR", reason: "Stock insuffisant" })
      .returning();
    const [other] = await db()
      .insert(paymentIncidents)
      .values({ provider: "paypal", reference: "order-ABC", userEmail: "y@example.test", amountCents: 0, currency: "EUR", reason: "Capture inconnue" })
      .returning();
    const page = await callRoute(loader, new Request(`${ORIGIN}/admin/orders`, { headers: { Cookie: admin } }));
    expect((page.data as { incidents: Array<{ id: string }> }).incidents.map((i) => i.id)).toEqual([incident!.id, other!.id]);

    expect(await post({ intent: "refund-incident", id: other!.id })).toMatchObject({ status: 409 });
    expect(await post({ intent: "refund-incident", id: incident!.id })).toMatchObject({ status: 200, data: { message: "Paiement remboursé" } });
    expect(paypal.refunds.at(-1)!.captureId).toBe(captureId);
    expect(await post({ intent: "settle-incident", id: other!.id })).toMatchObject({ status: 200, data: { message: "Paiement marqué comme réglé" } });
    const after = await callRoute(loader, new Request(`${ORIGIN}/admin/orders`, { headers: { Cookie: admin } }));
    expect((after.data as { incidents: unknown[] }).incidents).toEqual([]);
  });

  it("refuses a customer with a 403 and bad input with a 400, with nothing changed", async () => {
    const [target] = (await listAdminOrders(readOrderFilters(new URLSearchParams("status=to_ship")))).orders;
    const curious = await signUpAndGetCookie(auth.current, "curieux@example.test");
    expect((await post({ intent: "cancel", id: target!.id }, curious)).status).toBe(403);
    expect((await post({ intent: "supprimer", id: target!.id })).status).toBe(400);
    expect((await post({ intent: "cancel", id: "1 or 1=1" })).status).toBe(400);
    expect((await db().select().from(orders).where(eq(orders.id, target!.id)))[0]!.status).toBe("to_ship");
  });
});
