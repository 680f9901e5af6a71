import { expect, refuseCookies, test, waitForLive } from "./support/fixtures";

// Parts of the page that need no script (ServerHtml: the footer's salon, hours and links, the
// announcements, the delivery promises, the newsletter block, the salon's details) are written
// by the server and kept by the browser as they came: their code is not in the page's scripts, yet
// they stay whole through hydration, through links followed without reloading, and on the error page.

const footerOf = (page: import("@playwright/test").Page) => page.getByRole("contentinfo");

test("the footer's kept part stays through hydration, its links navigate without reloading, and the error page shows it again", async ({ page }) => {
  await page.goto("/about");
  await waitForLive(page);
  const footer = footerOf(page);
  await expect(footer.getByRole("heading", { name: "Horaires" })).toBeVisible();
  await expect(footer.getByRole("navigation", { name: "Pied de page" }).getByRole("link")).not.toHaveCount(0);

  // A mark on the window survives only a navigation without a new document.
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await footer.getByRole("navigation", { name: "Pied de page" }).getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/questions/i);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(footer.getByRole("heading", { name: "Horaires" })).toBeVisible();

  // The root's error page draws the shell anew: the footer comes back with the HTML kept.
  await footer.getByRole("link", { name: "FAQ" }).evaluate((link) => link.setAttribute("href", "/page-qui-n-existe-pas"));
  await footer.getByRole("link", { name: "FAQ" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/introuvable/i);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(footer.getByRole("heading", { name: "Horaires" })).toBeVisible();
  await expect(footer.getByText(/Coupe, barbe et rasage traditionnel/)).toBeVisible();
});

test("a link opened in a new tab from the kept part is left to the browser", async ({ page, context }) => {
  await page.goto("/about");
  await waitForLive(page);
  const [popup] = await Promise.all([
    context.waitForEvent("page"),
    footerOf(page)
      .getByRole("link", { name: "FAQ" })
      .click({ modifiers: ["ControlOrMeta"] }),
  ]);
  await expect(popup).toHaveURL(/\/faq$/);
  await expect(page).toHaveURL(/\/about$/);
});

test("a page drawn in the browser with no HTML of the kept part yet reads it from the server", async ({ page }) => {
  // The admin's login page has no public shell: the public page reached from it without a new
  // document has no footer HTML to keep.
  await page.goto("/admin");
  await waitForLive(page);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await page.evaluate(() =>
    (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate("/about"),
  );
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(footerOf(page).getByRole("heading", { name: "Horaires" })).toBeVisible();
  await expect(footerOf(page).getByRole("navigation", { name: "Pied de page" }).getByRole("link", { name: "FAQ" })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The shell's other kept parts come the same way: the announcements, the delivery promises, the
  // newsletter block (whose form then works as on a page loaded whole), the footer's last line.
  await expect(page.getByRole("region", { name: "Annonces" }).getByRole("switch", { name: "Défilement des annonces" })).toBeChecked();
  await expect(page.getByRole("region", { name: "Nos engagements" }).getByText("Livraison 48/72h")).toBeVisible();
  await expect(footerOf(page).getByText(/Monsieur Moustache SAS\. Tous droits réservés\./)).toBeVisible();
  await refuseCookies(page);
  const newsletter = page.getByRole("region", { name: "Rejoignez notre newsletter" });
  await newsletter.getByLabel("Adresse e-mail").fill("pas-une-adresse");
  await newsletter.getByRole("button", { name: "S'inscrire" }).click();
  await expect(newsletter.getByLabel("Adresse e-mail")).toHaveAccessibleDescription("Veuillez entrer une adresse email valide");
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("the salon's details are kept on the contact and recruitment pages, loaded whole or reached by a link", async ({ page }) => {
  const details = (title: string) => page.getByRole("main").locator("[data-server-html]", { has: page.getByRole("heading", { name: title }) });
  await page.goto("/contact");
  await waitForLive(page);
  await refuseCookies(page);
  await expect(details("Nous trouver")).toContainText("Vendredi : 10h - 12h30 et 15h - 20h");
  await expect(details("Nous trouver").getByRole("link", { name: "01 43 58 20 20" })).toHaveAttribute("href", "tel:+33143582020");

  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await page.getByRole("banner").getByRole("link", { name: "Recrutement" }).click();
  await expect(page).toHaveURL(/\/recrutement$/);
  await expect(details("Nous contacter")).toContainText("Vendredi : 10h - 12h30 et 15h - 20h");
  await footerOf(page).getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(details("Nous trouver")).toContainText("18 avenue Gambetta, 75020 Paris");
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("a kept part that cannot be read after a link loads the page anew, never shows it without its text", async ({ page }) => {
  await page.goto("/about");
  await waitForLive(page);
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  // The page's HTML, fetched for its kept parts after the link, fails once (the network dropped).
  let refused = 0;
  await page.route(
    (url) => url.pathname === "/faq",
    (route) => (route.request().resourceType() === "fetch" && refused++ === 0 ? route.abort("internetdisconnected") : route.continue()),
  );
  await footerOf(page).getByRole("navigation", { name: "Pied de page" }).getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole("heading", { level: 3, name: "Faut-il créer un compte pour réserver ?" })).toBeVisible();
  expect(refused).toBe(1);
  // Loaded anew: a new document.
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
});
