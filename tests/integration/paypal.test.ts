import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orderMessages as m } from "~/features/orders/messages";
import { forgetPayPalToken } from "~/features/orders/paypal.server";
import { resetConfig } from "~/lib/config.server";
import { action as paypalAction } from "~/routes/api/paypal";
import { emailOutbox, orders, paymentIncidents, products } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, ORIGIN } from "../support/actions";
import { PAYPAL_CLIENT, PAYPAL_MERCHANT_ID, startPayPalServer, type PayPalServer } from "../support/paypal-server";
import { signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);
const ids: Record<string, string> = {};
let paypal: PayPalServer;
const env = { PAYMENT_MODE: "paypal", PAYPAL_CLIENT_ID: PAYPAL_CLIENT.id, PAYPAL_CLIENT_SECRET: PAYPAL_CLIENT.secret, PAYPAL_MERCHANT_ID, PAYPAL_TIMEOUT_MS: "2000" };

beforeAll(async () => {
  paypal = await startPayPalServer();
  Object.assign(process.env, env, { PAYPAL_API_URL: paypal.url });
  resetConfig();
  forgetPayPalToken();
  await seedDatabase(database.current.db);
  for (const p of await database.current.db.select().from(products)) ids[p.slug] = p.id;
});

afterAll(async () => {
  for (const key of [...Object.keys(env), "PAYPAL_API_URL"]) delete process.env[key];
  resetConfig();
  await paypal.close();
});

beforeEach(() => {
  paypal.captureMode = "ok";
});

