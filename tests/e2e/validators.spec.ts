import type { APIRequestContext } from "@playwright/test";
import routes from "../../app/routes";
import { signUpThroughForm, uniqueEmail } from "./support/accounts";
import { expect, test, waitForHydration, type Page } from "./support/fixtures";
import { axeFindings, findingLine, htmlcsFindings, vnuFindings, type Finding, type Tool } from "./support/validators";
import { structuredDataIssues } from "../support/structured-data";

// Third-party validators over one page of each public route of app/routes.ts: the Nu HTML Checker
// on the HTML as served (0 errors), axe-core and HTML_CodeSniffer at WCAG 2 AA on the page as a
// visitor sees it once scripts ran (0 violations, 0 errors).

type PageUnderTest = {
  /** Its module in app/routes.ts. */
  route: string;
  path: string | ((request: APIRequestContext) => Promise<string>);
  /** The admin's pages have no cookie banner to show that scripts ran: React's own mark on the body then. */
  hydrated?: "react";
};

/** The first URL of the sitemap whose path matches. */
const fromSitemap = (pattern: RegExp) => async (request: APIRequestContext) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const url = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).find((p) => pattern.test(p));
  if (!url) throw new Error(`no sitemap URL matches ${pattern}`);
  return url;
};

const signedOutPages: PageUnderTest[] = [
  { route: "routes/home.tsx", path: "/" },
  { route: "routes/about.tsx", path: "/about" },
  { route: "routes/blog.tsx", path: "/blog" },
  { route: "routes/blog-article.tsx", path: fromSitemap(/^\/blog\/./) },
  { route: "routes/recrutement.tsx", path: "/recrutement" },
  { route: "routes/shop.tsx", path: "/shop" },
  { route: "routes/shop.tsx", path: "/shop/barbe-rasage" },
  { route: "routes/product.tsx", path: fromSitemap(/^\/shop\/product\//) },
  { route: "routes/gift-card-shop.tsx", path: "/shop/carte-cadeau" },
  { route: "routes/gift-card-balance.tsx", path: "/carte-cadeau" },
  { route: "routes/login.tsx", path: "/login" },
  { route: "routes/signup.tsx", path: "/signup" },
  { route: "routes/forgot-password.tsx", path: "/forgot-password" },
  { route: "routes/reset-password.tsx", path: "/reset-password?token=lien-inconnu" },
  { route: "routes/shipping-returns.tsx", path: "/shipping-returns" },
  { route: "routes/payment.tsx", path: "/payment" },
  { route: "routes/contact.tsx", path: "/contact" },
  { route: "routes/legal.tsx", path: "/legal" },
  { route: "routes/sales-conditions.tsx", path: "/sales-conditions" },
  { route: "routes/faq.tsx", path: "/faq" },
  { route: "routes/review-request.tsx", path: "/avis/lien-inconnu" },
  { route: "routes/newsletter-confirm.tsx", path: "/newsletter/confirmation/lien-inconnu" },
  { route: "routes/unsubscribe.tsx", path: "/desinscription/lien-inconnu" },
  { route: "routes/waitlist-stop.tsx", path: "/liste-attente/lien-inconnu" },
  { route: "routes/booking-manage.tsx", path: "/rendez-vous/lien-inconnu" },
  { route: "routes/deposit-payment.tsx", path: "/arrhes/lien-inconnu" },
  { route: "routes/admin/login.tsx", path: "/admin", hydrated: "react" },
  { route: "routes/not-found.tsx", path: "/page-inexistante" },
];

/** A customer's pages: checkout with a product in the cart, the order confirmation, the account. */
const signedInPages = [
  { route: "routes/checkout.tsx", path: "/checkout" },
  { route: "routes/success.tsx", path: "/success" },
  { route: "routes/account-orders.tsx", path: "/account/orders" },
  { route: "routes/account-bookings.tsx", path: "/account/bookings" },
];
const signedInPaths = signedInPages.map((p) => p.path);

/** The page modules (.tsx; .ts modules are resources: feeds, files, APIs) of the route table, the admin's behind its login aside. */
function pageModules(entries: ReadonlyArray<{ file: string; children?: ReadonlyArray<unknown> }>): string[] {
  return entries.flatMap((entry) => [
    ...(entry.file.endsWith(".tsx") && (!entry.file.startsWith("routes/admin/") || entry.file === "routes/admin/login.tsx") ? [entry.file] : []),
    ...pageModules((entry.children ?? []) as typeof entries),
  ]);
}

test("one page of each public page route of app/routes.ts is validated", () => {
  const validated = new Set([...signedOutPages, ...signedInPages].map((p) => p.route));
  expect([...new Set(pageModules(routes))].filter((file) => !validated.has(file))).toEqual([]);
  expect(validated.size).toBeGreaterThan(25);
});

type Allowance = { tool: Tool; page: RegExp; rule: string; element?: RegExp; reason: string };

/** For good: where a validator misreads the HTML standard. Each says why. */
const VALIDATOR_MISREADINGS: Allowance[] = [
  {
    tool: "htmlcs",
    page: /^\/admin$/,
    rule: "WCAG2AA.Principle1.Guideline1_3.1_3_5.H98",
    element: /type="email"/,
    reason:
      "HTML_CodeSniffer follows HTML 5.2, where 'username' belonged to text fields only; today's standard (and axe, and the Nu checker) allow it on an e-mail field, where password managers expect it",
  },
];

const allowances = VALIDATOR_MISREADINGS;
const allowanceOf = (f: Finding) =>
  allowances.find((a) => a.tool === f.tool && a.page.test(f.page) && a.rule === f.rule && (!a.element || a.element.test(f.element)));

/** Fails on any finding not allowed above, and on an allowance for these pages that matched nothing. */
function expectClean(findings: Finding[], tools: Tool[], pages: string[]) {
  const kept = findings.filter((f) => !allowanceOf(f));
  const tolerated = findings.filter((f) => allowanceOf(f));
  if (tolerated.length) console.log(`Allowed:\n${tolerated.map((f) => `${findingLine(f)}\n  (${allowanceOf(f)!.reason})`).join("\n")}`);
  const stale = allowances.filter((a) => tools.includes(a.tool) && pages.some((p) => a.page.test(p)) && !findings.some((f) => allowanceOf(f) === a));
  expect(kept.map(findingLine)).toEqual([]);
  expect(stale.map((a) => `no longer found, remove the allowance: ${a.tool} ${a.page} ${a.rule}`)).toEqual([]);
}

async function browserFindings(page: Page, label: string, hydrated?: "react") {
  if (hydrated === "react") await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")));
  else await waitForHydration(page);
  return [...(await axeFindings(page, label)), ...(await htmlcsFindings(page, label))];
}

// The validators are injected as scripts: the site's Content-Security-Policy would refuse them.
// Reduced motion: a toast or a slide is measured where it rests, not halfway through fading in.
test.use({ bypassCSP: true, reducedMotion: "reduce" });

for (const entry of signedOutPages) {
  test(`axe and HTML_CodeSniffer find nothing on ${entry.route.replace(/^routes\/|\.tsx$/g, "")} (${typeof entry.path === "string" ? entry.path : "from the sitemap"})`, async ({
    page,
  }) => {
    const path = typeof entry.path === "string" ? entry.path : await entry.path(page.request);
    await page.goto(path);
    expectClean(await browserFindings(page, path, entry.hydrated), ["axe", "htmlcs"], [path]);
  });
}

test("axe and HTML_CodeSniffer find nothing on a customer's pages, checkout with a product in the cart", async ({ page }) => {
  // Four pages and a sign-up: the time of five.
  test.setTimeout(90_000);
  await page.goto("/shop");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Ajouter au panier : Huile Barbe" }).click();
  await expect(page.getByText("Produit ajouté au panier").first()).toBeVisible();
  await signUpThroughForm(page, uniqueEmail("validateurs"), { redirect: "/checkout" });
  await expect(page.getByRole("heading", { name: "Finaliser ma commande" })).toBeVisible();
  const findings = await browserFindings(page, "/checkout");
  for (const path of signedInPaths.slice(1)) {
    await page.goto(path);
    findings.push(...(await browserFindings(page, path)));
  }
  expectClean(findings, ["axe", "htmlcs"], signedInPaths);
});

test("the Nu HTML Checker finds no error in the HTML of any page", async ({ page, request }) => {
  test.setTimeout(120_000);
  const documents: Array<{ label: string; html: string }> = [];
  for (const entry of signedOutPages) {
    const path = typeof entry.path === "string" ? entry.path : await entry.path(request);
    documents.push({ label: path, html: await (await request.get(path)).text() });
  }
  // A customer's pages, as the server sends them to a signed-in browser (its cookies).
  await signUpThroughForm(page, uniqueEmail("validateurs-html"));
  await expect(page.getByRole("button", { name: /^Mon compte/ })).toBeVisible();
  for (const path of signedInPaths) documents.push({ label: `${path} (connecté)`, html: await (await page.request.get(path)).text() });
  expect(documents.every((d) => d.html.startsWith("<!DOCTYPE html>"))).toBe(true);

  const started = Date.now();
  const findings = await vnuFindings(documents);
  console.log(`vnu.jar checked ${documents.length} documents in ${Date.now() - started} ms`);
  expectClean(
    findings,
    ["vnu"],
    documents.map((d) => d.label),
  );
});

test("every link preview describes its picture, and an article names its publisher's logo", async ({ request }) => {
  // What structured-data checkers ask, on the pages as served.
  const documents: Array<{ path: string; html: string }> = [];
  for (const entry of signedOutPages) {
    const path = typeof entry.path === "string" ? entry.path : await entry.path(request);
    documents.push({ path, html: await (await request.get(path)).text() });
  }
  const previews = documents.filter((d) => d.html.includes('property="og:image"'));
  expect(previews.length).toBeGreaterThan(20);
  expect(
    previews.filter((d) => !/<meta property="og:image" content="[^"]+"\/><meta property="og:image:alt" content="[^"]+"\/>/.test(d.html)).map((d) => d.path),
  ).toEqual([]);

  const article = documents.find((d) => d.path.startsWith("/blog/"))!;
  const data = [...article.html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  const posting = data.find((d) => d["@type"] === "BlogPosting") as { publisher?: { logo?: { url?: string } } } | undefined;
  expect(posting?.publisher?.logo?.url).toMatch(/\/images\/logo\.svg$/);
  expect((await request.get(new URL(posting!.publisher!.logo!.url!).pathname)).status()).toBe(200);
});

test("the JSON-LD of every page meets schema.org and Google's rules; the salon's offers its services and booking", async ({ request }) => {
  const blocks: Array<Record<string, unknown>> = [];
  for (const entry of signedOutPages) {
    const path = typeof entry.path === "string" ? entry.path : await entry.path(request);
    const html = await (await request.get(path)).text();
    blocks.push(...[...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>));
  }
  const types = [...new Set(blocks.map((b) => String(b["@type"])))];
  expect(types).toEqual(expect.arrayContaining(["HairSalon", "Product", "BlogPosting", "BreadcrumbList"]));
  expect(await structuredDataIssues(blocks)).toEqual([]);
  const salon = blocks.find((b) => b["@type"] === "HairSalon") as { hasOfferCatalog?: { itemListElement: unknown[] }; potentialAction?: { "@type": string } };
  expect(salon.hasOfferCatalog?.itemListElement.length).toBeGreaterThan(3);
  expect(salon.potentialAction?.["@type"]).toBe("ReserveAction");
});
