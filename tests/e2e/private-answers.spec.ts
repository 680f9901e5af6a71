import type { APIRequestContext } from "@playwright/test";
import { PASSWORD, signInAsAdmin, signUpThroughForm, uniqueEmail } from "./support/accounts";
import { clientAddressOf, expect, test } from "./support/fixtures";
import { dataUrlOf, routePatterns } from "./support/route-table";

// Answers that depend on who asks are never kept by a shared cache (Cache-Control: private,
// no-store); public pages for visitors without a session keep their own caching.

const PRIVATE = "private, no-store";
const customerPages = ["/account/orders", "/account/bookings", "/checkout", "/success", "/success?order=MM-00000000-0000"];
/** Every admin page of the route table, parameters filled with a made-up value. */
const adminPages = routePatterns()
  .filter(({ pattern }) => pattern.startsWith("/admin"))
  .map(({ pattern, index }) => ({ url: pattern.replace(/:[a-z]+/gi, "inconnu").replace("*", "page-inconnue"), index }));

/** Each page and its data twin, as `status url cache-control` for those not answered private. */
async function notPrivate(client: APIRequestContext, pages: Array<{ url: string; index: boolean }>): Promise<string[]> {
  const answers = await Promise.all(
    pages
      .flatMap(({ url, index }) => [url, dataUrlOf(url, index)])
      .map(async (url) => {
        const res = await client.get(url, { maxRedirects: 0 });
        return `${res.status()} ${url} ${res.headers()["cache-control"] ?? "(none)"}`;
      }),
  );
  return answers.filter((line) => !line.endsWith(` ${PRIVATE}`));
}

const asPages = (urls: string[]) => urls.map((url) => ({ url, index: false }));

test("pages, data and auth answers that depend on the session say private, no-store; public pages keep their caching", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  expect(adminPages.length).toBeGreaterThan(8);
  // Signed out: the guards' redirects.
  expect(await notPrivate(request, [...asPages(customerPages), ...adminPages.filter(({ url }) => url !== "/admin")])).toEqual([]);

  // A visitor without a cookie: public pages keep the page cache's ETag and say nothing private.
  for (const url of ["/", "/faq", "/shop"]) {
    await expect.poll(async () => (await request.get(url)).headers()["etag"] ?? "none", { message: url }).not.toBe("none");
    expect((await request.get(url)).headers()["cache-control"], url).toBeUndefined();
  }

  // A customer: their own pages, and the admin pages that send them away.
  const email = uniqueEmail("prive");
  await signUpThroughForm(page, email);
  await expect(page).toHaveURL(/\/$/);
  expect(await notPrivate(page.request, [...asPages(customerPages), ...adminPages, ...asPages(["/", "/faq", "/shop", "/login"])])).toEqual([]);

  // The administrator.
  const admin = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(testInfo.testId, 1) } });
  const adminPage = await admin.newPage();
  await signInAsAdmin(adminPage);
  expect(await notPrivate(adminPage.request, adminPages)).toEqual([]);
  await admin.close();

  // Auth answers: Better Auth's own, and the sign-in and sign-up forms' posts (the last ones
  // leave `request` signed in).
  const answers = [
    await page.request.get("/api/auth/get-session"),
    await request.get("/api/auth/get-session"),
    await request.post("/login", { form: { email, password: "Mauvais-Passe-1!", redirect: "/" }, maxRedirects: 0 }),
    await request.post("/login", { form: { email, password: PASSWORD, redirect: "/" }, maxRedirects: 0 }),
    await request.post("/signup", { form: { email }, maxRedirects: 0 }),
    await page.request.post("/api/auth/sign-out", { data: {} }),
  ];
  expect(answers.map((res) => `${res.status()} ${res.url()} ${res.headers()["cache-control"] ?? "(none)"}`).filter((line) => !line.endsWith(PRIVATE))).toEqual(
    [],
  );
});
