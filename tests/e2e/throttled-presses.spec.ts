import type { Page } from "@playwright/test";
import { expectSignedInAs, signInThroughForm, signUpThroughForm, uniqueEmail } from "./support/accounts";
import { expect, holdRequests, PAGE_SCRIPTS, plainSpaces, test, waitForHydration, waitForLive, type Gate } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";

// A phone on a mobile network: the CPU six times slower (Chromium's own throttling) and the page's
// scripts held back until the test has pressed what it means to press, then let through. Each press
// comes right after the HTML arrived, while nothing of React runs yet; each must be kept (busy, then
// done once the page is live) or work as plain HTML (a link, a form, a disclosure).

test.describe.configure({ timeout: 180_000 });

/** Opens `path` at a phone's pace, its scripts held: returns once the HTML has begun to arrive. */
async function openSlowly(page: Page, path: string): Promise<Gate> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  const scripts = await holdRequests(page, PAGE_SCRIPTS);
  await page.goto(path, { waitUntil: "commit" });
  return scripts;
}

/** Nothing of the page's scripts has run: the press is made on the server's HTML alone. */
async function expectNotLive(page: Page, scripts: Gate) {
  expect(await page.evaluate(() => (window as { __live?: boolean }).__live)).toBeUndefined();
  // The page's scripts are asked for and held (a press can come before the HTML naming them is read).
  await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
}

async function becomeLive(page: Page, scripts: Gate) {
  scripts.release();
  await waitForLive(page);
}

/** What follows a release (code fetched on demand, run six times slower) may take long on a busy machine. */
const slow = { timeout: 60_000 };

const cartCount = (page: Page) => page.getByTestId("cart-count");
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const focusInside = (page: Page, selector: string) => page.evaluate((s) => !!document.activeElement?.closest(s), selector);

test("'Ajouter au panier' pressed before the page is live adds once it is, beside what the cart already held", async ({ page }) => {
  await page.goto("/shop?search=Huile%20Barbe");
  const href = await page.getByRole("list", { name: "Liste des produits" }).getByRole("link", { name: "Huile Barbe", exact: true }).getAttribute("href");
  expect(href).toMatch(/^\/shop\/product\/[0-9a-f-]{36}$/);
  // Already in the cart from an earlier visit.
  const kept = { productId: "kept-line", quantity: 1, name: "Produit gardé", imageUrl: "/images/logo.svg", priceCents: 1000, stock: 5 };
  await page.evaluate((line) => localStorage.setItem("cart-storage", JSON.stringify({ state: { lines: [line] }, version: 1 })), kept);

  const scripts = await openSlowly(page, href!);
  const add = page.getByRole("button", { name: "Ajouter au panier : Huile Barbe", exact: true });
  await add.click();
  await expectNotLive(page, scripts);
  await expect(add).toHaveAttribute("aria-busy", "true");

  await becomeLive(page, scripts);
  await expect(toast(page, "Produit ajouté au panier")).toBeVisible(slow);
  await expect(cartCount(page)).toHaveText("2");
  await expect(add).not.toHaveAttribute("aria-busy");
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cart-storage") ?? "null"));
  expect(stored.state.lines.map((l: { name: string; quantity: number }) => [l.name, l.quantity])).toEqual([
    ["Produit gardé", 1],
    ["Huile Barbe", 1],
  ]);
});

