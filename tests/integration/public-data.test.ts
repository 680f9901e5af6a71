import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createAuth, setAuth } from "~/features/accounts/auth.server";
import { getSessionUser, sessionCookieName } from "~/features/accounts/session.server";
import { approveReview, deleteProductReview, deleteReview } from "~/features/admin/moderation.server";
import { cancelOrderAsAdmin } from "~/features/admin/order-actions.server";
import { saveProduct } from "~/features/admin/products.server";
import { getProduct, listProducts, listRelatedProducts } from "~/features/catalog/products.server";
import { listProductReviews, submitProductReview } from "~/features/catalog/reviews/reviews.server";
import { placeOrder, type Customer } from "~/features/orders/orders.server";
import { listApprovedReviews } from "~/features/salon-reviews/reviews.server";
import { getConfig, resetConfig } from "~/lib/config.server";
import { PUBLIC_DATA_TTL_MS } from "~/lib/memo.server";
import { loader as homeLoader } from "~/routes/home";
import { loader as productLoader } from "~/routes/product";
import { loader as shopLoader } from "~/routes/shop";
import { products, serviceReviews } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, ORIGIN } from "../support/actions";
import { signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
const ids: Record<string, string> = {};

beforeAll(async () => {
  await seedDatabase(db());
  for (const p of await db().select().from(products)) ids[p.slug] = p.id;
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * Counts the statements sent to the database from now on: every query of ours and of Better Auth
 * goes through the driver's client (PGlite's, or node-postgres' pool).
 */
function countQueries() {
  const client = (db() as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  return vi.spyOn(client, "query");
}

const page = (path: string, cookie?: string) => new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} });

async function signedIn(email: string): Promise<{ customer: Customer; cookie: string }> {
  const cookie = await signUpAndGetCookie(auth.current, email);
  const user = await getSessionUser(page("/", cookie));
  return { customer: { id: user!.id, email: user!.email }, cookie };
}

describe("the session of a page request", () => {
  it("is not looked up for a visitor without the session cookie: no call to Better Auth, no query", async () => {
    await sessionCookieName();
    const getSession = vi.spyOn(auth.current.api, "getSession");
    const queries = countQueries();
    expect(await getSessionUser(page("/"))).toBeNull();
    expect(await getSessionUser(page("/shop", "cookie-consent=all; flash=abc"))).toBeNull();
    expect(getSession).not.toHaveBeenCalled();
    expect(queries).not.toHaveBeenCalled();
  });

  it("is still found for a signed-in customer, once for all the loaders of one request", async () => {
    // Not looked up before: a session already looked up is kept in memory for a while (session-cache.test.ts).
    const cookie = await signUpAndGetCookie(auth.current, "connecte@example.test");
    const getSession = vi.spyOn(auth.current.api, "getSession");
    const request = page("/shop", `cookie-consent=all; ${cookie}`);
    const [forRoot, forPage] = await Promise.all([getSessionUser(request), getSessionUser(request)]);
    expect(forRoot).toMatchObject({ email: "connecte@example.test", firstName: "Jean", isAdmin: false });
    expect(forPage).toEqual(forRoot);
    expect(getSession).toHaveBeenCalledTimes(1);
    // A signed-out (or forged) cookie is still asked about, and gives no one.
    expect(await getSessionUser(page("/", "better-auth.session_token=forged.value"))).toBeNull();
  });

  it("is found over https, where the cookie's name has the __Secure- prefix", async () => {
    process.env.PUBLIC_URL = "https://www.salon.test";
    process.env.PAYMENT_MODE = "demo";
    resetConfig();
    const secure = createAuth(getConfig(), db());
    setAuth(secure);
    try {
      const cookie = await signUpAndGetCookie(secure, "https@example.test");
      expect(cookie).toMatch(/(^|; )__Secure-better-auth\.session_token=/);
      expect(await getSessionUser(page("/", cookie))).toMatchObject({ email: "https@example.test" });
      // The same value under the name used over http is not a session here, for Better Auth either.
      const bare = cookie.replace("__Secure-better-auth.session_token", "better-auth.session_token");
      expect(await getSessionUser(page("/", bare))).toBeNull();
      expect(await secure.api.getSession({ headers: new Headers({ Cookie: bare }) })).toBeNull();
    } finally {
      process.env.PUBLIC_URL = ORIGIN;
      resetConfig();
      setAuth(auth.current);
    }
  });
});

describe("the public pages' data", () => {
  it("is served from memory: a visitor's home page, shop and product page make no query once read", async () => {
    const pages = async () => {
      await callRoute(homeLoader, page("/"));
      await callRoute(shopLoader, page("/shop"));
      await callRoute(shopLoader, page("/shop/barbe-rasage?sort=price-asc"), { category: "barbe-rasage" });
      await callRoute(productLoader, page(`/shop/product/${ids["huile-barbe"]}`), { id: ids["huile-barbe"]! });
    };
    await pages();
    const queries = countQueries();
    await pages();
    expect(queries).not.toHaveBeenCalled();

    const home = (await callRoute(homeLoader, page("/"))).data as { services: unknown[] | null };
    expect(home.services?.length).toBeGreaterThan(0);
    const product = (await callRoute(productLoader, page(`/shop/product/${ids["huile-barbe"]}`), { id: ids["huile-barbe"]! })).data as {
      product: { id: string };
      related: Array<{ id: string }>;
    };
    expect(product.product.id).toBe(ids["huile-barbe"]);
    expect(product.related).toHaveLength(4);
    expect(product.related.map((p) => p.id)).not.toContain(ids["huile-barbe"]);
  });

  it("shows the stock an order takes and a cancellation gives back at once", async () => {
    const { customer } = await signedIn("stock@example.test");
    const id = ids["pate-coiffante"]!;
    const before = (await getProduct(id))!;
    const placed = await placeOrder(customer, { lines: [{ productId: id, quantity: 2 }], deliveryMode: "pickUpInStore", promoCode: null }, null, {
      provider: "demo",
      reference: `demo-${randomUUID()}`,
      amountCents: before.priceCents * 2,
    });
    expect(placed.ok).toBe(true);
    expect((await getProduct(id))!.stock).toBe(before.stock - 2);
    expect((await listProducts({})).find((p) => p.id === id)!.stock).toBe(before.stock - 2);

    expect((await cancelOrderAsAdmin(placed.ok ? placed.orderId : "")).ok).toBe(true);
    expect((await getProduct(id))!.stock).toBe(before.stock);
  });

  it("shows the admin's product changes at once", async () => {
    const id = ids["huile-barbe"]!;
    const current = (await getProduct(id))!;
    const saved = await saveProduct(
      {
        intent: "save",
        id,
        name: "Huile Barbe Bio",
        description: current.description,
        usage: current.usage,
        testedAndApproved: current.testedAndApproved,
        ingredients: current.ingredients,
        kitContents: current.kitContents,
        price: 2150,
        category: current.category,
        stock: 7,
      },
      current.images,
    );
    expect(saved.ok).toBe(true);
    expect(await getProduct(id)).toMatchObject({ name: "Huile Barbe Bio", priceCents: 2150, stock: 7 });
    expect((await listProducts({ search: "bio" })).map((p) => p.id)).toEqual([id]);
  });

  it("shows moderated reviews at once: the home page's and a product's", async () => {
    const [pending] = await db().insert(serviceReviews).values({ customerName: "Yanis", rating: 5, comment: "Top", status: "pending" }).returning();
    expect((await listApprovedReviews()).map((r) => r.customerName)).not.toContain("Yanis");
    expect((await approveReview(pending!.id)).ok).toBe(true);
    expect((await listApprovedReviews()).map((r) => r.customerName)).toContain("Yanis");
    expect((await deleteReview(pending!.id)).ok).toBe(true);
    expect((await listApprovedReviews()).map((r) => r.customerName)).not.toContain("Yanis");

    const { customer } = await signedIn("avis@example.test");
    const user = (await getSessionUser(page("/", await signUpAndGetCookie(auth.current, "avis2@example.test"))))!;
    const productId = ids["masque-barbe"]!;
    expect((await listProductReviews(productId, null)).summary.count).toBe(0);
    expect((await submitProductReview(user, productId, { rating: 4, comment: "Doux" })).ok).toBe(true);
    const listed = await listProductReviews(productId, user.id);
    expect(listed.reviews).toMatchObject([{ comment: "Doux", mine: true }]);
    expect((await listProductReviews(productId, customer.id)).reviews[0]!.mine).toBe(false);
    expect((await deleteProductReview(listed.reviews[0]!.id)).ok).toBe(true);
    expect((await listProductReviews(productId, null)).summary.count).toBe(0);
  });

  it(`shows a write made elsewhere (another instance) within ${PUBLIC_DATA_TTL_MS} ms`, async () => {
    const id = ids["shampoing-barbe"]!;
    const stock = (await getProduct(id))!.stock;
    vi.useFakeTimers({ toFake: ["Date"] });
    await db()
      .update(products)
      .set({ stock: stock + 10 })
      .where(eq(products.id, id));
    expect((await getProduct(id))!.stock).toBe(stock);
    vi.setSystemTime(Date.now() + PUBLIC_DATA_TTL_MS);
    expect((await getProduct(id))!.stock).toBe(stock + 10);
    expect((await listRelatedProducts(ids["huile-barbe"]!, 20)).find((p) => p.id === id)!.stock).toBe(stock + 10);
  });

  it("never hands out a value a caller could change for the next visitors", async () => {
    const list = await listProducts({});
    expect(() => {
      (list[0] as { stock: number }).stock = 0;
    }).toThrow(TypeError);
    list.reverse(); // the list itself is the caller's own
    expect((await listProducts({}))[0]!.id).toBe(list.at(-1)!.id);
  });
});
