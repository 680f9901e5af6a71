import { expect, refuseCookies, test, type Page } from "./support/fixtures";

const slug = "histoire-quartier-gambetta-culture-style";

/** The cookie banner floats over the bottom of the page once hydrated: dismiss it first. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await refuseCookies(page);
}

test.describe("blog", () => {
  test("/blog lists the six articles newest first, each with its date, reading time and links", async ({ page }) => {
    await open(page, "/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(6);

    const dates = await cards.locator("time").evaluateAll((els) => els.map((el) => el.getAttribute("datetime") ?? ""));
    expect(dates).toHaveLength(6);
    expect(dates).toEqual([...dates].sort().reverse());

    const first = cards.first();
    await expect(first).toContainText(/\d{1,2} [a-zéû]+ 20\d\d/);
    await expect(first).toContainText(/\d+ min/);
    // One link per name: the image link is hidden from assistive technologies and skipped by Tab.
    await expect(first.getByRole("link")).toHaveCount(2);
    await expect(first.getByRole("link", { name: /^Lire l'article/ })).toBeVisible();

    await page.getByRole("link", { name: /^Lire l'article.*Gambetta/ }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Gambetta");
  });

  test("the list's 'Prendre rendez-vous' shows the services, then goes back to the top", async ({ page }) => {
    await open(page, "/blog");
    await expect(page.getByRole("link", { name: "Nous contacter" })).toHaveAttribute("href", "/contact");
    await page.getByRole("link", { name: "Prendre rendez-vous" }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expect(page.getByRole("heading", { name: "Nos Services" })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
  });

  test("an article shows its breadcrumb, header, body, calls to action and recommendations", async ({ page }) => {
    await open(page, `/blog/${slug}`);
    const breadcrumb = page.getByRole("navigation", { name: "Fil d'Ariane" });
    await expect(breadcrumb.getByRole("link", { name: "Accueil" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(breadcrumb).toContainText("Gambetta, histoire d'un quartier");
    await expect(page.getByRole("link", { name: "Retour au blog" })).toHaveAttribute("href", "/blog");

    const article = page.locator("article").first();
    await expect(article.getByText("Culture", { exact: true })).toBeVisible();
    await expect(article.getByText("mercredi 18 juin 2025")).toBeVisible();
    await expect(article.getByText("3 min de lecture")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 2, name: "Le Père-Lachaise, voisin illustre" })).toBeVisible();
    await expect(article.getByRole("listitem").filter({ hasText: "Vendredi" })).toBeVisible();
    await expect(article.getByRole("img", { name: /fauteuil de barbier/ })).toBeVisible();

    await expect(page.getByRole("link", { name: "Prendre rendez-vous" })).toHaveAttribute("href", "/#services");
    await expect(page.getByRole("link", { name: "Découvrir nos produits" })).toHaveAttribute("href", "/shop");

    const recommended = page.getByRole("region", { name: "À lire aussi" }).getByRole("article");
    await expect(recommended).not.toHaveCount(0);
    expect(await recommended.count()).toBeLessThanOrEqual(3);
    await expect(recommended.getByRole("link", { name: /Gambetta, histoire/ })).toHaveCount(0);

    // A recommendation opens at the top of the new article.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await recommended
      .first()
      .getByRole("link", { name: /^Lire l'article/ })
      .click();
    await expect(page).not.toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(page.getByRole("navigation", { name: "Fil d'Ariane" })).toBeInViewport();
  });

  test("an article carries its BlogPosting and breadcrumb structured data and article meta", async ({ page }) => {
    await page.goto(`/blog/${slug}`);
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? "{}") as Record<string, unknown>));
    const posting = data.find((d) => d["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ datePublished: "2025-06-18", inLanguage: "fr-FR" });
    expect(String(posting?.headline)).toContain("Gambetta");
    expect(String(posting?.image)).toMatch(/\/images\/hero-reservation\.webp$/);
    expect(data.find((d) => d["@type"] === "BreadcrumbList")).toBeTruthy();
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/images\/hero-reservation\.webp$/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /quartier Gambetta/);
    await expect(page).toHaveTitle(/^Gambetta, histoire d'un quartier.*\| Monsieur Moustache$/);
  });

  test("an unknown article goes silently back to the list", async ({ page }) => {
    await page.goto("/blog/article-qui-n-existe-pas");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  });
});