test("a quantity typed and '+' pressed twice before the page is live are what 'Ajouter au panier' adds once it is: each '+' counts", async ({ page }) => {
  await page.goto("/shop?search=Huile%20Barbe");
  const href = await page.getByRole("list", { name: "Liste des produits" }).getByRole("link", { name: "Huile Barbe", exact: true }).getAttribute("href");

  const scripts = await openSlowly(page, href!);
  const quantity = page.getByRole("spinbutton", { name: "Quantité" });
  await quantity.fill("2");
  const more = page.getByRole("button", { name: "Augmenter la quantité de Huile Barbe" });
  await more.click();
  await more.click();
  const add = page.getByRole("button", { name: "Ajouter au panier : Huile Barbe", exact: true });
  await add.click();
  await expectNotLive(page, scripts);
  await expect(quantity).toHaveValue("2");
  await expect(more).toHaveAttribute("aria-busy", "true");
  await expect(add).toHaveAttribute("aria-busy", "true");

  await becomeLive(page, scripts);
  await expect(toast(page, "Produit ajouté au panier")).toBeVisible(slow);
  await expect(cartCount(page)).toHaveText("4");
  await expect(quantity).toHaveValue("4");
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cart-storage") ?? "null"));
  expect(stored.state.lines.map((l: { name: string; quantity: number }) => [l.name, l.quantity])).toEqual([["Huile Barbe", 4]]);
});

test("on the shop's list, an early 'Ajouter au panier' and the cart button: added, then the cart panel opens on it", async ({ page }) => {
  const scripts = await openSlowly(page, "/shop");
  const add = page.getByRole("button", { name: "Ajouter au panier : Huile Barbe", exact: true });
  const cart = page.getByRole("button", { name: /^Panier/ });
  await add.click();
  await cart.click();
  await expectNotLive(page, scripts);
  await expect(add).toHaveAttribute("aria-busy", "true");
  await expect(cart).toHaveAttribute("aria-busy", "true");

  await becomeLive(page, scripts);
  // The toast first: it goes after a few seconds, and the panel may take longer to come.
  await expect(toast(page, "Produit ajouté au panier")).toBeVisible(slow);
  await expect(cartCount(page)).toHaveText("1");
  const sheet = page.getByRole("dialog", { name: "Votre panier" });
  await expect(sheet).toBeVisible(slow);
  await expect(sheet.getByRole("img", { name: "Huile Barbe" })).toBeVisible();
  // Found by its id: behind the open panel, the page is hidden from the accessibility tree.
  await expect(page.locator("#cart-button")).not.toHaveAttribute("aria-busy");
  // The panel took the focus; closed, it gives it back to the cart button.
  expect(await focusInside(page, '[role="dialog"]')).toBe(true);
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(cart).toBeFocused();
});

test("the menu on a phone, pressed before the page is live, opens once it is", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = await openSlowly(page, "/about");
  const menu = page.getByRole("button", { name: "Menu" });
  await menu.click();
  await expectNotLive(page, scripts);
  await expect(menu).toHaveAttribute("aria-busy", "true");

  await becomeLive(page, scripts);
  const panel = page.getByRole("navigation", { name: "Navigation mobile" });
  await expect(panel).toBeVisible(slow);
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(menu).not.toHaveAttribute("aria-busy");
  await expect(panel.getByRole("link", { name: "Kits Cheveux" })).toHaveAttribute("href", "/shop?category=kits-cheveux");
});

test("the 'Boutique' menu on a computer, pressed before the page is live, opens once it is", async ({ page }) => {
  const scripts = await openSlowly(page, "/about");
  const trigger = page.getByRole("navigation", { name: "Navigation principale" }).getByRole("button", { name: "Boutique" });
  await trigger.click();
  await expectNotLive(page, scripts);
  await expect(trigger).toHaveAttribute("aria-busy", "true");

  await becomeLive(page, scripts);
  await expect(page.getByRole("menuitem", { name: "Barbe & Rasage" })).toBeVisible(slow);
});

test("the search works before the page is live: the panel opens and the form is sent to /shop", async ({ page }) => {
  const scripts = await openSlowly(page, "/about");
  await page.locator("summary").filter({ hasText: "Rechercher" }).click();
  const field = page.getByLabel("Rechercher un produit");
  await expect(field).toBeVisible();
  await expectNotLive(page, scripts);
  await field.fill("huile");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/shop\?search=huile$/);
  const list = page.getByRole("list", { name: "Liste des produits" });
  await expect(list.getByRole("link", { name: "Huile Barbe", exact: true })).toBeVisible();
  await expect(list.getByRole("link", { name: "Pâte Coiffante", exact: true })).toHaveCount(0);
  await becomeLive(page, scripts);
});

