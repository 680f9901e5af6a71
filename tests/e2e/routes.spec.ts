import { expect, test } from "./support/fixtures";

// Every public route of the specification's route table, with the French title it shows.
const pages: Array<[path: string, heading: string]> = [
  ["/", "Nos Services"],
  ["/about", "À propos"],
  ["/blog", "Blog"],
  ["/recrutement", "Rejoignez notre équipe"],
  ["/shop", "Boutique"],
  ["/shop/barbe-rasage", "Barbe & Rasage"],
  ["/shop/cheveux", "Cheveux"],
  ["/shop/kits-barbe-rasage", "Kits Barbe & Rasage"],
  ["/shop?category=kits-cheveux", "Kits Cheveux"],
  ["/login", "Connexion"],
  ["/signup", "Créer un compte"],
  ["/forgot-password", "Mot de passe oublié"],
  ["/shipping-returns", "Livraison et retours"],
  ["/payment", "Paiement sécurisé"],
  ["/contact", "Contactez-nous"],
  ["/legal", "Mentions légales"],
  ["/sales-conditions", "Conditions générales de vente"],
  ["/faq", "Questions fréquentes"],
  ["/admin", "Administration"],
];

for (const [path, heading] of pages) {
  test(`${path} answers in French with its title and description`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: heading, exact: true }).first()).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page).toHaveTitle(/Monsieur Moustache/);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0).toBeGreaterThan(30);
    const category = new URL(path, "http://x").searchParams.get("category");
    const canonical = category ? `/shop/${category}` : path;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${canonical}$`));
  });
}

test("every page has its own title", async ({ request }) => {
  // The server-rendered documents, without a browser: this is about the HTML each route sends.
  const titles = new Set<string>();
  for (const [path] of pages.filter(([p]) => !p.includes("?"))) {
    const html = await (await request.get(path)).text();
    titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
  }
  expect(titles).not.toContain("");
  expect(titles.size).toBe(pages.filter(([p]) => !p.includes("?")).length);
});

test("checkout and success send a signed-out visitor to the login page", async ({ page }) => {
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/login\?redirect=\/checkout$/);
  await page.goto("/success");
  await expect(page).toHaveURL(/\/login\?redirect=\/success$/);
});

test("admin pages send a visitor back to the admin login", async ({ page }) => {
  for (const path of ["/admin/bookings", "/admin/orders", "/admin/products", "/admin/anything"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Administration" })).toBeVisible();
  }
});

test("admin data requests get a 403 without a session", async ({ request }) => {
  const response = await request.get("/admin/bookings.data", { maxRedirects: 0 });
  expect(response.status()).toBe(403);
});

test("an unknown product goes to the shop with 'Produit non trouvé'", async ({ page }) => {
  await page.goto("/shop/product/00000000-0000-0000-0000-000000000000");
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByText("Produit non trouvé")).toBeVisible();
});

test("a product URL without an id and an unknown category go back to the shop", async ({ page }) => {
  await page.goto("/shop/product/");
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByText("Produit non trouvé")).toBeVisible();
  await page.goto("/shop/categorie-inconnue");
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole("heading", { level: 1, name: "Boutique", exact: true })).toBeVisible();
});

test("an unknown blog article goes to the blog list", async ({ page }) => {
  await page.goto("/blog/article-qui-n-existe-pas");
  await expect(page).toHaveURL(/\/blog$/);
});

test("an unknown page shows the French 404 with a 404 status", async ({ page }) => {
  const response = await page.goto("/cette-page-n-existe-pas");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("the server reports its health", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ status: "ok", database: "pglite" });
});

test("hashed assets are cached for a year", async ({ page, request }) => {
  await page.goto("/");
  const script = await page.locator('script[type="module"][src^="/assets/"], link[rel="modulepreload"][href^="/assets/"]').first();
  const src = (await script.getAttribute("src")) ?? (await script.getAttribute("href"));
  const response = await request.get(src!);
  expect(response.headers()["cache-control"]).toContain("max-age=31536000");
  expect(response.headers()["cache-control"]).toContain("immutable");
});

test("a state-changing request from another origin is refused", async ({ request }) => {
  const response = await request.post("/api/newsletter", {
    headers: { Origin: "https://evil.example" },
    form: { email: "x@example.test" },
  });
  expect(response.status()).toBe(403);
});
