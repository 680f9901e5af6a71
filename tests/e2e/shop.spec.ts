import { signUpThroughForm, uniqueEmail } from "./support/accounts";
import { clientAddressOf, expect, test, waitForHydration, waitForLive, type Page } from "./support/fixtures";

const cartCount = (page: Page) => page.getByTestId("cart-count");
const grid = (page: Page) => page.getByRole("region", { name: "Produits" });
const productList = (page: Page) => grid(page).getByRole("list", { name: "Liste des produits" });
const productNames = (page: Page) => productList(page).locator("li a:not([aria-hidden])").allTextContents();
const euros = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."));

/** The prices shown on the cards, in order (the sale price of a bundle, not its struck reference). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await productList(page)
    .locator("li")
    .evaluateAll((items) =>
      items.map((li) => {
        const price = li.querySelector("p .text-red-700, p.font-semibold");
        return price?.textContent ?? "";
      }),
    );
  return texts.map(euros);
}

/** A collapsible section of the product page (<details>), by its title, and the title one presses to open it. */
const sectionOf = (page: Page, title: string) => page.locator("details").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
const summaryOf = (page: Page, title: string) => sectionOf(page, title).locator("summary");

async function productPath(page: Page, name: string): Promise<string> {
  await page.goto(`/shop?search=${encodeURIComponent(name)}`);
  const href = await grid(page).getByRole("link", { name, exact: true }).getAttribute("href");
  expect(href).toMatch(/^\/shop\/product\/[0-9a-f-]{36}$/);
  return href!;
}

test.describe("shop list", () => {
  test("category chips and the sort change the address and the order; the back button restores them", async ({ page }) => {
    await page.goto("/shop");
    const chips = page.getByRole("navigation", { name: "Catégories de produits" });
    await expect(chips.getByRole("link", { name: "Tous les produits" })).toHaveAttribute("aria-current", "page");
    expect((await productNames(page)).slice(0, 6)).toEqual([
      "Huile Barbe",
      "Masque Barbe",
      "Shampoing Barbe",
      "Lotion Cryo Après Rasage",
      "Shampoing Cheveux",
      "Pâte Coiffante",
    ]);
    // Kits last in the default order.
    expect((await productNames(page)).slice(-3)).toEqual([
      "Duo Barbe Shampoing + Huile",
      "Trio Barbe Shampoing + Huile + Masque",
      "Kit Soin & Coiffage Cheveux",
    ]);

    await chips.getByRole("link", { name: "Cheveux", exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/cheveux$/);
    await expect(chips.getByRole("link", { name: "Cheveux", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1, name: "Cheveux" })).toBeVisible();
    expect(await productNames(page)).toEqual(["Shampoing Cheveux", "Pâte Coiffante", "Poudre Texturisante"]);

    await page.getByLabel("Trier par").selectOption("price-asc");
    await expect(page).toHaveURL(/\/shop\/cheveux\?sort=price-asc$/);
    await expect.poll(() => productNames(page)).toEqual(["Shampoing Cheveux", "Poudre Texturisante", "Pâte Coiffante"]);

    await chips.getByRole("link", { name: "Tous les produits" }).click();
    await expect(page).toHaveURL(/\/shop\?sort=price-asc$/);
    await expect(page.getByLabel("Trier par")).toHaveValue("price-asc");
    const prices = await cardPrices(page);
    // The 11 seeded products, and any an admin journey is adding meanwhile.
    expect(prices.length).toBeGreaterThanOrEqual(11);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.getByLabel("Trier par").selectOption("price-desc");
    await expect(page).toHaveURL(/\/shop\?sort=price-desc$/);
    await expect.poll(async () => (await cardPrices(page))[0]).toBe(49.9);

    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?sort=price-asc$/);
    await expect(page.getByLabel("Trier par")).toHaveValue("price-asc");
    await expect.poll(async () => (await cardPrices(page))[0]).toBe(14.99);
    await page.goBack();
    await expect(page).toHaveURL(/\/shop\/cheveux\?sort=price-asc$/);
    await expect(chips.getByRole("link", { name: "Cheveux", exact: true })).toHaveAttribute("aria-current", "page");
  });

  test("the sort form has a real submit button: hidden once the scripts run, it sorts without JavaScript", async ({ page, browser }, testInfo) => {
    await page.goto("/shop");
    await waitForHydration(page);
    const sortForm = page.locator("form").filter({ has: page.getByLabel("Trier par") });
    await expect(sortForm.locator('button[type="submit"]')).toHaveCount(1);
    await expect(sortForm.getByRole("button", { name: "Trier", exact: true })).toBeHidden();

    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: testInfo.project.use.baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(testInfo.testId, 100 + testInfo.repeatEachIndex) },
    });
    try {
      const plain = await context.newPage();
      await plain.goto("/shop/cheveux");
      await plain.getByLabel("Trier par").selectOption("price-asc");
      await plain.getByRole("button", { name: "Trier", exact: true }).click();
      await expect(plain).toHaveURL(/\/shop\/cheveux\?sort=price-asc$/);
      expect(await productNames(plain)).toEqual(["Shampoing Cheveux", "Poudre Texturisante", "Pâte Coiffante"]);
    } finally {
      await context.close();
    }
  });

  test("the sort combines with a search, and an empty result offers all products", async ({ page }) => {
    await page.goto("/shop?search=barbe&sort=name-desc");
    await expect(page.getByText("Résultats pour « barbe »")).toBeVisible();
    const names = await productNames(page);
    expect(names.length).toBeGreaterThan(3);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, "fr")));
    // Accents and case do not matter.
    await page.goto("/shop?search=CREME");
    expect(await productNames(page)).toEqual(["Crème de Rasage"]);
    await page.goto("/shop?search=introuvable");
    await expect(page.getByText("Aucun produit trouvé")).toBeVisible();
    await page.getByRole("link", { name: "Voir tous les produits" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect.poll(() => productList(page).getByRole("listitem").count()).toBeGreaterThanOrEqual(11);
  });

  test("shows 10 skeleton cards while another list loads", async ({ page }) => {
    await page.goto("/shop");
    // Followed by the live page (before, the link loads the next page whole, with no skeleton).
    await waitForLive(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/shop/barbe-rasage.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Catégories de produits" }).getByRole("link", { name: "Barbe & Rasage", exact: true }).click();
    await expect(page.getByTestId("product-skeletons").locator("li")).toHaveCount(10);
    release();
    await expect(page.getByTestId("product-skeletons")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Barbe & Rasage" })).toBeVisible();
  });

  test("a product out of stock shows 'Rupture de stock' and cannot be added", async ({ page }) => {
    await page.goto("/shop/cheveux");
    const card = productList(page).getByRole("listitem").filter({ hasText: "Poudre Texturisante" });
    await expect(card.getByText("Rupture de stock")).toBeVisible();
    await expect(card.getByRole("button")).toHaveCount(0);
    await expect(productList(page).getByRole("button", { name: "Ajouter au panier : Pâte Coiffante" })).toBeEnabled();
    await page.goto(await productPath(page, "Poudre Texturisante"));
    await expect(page.getByText("Rupture de stock").first()).toBeVisible();
    await expect(
      page
        .getByRole("article")
        .first()
        .getByRole("button", { name: /^Ajouter au panier/ }),
    ).toHaveCount(0);
  });
});

