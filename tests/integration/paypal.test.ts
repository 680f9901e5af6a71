import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orderMessages as m } from "~/features/orders/messages";
import { forgetPayPalToken } from "~/features/orders/paypal.server";
import { resetConfig } from "~/lib/config.server";
import { commonMessages } from "~/lib/result";
import { adminOrderMessages } from "~/features/admin/order-messages";
import { action as adminOrdersAction } from "~/routes/admin/orders";
import { action as paypalAction } from "~/routes/api/paypal";
import { action as checkoutAction } from "~/routes/checkout";
import { issueGiftCard, spendGiftCard } from "~/features/gift-cards/ledger.server";
import { parisWallClock } from "~/lib/paris-time";
import { emailOutbox, giftCards, orderItems, orders, paymentIncidents, paypalOrders, products } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { OTHER_MERCHANT_ID, PAYPAL_CLIENT, PAYPAL_MERCHANT_ID, startPayPalServer, type PayPalServer } from "../support/paypal-server";
import { adminSessionCookie, signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);
const ids: Record<string, string> = {};
let paypal: PayPalServer;
const env = {
  PAYMENT_MODE: "paypal",
  PAYPAL_CLIENT_ID: PAYPAL_CLIENT.id,
  PAYPAL_CLIENT_SECRET: PAYPAL_CLIENT.secret,
  PAYPAL_MERCHANT_ID,
  PAYPAL_TIMEOUT_MS: "2000",
};

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
  paypal.refundMode = "ok";
  paypal.whileCapturing = null;
});

const post = (body: unknown, cookie: string) =>
  callRoute(
    paypalAction,
    new Request(`${ORIGIN}/api/paypal`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", Origin: ORIGIN, Cookie: cookie },
    }),
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

const capturesOf = (paypalOrderId: string) => paypal.captureCalls.filter((c) => c.orderId === paypalOrderId);
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
    expect(stolen).toMatchObject({ status: 400, data: { message: m.PAYMENT_FAILED } });
    expect(paypal.orders.get(first.paypalOrderId)!.status).toBe("APPROVED");
    expect(capturesOf(first.paypalOrderId)).toEqual([]);
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

