import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addressMessages } from "~/features/orders/checkout-schema";
import { orderMessages as m } from "~/features/orders/messages";
import { resetConfig } from "~/lib/config.server";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/checkout";
import { loader as successLoader } from "~/routes/success";
import { loader as ordersLoader } from "~/routes/account-orders";
import { orders, products } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, ORIGIN } from "../support/actions";
import { signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);
const ids: Record<string, string> = {};

beforeAll(async () => {
  delete process.env.PAYMENT_MODE;
  resetConfig();
  await seedDatabase(database.current.db);
  for (const p of await database.current.db.select().from(products)) ids[p.slug] = p.id;
});

const post = (body: unknown, cookie?: string) =>
  callRoute(
    checkoutAction,
    new Request(`${ORIGIN}/checkout`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    }),
  );
const get = (loader: (args: never) => unknown, path: string, cookie: string) =>
  callRoute(loader, new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } }));

const address = { fullName: "Jean Dupont", streetNumber: "12", address: "rue des Pyrénées", postalCode: "75020", city: "Paris", phone: "06 12 34 56 78" };
const oneOil = [{ productId: "", quantity: 2, priceCents: 1 }];

describe("the checkout page's actions", () => {
  it("price the cart from the database whatever price the browser sends", async () => {
    const cookie = await signUpAndGetCookie(auth.current, "prix@example.test");
    const lines = oneOil.map((l) => ({ ...l, productId: ids["huile-barbe"]! }));
    const quote = await post({ intent: "quote", lines, deliveryMode: "homeDelivery" }, cookie);
    expect(quote).toMatchObject({ status: 200, data: { ok: true, amounts: { subtotalCents: 3998, deliveryFeeCents: 600, totalCents: 4598 } } });
    // Paying what the browser thought (a lowered price) is refused: nothing is written.
    const pay = await post({ intent: "pay", lines, deliveryMode: "homeDelivery", address, expectedTotalCents: 2, attemptId: randomUUID() }, cookie);
    expect(pay).toMatchObject({ status: 409, data: { ok: false, code: "PRICE_CHANGED", message: m.PRICE_CHANGED } });
    const foreign = await post(
      { intent: "pay", lines: [{ productId: randomUUID(), quantity: 1 }], deliveryMode: "pickUpInStore", expectedTotalCents: 1, attemptId: randomUUID() },
      cookie,
    );
    expect(foreign).toMatchObject({ status: 409, data: { code: "PRODUCT_UNAVAILABLE" } });
    expect(await database.current.db.select().from(orders).where(eq(orders.userEmail, "prix@example.test"))).toEqual([]);
  });

  it("check the address on the server too, field by field", async () => {
    const cookie = await signUpAndGetCookie(auth.current, "adresse@example.test");
    const lines = [{ productId: ids["huile-barbe"]!, quantity: 1 }];
    const pay = (address: unknown) =>
      post({ intent: "pay", lines, deliveryMode: "homeDelivery", address, expectedTotalCents: 2599, attemptId: randomUUID() }, cookie);
    expect(await pay(undefined)).toMatchObject({ status: 400, data: { message: addressMessages.fullName, field: "address.fullName" } });
    expect(await pay({ ...address, phone: "123" })).toMatchObject({ status: 400, data: { message: addressMessages.phone, field: "address.phone" } });
    // Every field's problem, named as the page's field it is about, so it shows under that field.
    const both = await pay({ ...address, postalCode: "", city: " " });
    expect(both).toMatchObject({ status: 400, data: { code: "INVALID_INPUT", field: "address.postalCode" } });
    expect((both.data as { fieldErrors: unknown }).fieldErrors).toEqual({
      "address.postalCode": addressMessages.postalCode,
      "address.city": addressMessages.city,
    });
    expect(await pay({ ...address, city: "Paris\u0000" })).toMatchObject({ status: 400 });
  });

  it("place one order per visit, shown to its customer only", async () => {
    const cookie = await signUpAndGetCookie(auth.current, "achat@example.test");
    const other = await signUpAndGetCookie(auth.current, "curieux@example.test");
    const lines = [{ productId: ids["huile-barbe"]!, quantity: 1 }];
    const body = { intent: "pay", lines, deliveryMode: "homeDelivery", address, expectedTotalCents: 2599, attemptId: randomUUID() };
    const [first, second] = await Promise.all([post(body, cookie), post(body, cookie)]);
    expect(first.status).toBe(303);
    expect(second.response?.headers.get("Location")).toBe(first.response?.headers.get("Location"));
    const orderNumber = new URL(first.response!.headers.get("Location")!, ORIGIN).searchParams.get("order")!;
    expect(await database.current.db.select().from(orders).where(eq(orders.userEmail, "achat@example.test"))).toHaveLength(1);

    expect(await get(successLoader, `/success?order=${orderNumber}`, cookie)).toMatchObject({
      data: { order: { orderNumber, totalCents: 2599, shippingAddress: address } },
    });
    expect(await get(successLoader, `/success?order=${orderNumber}`, other)).toMatchObject({ data: { order: null } });
    expect(await get(ordersLoader, "/account/orders", other)).toMatchObject({ data: { orders: [] } });
    expect(await get(ordersLoader, "/account/orders", cookie)).toMatchObject({ data: { orders: [{ orderNumber }] } });
    // The last address is offered on the next visit.
    expect(await get(checkoutLoader, "/checkout", cookie)).toMatchObject({ data: { lastAddress: address, paymentMode: "demo" } });
  });

  it("send a signed-out visitor to sign in", async () => {
    expect(await post({ intent: "quote", lines: [{ productId: ids["huile-barbe"]!, quantity: 1 }], deliveryMode: "pickUpInStore" })).toMatchObject({
      status: 401,
    });
    const page = await callRoute(checkoutLoader, new Request(`${ORIGIN}/checkout`));
    expect(page.response?.headers.get("Location")).toBe("/login?redirect=/checkout");
  });
});
