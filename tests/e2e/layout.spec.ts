import { expect, refuseCookies, test, waitForHydration, waitForLive, type Page } from "./support/fixtures";
import { expectSignedInAs, signInAsAdmin, signUpThroughForm, uniqueEmail } from "./support/accounts";
import { axeFindings, findingLine, htmlcsFindings } from "./support/validators";

const cartCount = (page: Page) => page.getByTestId("cart-count");

async function addToCart(page: Page, name: string) {
  await page.getByRole("button", { name: `Ajouter au panier : ${name}` }).click();
}

test.describe("cart", () => {
  test("badge, slide-over, quantities, removal and persistence under cart-storage", async ({ page }) => {
    await page.goto("/shop");
    await expect(cartCount(page)).toBeHidden();
    await addToCart(page, "Huile Barbe");
    await expect(page.getByText("Produit ajouté au panier").first()).toBeVisible();
    await addToCart(page, "Pâte Coiffante");
    await addToCart(page, "Huile Barbe");
    await expect(cartCount(page)).toHaveText("3");

    await page.getByRole("button", { name: /^Panier/ }).click();
    const sheet = page.getByTestId("cart-sheet");
    await expect(sheet.getByRole("heading", { name: "Votre panier" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Votre panier" })).toHaveAccessibleDescription("3 articles");
    await expect(page.getByRole("dialog", { name: "Votre panier" })).toHaveAttribute("id", "cart-sheet");
    await expect(sheet.getByRole("img", { name: "Huile Barbe" })).toBeVisible();
    await expect(sheet).toContainText("19,99");
    await expect(sheet).toContainText("22,99");
    // 2 × 19,99 + 22,99
    await expect(sheet).toContainText("62,97");

    await sheet.getByRole("button", { name: "Augmenter la quantité de Pâte Coiffante" }).click();
    await expect(cartCount(page)).toHaveText("4");
    await expect(sheet).toContainText("85,96");
    await sheet.getByRole("button", { name: "Diminuer la quantité de Huile Barbe" }).click();
    await expect(sheet.getByRole("button", { name: "Diminuer la quantité de Huile Barbe" })).toBeDisabled();
    await expect(cartCount(page)).toHaveText("3");

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cart-storage") ?? "null"));
    expect(stored.state.lines.map((i: { name: string; quantity: number }) => [i.name, i.quantity])).toEqual([
      ["Huile Barbe", 1],
      ["Pâte Coiffante", 2],
    ]);

    const pay = sheet.getByRole("link", { name: "Se connecter pour payer" });
    await expect(pay).toHaveAttribute("href", "/login?redirect=/checkout");

    // Closed, the panel gives the focus back to what opened it.
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("button", { name: /^Panier/ })).toBeFocused();
    await page.reload();
    await expect(cartCount(page)).toHaveText("3");

    await page.getByRole("button", { name: /^Panier/ }).click();
    await sheet.getByRole("button", { name: "Fermer le panier" }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("button", { name: /^Panier/ })).toBeFocused();
    await page.getByRole("button", { name: /^Panier/ }).click();
    await sheet.getByRole("button", { name: "Retirer Huile Barbe du panier" }).click();
    await sheet.getByRole("button", { name: "Retirer Pâte Coiffante du panier" }).click();
    await expect(sheet.getByText("Votre panier est vide")).toBeVisible();
    await expect(cartCount(page)).toBeHidden();
  });

  test("a signed-in customer is offered 'Payer' to /checkout", async ({ page }) => {
    const email = uniqueEmail("panier");
    await signUpThroughForm(page, email);
    await expectSignedInAs(page, email);
    await page.goto("/shop");
    await addToCart(page, "Huile Barbe");
    await page.getByRole("button", { name: /^Panier/ }).click();
    await page.getByTestId("cart-sheet").getByRole("link", { name: "Payer" }).click();
    await expect(page).toHaveURL(/^[^?]*\/checkout$/);
    // Checkout shows neither the newsletter block nor the delivery strip.
    await expect(page.getByRole("heading", { name: "Finaliser ma commande" })).toBeVisible();
    await expect(page.getByRole("button", { name: "S'inscrire" })).toHaveCount(0);
    await expect(page.getByText("Livraison 48/72h")).toHaveCount(0);

    // With the cart emptied (through the cart itself: the page may still be saving it), checkout
    // sends the customer back to the shop.
    await page.goto("/shop");
    await waitForHydration(page);
    await page.getByRole("button", { name: /^Panier/ }).click();
    const sheet = page.getByTestId("cart-sheet");
    await sheet.getByRole("button", { name: "Retirer Huile Barbe du panier" }).click();
    await expect(sheet.getByText("Votre panier est vide")).toBeVisible();
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/shop$/);
  });
});

test.describe("search", () => {
  const searchToggle = (page: Page) => page.locator("summary").filter({ hasText: "Rechercher" });

  test("submits the trimmed term to /shop?search= and ignores an empty one", async ({ page }) => {
    await page.goto("/about");
    await waitForLive(page);
    const toggle = searchToggle(page);
    await toggle.click();
    const input = page.getByLabel("Rechercher un produit");
    await expect(input).toBeFocused();
    // Escape, from the field or from a button of the panel, closes it and gives the focus back.
    await input.press("Escape");
    await expect(input).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await page.getByRole("button", { name: "Fermer la recherche" }).press("Escape");
    await expect(input).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await page.getByRole("button", { name: "Fermer la recherche" }).click();
    await expect(input).toBeHidden();
    await expect(toggle).toBeFocused();
    // From the keyboard: the toggle opens with Enter, and the focus goes into the field.
    await page.keyboard.press("Enter");
    await expect(input).toBeFocused();
    await input.fill("   ");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/about$/);
    await expect(input).toBeFocused();
    await input.fill("  huile  ");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/shop\?search=huile$/);
    await expect(page.getByRole("link", { name: "Huile Barbe" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Pâte Coiffante" })).toHaveCount(0);
    // Reached without reloading: the panel is closed and its field emptied.
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
    await expect(input).toBeHidden();
    await expect(input).toHaveValue("");
  });

  test("opened before the page is live, it stays open once live: Escape closes it and gives the focus back", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await released;
      await route.fallback();
    });
    await page.goto("/about", { waitUntil: "commit" });
    await searchToggle(page).click();
    const input = page.getByLabel("Rechercher un produit");
    await input.fill("huile");
    release();
    await waitForLive(page);
    await expect(input).toBeVisible();
    await expect(input).toHaveValue("huile");
    await input.press("Escape");
    await expect(input).toBeHidden();
    await expect(searchToggle(page)).toBeFocused();
  });

  test("drawn in the browser with no HTML of its form yet (from the admin's login), it reads the form from the server", async ({ page }) => {
    await page.goto("/admin");
    await waitForLive(page);
    await expect(searchToggle(page)).toHaveCount(0);
    await page.evaluate(() =>
      (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate("/about"),
    );
    await searchToggle(page).click();
    const input = page.getByLabel("Rechercher un produit");
    await expect(input).toBeFocused();
    await input.fill("huile");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/shop\?search=huile$/);
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
    await expect(page.getByRole("list", { name: "Liste des produits" }).getByRole("link", { name: "Huile Barbe", exact: true })).toBeVisible();
  });

  test("works without scripts: a plain GET form to /shop", async ({ browser, baseURL, extraHTTPHeaders }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders });
    try {
      const page = await context.newPage();
      await page.goto("/about");
      await searchToggle(page).click();
      await page.getByLabel("Rechercher un produit").fill("huile");
      await page.getByLabel("Rechercher un produit").press("Enter");
      await expect(page).toHaveURL(/\/shop\?search=huile$/);
      await expect(page.getByRole("link", { name: "Huile Barbe" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Pâte Coiffante" })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});

test.describe("navigation", () => {
  test("the Boutique menu opens with the keyboard and on hover, with its Kits group", async ({ page }) => {
    await page.goto("/about");
    const trigger = page.getByRole("button", { name: "Boutique" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Barbe & Rasage" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menuitem", { name: "Barbe & Rasage" })).toBeHidden();

    await trigger.hover();
    await expect(page.getByRole("menuitem", { name: "Cheveux", exact: true })).toBeVisible();
    await page.getByRole("menuitem", { name: "Kits" }).hover();
    await page.getByRole("menuitem", { name: "Kits Cheveux" }).click();
    await expect(page).toHaveURL(/\/shop\?category=kits-cheveux$/);
    await expect(page.getByRole("heading", { name: "Kits Cheveux", exact: true })).toBeVisible();
  });

  test("the Services link goes home to the services section from another page", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("navigation").first().getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expect(page.getByRole("heading", { name: "Nos Services" })).toBeInViewport();
  });

  test("the mobile menu closes on navigation and stays closed on going back; Escape closes it, focus back on its button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Navigation mobile" });
    await button.click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1, name: "À propos" })).toBeVisible();
    await expect(menu).toBeHidden();

    await button.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("the footer links every information page and the salon's details", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const href of ["/shop", "/shipping-returns", "/payment", "/contact", "/about", "/blog", "/legal", "/sales-conditions", "/faq"]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer.locator('a[target="_blank"]')).toHaveCount(4);
    await expect(footer).toContainText("75020 Paris");
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    for (const item of ["Livraison 48/72h", "Offerte dès 49 € d'achat", "Produits 95-100 % naturels, fabriqués en France"]) {
      await expect(page.getByText(item, { exact: true })).toBeVisible();
    }
  });

  test("a toast shows under the header, never over the navigation, on the site and in the admin area", async ({ page }) => {
    // Where the toast comes to rest: hovering keeps it open while it is measured, and its entrance
    // slides it down from above, which a loaded machine may still be drawing when first measured.
    const expectToastUnder = async (text: string, headerBottom: number) => {
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: text });
      await toast.hover();
      await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
    };
    await signUpThroughForm(page, uniqueEmail("toast"));
    const header = page.locator("header").first();
    await expect(header.getByRole("navigation", { name: "Navigation principale" })).toBeVisible();
    const headerBox = (await header.boundingBox())!;
    await expectToastUnder("Compte créé avec succès !", headerBox.y + headerBox.height);

    await page.context().clearCookies();
    await signInAsAdmin(page);
    const adminHeader = (await page.locator("header").first().boundingBox())!;
    await expectToastUnder("Connexion réussie", adminHeader.y + adminHeader.height);
  });

  test("at 1280 px the admin's header holds every link and 'Déconnexion' in the window", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsAdmin(page);
    const header = page.locator("header").first();
    const links = header.getByRole("navigation", { name: "Administration" }).getByRole("link");
    await expect(links.first()).toBeVisible();
    const boxes = [
      ...(await Promise.all((await links.all()).map((l) => l.boundingBox()))),
      await header.getByRole("button", { name: "Déconnexion" }).boundingBox(),
    ];
    expect(boxes.length).toBeGreaterThan(10);
    for (const box of boxes) expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  });

  test("the announcement bar alternates its two messages every 5 s by CSS, and its switch stops them, before the page is live too", async ({ page }) => {
    // The page's scripts held back: what is tested needs none.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    const bar = page.getByRole("region", { name: "Annonces" });
    const first = bar.getByText("Livraison offerte dès 49 € d'achat");
    const second = bar.getByText("Commandez en ligne, retirez en boutique");
    // The messages' turns, 10 s for both, set at a given moment (the CSS animations, stopped there).
    const at = (ms: number) =>
      page.evaluate((time) => {
        for (const turn of document.getAnimations().filter((a) => (a as CSSAnimation).animationName === "mm-announce")) {
          turn.pause();
          turn.currentTime = time;
        }
      }, ms);
    await at(1000);
    await expect(first).toBeVisible();
    await expect(second).toBeHidden();
    await at(6000);
    await expect(first).toBeHidden();
    await expect(second).toBeVisible();
    await at(11_000);
    await expect(first).toBeVisible();
    await expect(second).toBeHidden();

    const turning = bar.getByRole("switch", { name: "Défilement des annonces" });
    await expect(turning).toBeChecked();
    const playState = () => first.evaluate((message) => getComputedStyle(message).animationPlayState);
    expect(await playState()).toBe("running");
    await turning.click();
    await expect(turning).not.toBeChecked();
    expect(await playState()).toBe("paused");
    expect(await page.evaluate(() => (window as { __live?: boolean }).__live)).toBeUndefined();
    release();
    await waitForLive(page);
    await turning.press("Space");
    await expect(turning).toBeChecked();
    expect(await playState()).toBe("running");
  });

  test("with reduced motion, the announcement bar shows both messages and nothing turns", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const bar = page.getByRole("region", { name: "Annonces" });
    await expect(bar.getByText("Livraison offerte dès 49 € d'achat")).toBeVisible();
    await expect(bar.getByText("Commandez en ligne, retirez en boutique")).toBeVisible();
    await expect(bar.getByRole("switch")).toBeHidden();
    expect(await page.evaluate(() => document.getAnimations().filter((a) => (a as CSSAnimation).animationName === "mm-announce").length)).toBe(0);
  });
});