describe("creating PayPal orders", () => {
  it("refuses an account's 21st PayPal order within the hour with 429 and the wait, without calling PayPal", async () => {
    const { body, cookie } = await checkout("limite");
    for (let i = 1; i < 20; i++) expect(await post({ intent: "create", ...body, attemptId: randomUUID() }, cookie)).toMatchObject({ status: 200 });
    const before = paypal.requests.length;
    const refused = await post({ intent: "create", ...body, attemptId: randomUUID() }, cookie);
    expect(refused).toMatchObject({ status: 429, data: { ok: false, code: "TOO_MANY_REQUESTS", message: commonMessages.TOO_MANY_REQUESTS } });
    // The wait left in the window, which the root middleware writes as Retry-After.
    expect((refused.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(3500);
    expect(paypal.requests.slice(before)).toEqual([]);
    // Another account is not held back.
    await checkout("autre-compte");
  });
});

describe("what PayPal capture accepts", () => {
  it("refuses, with no capture, a PayPal order made outside the server, even with the customer's custom id and the quoted amount", async () => {
    const { email, body, cookie, paypalOrderId } = await checkout("etrangere");
    const customId = paypal.orders.get(paypalOrderId)!.purchaseUnit.custom_id!;
    // As a browser can with the public client id: to the attacker's account, or even to the salon's.
    for (const payee of [{ merchant_id: OTHER_MERCHANT_ID }, undefined]) {
      const foreign = paypal.createOrder({ custom_id: customId, amount: { currency_code: "EUR", value: "19.99" }, payee });
      paypal.approve(foreign);
      const answer = await post({ intent: "capture", ...body, paypalOrderId: foreign }, cookie);
      expect(answer).toMatchObject({ status: 400, data: { ok: false, message: m.PAYMENT_FAILED } });
      expect(capturesOf(foreign)).toEqual([]);
      expect(paypal.orders.get(foreign)!.status).toBe("APPROVED");
    }
    expect(await ordersOf(email)).toEqual([]);
    expect(await incidentsOf(email)).toEqual([]);
  });

  it("refuses, with no capture, the customer's own PayPal order sent with another visit's attempt id", async () => {
    const { email, body, cookie, paypalOrderId } = await checkout("autre-visite");
    paypal.approve(paypalOrderId);
    const answer = await post({ intent: "capture", ...body, attemptId: randomUUID(), paypalOrderId }, cookie);
    expect(answer).toMatchObject({ status: 400, data: { ok: false, message: m.PAYMENT_FAILED } });
    expect(capturesOf(paypalOrderId)).toEqual([]);
    expect(await ordersOf(email)).toEqual([]);
  });

  it("captures nothing when PayPal shows another payee than the salon's merchant account", async () => {
    const { email, paypalOrderId, capture } = await checkout("beneficiaire");
    paypal.approve(paypalOrderId);
    paypal.orders.get(paypalOrderId)!.purchaseUnit.payee = { merchant_id: OTHER_MERCHANT_ID };
    expect(await capture()).toMatchObject({ status: 502, data: { ok: false, message: m.PAYMENT_FAILED } });
    expect(capturesOf(paypalOrderId)).toEqual([]);
    expect(await ordersOf(email)).toEqual([]);
  });

  it("writes no order for money captured to another merchant account, and records it for the admin", async () => {
    const { email, paypalOrderId, capture } = await checkout("autre-marchand");
    paypal.approve(paypalOrderId);
    paypal.captureMode = "other-payee";
    expect(await capture()).toMatchObject({ status: 409, data: { ok: false, code: "PAYMENT_NOT_PLACED", message: m.PAYMENT_NOT_PLACED } });
    expect(capturesOf(paypalOrderId)).toHaveLength(1);
    expect(await ordersOf(email)).toEqual([]);
    const [incident] = await incidentsOf(email);
    expect(incident).toMatchObject({ reference: paypal.orders.get(paypalOrderId)!.captures[0]!.id, amountCents: 1999, resolvedAt: null });
    expect(incident!.reason).toContain(`autre compte marchand PayPal (${OTHER_MERCHANT_ID})`);
    // Asked again, it stays one incident and still no order.
    expect(await capture()).toMatchObject({ status: 409, data: { code: "PAYMENT_NOT_PLACED" } });
    expect(await incidentsOf(email)).toHaveLength(1);
    expect(await ordersOf(email)).toEqual([]);
  });
});

describe("a capture that became an order", () => {
  const incidentMailsAbout = async (email: string) =>
    (await database.current.db.select().from(emailOutbox).where(eq(emailOutbox.type, "payment_incident"))).filter((mail) => mail.replyTo === email);

  it("answers that order again whatever lines are resent, records no incident, and its capture is refunded only by cancelling it", async () => {
    const { email, body, cookie, paypalOrderId, capture } = await checkout("rejeu");
    paypal.approve(paypalOrderId);
    const first = await capture();
    expect(first).toMatchObject({ status: 200, data: { ok: true } });
    const otherLines = {
      ...body,
      lines: [
        { productId: ids["huile-barbe"]!, quantity: 2 },
        { productId: ids["shampoing-barbe"]!, quantity: 1 },
      ],
    };
    const again = await post({ intent: "capture", ...otherLines, paypalOrderId }, cookie);
    expect(again).toEqual(first);
    const [order, ...more] = await ordersOf(email);
    expect(more).toEqual([]);
    expect(order).toMatchObject({ totalCents: 1999, orderNumber: (first.data as { orderNumber: string }).orderNumber });
    expect(await incidentsOf(email)).toEqual([]);
    expect(await incidentMailsAbout(email)).toEqual([]);
    expect(capturesOf(paypalOrderId)).toHaveLength(1);

    // An incident for that capture, as a resent capture used to record it: the refund is refused.
    const captureId = paypal.orders.get(paypalOrderId)!.captures[0]!.id;
    const [incident] = await database.current.db
      .insert(paymentIncidents)
      .values({
        provider: "paypal",
        reference: captureId,
        providerOrderId: paypalOrderId,
        userEmail: email,
        amountCents: 1999,
        currency: "EUR",
        reason: "Paiement reçu sans commande",
      })
      .returning();
    const admin = await adminSessionCookie(auth.current, database.current.db);
    const refund = await callRoute(adminOrdersAction, formRequest("/admin/orders", { intent: "refund-incident", id: incident!.id }, { cookie: admin }));
    expect(refund).toMatchObject({ status: 409, data: { ok: false, message: adminOrderMessages.incidentHeldByOrder } });
    expect(paypal.refunds).toEqual([]);
    expect((await incidentsOf(email))[0]!.resolvedAt).toBeNull();
  });

  it("gives one order and no incident for concurrent captures sent with different lines", async () => {
    const { email, body, cookie, paypalOrderId, capture } = await checkout("concurrence");
    paypal.approve(paypalOrderId);
    // The same total with another product, and another total altogether.
    const sameTotal = { ...body, lines: [{ productId: ids["masque-barbe"]!, quantity: 1 }] };
    const otherTotal = { ...body, lines: [{ productId: ids["huile-barbe"]!, quantity: 3 }] };
    const answers = await Promise.all([
      capture(),
      post({ intent: "capture", ...sameTotal, paypalOrderId }, cookie),
      post({ intent: "capture", ...otherTotal, paypalOrderId }, cookie),
    ]);
    const [order, ...more] = await ordersOf(email);
    expect(more).toEqual([]);
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, data: { ok: true, orderNumber: order!.orderNumber } });
    expect(paypal.orders.get(paypalOrderId)!.captures).toHaveLength(1);
    expect(await incidentsOf(email)).toEqual([]);
    expect(await incidentMailsAbout(email)).toEqual([]);
    const items = await database.current.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(items.map((i) => [i.productName, i.quantity])).toEqual([["Huile Barbe", 1]]);
  });
});

