import { describe, expect, it } from "vitest";
import { getSessionUser, requireAdmin, requireUser } from "~/features/accounts/session.server";
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