const post = (body: unknown, cookie: string) =>
  callRoute(
    paypalAction,
    new Request(`${ORIGIN}/api/paypal`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", Origin: ORIGIN, Cookie: cookie } }),
  );

/** A customer's checkout of one Huile Barbe, picked up at the salon: 19,99 €. */
async function checkout(prefix: string) {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
  const cookie = await signUpAndGetCookie(auth.current, email);
  const body = { lines: [{ productId: ids["huile-barbe"]!, quantity: 1 }], deliveryMode: "pickUpInStore", expectedTotalCents: 1999, attemptId: randomUUID() };
  const created = await post({ intent: "create", ...body }, cookie);
  expect(created).toMatchObject({ status: 200, data: { ok: true, paypalOrderId: expect.any(String) } });
  const paypalOrderId = (created.data as { paypalOrderId: string }).paypalOrderId;
  const capture = () => post({ intent: "capture", ...body, paypalOrderId }, cookie);
  return { email, cookie, body, paypalOrderId, capture };
}

const ordersOf = (email: string) => database.current.db.select().from(orders).where(eq(orders.userEmail, email));
const incidentsOf = (email: string) => database.current.db.select().from(paymentIncidents).where(eq(paymentIncidents.userEmail, email));

describe("paying with PayPal", () => {
  it("creates the PayPal order for the server's total, captures it once approved, then writes the order", async () => {
    const { email, paypalOrderId, capture } = await checkout("paypal");
    expect(paypal.orders.get(paypalOrderId)!.purchaseUnit.amount).toEqual({ currency_code: "EUR", value: "19.99" });
    paypal.approve(paypalOrderId);
    const answer = await capture();
    expect(answer).toMatchObject({ status: 200, data: { ok: true, redirectTo: expect.stringMatching(/^\/success\?order=ORD-/) } });
    const [order] = await ordersOf(email);
    const captureId = paypal.orders.get(paypalOrderId)!.captures[0]!.id;
    expect(order).toMatchObject({ paymentProvider: "paypal", paymentReference: captureId, totalCents: 1999 });
    expect(paypal.captureCalls.at(-1)).toEqual({ orderId: paypalOrderId, requestId: `capture-${paypalOrderId}` });
  });

  it("gives one order and one charge for a capture called twice at once, or again later", async () => {
    const { email, paypalOrderId, capture } = await checkout("double");
    paypal.approve(paypalOrderId);
    const answers = await Promise.all([capture(), capture()]);
    const again = await capture();
    expect([...answers, again].map((a) => (a.data as { ok: boolean }).ok)).toEqual([true, true, true]);
    expect(paypal.orders.get(paypalOrderId)!.captures).toHaveLength(1);
    expect(await ordersOf(email)).toHaveLength(1);
  });

  it("captures nothing for an order not approved, or approved by another customer", async () => {
    const first = await checkout("pas-approuve");
    expect(await first.capture()).toMatchObject({ status: 502, data: { ok: false, message: m.PAYMENT_FAILED } });
    paypal.approve(first.paypalOrderId);
    const other = await checkout("autre");
    const stolen = await post({ intent: "capture", ...other.body, paypalOrderId: first.paypalOrderId }, other.cookie);
    expect(stolen).toMatchObject({ status: 502, data: { message: m.PAYMENT_FAILED } });
    expect(paypal.orders.get(first.paypalOrderId)!.status).toBe("APPROVED");
    expect([...(await ordersOf(first.email)), ...(await ordersOf(other.email))]).toEqual([]);
  });

  it("captures nothing when the total changed since the approval", async () => {
    const { email, paypalOrderId, capture } = await checkout("prix-change");
    paypal.approve(paypalOrderId);
    await database.current.db.update(products).set({ priceCents: 2499 }).where(eq(products.id, ids["huile-barbe"]!));
    try {
      expect(await capture()).toMatchObject({ data: { ok: false } });
    } finally {
      await database.current.db.update(products).set({ priceCents: 1999 }).where(eq(products.id, ids["huile-barbe"]!));
    }
    expect(paypal.orders.get(paypalOrderId)!.status).toBe("APPROVED");
    expect(await ordersOf(email)).toEqual([]);
  });

  it("writes nothing when the card is declined or PayPal fails or times out before capturing", async () => {
    for (const mode of ["declined", "error", "hang"] as const) {
      const { email, paypalOrderId, capture } = await checkout(mode);
      paypal.approve(paypalOrderId);
      paypal.captureMode = mode;
      expect(await capture()).toMatchObject({ status: 502, data: { ok: false, message: m.PAYMENT_FAILED } });
      expect(await ordersOf(email)).toEqual([]);
      expect(await incidentsOf(email)).toEqual([]);
    }
  });

  it("still places the order when PayPal captured but answered an error or nothing in time", async () => {
    for (const mode of ["error-after-capture", "hang-after-capture"] as const) {
      const { email, paypalOrderId, capture } = await checkout(mode);
      paypal.approve(paypalOrderId);
      paypal.captureMode = mode;
      expect(await capture()).toMatchObject({ status: 200, data: { ok: true } });
      const [order] = await ordersOf(email);
      expect(order!.paymentReference).toBe(paypal.orders.get(paypalOrderId)!.captures[0]!.id);
    }
  });

  it("records for the admin a capture whose amount is not the order's, and writes no order", async () => {
    const { email, paypalOrderId, capture } = await checkout("montant");
    paypal.approve(paypalOrderId);
    paypal.captureMode = "other-amount";
    expect(await capture()).toMatchObject({ status: 409, data: { ok: false, code: "PAYMENT_NOT_PLACED", message: m.PAYMENT_NOT_PLACED } });
    expect(await ordersOf(email)).toEqual([]);
    const [incident] = await incidentsOf(email);
    expect(incident).toMatchObject({ provider: "paypal", providerOrderId: paypalOrderId, amountCents: 1, currency: "EUR", resolvedAt: null });
    expect(incident!.reason).toContain(m.PRICE_CHANGED);
    const [mail] = await database.current.db.select().from(emailOutbox).where(eq(emailOutbox.type, "payment_incident"));
    expect(mail).toMatchObject({ subject: "Paiement PayPal sans commande : à traiter", replyTo: email });
    // Reported again (a retried call), it stays one incident.
    expect(await capture()).toMatchObject({ data: { code: "PAYMENT_NOT_PLACED" } });
    expect(await incidentsOf(email)).toHaveLength(1);
  });
});