test("the search's 'Fermer' pressed before the page is live closes the panel once it is", async ({ page }) => {
  const scripts = await openSlowly(page, "/about");
  const summary = page.locator("summary").filter({ hasText: "Rechercher" });
  await summary.click();
  const field = page.getByLabel("Rechercher un produit");
  await expect(field).toBeVisible();
  const close = page.getByRole("button", { name: "Fermer la recherche" });
  await close.click();
  await expectNotLive(page, scripts);
  await expect(close).toHaveAttribute("aria-busy", "true");

  await becomeLive(page, scripts);
  await expect(field).toBeHidden(slow);
  await expect(summary).toBeFocused();
  // Open again once live: the panel follows its button.
  await summary.click();
  await expect(field).toBeFocused();
});

test("'Réserver' pressed before the page is live selects the service; 'Réserver maintenant' before the dialog's code came opens it", async ({ page }) => {
  const dialogCode = await holdRequests(page, /\/assets\/booking-dialog-[\w-]+\.js$/);
  const scripts = await openSlowly(page, "/");
  const choose = page.getByRole("button", { name: "Réserver : Rasage complet" });
  await choose.click();
  await expectNotLive(page, scripts);
  await expect(choose).toHaveAttribute("aria-busy", "true");

  await becomeLive(page, scripts);
  const booking = page.locator("#booking");
  await expect(booking.getByRole("heading", { name: "Rasage complet" })).toBeVisible(slow);
  await expect(page.getByRole("button", { name: "Désélectionner : Rasage complet" })).toHaveAttribute("aria-pressed", "true");

  // The dialog's code is asked for with the service, and is still on its way.
  await expect.poll(() => dialogCode.held.length, slow).toBeGreaterThan(0);
  // Found by its text: once the dialog is open, the page behind it is hidden from the accessibility tree.
  const book = page.locator("#booking button", { hasText: "Réserver maintenant" });
  await book.click();
  await expect(book).toHaveAttribute("aria-busy", "true");
  dialogCode.release();
  const dialog = page.getByRole("dialog", { name: "Réserver votre rendez-vous" });
  await expect(dialog).toBeVisible(slow);
  await expect(book).not.toHaveAttribute("aria-busy");
  expect(await focusInside(page, '[role="dialog"]')).toBe(true);
});

test("'Afficher la carte' and 'Partager' are links while the scripts load: the map's page, a mail; once live, the map in place and the link shared", async ({
  page,
  context,
}) => {
  // No request leaves the machine: OpenStreetMap answers from here.
  await context.route(/^https:\/\/www\.openstreetmap\.org\//, (route) => route.fulfill({ contentType: "text/html", body: "<title>OpenStreetMap</title>" }));
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const scripts = await openSlowly(page, "/");
  const mapLink = page.getByRole("link", { name: "Afficher la carte" });
  const [mapPage] = await Promise.all([context.waitForEvent("page"), mapLink.click()]);
  await expect(mapPage).toHaveURL("https://www.openstreetmap.org/?mlat=48.8649&mlon=2.3986#map=17/48.8649/2.3986");
  await mapPage.close();
  const share = page.getByRole("link", { name: "Partager" });
  await expect(share).toHaveAttribute(
    "href",
    /^mailto:\?subject=Monsieur%20Moustache&body=Monsieur%20Moustache%2C%20Barbier%20%C3%A0%20Paris%2020e%20%3A%20http/,
  );
  await expectNotLive(page, scripts);
  await expect(page.locator("iframe")).toHaveCount(0);

  await becomeLive(page, scripts);
  await mapLink.click();
  const map = page.locator('iframe[title^="Plan d\'accès"]');
  await expect(map).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/, slow);
  await expect(map).toBeFocused();
  expect(context.pages()).toHaveLength(1);
  if (await page.evaluate(() => typeof navigator.share !== "function")) {
    await share.click();
    await expect(toast(page, "Lien copié dans le presse-papiers")).toBeVisible(slow);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  }
});

