import { signUpThroughForm, uniqueEmail } from "./support/accounts";
import { clientAddressOf, expect, refuseCookies, test, type Page } from "./support/fixtures";

// The product page before and without its scripts: its sections are native disclosures, its slider
// scrolls by itself, and what follows the product (reviews, suggestions) is the server's HTML until
// its code, fetched as it nears the screen, makes it live.

/** The code of what follows the product: actives, 'Avis clients', 'Vous aimerez aussi'. */
const partCode = /\/assets\/product-more-[\w-]+\.js$/;

const sectionOf = (page: Page, title: string) => page.locator("details").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

async function productPath(page: Page, name: string): Promise<string> {
  await page.goto(`/shop?search=${encodeURIComponent(name)}`);
  const href = await page.getByRole("region", { name: "Produits" }).getByRole("link", { name, exact: true }).getAttribute("href");
  expect(href).toMatch(/^\/shop\/product\/[0-9a-f-]{36}$/);
  return href!;
}

/** Holds the part's code on its way until `release()`, and counts its requests. */
async function holdPartCode(page: Page) {
  const requests: string[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(partCode, async (route) => {
    requests.push(route.request().url());
    await held;
    await route.continue();
  });
  return { requests, release };
}

/** Sums the layout shifts from now on (none caused by an input), as the CLS metric counts them. */
async function countShifts(page: Page) {
  await page.evaluate(() => {
    const record = window as unknown as { shifts: number };
    record.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) record.shifts += entry.value;
    }).observe({ type: "layout-shift" });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number }).shifts);
}

