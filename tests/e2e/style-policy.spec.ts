import { signInAsAdmin, signUpThroughForm, uniqueEmail } from "./support/accounts";
import { clientAddressOf, expect, test, waitForHydration, type Page } from "./support/fixtures";

// Style elements are allowed by the document's nonce only ('unsafe-inline' is left to style
// attributes): no style is refused on public pages, the checkout and the admin, loaded and with
// their dialogs, menus and toasts open.

/**
 * Watches a page: the style violations its documents report, and each document's policy whose
 * style-src still says 'unsafe-inline'.
 */
async function watchStyles(page: Page): Promise<{ violations: string[]; lax: string[] }> {
  const violations: string[] = [];
  const lax: string[] = [];
  await page.exposeFunction("reportViolation", (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      if (!e.effectiveDirective.startsWith("style-src")) return;
      (window as unknown as { reportViolation(line: string): void }).reportViolation(
        `${location.pathname}: ${e.effectiveDirective} ${e.blockedURI} ${e.sample}`,
      );
    });
  });
  page.on("response", (res) => {
    // A redirect has no policy of its own: the document it leads to has.
    if (res.request().resourceType() !== "document" || (res.status() >= 300 && res.status() < 400)) return;
    const styleSrc = (res.headers()["content-security-policy"] ?? "").split("; ").find((d) => d.startsWith("style-src "));
    if (!styleSrc || styleSrc.includes("'unsafe-inline'")) lax.push(`${new URL(res.url()).pathname}: ${styleSrc}`);
  });
  return { violations, lax };
}

/** Lets the page's last reports (sent asynchronously) arrive before they are read. */
const settled = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));

test("public pages, their dialogs and toasts, kept or rendered for one visitor, refuse no style", async ({ page }) => {
  test.slow();
  const seen = await watchStyles(page);
  for (const path of ["/", "/about", "/blog", "/shop", "/faq", "/contact", "/recrutement", "/legal", "/login", "/signup", "/page-inconnue"]) {
    await page.goto(path);
    await waitForHydration(page);
  }
  // The cart sheet, a product page, the booking dialog.
  await page.goto("/shop");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Ajouter au panier : Huile Barbe" }).click();
  await expect(page.getByText("Produit ajouté au panier").first()).toBeVisible();
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Réserver : Coupe + shampoing" }).click();
  await page.locator("#booking").getByRole("button", { name: "Réserver maintenant" }).click();
  await expect(page.getByRole("dialog", { name: "Réserver votre rendez-vous" })).toBeVisible();
  await page.keyboard.press("Escape");
  await settled(page);
  expect(seen).toEqual({ violations: [], lax: [] });
});

test("the checkout, the account pages and the admin refuse no style", async ({ page, browser }, testInfo) => {
  test.slow();
  const seen = await watchStyles(page);
  await page.goto("/shop");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Ajouter au panier : Huile Barbe" }).click();
  await expect(page.getByText("Produit ajouté au panier").first()).toBeVisible();
  const email = uniqueEmail("styles");
  await signUpThroughForm(page, email, { redirect: "/checkout" });
  await expect(page.getByRole("heading", { name: "Finaliser ma commande" })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: `Mon compte (${email})` }).click();
  await expect(page.getByRole("menuitem", { name: "Se déconnecter" })).toBeVisible();
  await page.keyboard.press("Escape");
  for (const path of ["/account/orders", "/account/bookings", "/faq"]) {
    await page.goto(path);
    await waitForHydration(page);
  }
  await settled(page);
  expect(seen).toEqual({ violations: [], lax: [] });

  const admin = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(testInfo.testId, 1) } });
  const adminPage = await admin.newPage();
  const adminSeen = await watchStyles(adminPage);
  await signInAsAdmin(adminPage);
  for (const path of [
    "/admin/agenda",
    "/admin/bookings",
    "/admin/orders",
    "/admin/products",
    "/admin/reviews",
    "/admin/hours",
    "/admin/equipe",
    "/admin/emails",
  ]) {
    await adminPage.goto(path);
    await expect(adminPage.getByRole("main")).toBeVisible();
  }
  await settled(adminPage);
  await admin.close();
  expect(adminSeen).toEqual({ violations: [], lax: [] });
});