test("'Click & Collect' picked before the checkout is live is the delivery mode once it is: priced without delivery, paid as such", async ({ page }) => {
  await page.goto("/shop?search=Shampoing%20Barbe");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Ajouter au panier : Shampoing Barbe" }).click();
  await expect(cartCount(page)).toHaveText("1");
  await signUpThroughForm(page, uniqueEmail("mode-avant-vie"), { redirect: "/checkout" });
  await expect(page).toHaveURL(/^[^?]*\/checkout$/, slow);
  await expect(page.getByRole("heading", { level: 1, name: "Finaliser ma commande" })).toBeVisible();
  // Its own document, loaded to the end: the same address opened again must not meet this one's load.
  await waitForLive(page);

  const scripts = await openSlowly(page, "/checkout");
  const pickUp = page.getByRole("radio", { name: /Click & Collect/ });
  await pickUp.check();
  await expectNotLive(page, scripts);

  await becomeLive(page, scripts);
  const total = page.getByTestId("order-total");
  await expect.poll(async () => plainSpaces(await total.innerText()), slow).toBe("16,99 €");
  await expect(pickUp).toBeChecked();
  await expect(page.getByText(/^Retrait au salon/)).toBeVisible();
  await expect(page.locator("fieldset", { hasText: "Adresse de livraison" })).toBeHidden();
  // What is paid is what is shown: no delivery added on the way.
  await page.getByRole("button", { name: /^Payer 16,99/ }).click();
  await expect(page).toHaveURL(/\/success\?order=/, slow);
});

test("an order picked in 'Trier par' before the shop is live sorts the list once it is", async ({ page }) => {
  const scripts = await openSlowly(page, "/shop");
  const sort = page.getByLabel("Trier par");
  await sort.selectOption("price-desc");
  await expectNotLive(page, scripts);

  await becomeLive(page, scripts);
  await expect(page).toHaveURL(/\/shop\?sort=price-desc$/, slow);
  await expect(sort).toHaveValue("price-desc");
  // The list drawn in that order (read again until it is: the address changes as the new list comes).
  const prices = () =>
    page
      .getByRole("list", { name: "Liste des produits" })
      .getByRole("listitem")
      .evaluateAll((items) =>
        items.map((item) =>
          Number(
            /(\d+),(\d\d)/
              .exec(item.textContent ?? "")
              ?.slice(1)
              .join(".") ?? "NaN",
          ),
        ),
      );
  await expect
    .poll(async () => {
      const shown = await prices();
      return shown.length > 1 && shown.every((price, i) => i === 0 || price <= shown[i - 1]!);
    }, slow)
    .toBe(true);
});

test("a CV chosen before the recruitment page is live is judged once it is: a photo let go with why, then a PDF named", async ({ page }) => {
  const scripts = await openSlowly(page, "/recrutement");
  const cvInput = page.locator('input[type="file"][name="cv"]');
  await cvInput.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("png") });
  await expectNotLive(page, scripts);

  await becomeLive(page, scripts);
  await expect(cvInput).toHaveAccessibleDescription("Veuillez sélectionner un fichier PDF ou Word (.doc, .docx)", slow);
  expect(await cvInput.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
  await cvInput.setInputFiles({ name: "cv-avant.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
  await expect(page.getByText("Fichier sélectionné : cv-avant.pdf")).toBeVisible();
});

test("a new password typed (or filled by a password manager) before the reset page is live counts once it is: the button is enabled", async ({ page }) => {
  const email = uniqueEmail("reinit-avant-vie");
  await signUpThroughForm(page, email);
  await expectSignedInAs(page, email);
  await page.context().clearCookies();
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByText("Si un compte existe pour cette adresse")).toBeVisible();
  const mail = await waitForMail(email, (m) => m.subject === "Réinitialisation de votre mot de passe");
  const link = new URL(mail.text!.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)![0]);

  const scripts = await openSlowly(page, link.pathname + link.search);
  const newPassword = "Avant-Vivant-2027";
  await page.getByLabel("Nouveau mot de passe").fill(newPassword);
  await page.getByLabel("Confirmer le mot de passe").fill(newPassword);
  await expectNotLive(page, scripts);

  await becomeLive(page, scripts);
  await expect(page.getByText("Force du mot de passe : Fort")).toBeVisible(slow);
  const submit = page.getByRole("button", { name: "Mettre à jour le mot de passe" });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/login$/, slow);
  await signInThroughForm(page, email, newPassword);
  await expectSignedInAs(page, email);
});

