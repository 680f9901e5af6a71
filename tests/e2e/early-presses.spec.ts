import { expect, test, waitForLive } from "./support/fixtures";

// The early presses' script (app/lib/early-presses.ts) runs under the page's policy, whether the page
// was kept for every visitor (its inline scripts allowed by hash) or rendered for this one (by nonce).
for (const [kind, cookie] of [
  ["kept for every visitor", null],
  ["rendered for a visitor with a cookie", "vu=1"],
] as const) {
  test(`the early presses' script runs on a page ${kind}`, async ({ page, context, baseURL }) => {
    if (cookie) await context.addCookies([{ name: "vu", value: "1", url: baseURL! }]);
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const response = await page.goto("/about");
    expect(response?.headers()["content-security-policy"]).toMatch(cookie ? /'nonce-/ : /'sha256-/);
    await waitForLive(page);
    expect(await page.evaluate(() => Array.isArray((window as { __early?: unknown }).__early))).toBe(true);
    expect(refused).toEqual([]);
  });
}

test("a button pressed twice before the page is live counts once: one 'Ajouter au panier', one article", async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.fallback();
  });
  await page.goto("/shop", { waitUntil: "commit" });
  const add = page.getByRole("button", { name: "Ajouter au panier : Huile Barbe", exact: true });
  await add.click();
  await add.click();
  await expect(add).toHaveAttribute("aria-busy", "true");
  expect(await page.evaluate(() => (window as { __early?: unknown[] }).__early?.length)).toBe(1);
  release();
  await waitForLive(page);
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await expect(add).not.toHaveAttribute("aria-busy");
});

test("the site's primary buttons are kept when pressed before the page is live; its links and forms need no script", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/", "/shop"]) {
    await page.goto(path);
    await waitForLive(page);
    const buttons = await page.evaluate(() => {
      const found = [...document.querySelectorAll<HTMLElement>("button")].filter(
        (b) =>
          b.matches("#cart-button, [aria-label='Menu'], [aria-haspopup='menu'], [aria-label^='Réserver :']") || b.textContent?.startsWith("Ajouter au panier"),
      );
      return { found: found.length, unmarked: found.filter((b) => !b.hasAttribute("data-await-live")).map((b) => b.outerHTML.slice(0, 80)) };
    });
    // The cart, the menu, 'Boutique', and the page's own: a card's 'Réserver', a product's 'Ajouter au panier'.
    expect(buttons.found).toBeGreaterThanOrEqual(6);
    expect(buttons.unmarked).toEqual([]);
    await expect(page.locator("details form[role='search'][action='/shop'] input[name='search']")).toHaveCount(1);
  }
});
