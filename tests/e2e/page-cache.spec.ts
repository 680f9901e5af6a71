import { signInAsAdmin } from "./support/accounts";
import { openForm, pngFile, productCard } from "./support/admin-products";
import { clientAddressOf, expect, test, waitForHydration } from "./support/fixtures";

// Visitors without a cookie get public pages from the server's memory (server/page-cache.ts).

const scriptSources = (policy: string) =>
  policy
    .split("; ")
    .find((d) => d.startsWith("script-src "))!
    .split(" ")
    .slice(1);

test("a visitor without a cookie gets the same page from memory, its inline scripts allowed by their hashes, and it works", async ({ page, request }) => {
  // A page is kept once compressed: the answer that follows names it by its ETag, and a browser
  // that holds it gets 304. (Other journeys' writes end kept pages at any time: the pair is tried
  // again until both requests meet the same kept page.)
  await expect
    .poll(async () => {
      const res = await request.get("/faq");
      const kept = res.headers()["etag"] ?? "";
      if (res.status() !== 200 || kept === "") return "not kept yet";
      const again = await request.get("/faq", { headers: { "If-None-Match": kept } });
      return again.status();
    })
    .toBe(304);

  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const res = (await page.goto("/faq"))!;
  const sources = scriptSources(res.headers()["content-security-policy"]!);
  expect(sources[0]).toBe("'self'");
  expect(sources.slice(1).length).toBeGreaterThan(0);
  for (const source of sources.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  // The kept page holds no nonce: its style elements' comes with this response alone.
  const styleNonce = /style-src [^;]*'nonce-([^']+)'/.exec(res.headers()["content-security-policy"]!)![1]!;
  expect(res.headers()["server-timing"]).toBe(`style-nonce;desc="${styleNonce}"`);
  expect(await res.text()).not.toMatch(/\snonce=/);
  await waitForHydration(page);
  // The cookie choice is made: React handles the click.
  const banner = page.getByRole("region", { name: /cookies/i });
  await banner.getByRole("button", { name: "Refuser" }).click();
  await expect(banner).toBeHidden();
  // A dialog's scroll lock writes its style element with that nonce, and it applies.
  await page.getByRole("button", { name: /^Panier, / }).click();
  await expect(page.getByRole("dialog", { name: "Votre panier" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  expect(await page.evaluate(() => [...document.querySelectorAll("style")].some((s) => s.nonce !== ""))).toBe(true);
  // Another visitor's copy of the same page has a nonce of its own.
  const other = await request.get("/faq");
  expect(other.headers()["server-timing"]).toMatch(/^style-nonce;desc="[A-Za-z0-9+/]{22}=="$/);
  expect(other.headers()["server-timing"]).not.toBe(res.headers()["server-timing"]);
  expect(violations).toEqual([]);

  // A signed-in visitor's page is rendered for them, with a nonce of its own.
  await signInAsAdmin(page);
  const own = (await page.goto("/faq"))!;
  expect(scriptSources(own.headers()["content-security-policy"]!)[1]).toMatch(/^'nonce-/);
  expect(own.headers()["etag"]).toBeUndefined();
});

test("what the admin changes shows at once to visitors whose page was in memory", async ({ browser, playwright }, testInfo) => {
  test.slow();
  const name = `Savon Mémoire ${testInfo.repeatEachIndex}-${Date.now().toString(36)}`;
  const visitor = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(testInfo.testId, testInfo.repeatEachIndex) },
  });
  const search = `/shop?search=${encodeURIComponent(name)}`;
  const html = async () => (await visitor.get(search)).text();
  // Kept in memory, without the product.
  await expect.poll(async () => (await visitor.get(search)).headers()["etag"] ?? "").not.toBe("");
  expect(await html()).toContain("Aucun produit trouvé");

  const admin = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(testInfo.testId, 100 + testInfo.repeatEachIndex) } });
  const page = await admin.newPage();
  await signInAsAdmin(page);
  await page.goto("/admin/products");
  const form = await openForm(page, "Ajouter un produit", "Ajouter un produit");
  await form.locator('input[type="file"]').setInputFiles([await pngFile("savon.png")]);
  await form.getByLabel("Nom", { exact: true }).fill(name);
  await form.getByLabel("Description").fill("Un savon pour la barbe.");
  await form.getByLabel("Prix (€)").fill("9.90");
  await form.getByLabel("Catégorie").selectOption("barbe-rasage");
  await form.getByLabel("Stock").fill("4");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Produit ajouté avec succès")).toBeVisible();

  // No waiting: the write forgot the kept pages.
  expect(await html()).toContain(name);

  await productCard(page, name)
    .getByRole("button", { name: `Supprimer ${name}` })
    .click();
  await page.getByRole("alertdialog", { name: "Supprimer le produit" }).getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByText("Produit supprimé avec succès")).toBeVisible();
  expect(await html()).toContain("Aucun produit trouvé");
  await admin.close();
  await visitor.dispose();
});