test("a press held as the page goes live ends where it began: the consent banner comes up once it is lifted", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/shop?search=Huile%20Barbe");
  const href = await page.getByRole("list", { name: "Liste des produits" }).getByRole("link", { name: "Huile Barbe", exact: true }).getAttribute("href");

  // No choice stored: the banner comes over the bottom of the screen once the page is live.
  const scripts = await openSlowly(page, href!);
  const add = page.getByRole("button", { name: "Ajouter au panier : Huile Barbe", exact: true });
  // The button near the bottom of the screen, where the banner will be.
  await add.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 40));
  const box = (await add.boundingBox())!;
  expect(box.y + box.height).toBeGreaterThan(844 - 60);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expectNotLive(page, scripts);

  const bannerCode = page.waitForResponse(/\/assets\/cookie-banner-[\w-]+\.js$/);
  await becomeLive(page, scripts);
  await bannerCode;
  // A frame after its code came, the banner would be up: it waits for the press to end.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))));
  const banner = page.getByRole("region", { name: "Cookies et confidentialité" });
  await expect(banner).toBeHidden();
  await page.mouse.up();
  await expect(toast(page, "Produit ajouté au panier")).toBeVisible(slow);
  await expect(cartCount(page)).toHaveText("1");
  await expect(banner).toBeVisible(slow);
  await banner.getByRole("button", { name: "Refuser" }).click();
  await expect(banner).toBeHidden();
});

test("a toast that comes while a finger is down waits for it to be lifted: an early 'Ajouter au panier' adds once live, and says so after", async ({
  page,
}) => {
  await page.goto("/shop?search=Huile%20Barbe");
  const href = await page.getByRole("list", { name: "Liste des produits" }).getByRole("link", { name: "Huile Barbe", exact: true }).getAttribute("href");

  const scripts = await openSlowly(page, href!);
  const add = page.getByRole("button", { name: "Ajouter au panier : Huile Barbe", exact: true });
  await add.click();
  // Then a finger on the page's title, held as the page goes live.
  const title = (await page.getByRole("heading", { level: 1, name: "Huile Barbe" }).boundingBox())!;
  await page.mouse.move(title.x + 5, title.y + title.height / 2);
  await page.mouse.down();
  await expectNotLive(page, scripts);
  // When the toast comes, how many pointers are down (counted by the head's script).
  await page.evaluate(() => {
    const seen = window as { toastCameWithPressed?: number; __pressed?: Set<number> };
    const observer = new MutationObserver(() => {
      if (!document.querySelector("[data-sonner-toast]")?.textContent?.includes("Produit ajouté au panier")) return;
      seen.toastCameWithPressed = seen.__pressed!.size;
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });

  const toastCode = page.waitForResponse(/\/assets\/toast-area-[\w-]+\.js$/);
  await becomeLive(page, scripts);
  await expect(cartCount(page)).toHaveText("1", slow);
  await toastCode;
  // A frame after its code came, the toast would be there: it waits for the finger.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))));
  await expect(toast(page, "Produit ajouté au panier")).toHaveCount(0);

  await page.mouse.up();
  // It came, and with no finger down.
  await expect.poll(() => page.evaluate(() => (window as { toastCameWithPressed?: number }).toastCameWithPressed), slow).toBe(0);
});