test.describe("product page", () => {
  test("a bundle shows its struck reference price, its sections, its actives and other products", async ({ page }) => {
    await page.goto(await productPath(page, "Duo Barbe Shampoing + Huile"));
    await expect(page.getByRole("heading", { level: 1, name: "Duo Barbe Shampoing + Huile" })).toBeVisible();
    const article = page.getByRole("article").first();
    await expect(article.locator("s")).toContainText("36,98");
    await expect(article.locator(".text-red-700").first()).toContainText("32,90");
    // Native disclosures: the first one open, the others opened by their title, with the mouse or the keyboard.
    for (const title of ["Conseils d'utilisation", "Testé et approuvé", "Ingrédients", "Votre kit contient"]) {
      await expect(summaryOf(page, title)).toBeVisible();
    }
    await expect(sectionOf(page, "Conseils d'utilisation")).toHaveAttribute("open", "");
    const kitContents = sectionOf(page, "Votre kit contient").getByRole("listitem").first();
    await expect(kitContents).toBeHidden();
    await summaryOf(page, "Votre kit contient").click();
    await expect(kitContents).toHaveText("Shampoing Barbe");
    await summaryOf(page, "Votre kit contient").press("Enter");
    await expect(kitContents).toBeHidden();
    await summaryOf(page, "Votre kit contient").press("Space");
    await expect(kitContents).toBeVisible();
    await expect(page.getByRole("heading", { name: "Les actifs" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Hamamélis" })).toBeVisible();
    const suggestions = page.getByRole("region", { name: "Vous aimerez aussi" });
    await expect(suggestions.getByRole("listitem")).toHaveCount(4);
    await expect(suggestions.getByRole("link", { name: "Duo Barbe Shampoing + Huile", exact: true })).toHaveCount(0);
    await expect(page.getByText("Aucun avis").first()).toBeVisible();

    // A product that is not a kit has no 'Votre kit contient'.
    await page.goto(await productPath(page, "Huile Barbe"));
    await expect(summaryOf(page, "Ingrédients")).toBeVisible();
    await expect(sectionOf(page, "Votre kit contient")).toHaveCount(0);
  });

  test("the image slider moves with the keyboard and with its thumbnails", async ({ page }) => {
    await page.goto(await productPath(page, "Huile Barbe"));
    const slider = page.getByRole("region", { name: "Images de Huile Barbe" });
    const thumbnails = slider.getByRole("button", { name: /^Afficher l'image/ });
    await expect(thumbnails).toHaveCount(2);
    await expect(thumbnails.nth(0)).toHaveAttribute("aria-current", "true");
    await slider.getByRole("group", { name: /flèches gauche et droite/ }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(thumbnails.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(slider.getByRole("status")).toHaveText("Huile Barbe, image 2 sur 2");
    await page.keyboard.press("ArrowLeft");
    await expect(thumbnails.nth(0)).toHaveAttribute("aria-current", "true");
    await thumbnails.nth(1).click();
    await expect(thumbnails.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(slider.getByRole("img", { name: "Huile Barbe, image 2 sur 2" })).toBeInViewport();
  });

  test("quantity 3 then 'Ajouter au panier' gives a badge of 3", async ({ page }) => {
    await page.goto(await productPath(page, "Masque Barbe"));
    const plus = page.getByRole("button", { name: "Augmenter la quantité de Masque Barbe" });
    await plus.click();
    await plus.click();
    await expect(page.getByRole("spinbutton", { name: "Quantité" })).toHaveValue("3");
    await page.getByRole("button", { name: "Ajouter au panier : Masque Barbe" }).click();
    await expect(page.getByText("Produit ajouté au panier").first()).toBeVisible();
    await expect(cartCount(page)).toHaveText("3");
    await expect(page.getByText("(3 dans votre panier)")).toBeVisible();
  });

  test("never more than the stock: the quantity, the cart's '+' and a further add all stop at it", async ({ page }) => {
    await page.goto(await productPath(page, "Crème de Rasage"));
    await expect(page.getByText("Plus que 4 en stock")).toBeVisible();
    const quantity = page.getByRole("spinbutton", { name: "Quantité" });
    // The field can be cleared and typed in; leaving it shows the quantity kept, within the stock.
    await quantity.fill("");
    await expect(quantity).toHaveValue("");
    await quantity.fill("9");
    await quantity.blur();
    await expect(quantity).toHaveValue("4");
    await expect(page.getByRole("button", { name: "Augmenter la quantité de Crème de Rasage" })).toBeDisabled();
    await quantity.fill("3");
    await page.getByRole("button", { name: "Ajouter au panier : Crème de Rasage" }).click();
    await expect(cartCount(page)).toHaveText("3");
    // One left to add.
    await expect(quantity).toHaveValue("1");
    await expect(page.getByRole("button", { name: "Augmenter la quantité de Crème de Rasage" })).toBeDisabled();

    await page.getByRole("button", { name: /^Panier/ }).click();
    const sheet = page.getByTestId("cart-sheet");
    const more = sheet.getByRole("button", { name: "Augmenter la quantité de Crème de Rasage" });
    await more.click();
    await expect(cartCount(page)).toHaveText("4");
    await expect(more).toBeDisabled();
    await expect(sheet.getByText("Plus que 4 exemplaires de « Crème de Rasage » en stock.")).toBeVisible();
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Ajouter au panier : Crème de Rasage" }).click();
    await expect(page.getByText("Plus que 4 exemplaires de « Crème de Rasage » en stock.").first()).toBeVisible();
    await expect(cartCount(page)).toHaveText("4");
  });

  test("an unknown product goes back to the shop with 'Produit non trouvé'", async ({ page }) => {
    await page.goto("/shop/product/00000000-0000-4000-8000-000000000000");
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByText("Produit non trouvé")).toBeVisible();
  });
});

test.describe("product reviews", () => {
  test("a signed-out visitor is asked to sign in, and comes back to the product afterwards", async ({ page }) => {
    const path = await productPath(page, "Shampoing Barbe");
    await page.goto(path);
    const reviews = page.getByRole("region", { name: "Avis clients" });
    await expect(reviews).toContainText("Vous devez être connecté pour laisser un avis");
    await expect(reviews.getByRole("button", { name: "Laisser un avis" })).toHaveCount(0);
    const login = reviews.getByRole("link", { name: "Se connecter" });
    await expect(login).toHaveAttribute("href", `/login?redirect=${encodeURIComponent(path)}`);
  });

  test("a signed-in customer posts a review, sees it on top with the summary, and a second one is refused", async ({ page, context }) => {
    const path = await productPath(page, "Lotion Cryo Après Rasage");
    await signUpThroughForm(page, uniqueEmail("avis"), { redirect: encodeURIComponent(path) });
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // A second tab, opened before the first review, still shows the form.
    const other = await context.newPage();
    await other.goto(path);

    const reviews = page.getByRole("region", { name: "Avis clients" });
    await expect(reviews).toContainText("Aucun avis");
    const toggle = reviews.getByRole("button", { name: "Laisser un avis" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(reviews.getByRole("radio", { name: "5 étoiles" })).toBeChecked();
    await reviews.getByRole("button", { name: "Publier mon avis" }).click();
    const comment = reviews.getByLabel("Votre avis");
    await expect(comment).toHaveAttribute("aria-invalid", "true");
    await expect(comment).toHaveAccessibleDescription("Veuillez écrire un commentaire");
    await expect(comment).toBeFocused();

    await reviews.getByRole("radio", { name: "4 étoiles" }).check();
    await reviews.getByLabel("Votre avis").fill("Fraîcheur immédiate après le rasage, plus aucune irritation.");
    await reviews.getByRole("button", { name: "Publier mon avis" }).click();
    await expect(page.getByText("Merci pour votre avis !")).toBeVisible();

    const first = reviews.getByRole("article").first();
    await expect(first).toContainText("Jean");
    await expect(first).toContainText("Fraîcheur immédiate");
    await expect(first).toContainText(
      new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", day: "numeric", month: "long", year: "numeric" }).format(new Date()),
    );
    await expect(first.getByText("Note : 4 sur 5")).toBeAttached();
    await expect(page.getByTestId("rating-summary").first()).toContainText("4,0");
    await expect(page.getByTestId("rating-summary").first()).toContainText("1 avis");
    await expect(reviews.getByRole("button", { name: "Laisser un avis" })).toHaveCount(0);
    // The form and its button are gone: focus is on the section's heading, not lost.
    await expect(reviews.getByRole("heading", { name: "Avis clients" })).toBeFocused();

    // The product's structured data carries the rating now.
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = ld.map((t) => JSON.parse(t)).find((d) => d["@type"] === "Product");
    expect(product.aggregateRating).toMatchObject({ ratingValue: "4.0", reviewCount: 1 });

    const otherReviews = other.getByRole("region", { name: "Avis clients" });
    await otherReviews.getByRole("button", { name: "Laisser un avis" }).click();
    await otherReviews.getByLabel("Votre avis").fill("Un second avis");
    await otherReviews.getByRole("button", { name: "Publier mon avis" }).click();
    await expect(other.getByText("Vous avez déjà laissé un avis pour ce produit").first()).toBeVisible();
    await expect(otherReviews.getByRole("article")).toHaveCount(1);

    // The author may delete it.
    await first.getByRole("button", { name: "Supprimer mon avis" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await expect(page.getByText("Votre avis a été supprimé.")).toBeVisible();
    await expect(reviews.getByRole("article")).toHaveCount(0);
    await expect(reviews.getByRole("button", { name: "Laisser un avis" })).toBeVisible();
    await expect(reviews.getByRole("heading", { name: "Avis clients" })).toBeFocused();
  });
});

test.describe("cart kept honest", () => {
  test("a cart saved long ago under the old shape shows today's prices and loses what no longer exists", async ({ page }) => {
    const path = await productPath(page, "Huile Barbe");
    const id = path.split("/").at(-1)!;
    await page.evaluate(
      ({ id }) =>
        localStorage.setItem(
          "cart-storage",
          JSON.stringify({
            state: {
              items: [
                { id, name: "Huile Barbe", image_url: "/images/products/huile-barbe.webp", price: 1500, quantity: 2 },
                { id: "00000000-0000-4000-8000-000000000000", name: "Ancien savon", image_url: "", price: 900, quantity: 1 },
              ],
            },
            version: 0,
          }),
        ),
      { id },
    );
    await page.reload();
    await waitForHydration(page);
    await expect(cartCount(page)).toHaveText("3");
    // Checking the cart must not reload the page's data (its suggestions would reshuffle).
    const reloads: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "GET" && new URL(request.url()).pathname.endsWith(".data")) reloads.push(request.url());
    });
    await page.getByRole("button", { name: /^Panier/ }).click();
    const sheet = page.getByTestId("cart-sheet");
    await expect(sheet.getByTestId("cart-notices")).toContainText("« Ancien savon » n'est plus proposé et a été retiré de votre panier.");
    expect(reloads).toEqual([]);
    await expect(sheet.getByTestId("cart-notices")).toContainText("Le prix de « Huile Barbe » est désormais de 19,99");
    await expect(cartCount(page)).toHaveText("2");
    await expect(sheet).toContainText("39,98");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cart-storage") ?? "null"));
    expect(stored.version).toBe(1);
    // The stock comes from the server (the old shape had none); other journeys may have bought some.
    expect(stored.state.lines).toEqual([expect.objectContaining({ productId: id, quantity: 2, priceCents: 1999 })]);
    expect(stored.state.lines[0].stock).toEqual(expect.any(Number));
    expect(stored.state.lines[0].stock).toBeGreaterThanOrEqual(2);
  });
});
