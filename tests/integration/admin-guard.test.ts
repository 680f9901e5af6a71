import { describe, expect, it } from "vitest";
import { getSessionUser, requireAdmin, requireUser } from "~/features/accounts/session.server";
import * as adminBookings from "~/routes/admin/bookings";
import * as adminOrders from "~/routes/admin/orders";
import * as adminProducts from "~/routes/admin/products";
import * as adminShell from "~/routes/admin/shell";
import { useTestAuth, signUpAndGetCookie, TEST_ADMIN_EMAIL, TEST_ORIGIN } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);

const request = (url: string, cookie?: string, method = "GET") =>
  new Request(`${TEST_ORIGIN}${url}`, { method, headers: cookie ? { Cookie: cookie } : {} });

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected the guard to refuse");
}

describe("admin guard", () => {
  it("sends signed-out and customer page loads to /admin, and refuses their data and actions with 403", async () => {
    const customer = await signUpAndGetCookie(auth.current, "client@salon.test");
    for (const cookie of [undefined, customer]) {
      const page = await thrown(requireAdmin(request("/admin/bookings", cookie)));
      expect(page.status).toBe(302);
      expect(page.headers.get("Location")).toBe("/admin");
      expect((await thrown(requireAdmin(request("/admin/bookings.data", cookie)))).status).toBe(403);
      expect((await thrown(requireAdmin(request("/admin/bookings", cookie, "POST")))).status).toBe(403);
    }
  });

  it("holds in every admin loader and action", async () => {
    const customer = await signUpAndGetCookie(auth.current, "curieux@salon.test");
    const modules = { adminShell, adminBookings, adminOrders, adminProducts } as Record<
      string,
      { loader?: (args: never) => unknown; action?: (args: never) => unknown }
    >;
    for (const [name, mod] of Object.entries(modules)) {
      for (const kind of ["loader", "action"] as const) {
        const fn = mod[kind];
        if (!fn) continue;
        for (const cookie of [undefined, customer]) {
          const method = kind === "loader" ? "GET" : "POST";
          const args = { request: request(`/admin/${name}`, cookie, method), params: {}, context: {} } as never;
          const refused = await thrown(Promise.resolve(fn(args)));
          expect([302, 403], `${name} ${kind}`).toContain(refused.status);
          if (kind === "action") expect(refused.status).toBe(403);
        }
      }
    }
  });

  it("lets the account whose e-mail is ADMIN_EMAIL in", async () => {
    const admin = await signUpAndGetCookie(auth.current, TEST_ADMIN_EMAIL.toUpperCase());
    const user = await requireAdmin(request("/admin/bookings", admin, "POST"));
    expect(user).toMatchObject({ email: TEST_ADMIN_EMAIL, isAdmin: true });
  });

  it("sends a signed-out visitor of /checkout to /login?redirect=/checkout and knows a signed-in one", async () => {
    const page = await thrown(requireUser(request("/checkout"), "/checkout"));
    expect(page.headers.get("Location")).toBe("/login?redirect=/checkout");
    const cookie = await signUpAndGetCookie(auth.current, "acheteur@salon.test");
    const user = await getSessionUser(request("/checkout", cookie));
    expect(user).toMatchObject({ email: "acheteur@salon.test", firstName: "Jean", lastName: "Test", isAdmin: false });
    expect(Object.keys(user!)).not.toContain("password");
  });
});