test("without JavaScript, the sections open and close, the slider shows its other image, and the reviews are there", async ({ page, browser }, testInfo) => {
  // A customer's review, posted with scripts: the page without them shows it.
  const path = await productPath(page, "Shampoing Cheveux");
  await signUpThroughForm(page, uniqueEmail("sans-script"), { redirect: encodeURIComponent(path) });
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  const comment = `Mousse légère, cheveux doux (${Date.now()}-${testInfo.repeatEachIndex})`;
  const reviews = page.getByRole("region", { name: "Avis clients" });
  await reviews.getByRole("button", { name: "Laisser un avis" }).click();
  await reviews.getByLabel("Votre avis").fill(comment);
  await reviews.getByRole("button", { name: "Publier mon avis" }).click();
  await expect(reviews.getByRole("article").filter({ hasText: comment })).toBeVisible();

  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(testInfo.testId, 100 + testInfo.repeatEachIndex) },
  });
  try {
    const plain = await context.newPage();
    await plain.goto(path);

    const usage = sectionOf(plain, "Conseils d'utilisation");
    await expect(usage).toHaveAttribute("open", "");
    await expect(usage.getByRole("paragraph")).toBeVisible();
    const ingredients = sectionOf(plain, "Ingrédients");
    await expect(ingredients.getByRole("paragraph")).toBeHidden();
    await ingredients.locator("summary").click();
    await expect(ingredients.getByRole("paragraph")).toBeVisible();
    await ingredients.locator("summary").press("Enter");
    await expect(ingredients.getByRole("paragraph")).toBeHidden();

    const slider = plain.getByRole("region", { name: "Images de Shampoing Cheveux" });
    const second = slider.getByRole("img", { name: "Shampoing Cheveux, image 2 sur 2" });
    await expect(slider.getByRole("img", { name: "Shampoing Cheveux, image 1 sur 2" })).toBeInViewport();
    await expect(second).not.toBeInViewport();
    await slider.getByRole("group", { name: /flèches gauche et droite/ }).press("ArrowRight");
    await expect(second).toBeInViewport({ ratio: 0.9 });
    await expect(second).toHaveJSProperty("complete", true);
    expect(await second.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const plainReviews = plain.getByRole("region", { name: "Avis clients" });
    await expect(plainReviews.getByRole("article").filter({ hasText: comment })).toContainText("Jean");
    await expect(plain.getByRole("region", { name: "Vous aimerez aussi" }).getByRole("listitem")).toHaveCount(4);
  } finally {
    await context.close();
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the code of the reviews and suggestions comes as they near the screen; a press made before is carried out, and nothing moves", async ({ page }) => {
    const path = await productPath(page, "Masque Barbe");
    const code = await holdPartCode(page);
    await page.goto(path);
    await refuseCookies(page);
    await page.waitForLoadState("networkidle");
    expect(code.requests).toEqual([]);
    const shifts = await countShifts(page);

    const suggestions = page.getByRole("region", { name: "Vous aimerez aussi" });
    const add = suggestions.getByRole("button", { name: /^Ajouter au panier/ }).first();
    await add.scrollIntoViewIfNeeded();
    await expect.poll(() => code.requests.length).toBe(1);
    // Pressed while the code is still on its way: carried out once it is there.
    await add.click();
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    code.release();
    await expect(page.getByText("Produit ajouté au panier").first()).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    expect(await shifts()).toBe(0);

    // Live now: a suggestion opens its page in the browser, which shows its own reviews and suggestions.
    const other = suggestions.getByRole("listitem").first().getByRole("link").last();
    const name = (await other.textContent())!;
    await other.click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("region", { name: "Avis clients" })).toBeVisible();
    await expect(suggestions.getByRole("listitem")).toHaveCount(4);
    await expect(suggestions.getByRole("link", { name, exact: true })).toHaveCount(0);
  });

  test("the slider's other images come once it is used, and show as it moves", async ({ page }) => {
    await page.goto(await productPath(page, "Crème de Rasage"));
    await refuseCookies(page);
    const slider = page.getByRole("region", { name: "Images de Crème de Rasage" });
    const second = slider.getByRole("img", { name: "Crème de Rasage, image 2 sur 2" });
    await expect(slider.getByRole("img", { name: "Crème de Rasage, image 1 sur 2" })).toHaveJSProperty("complete", true);
    await expect(second).toHaveCount(0);
    await slider.getByRole("button", { name: "Image suivante" }).tap();
    await expect(second).toBeInViewport({ ratio: 0.9 });
    await expect(slider.getByRole("status")).toHaveText("Crème de Rasage, image 2 sur 2");
    await expect(second).toHaveJSProperty("complete", true);
    expect(await second.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Past the last image, the first again.
    await slider.getByRole("button", { name: "Image suivante" }).tap();
    await expect(slider.getByRole("img", { name: "Crème de Rasage, image 1 sur 2" })).toBeInViewport({ ratio: 0.9 });
  });

  test("focus given to the reviews before their code is there stays where it was", async ({ page }) => {
    const path = await productPath(page, "Huile Barbe");
    const code = await holdPartCode(page);
    await page.goto(path);
    await refuseCookies(page);
    const signIn = page.getByRole("region", { name: "Avis clients" }).getByRole("link", { name: "Se connecter" });
    const serverLink = await signIn.elementHandle();
    await signIn.focus();
    await expect.poll(() => code.requests.length).toBe(1);
    code.release();
    // The live part draws the link anew, in place of the server's: focus is on the new one.
    await expect.poll(() => serverLink!.evaluate((link) => link.isConnected)).toBe(false);
    await expect(signIn).toBeFocused();
  });
});

test("reached from the shop in the browser, the page fetches the code of its reviews and suggestions with it and shows them", async ({ page }) => {
  await page.goto("/shop?search=Lotion");
  await refuseCookies(page);
  const requests: string[] = [];
  page.on("request", (request) => void (partCode.test(new URL(request.url()).pathname) && requests.push(request.url())));
  await page.getByRole("region", { name: "Produits" }).getByRole("link", { name: "Lotion Cryo Après Rasage", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lotion Cryo Après Rasage" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Avis clients" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Vous aimerez aussi" }).getByRole("listitem")).toHaveCount(4);
  expect(requests).toHaveLength(1);
});