describe("a payment without an order that the admin refunds", () => {
  const db = () => database.current.db;
  const oil = () => eq(products.id, ids["huile-barbe"]!);
  const refund = async (id: string) =>
    callRoute(adminOrdersAction, formRequest("/admin/orders", { intent: "refund-incident", id }, { cookie: await adminSessionCookie(auth.current, db()) }));
  const incidentOf = async (email: string) => (await incidentsOf(email))[0]!;

  /** PayPal takes the money while the last oil is sold elsewhere: an incident, no order; then the oil is back. */
  async function soldOutWhileCapturing(prefix: string) {
    const flow = await checkout(prefix);
    paypal.approve(flow.paypalOrderId);
    const [{ stock }] = (await db().select({ stock: products.stock }).from(products).where(oil())) as [{ stock: number }];
    paypal.whileCapturing = () => db().update(products).set({ stock: 0 }).where(oil());
    try {
      expect(await flow.capture()).toMatchObject({ status: 409, data: { code: "PAYMENT_NOT_PLACED" } });
    } finally {
      paypal.whileCapturing = null;
      await db().update(products).set({ stock }).where(oil());
    }
    const incident = await incidentOf(flow.email);
    expect(incident).toMatchObject({ reference: paypal.orders.get(flow.paypalOrderId)!.captures[0]!.id, resolvedAt: null });
    return { ...flow, incident };
  }

  it("writes no order when the capture is sent again once the stock is back and the payment refunded", async () => {
    const { email, incident, capture } = await soldOutWhileCapturing("rembourse");
    expect(await refund(incident.id)).toMatchObject({ status: 200, data: { message: adminOrderMessages.incidentRefunded } });
    expect(await capture()).toMatchObject({ status: 409, data: { ok: false, code: "PAYMENT_NOT_PLACED", message: m.PAYMENT_NOT_PLACED } });
    expect(await ordersOf(email)).toEqual([]);
    expect(paypal.refunds.filter((r) => r.captureId === incident.reference)).toHaveLength(1);
    expect(await incidentOf(email)).toMatchObject({ resolution: "refunded", refundReference: expect.any(String) });
  });

  it("writes no order while a refund PayPal may have made is unconfirmed, and the refund can be asked again", async () => {
    const { email, incident, capture } = await soldOutWhileCapturing("remboursement-incertain");
    paypal.refundMode = "error";
    expect(await refund(incident.id)).toMatchObject({ status: 502, data: { message: adminOrderMessages.incidentRefundFailed } });
    expect(await incidentOf(email)).toMatchObject({ resolvedAt: null, refundRequestedAt: expect.any(Date) });
    expect(await capture()).toMatchObject({ status: 409, data: { code: "PAYMENT_NOT_PLACED" } });
    expect(await ordersOf(email)).toEqual([]);
    paypal.refundMode = "ok";
    expect(await refund(incident.id)).toMatchObject({ status: 200 });
    expect(paypal.refunds.filter((r) => r.captureId === incident.reference)).toEqual([
      expect.objectContaining({ requestId: `refund-incident-${incident.id}` }),
    ]);
  });

  it("gives the payment back to the customer's order when PayPal refused the refund, and then refuses the refund", async () => {
    const { email, incident, capture } = await soldOutWhileCapturing("remboursement-refuse");
    paypal.refundMode = "refused";
    expect(await refund(incident.id)).toMatchObject({ status: 502 });
    expect(await incidentOf(email)).toMatchObject({ resolvedAt: null, refundRequestedAt: null });
    expect(await capture()).toMatchObject({ status: 200, data: { ok: true } });
    expect(await ordersOf(email)).toHaveLength(1);
    paypal.refundMode = "ok";
    expect(await refund(incident.id)).toMatchObject({ status: 409, data: { message: adminOrderMessages.incidentHeldByOrder } });
    expect(paypal.refunds.filter((r) => r.captureId === incident.reference)).toEqual([]);
  });

  it("ends with an order or a refund, never both, when the capture is sent again while the admin refunds", async () => {
    const { email, incident, capture } = await soldOutWhileCapturing("course");
    const [refunded, placed] = await Promise.all([refund(incident.id), capture()]);
    const orderCount = (await ordersOf(email)).length;
    const refundCount = paypal.refunds.filter((r) => r.captureId === incident.reference).length;
    expect(orderCount + refundCount).toBe(1);
    expect([refunded.status, placed.status].sort()).toEqual([200, 409]);
  });
});