test.describe("the header's panels, open", () => {
  // The validators are injected as scripts: the site's Content-Security-Policy would refuse them.
  test.use({ bypassCSP: true, reducedMotion: "reduce" });

  test("axe and HTML_CodeSniffer find nothing with the search or the mobile menu open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    await waitForLive(page);
    await refuseCookies(page);
    await page.locator("summary").filter({ hasText: "Rechercher" }).click();
    await expect(page.getByLabel("Rechercher un produit")).toBeFocused();
    const findings = [...(await axeFindings(page, "search open")), ...(await htmlcsFindings(page, "search open"))];
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Navigation mobile" })).toBeVisible();
    // One panel at a time: the menu closed the search.
    await expect(page.getByLabel("Rechercher un produit")).toBeHidden();
    findings.push(...(await axeFindings(page, "menu open")), ...(await htmlcsFindings(page, "menu open")));
    expect(findings.map(findingLine)).toEqual([]);
  });
});

test.describe("cookie banner", () => {
  test("'Refuser' stores rejected and hides the banner for good", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: /cookies/i });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Refuser" }).click();
    await expect(banner).toBeHidden();
    const stored = await page.evaluate(() => localStorage.getItem("cookie-consent"));
    expect(stored).toContain("rejected");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Nos Services" })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test("'Accepter' stores accepted", async ({ page }) => {
    await page.goto("/about");
    await page
      .getByRole("region", { name: /cookies/i })
      .getByRole("button", { name: "Accepter" })
      .click();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toContain("accepted");
  });
});

