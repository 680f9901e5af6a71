import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSessionUser } from "~/features/accounts/session.server";
import { productReviewMessages as reviewMessages } from "~/features/catalog/reviews/messages";
import { createBooking } from "~/features/booking/booking-write.server";
import { myBookingsSchema } from "~/features/booking/my-bookings-schema";
import { productReviewActionSchema } from "~/features/catalog/reviews/schema";
import { checkoutSchema, paypalSchema } from "~/features/orders/checkout-schema";
import { orderMessages } from "~/features/orders/messages";
import { forgetPayPalToken } from "~/features/orders/paypal.server";
import { resetConfig } from "~/lib/config.server";
import { projectRoot } from "~/lib/project-root.server";
import routeTable from "~/routes";
import { action as accountBookingsAction, loader as accountBookingsLoader } from "~/routes/account-bookings";
import { loader as confirmEmailLoader } from "~/routes/account-confirm-email";
import { loader as accountInvoiceLoader } from "~/routes/account-invoice";
import { loader as accountOrdersLoader } from "~/routes/account-orders";
import { loader as addressLoader } from "~/routes/api/address";
import { action as paypalAction } from "~/routes/api/paypal";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/checkout";
import { action as productAction, loader as productLoader } from "~/routes/product";
import { loader as successLoader } from "~/routes/success";
import { addDays, parisWallClock } from "~/lib/paris-time";
import { bookings, emailOutbox, invoiceDocuments, orderItems, orders, paymentIncidents, productReviews, products, services, user as users } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, formRequest, ORIGIN, type Answer } from "../support/actions";
import { startAddressServer, type AddressServer } from "../support/address-server";
import { PAYPAL_CLIENT, PAYPAL_MERCHANT_ID, startPayPalServer, type PayPalServer } from "../support/paypal-server";
import { adminSessionCookie, signUpAndGetCookie, TEST_ADMIN_EMAIL, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);
const env = {
  PAYMENT_MODE: "paypal",
  PAYPAL_CLIENT_ID: PAYPAL_CLIENT.id,
  PAYPAL_CLIENT_SECRET: PAYPAL_CLIENT.secret,
  PAYPAL_MERCHANT_ID,
  PAYPAL_TIMEOUT_MS: "2000",
};
let paypal: PayPalServer;
let addresses: AddressServer;

/** The four callers: a signed-out visitor, the owning customer A, another customer B, the admin. */
type Who = "visitor" | "A" | "B" | "admin";
type Person = { cookie: string; email: string; id: string };
const people = {} as Record<Exclude<Who, "visitor">, Person>;
const cookieOf = (who: Who) => (who === "visitor" ? undefined : people[who].cookie);

/** What A owns: a placed order, a PayPal order approved but not captured yet, a review. */
const owned = {
  productId: "",
  orderNumber: "",
  invoiceNumber: "",
  pending: { paypalOrderId: "", body: {} as Record<string, unknown> },
  reviewId: "",
  /** A booking made with A's e-mail address, which A has confirmed. */
  bookingId: "",
};
const address = { fullName: "Alice Martin", streetNumber: "12", address: "rue des Pyrénées", postalCode: "75020", city: "Paris", phone: "06 12 34 56 78" };
const lines = () => [{ productId: owned.productId, quantity: 1 }];
let totalCents = 0;