describe("a gift card with PayPal (docs/decisions/0033)", () => {
  const newCard = async (amountCents: number) =>
    issueGiftCard(database.current.db, { kind: "amount", amountCents, recipientName: "Théo", sendOn: parisWallClock(new Date()).date });
  const balanceOf = async (id: string) => (await database.current.db.select().from(giftCards).where(eq(giftCards.id, id)))[0]!.balanceCents;

  it("asks PayPal for what the card leaves, keeps the card's id (never its code) with the PayPal order, and spends the card with the capture", async () => {
    const card = await newCard(1000);
    const email = `carte-paypal-${randomUUID().slice(0, 8)}@example.test`;
    const cookie = await signUpAndGetCookie(auth.current, email);
    // 19,99 € of oil, 10 € by the card: 9,99 € for PayPal.
    const body = {
      lines: [{ productId: ids["huile-barbe"]!, quantity: 1 }],
      deliveryMode: "pickUpInStore",
      giftCardCode: card.code.toLowerCase(),
      expectedTotalCents: 999,
      attemptId: randomUUID(),
    };
    const created = await post({ intent: "create", ...body }, cookie);
    const paypalOrderId = (created.data as { paypalOrderId: string }).paypalOrderId;
    expect(paypal.orders.get(paypalOrderId)!.purchaseUnit.amount).toEqual({ currency_code: "EUR", value: "9.99" });
    const [record] = await database.current.db.select().from(paypalOrders).where(eq(paypalOrders.id, paypalOrderId));
    expect(record!.quote).toMatchObject({ giftCardId: card.id });
    expect(JSON.stringify(record)).not.toContain(card.code);
    paypal.approve(paypalOrderId);
    // The capture call sends no code: the one quoted pays.
    expect(await post({ intent: "capture", ...body, giftCardCode: null, paypalOrderId }, cookie)).toMatchObject({ status: 200, data: { ok: true } });
    const [order] = await ordersOf(email);
    expect(order).toMatchObject({ totalCents: 999, giftCardCents: 1000, paymentProvider: "paypal" });
    expect(await balanceOf(card.id)).toBe(0);
  });

  it("captures nothing when the card was spent meanwhile: the total changed", async () => {
    const card = await newCard(1000);
    const email = `carte-depensee-${randomUUID().slice(0, 8)}@example.test`;
    const cookie = await signUpAndGetCookie(auth.current, email);
    const body = {
      lines: [{ productId: ids["huile-barbe"]!, quantity: 1 }],
      deliveryMode: "pickUpInStore",
      giftCardCode: card.code,
      expectedTotalCents: 999,
      attemptId: randomUUID(),
    };
    const paypalOrderId = ((await post({ intent: "create", ...body }, cookie)).data as { paypalOrderId: string }).paypalOrderId;
    paypal.approve(paypalOrderId);
    await spendGiftCard(database.current.db, card.id, 500, { note: "salon" });
    // The card now pays 5 €: 14,99 € would be due, not the 9,99 € approved; PayPal is not asked to capture.
    expect(await post({ intent: "capture", ...body, paypalOrderId }, cookie)).toMatchObject({ status: 409, data: { code: "PRICE_CHANGED" } });
    expect(capturesOf(paypalOrderId)).toEqual([]);
    expect(await ordersOf(email)).toEqual([]);
    expect(await incidentsOf(email)).toEqual([]);
    expect(await balanceOf(card.id)).toBe(500);
  });

  it("places an order the card pays whole without PayPal; PayPal's buttons are not for it", async () => {
    const card = await newCard(5000);
    const email = `carte-entiere-${randomUUID().slice(0, 8)}@example.test`;
    const cookie = await signUpAndGetCookie(auth.current, email);
    const body = {
      lines: [{ productId: ids["huile-barbe"]!, quantity: 1 }],
      deliveryMode: "pickUpInStore",
      giftCardCode: card.code,
      expectedTotalCents: 0,
      attemptId: randomUUID(),
    };
    const pay = await callRoute(
      checkoutAction,
      new Request(`${ORIGIN}/checkout`, {
        method: "POST",
        body: JSON.stringify({ intent: "pay", ...body }),
        headers: { "content-type": "application/json", Origin: ORIGIN, Cookie: cookie },
      }),
    );
    expect(pay.status).toBe(303);
    const [order] = await ordersOf(email);
    expect(order).toMatchObject({ totalCents: 0, giftCardCents: 1999, paymentProvider: "gift_card" });
    expect(await balanceOf(card.id)).toBe(3001);
    // Without a card paying it whole, the page's own payment is refused in PayPal mode.
    const left = { ...body, giftCardCode: null, expectedTotalCents: 1999, attemptId: randomUUID() };
    const refused = await callRoute(
      checkoutAction,
      new Request(`${ORIGIN}/checkout`, {
        method: "POST",
        body: JSON.stringify({ intent: "pay", ...left }),
        headers: { "content-type": "application/json", Origin: ORIGIN, Cookie: cookie },
      }),
    );
    expect(refused).toMatchObject({ status: 409, data: { code: "PAYMENT_FAILED" } });
  });
});