test("the home page loads without console errors or failed requests", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("requestfailed", (r) => problems.push(`${r.url()} ${r.failure()?.errorText}`));
  page.on("response", (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});

test("the newsletter: subscribed from the home page, confirmed from the mail's link (without JavaScript), the code shown and mailed, left in one click", async ({
  page,
  browser,
  request,
  baseURL,
  extraHTTPHeaders,
}, testInfo) => {
  test.setTimeout(120_000);
  const { linkIn, rawHeader, waitForMail } = await import("./support/mailbox");
  const email = uniqueEmail(`lettre${testInfo.repeatEachIndex}`);
  const block = page.getByRole("region", { name: "Rejoignez notre newsletter" });
  const address = block.getByLabel("Adresse e-mail");
  const subscribe = async () => {
    await address.fill(email);
    await block.getByRole("button", { name: "S'inscrire" }).click();
  };
  const posts: string[] = [];
  page.on("request", (r) => r.method() === "POST" && r.url().includes("/api/newsletter") && posts.push(r.url()));
  await page.goto("/");
  await waitForHydration(page);
  // Not an address: said under the field, and nothing is sent.
  await address.fill("pas-une-adresse");
  await block.getByRole("button", { name: "S'inscrire" }).click();
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expect(address).toHaveAccessibleDescription("Veuillez entrer une adresse email valide");
  await expect(address).toBeFocused();
  expect(posts).toEqual([]);
  await subscribe();
  await expect(page.getByText("Merci ! Confirmez votre inscription grâce au lien envoyé par e-mail").first()).toBeVisible();
  await expect(address).not.toHaveAttribute("aria-invalid", "true");
  const confirmation = await waitForMail(email, (m) => m.subject === "Confirmez votre inscription à la newsletter");
  // Before the confirmation, no code and no list headers.
  expect(confirmation.text).not.toMatch(/MM[A-Z0-9]{6}/);
  expect(rawHeader(confirmation, "List-Unsubscribe")).toBeUndefined();
  const link = linkIn(confirmation, "/newsletter/confirmation/");

  // Opening the link confirms nothing; its button does, and works without JavaScript.
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders });
  try {
    const plain = await noScript.newPage();
    await plain.goto(link);
    await expect(plain.getByRole("heading", { name: "Confirmation de votre inscription" })).toBeVisible();
    await expect(plain.getByText(`Adresse : ${email}`)).toBeVisible();
    await plain.getByRole("button", { name: "Confirmer mon inscription" }).click();
    await expect(plain.getByText("Votre inscription à la newsletter est confirmée. Bienvenue !")).toBeVisible();
    const code = (await plain.getByText(/^MM[A-Z0-9]{6}$/).innerText()).trim();
    const welcome = await waitForMail(email, (m) => m.subject === "Votre code de bienvenue -10 %");
    expect(welcome.text).toContain(code);
    expect(rawHeader(welcome, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = /^<(.+)>$/.exec(rawHeader(welcome, "List-Unsubscribe") ?? "")?.[1] ?? "";
    expect(unsubscribe).toBe(linkIn(welcome, "/desinscription/"));

    // The link is used up.
    const again = await plain.goto(link);
    expect(again?.status()).toBe(404);
    await expect(plain.getByText("Ce lien de confirmation n'est pas valide, a déjà été utilisé ou a expiré.")).toBeVisible();

    await subscribe();
    // Already subscribed: said under the address, read with it.
    await expect(address).toHaveAttribute("aria-invalid", "true");
    await expect(address).toHaveAccessibleDescription("Cette adresse email est déjà inscrite à la newsletter");

    // A mail client's one-click unsubscribe: from a webmail's page (another site's Origin), or a
    // bare POST from its server, no Origin header. Saying it twice is fine.
    const fromWebmail = await request.post(unsubscribe, { form: { "List-Unsubscribe": "One-Click" }, headers: { Origin: "https://mail.example" } });
    expect(fromWebmail.status()).toBe(200);
    const oneClick = await request.post(unsubscribe, { form: { "List-Unsubscribe": "One-Click" } });
    expect(oneClick.status()).toBe(200);

    // Gone from the list: coming back takes a new confirmation, and brings no second code.
    await page.reload();
    await waitForHydration(page);
    await subscribe();
    const second = await waitForMail(
      email,
      (m) => m.subject === "Confirmez votre inscription à la newsletter" && linkIn(m, "/newsletter/confirmation/") !== link,
    );
    await page.goto(linkIn(second, "/newsletter/confirmation/"));
    await waitForLive(page);
    await page.getByRole("button", { name: "Confirmer mon inscription" }).click();
    await expect(page.getByText("Votre inscription à la newsletter est confirmée. Bienvenue !")).toBeVisible();
    await expect(page.getByText("Le code de bienvenue n'est offert qu'une fois par adresse")).toBeVisible();
    await expect(page.getByText(/^MM[A-Z0-9]{6}$/)).toHaveCount(0);
  } finally {
    await noScript.close();
  }
});