const page = (url: string, who: Who) => new Request(`${ORIGIN}${url}`, { headers: cookieOf(who) ? { Cookie: cookieOf(who)! } : {} });
const postJson = (fn: (args: never) => unknown, url: string, body: unknown, who: Who) =>
  callRoute(
    fn,
    new Request(`${ORIGIN}${url}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", Origin: ORIGIN, ...(cookieOf(who) ? { Cookie: cookieOf(who)! } : {}) },
    }),
  );
const postReview = (fields: Record<string, string>, who: Who) =>
  callRoute(productAction, formRequest(`/shop/product/${owned.productId}`, fields, { cookie: cookieOf(who) }), { id: owned.productId });

/** Row counts of what the routes under test could write. */
const counts = async () => {
  const db = database.current.db;
  return Promise.all([orders, orderItems, productReviews, emailOutbox, paymentIncidents].map((table) => db.$count(table)));
};
/** Runs a refused call and checks it wrote nothing. */
async function unchanged<T>(call: () => Promise<T>): Promise<T> {
  const before = await counts();
  const result = await call();
  expect(await counts()).toEqual(before);
  return result;
}

const expectSignInPage = (answer: Answer, location: string) => {
  expect(answer.status).toBe(302);
  expect(answer.response?.headers.get("Location")).toBe(location);
};
const expectSignInRequired = (answer: Answer) =>
  expect(answer).toMatchObject({ status: 401, data: { ok: false, code: "SIGN_IN_REQUIRED", message: orderMessages.SIGN_IN_REQUIRED } });
const ordersOf = (who: Exclude<Who, "visitor">) => database.current.db.select().from(orders).where(eq(orders.userId, people[who].id));
const bookingOfA = async () => (await database.current.db.select().from(bookings).where(eq(bookings.id, owned.bookingId)))[0]!;
const verified = async (who: Exclude<Who, "visitor">) => (await database.current.db.select().from(users).where(eq(users.id, people[who].id)))[0]!.emailVerified;
const reviewOfA = () => database.current.db.select().from(productReviews).where(eq(productReviews.id, owned.reviewId));

type Cell = (who: Who) => Promise<void>;
type Row = { loader?: Cell; action?: { intents: string[]; cells: Record<string, Cell> } };
const intentsOf = (schema: { options: ReadonlyArray<{ shape: { intent: { value: unknown } } }> }) => schema.options.map((o) => String(o.shape.intent.value));

/** Every non-admin route module that reads the session, each handler and intent, for each caller. */
const matrix: Record<string, Row> = {
  "routes/checkout.tsx": {
    loader: async (who) => {
      const answer = await callRoute(checkoutLoader, page("/checkout", who));
      if (who === "visitor") return expectSignInPage(answer, "/login?redirect=/checkout");
      // The last address offered is one's own: A's, nobody else's.
      expect(answer).toMatchObject({ status: 200, data: { paymentMode: "paypal", lastAddress: who === "A" ? address : null } });
    },
    action: {
      intents: intentsOf(checkoutSchema),
      cells: {
        quote: async (who) => {
          const answer = await unchanged(() => postJson(checkoutAction, "/checkout", { intent: "quote", lines: lines(), deliveryMode: "homeDelivery" }, who));
          if (who === "visitor") return expectSignInRequired(answer);
          expect(answer).toMatchObject({ status: 200, data: { ok: true, amounts: { totalCents } } });
        },
        pay: async (who) => {
          const body = { intent: "pay", lines: lines(), deliveryMode: "homeDelivery", address, expectedTotalCents: totalCents, attemptId: randomUUID() };
          const answer = await unchanged(() => postJson(checkoutAction, "/checkout", body, who));
          if (who === "visitor") return expectSignInRequired(answer);
          // Signed in, the demonstration payment is refused all the same: PayPal is the mode here.
          expect(answer).toMatchObject({ status: 409, data: { ok: false, code: "PAYMENT_FAILED", message: orderMessages.PAYMENT_FAILED } });
        },
      },
    },
  },

  "routes/api/paypal.ts": {
    action: {
      intents: intentsOf(paypalSchema),
      cells: {
        create: async (who) => {
          const attemptId = randomUUID();
          const known = paypal.orders.size;
          const answer = await unchanged(() =>
            postJson(
              paypalAction,
              "/api/paypal",
              { intent: "create", lines: lines(), deliveryMode: "homeDelivery", address, expectedTotalCents: totalCents, attemptId },
              who,
            ),
          );
          if (who === "visitor") {
            expectSignInRequired(answer);
            expect(paypal.orders.size).toBe(known);
            return;
          }
          expect(answer).toMatchObject({ status: 200, data: { ok: true, paypalOrderId: expect.any(String) } });
          // The PayPal order is tied to its caller.
          const created = paypal.orders.get((answer.data as { paypalOrderId: string }).paypalOrderId)!;
          expect(created.purchaseUnit.custom_id).toBe(`${people[who].id}:${attemptId}`);
        },
        capture: async (who) => {
          const { paypalOrderId, body } = owned.pending;
          const calls = () => paypal.captureCalls.filter((c) => c.orderId === paypalOrderId).length;
          // A's exact request, replayed by someone else.
          const attempt = () => postJson(paypalAction, "/api/paypal", { ...body, intent: "capture", paypalOrderId }, who);
          if (who === "A") {
            expect(await attempt()).toMatchObject({ status: 200, data: { ok: true, redirectTo: expect.stringMatching(/^\/success\?order=ORD-/) } });
            expect(paypal.orders.get(paypalOrderId)!.status).toBe("COMPLETED");
            expect(await ordersOf("A")).toHaveLength(2);
            return;
          }
          const answer = await unchanged(attempt);
          if (who === "visitor") expectSignInRequired(answer);
          else {
            expect(answer).toMatchObject({ status: 400, data: { ok: false, code: "PAYMENT_FAILED", message: orderMessages.PAYMENT_FAILED } });
            expect(await ordersOf(who)).toEqual([]);
          }
          expect(calls()).toBe(0);
          expect(paypal.orders.get(paypalOrderId)).toMatchObject({ status: "APPROVED", captures: [] });
        },
      },
    },
  },

  "routes/account-orders.tsx": {
    loader: async (who) => {
      const answer = await callRoute(accountOrdersLoader, page("/account/orders", who));
      if (who === "visitor") return expectSignInPage(answer, "/login?redirect=/account/orders");
      const numbers = (answer.data as { orders: Array<{ orderNumber: string }> }).orders.map((o) => o.orderNumber);
      if (who === "A") expect(numbers).toContain(owned.orderNumber);
      else expect(numbers).toEqual([]);
    },
  },

  "routes/account-invoice.ts": {
    loader: async (who) => {
      const url = `/account/invoices/${owned.invoiceNumber}`;
      const answer = await callRoute(accountInvoiceLoader, page(url, who), { number: owned.invoiceNumber });
      if (who === "visitor") return expectSignInPage(answer, "/login?redirect=/account/orders");
      // Someone else's invoice does not exist for them, not even for the admin on the customer's page.
      if (who !== "A") return expect(answer.status).toBe(404);
      expect(answer.status).toBe(200);
      expect(answer.response!.headers.get("Content-Type")).toBe("application/pdf");
      expect(answer.response!.headers.get("Content-Disposition")).toBe(`attachment; filename="${owned.invoiceNumber}.pdf"`);
    },
  },

  "routes/account-bookings.tsx": {
    loader: async (who) => {
      const answer = await callRoute(accountBookingsLoader, page("/account/bookings", who));
      if (who === "visitor") return expectSignInPage(answer, "/login?redirect=/account/bookings");
      const { bookings: mine } = answer.data as { bookings: { confirmed: boolean; upcoming?: Array<{ id: string }> } };
      // Only A confirmed its address: the others see none of A's bookings.
      if (who === "A") expect(mine.upcoming!.map((b) => b.id)).toContain(owned.bookingId);
      else expect(mine).toEqual({ confirmed: false });
    },
    action: {
      intents: intentsOf(myBookingsSchema),
      cells: {
        cancel: async (who) => {
          const attempt = () =>
            callRoute(accountBookingsAction, formRequest("/account/bookings", { intent: "cancel", id: owned.bookingId }, { cookie: cookieOf(who) }));
          if (who === "A") {
            expect(await attempt()).toMatchObject({ status: 200, data: { ok: true } });
            expect((await bookingOfA()).status).toBe("cancelled");
            return;
          }
          const answer = await unchanged(attempt);
          if (who === "visitor") expect(answer).toMatchObject({ status: 401, data: { ok: false, code: "SIGN_IN_REQUIRED" } });
          else expect(answer.status).toBe(404);
          expect((await bookingOfA()).status).toBe("confirmed");
        },
        "send-confirmation": async (who) => {
          const attempt = () =>
            callRoute(
              accountBookingsAction,
              formRequest("/account/bookings", { intent: "send-confirmation", email: who === "visitor" ? "" : people[who].email }, { cookie: cookieOf(who) }),
            );
          if (who === "visitor") return expect(await unchanged(attempt)).toMatchObject({ status: 401, data: { ok: false, code: "SIGN_IN_REQUIRED" } });
          if (who === "A") return expect(await unchanged(attempt)).toMatchObject({ status: 409 });
          const before = await database.current.db.select().from(emailOutbox).where(eq(emailOutbox.type, "email_confirmation"));
          expect(await attempt()).toMatchObject({ status: 200, data: { ok: true } });
          const after = await database.current.db.select().from(emailOutbox).where(eq(emailOutbox.type, "email_confirmation"));
          // The link goes to the account's own address, nobody else's.
          expect(after.filter((m) => !before.some((b) => b.id === m.id)).map((m) => m.to)).toEqual([people[who].email]);
        },
      },
    },
  },

  "routes/account-confirm-email.ts": {
    loader: async (who) => {
      const token = "x".repeat(43);
      const answer = await callRoute(confirmEmailLoader, page(`/account/confirm-email/${token}`, who), { token });
      if (who === "visitor") return expectSignInPage(answer, `/login?redirect=/account/confirm-email/${token}`);
      // A link that was not sent to this account confirms nothing.
      expect(answer.status).toBe(302);
      expect(answer.response?.headers.get("Location")).toBe("/account/bookings");
      expect(await verified(who)).toBe(who === "A");
    },
  },

  "routes/success.tsx": {
    loader: async (who) => {
      const answer = await callRoute(successLoader, page(`/success?order=${owned.orderNumber}`, who));
      // The order number is carried through the sign-in.
      if (who === "visitor") return expectSignInPage(answer, `/login?redirect=/success%3Forder%3D${owned.orderNumber}`);
      expect(answer).toMatchObject({ status: 200, data: { email: people[who].email } });
      const { order } = answer.data as { order: { orderNumber: string } | null };
      if (who === "A") expect(order).toMatchObject({ orderNumber: owned.orderNumber, shippingAddress: address });
      else expect(order).toBeNull();
    },
  },

  "routes/api/address.ts": {
    loader: async (who) => {
      const asked = addresses.requests.length;
      const answer = await callRoute(addressLoader, page(`/api/address?q=${encodeURIComponent("rue des pyrénées")}`, who));
      if (who === "visitor") {
        expect(answer).toMatchObject({ status: 401, data: { suggestions: [] } });
        expect(addresses.requests.length).toBe(asked);
        return;
      }
      expect(answer.status).toBe(200);
      expect((answer.data as { suggestions: Array<{ label: string }> }).suggestions[0]).toMatchObject({ label: "12 Rue des Pyrénées 75020 Paris" });
      expect(addresses.requests.length).toBe(asked + 1);
    },
  },

  "routes/product.tsx": {
    loader: async (who) => {
      const answer = await callRoute(productLoader, page(`/shop/product/${owned.productId}`, who), { id: owned.productId });
      expect(answer.status).toBe(200);
      const data = answer.data as { loginHref: string | null; reviews: Array<{ id: string; mine: boolean }> };
      expect(data.loginHref).toBe(who === "visitor" ? `/login?redirect=${encodeURIComponent(`/shop/product/${owned.productId}`)}` : null);
      expect(data.reviews.find((r) => r.id === owned.reviewId)).toMatchObject({ mine: who === "A" });
      // Reviews are public, their authors' e-mails are not.
      expect(JSON.stringify(data)).not.toContain(people.A.email);
    },
    action: {
      intents: intentsOf(productReviewActionSchema),
      cells: {
        review: async (who) => {
          // Fields naming A are ignored: a review is always its sender's.
          const fields = { intent: "review", rating: "4", comment: "Très bonne huile", userId: people.A.id, userEmail: people.A.email };
          if (who === "visitor" || who === "A") {
            const answer = await unchanged(() => postReview(fields, who));
            if (who === "visitor") expect(answer).toMatchObject({ status: 401, data: { code: "SIGN_IN_REQUIRED", message: reviewMessages.SIGN_IN_REQUIRED } });
            else expect(answer).toMatchObject({ status: 409, data: { code: "DUPLICATE", message: reviewMessages.DUPLICATE } });
            return;
          }
          expect(await postReview(fields, who)).toMatchObject({ status: 200, data: { ok: true, message: reviewMessages.success } });
          const mine = await database.current.db.select().from(productReviews).where(eq(productReviews.userId, people[who].id));
          expect(mine).toMatchObject([{ productId: owned.productId, userEmail: people[who].email }]);
        },
        "delete-review": async (who) => {
          const attempt = () => postReview({ intent: "delete-review", reviewId: owned.reviewId }, who);
          if (who === "A") {
            expect(await attempt()).toMatchObject({ status: 200, data: { ok: true, message: reviewMessages.deleted } });
            expect(await reviewOfA()).toEqual([]);
            return;
          }
          const answer = await unchanged(attempt);
          if (who === "visitor") expect(answer).toMatchObject({ status: 401, data: { code: "SIGN_IN_REQUIRED", message: reviewMessages.SIGN_IN_REQUIRED } });
          else expect(answer).toMatchObject({ status: 404, data: { code: "REVIEW_NOT_FOUND", message: reviewMessages.REVIEW_NOT_FOUND } });
          expect(await reviewOfA()).toHaveLength(1);
        },
      },
    },
  },
};

/** Every module of the route table. */
const allRouteFiles = (entries: RouteConfigEntry[]): string[] => entries.flatMap((entry) => [entry.file, ...allRouteFiles(entry.children ?? [])]);

/** Runs every cell of the matrix for one caller, row by row: loader first, then each intent. */
async function runMatrix(who: Who) {
  for (const row of Object.values(matrix)) {
    for (const cell of [row.loader, ...Object.values(row.action?.cells ?? {})]) if (cell) await cell(who);
  }
}

beforeAll(async () => {
  paypal = await startPayPalServer();
  addresses = await startAddressServer();
  Object.assign(process.env, env, { PAYPAL_API_URL: paypal.url, ADDRESS_API_URL: addresses.url });
  resetConfig();
  forgetPayPalToken();
  const db = database.current.db;
  await seedDatabase(db);
  const [oil] = await db.select().from(products).where(eq(products.slug, "huile-barbe"));
  owned.productId = oil!.id;

  for (const [who, email] of [
    ["A", "alice@example.test"],
    ["B", "bruno@example.test"],
    ["admin", TEST_ADMIN_EMAIL],
  ] as const) {
    const cookie = who === "admin" ? await adminSessionCookie(auth.current, database.current.db) : await signUpAndGetCookie(auth.current, email);
    const user = await getSessionUser(new Request(ORIGIN, { headers: { Cookie: cookie } }));
    expect(user?.isAdmin).toBe(who === "admin");
    people[who] = { cookie, email, id: user!.id };
  }

  // A's order, paid with PayPal: today's total, create, approve in PayPal's window, capture.
  const quote = await postJson(checkoutAction, "/checkout", { intent: "quote", lines: lines(), deliveryMode: "homeDelivery" }, "A");
  totalCents = (quote.data as { amounts: { totalCents: number } }).amounts.totalCents;
  const payPal = async () => {
    const body = { lines: lines(), deliveryMode: "homeDelivery", address, expectedTotalCents: totalCents, attemptId: randomUUID() };
    const created = await postJson(paypalAction, "/api/paypal", { intent: "create", ...body }, "A");
    const paypalOrderId = (created.data as { paypalOrderId: string }).paypalOrderId;
    paypal.approve(paypalOrderId);
    return { paypalOrderId, body };
  };
  const first = await payPal();
  const captured = await postJson(paypalAction, "/api/paypal", { intent: "capture", ...first.body, paypalOrderId: first.paypalOrderId }, "A");
  owned.orderNumber = (captured.data as { orderNumber: string }).orderNumber;
  const [placed] = await ordersOf("A");
  expect(placed).toMatchObject({ orderNumber: owned.orderNumber });
  // Paid through PayPal, the order has its invoice like any other.
  const [invoice] = await db.select().from(invoiceDocuments).where(eq(invoiceDocuments.orderId, placed!.id));
  expect(invoice).toMatchObject({ kind: "invoice", number: expect.stringMatching(/^FA-\d{4}-000001$/), totalCents });
  owned.invoiceNumber = invoice!.number;
  // A second PayPal order of A's, approved, left for the others to try to capture.
  owned.pending = await payPal();

  expect(await postReview({ intent: "review", rating: "5", comment: "Parfaite" }, "A")).toMatchObject({ status: 200 });
  const [review] = await database.current.db.select().from(productReviews).where(eq(productReviews.userId, people.A.id));
  owned.reviewId = review!.id;

  // A booking made (as a guest) with A's address, three days ahead; A has confirmed the address.
  const [service] = await database.current.db.select().from(services).limit(1);
  const booked = await createBooking({
    serviceIds: [service!.id],
    date: addDays(parisWallClock(new Date()).date, 3),
    timeSlot: "10:00",
    name: "Alice Martin",
    email: people.A.email,
    phone: "06 12 34 56 78",
  });
  if (!booked.ok) throw new Error(booked.message);
  owned.bookingId = booked.bookingId;
  await database.current.db.update(users).set({ emailVerified: true }).where(eq(users.id, people.A.id));
});

afterAll(async () => {
  for (const key of [...Object.keys(env), "PAYPAL_API_URL", "ADDRESS_API_URL"]) delete process.env[key];
  resetConfig();
  await paypal?.close();
  await addresses?.close();
});

describe("who may do what on the routes that read the session", () => {
  it("covers exactly the non-admin routes of the route table whose code reads the session", async () => {
    // Found in the code, not listed: a new route that reads the session fails here until it has its row.
    const files = allRouteFiles(routeTable).filter(
      (file) => !file.startsWith("routes/admin/") && /getSessionUser\(|requireUser\(/.test(readFileSync(path.join(projectRoot(), "app", file), "utf8")),
    );
    expect([...new Set(files)].sort()).toEqual(Object.keys(matrix).sort());
    // Each row has a cell per handler the module exports, and per intent its action accepts.
    for (const [file, row] of Object.entries(matrix)) {
      const mod = (await import(path.join(projectRoot(), "app", file))) as { loader?: unknown; action?: unknown };
      expect([typeof mod.loader === "function", typeof mod.action === "function"], file).toEqual([!!row.loader, !!row.action]);
      if (row.action) expect(Object.keys(row.action.cells).sort(), file).toEqual([...row.action.intents].sort());
    }
  });

  it("asks a signed-out visitor to sign in, everywhere but the public product page, and writes nothing", async () => {
    const before = await counts();
    await runMatrix("visitor");
    expect(await counts()).toEqual(before);
  });

  it("lets another customer and the admin use the pages as themselves, never reach A's order, payment or review", async () => {
    await runMatrix("B");
    await runMatrix("admin");
    // A's things are as they were.
    expect(await ordersOf("A")).toHaveLength(1);
    expect(await reviewOfA()).toMatchObject([{ userId: people.A.id, comment: "Parfaite" }]);
    expect(paypal.orders.get(owned.pending.paypalOrderId)!.status).toBe("APPROVED");
  });

  it("lets A see the order, capture the pending payment and delete the review, last", async () => {
    await runMatrix("A");
  });
});
