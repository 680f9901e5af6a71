import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { getSessionUser, requireAdmin, requireUser } from "~/features/accounts/session.server";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeTable from "~/routes";
import { resetConfig } from "~/lib/config.server";
import { projectRoot } from "~/lib/project-root.server";
import { bookings, emailOutbox, orders, products, productReviews, serviceReviews } from "~db/schema";
import { ORIGIN } from "../support/actions";
import { adminSessionCookie, useTestAuth, signUpAndGetCookie, TEST_ADMIN_EMAIL } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);

const request = (url: string, cookie?: string, method = "GET") => new Request(`${ORIGIN}${url}`, { method, headers: cookie ? { Cookie: cookie } : {} });

/**
 * Open to anyone under /admin: the login page, and 'Déconnexion' (it only ends the sender's own
 * session, and must work for a session whose rights are gone).
 */
const openAdminFiles = new Set(["routes/admin/login.tsx", "routes/admin/sign-out.ts"]);

/** The modules of every admin route but the open ones, read from the route table. */
function adminRouteFiles(entries: RouteConfigEntry[], inAdmin = false): string[] {
  return entries.flatMap((entry) => {
    const children = adminRouteFiles(entry.children ?? [], inAdmin);
    // A layout (no path of its own) belongs to the admin area when its pages do.
    const admin = inAdmin || entry.path === "admin" || entry.path?.startsWith("admin/") === true || (!entry.path && children.length > 0);
    const own = admin && !openAdminFiles.has(entry.file) ? [entry.file] : [];
    return [...own, ...children];
  });
}

/** Every module of the route table. */
function allRouteFiles(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...allRouteFiles(entry.children ?? [])]);
}

/** Row counts of what admin actions change. */
async function snapshot() {
  const db = database.current.db;
  const counts = await Promise.all([bookings, orders, products, productReviews, serviceReviews, emailOutbox].map((table) => db.$count(table)));
  return counts;
}

/** The admin's session: the account is made once, as the server's start makes it. */
let adminSession: Promise<string> | undefined;
const adminCookie = () => (adminSession ??= adminSessionCookie(auth.current, database.current.db));

afterEach(() => {
  process.env.ADMIN_EMAIL = TEST_ADMIN_EMAIL;
  resetConfig();
});

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

  it("holds in every admin loader and action of the route table, with nothing changed", async () => {
    const customer = await signUpAndGetCookie(auth.current, "curieux@salon.test");
    const modules = adminRouteFiles(routeTable);
    // The table is read, not copied: a new admin screen is checked without being listed here.
    expect(modules).toEqual(
      expect.arrayContaining(["routes/admin/shell.tsx", "routes/admin/bookings.tsx", "routes/admin/orders.tsx", "routes/admin/products.tsx"]),
    );
    expect(modules).not.toContain("routes/admin/login.tsx");
    const before = await snapshot();
    let checked = 0;
    for (const file of modules) {
      const mod = (await import(path.join(projectRoot(), "app", file))) as { loader?: (args: never) => unknown; action?: (args: never) => unknown };
      for (const kind of ["loader", "action"] as const) {
        const fn = mod[kind];
        if (!fn) continue;
        for (const cookie of [undefined, customer]) {
          const method = kind === "loader" ? "GET" : "POST";
          const init: RequestInit = { method, headers: { ...(cookie ? { Cookie: cookie } : {}), Origin: ORIGIN } };
          // Whatever an action would act on, were the guard missing.
          if (kind === "action") init.body = new URLSearchParams({ intent: "delete", id: "00000000-0000-4000-8000-000000000000" });
          const args = {
            request: new Request(`${ORIGIN}/admin/x`, init),
            params: { id: "00000000-0000-4000-8000-000000000000", file: "x" },
            context: {},
          } as never;
          const refused = await thrown(Promise.resolve(fn(args)));
          expect(kind === "loader" ? [302] : [403], `${file} ${kind}`).toContain(refused.status);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(2 * 8);
    expect(await snapshot()).toEqual(before);
  });

  it("lets the admin through every admin loader of the route table", async () => {
    const admin = await adminCookie();
    let checked = 0;
    for (const file of adminRouteFiles(routeTable)) {
      const mod = (await import(path.join(projectRoot(), "app", file))) as { loader?: (args: never) => unknown };
      if (!mod.loader) continue;
      const args = { request: request("/admin/x", admin), params: { id: "00000000-0000-4000-8000-000000000000" }, context: {} } as never;
      let outcome: unknown;
      try {
        outcome = await mod.loader(args);
      } catch (error) {
        outcome = error;
      }
      // Data, or the screen's own "not found" for the made-up id: never the guard's answers.
      if (outcome instanceof Response) expect([302, 403], `${file}`).not.toContain(outcome.status);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });

  it("sends visitors of every page that needs an account to sign in, and lets customers and the admin in", async () => {
    // The pages that need an account, found in their code rather than listed.
    const files = allRouteFiles(routeTable).filter(
      (file) => !file.startsWith("routes/admin/") && /requireUser\(/.test(readFileSync(path.join(projectRoot(), "app", file), "utf8")),
    );
    expect(files).toEqual(expect.arrayContaining(["routes/checkout.tsx", "routes/account-orders.tsx"]));
    const customer = await signUpAndGetCookie(auth.current, "compte@salon.test");
    for (const file of files) {
      const mod = (await import(path.join(projectRoot(), "app", file))) as { loader: (args: never) => unknown };
      const call = async (cookie?: string) => {
        try {
          return await mod.loader({ request: request("/page", cookie), params: {}, context: {} } as never);
        } catch (error) {
          return error;
        }
      };
      const visitor = await call();
      expect(visitor instanceof Response && visitor.status, file).toBe(302);
      expect((visitor as Response).headers.get("Location"), file).toMatch(/^\/login\?redirect=\//);
      for (const cookie of [customer, await adminCookie()]) {
        const answer = await call(cookie);
        const toLogin = answer instanceof Response && (answer.headers.get("Location") ?? "").startsWith("/login");
        expect(toLogin, file).toBe(false);
      }
    }
  });

  it("lets the account holding the admin role in", async () => {
    const admin = await adminCookie();
    const user = await requireAdmin(request("/admin/bookings", admin, "POST"));
    expect(user).toMatchObject({ email: TEST_ADMIN_EMAIL, isAdmin: true });
  });

  it("keeps out a customer whose e-mail is ADMIN_EMAIL, even one who asked for the role at sign-up", async () => {
    // The operator names an address a stranger has already registered.
    const email = "patron@salon.test";
    const body = { email, password: "Motdepasse-2026!", name: email, firstName: "Jean", lastName: "Test", role: "admin" };
    const { headers } = await auth.current.api.signUpEmail({ body: body as never, returnHeaders: true });
    const cookie = headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    process.env.ADMIN_EMAIL = email;
    resetConfig();
    expect(await getSessionUser(request("/admin", cookie))).toMatchObject({ email, isAdmin: false });
    const page = await thrown(requireAdmin(request("/admin/bookings", cookie)));
    expect(page.headers.get("Location")).toBe("/admin");
    expect((await thrown(requireAdmin(request("/admin/bookings", cookie, "POST")))).status).toBe(403);
    const shell = (await import("~/routes/admin/shell")) as { loader: (args: never) => unknown };
    expect((await thrown(Promise.resolve(shell.loader({ request: request("/admin/bookings", cookie), params: {}, context: {} } as never)))).status).toBe(302);
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
