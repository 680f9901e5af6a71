import { expect, refuseCookies, test, type Page } from "./support/fixtures";
import { weekRows } from "~/lib/opening-hours";
import { fullAddress, openingHours, salon } from "~/lib/salon";

/** The breadcrumb JSON-LD of an information page: Accueil > {title}. */
async function expectBreadcrumb(page: Page, title: string, path: string) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const breadcrumb = scripts.map((text) => JSON.parse(text) as Record<string, unknown>).find((d) => d["@type"] === "BreadcrumbList");
  expect(breadcrumb, "BreadcrumbList JSON-LD").toBeDefined();
  const items = breadcrumb?.itemListElement as Array<{ position: number; name: string; item: string }>;
  expect(items.map((i) => [i.position, i.name])).toEqual([
    [1, "Accueil"],
    [2, title],
  ]);
  expect(items[0]?.item).toMatch(/^https?:\/\/[^/]+\/$/);
  expect(items[1]?.item).toMatch(new RegExp(`^https?://[^/]+${path}$`));
}

/** The FAQ's groups: the first open, one open at a time, the open one closing again when pressed. */
async function expectOneGroupAtATime(page: Page) {
  const main = page.getByRole("main");
  const group = (name: string) => main.locator("details").filter({ has: page.getByRole("heading", { level: 2, name, exact: true }) });
  const title = (name: string) => group(name).locator("summary");
  const bookingQuestion = main.getByRole("heading", { level: 3, name: "Faut-il créer un compte pour réserver ?" });
  const servicesQuestion = main.getByRole("heading", { level: 3, name: "Que comprend la formule complète ?" });
  const paymentQuestion = main.getByRole("heading", { level: 3, name: "Quels moyens de paiement acceptez-vous ?" });

  await expect(group("Réservation")).toHaveJSProperty("open", true);
  await expect(bookingQuestion).toBeVisible();
  await expect(servicesQuestion).toBeHidden();

  await title("Services").click();
  await expect(group("Services")).toHaveJSProperty("open", true);
  await expect(group("Réservation")).toHaveJSProperty("open", false);
  await expect(servicesQuestion).toBeVisible();
  await expect(bookingQuestion).toBeHidden();
  await expect(main.getByText("35,00 €").first()).toBeVisible();

  // From the keyboard too.
  await title("Paiement").focus();
  await page.keyboard.press("Enter");
  await expect(group("Services")).toHaveJSProperty("open", false);
  await expect(paymentQuestion).toBeVisible();
  await expect(servicesQuestion).toBeHidden();

  // The open group closes again.
  await title("Paiement").click();
  await expect(group("Paiement")).toHaveJSProperty("open", false);
  await expect(paymentQuestion).toBeHidden();
}

test.describe("information pages", () => {
  test("/about tells the story, the commitments, the hours and the rating, with links to book and to shop", async ({ page }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "À propos" })).toBeVisible();
    for (const heading of ["Notre histoire", "Notre philosophie", "Nos engagements", "Horaires d'ouverture"]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(main).toContainText("Gambetta");
    await expect(main).toContainText("95 à 100 %");
    await expect(main).toContainText("5,0/5");
    await expect(main).toContainText(`${salon.rating.count} avis`);
    for (const row of weekRows(openingHours)) {
      await expect(main.getByRole("definition").filter({ hasText: row.hours }).first()).toBeVisible();
      await expect(main.getByRole("term").filter({ hasText: row.days })).toBeVisible();
    }
    await expect(main.getByRole("link", { name: "Prendre rendez-vous" })).toHaveAttribute("href", "/#services");
    await expect(main.getByRole("link", { name: "Découvrir la boutique" })).toHaveAttribute("href", "/shop");
    await expectBreadcrumb(page, "À propos", "/about");
  });

  test("/shipping-returns shows the shipping table and the return policy", async ({ page }) => {
    await page.goto("/shipping-returns");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Livraison et retours" })).toBeVisible();

    const table = main.getByRole("table", { name: /Modes de livraison/ });
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader")).toHaveText(["Mode de livraison", "Montant de la commande", "Frais", "Délai"]);
    await expect(table.getByRole("rowheader", { name: "Livraison à domicile" })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: "Retrait en boutique (Click & Collect)" })).toBeVisible();
    await expect(table.getByRole("cell", { name: "6,00 €", exact: true })).toBeVisible();
    await expect(table.getByRole("cell", { name: "Offerte", exact: true })).toBeVisible();
    await expect(table.getByRole("cell", { name: "Gratuit", exact: true })).toBeVisible();
    await expect(table).toContainText("49,00 €");
    await expect(table).toContainText("3 à 5 jours ouvrés");
    await expect(table).toContainText(fullAddress);

    await expect(main).toContainText("L221-18");
    await expect(main).toContainText("L221-28");
    await expect(main).toContainText("14 jours");
    await expect(main.getByRole("link", { name: salon.email }).first()).toHaveAttribute("href", `mailto:${salon.email}`);
    await expectBreadcrumb(page, "Livraison et retours", "/shipping-returns");
  });

  test("/payment lists the payment methods and explains the security", async ({ page }) => {
    await page.goto("/payment");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Paiement sécurisé" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "Compte PayPal" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "Carte bancaire via PayPal" })).toBeVisible();
    await expect(main).toContainText("CB, Visa et Mastercard");
    await expect(main).toContainText("euros");
    await expect(main).toContainText("HTTPS");
    await expect(main).toContainText("ne voit jamais votre numéro de carte");
    await expect(main.getByRole("heading", { level: 2, name: "Quand ma commande est-elle débitée ?" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Besoin d'aide ?" })).toBeVisible();
    await expectBreadcrumb(page, "Paiement sécurisé", "/payment");
  });

  test("/legal shows the publisher and host read from the salon identity, the data rights and the cookies", async ({ page }) => {
    await page.goto("/legal");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Mentions légales" })).toBeVisible();
    for (const value of [
      salon.legal.companyName,
      salon.legal.legalForm,
      salon.legal.shareCapital,
      salon.legal.rcs,
      salon.legal.siret,
      salon.legal.vatNumber,
      salon.legal.publicationDirector,
      salon.legal.host.name,
      salon.legal.host.address,
      fullAddress,
      salon.phone,
    ]) {
      await expect(main).toContainText(value);
    }
    for (const heading of ["Éditeur du site", "Hébergement", "Propriété intellectuelle", "Données personnelles", "Cookies et stockage local"]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    const data = main.getByRole("table", { name: "Données collectées et durées de conservation" });
    await expect(data.getByRole("row", { name: /Candidatures/ })).toContainText("2 ans");
    await expect(data.getByRole("row", { name: /Commandes/ })).toContainText("10 ans");
    await expect(main.getByRole("link", { name: "www.cnil.fr" })).toHaveAttribute("href", "https://www.cnil.fr");
    await expect(main).toContainText("« Gérer les cookies »");
    await expect(main).toContainText("6 mois");
    await expectBreadcrumb(page, "Mentions légales", "/legal");
  });

  test("the cookie choice can be changed from /legal", async ({ page }) => {
    await page.goto("/legal");
    await refuseCookies(page);
    const banner = page.getByRole("region", { name: /cookies/i });
    await expect(banner).toBeHidden();
    await page.getByRole("button", { name: "Modifier mes choix de cookies" }).click();
    await expect(banner).toBeVisible();
  });

  test("/sales-conditions has exactly the 12 articles, coherent with the shipping page", async ({ page }) => {
    await page.goto("/sales-conditions");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Conditions générales de vente" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Article 1 – Objet",
      "Article 2 – Prix",
      "Article 3 – Commandes",
      "Article 4 – Paiement",
      "Article 5 – Livraison",
      "Article 6 – Droit de rétractation",
      "Article 7 – Garanties",
      "Article 8 – Responsabilité",
      "Article 9 – Données personnelles",
      "Article 10 – Rendez-vous au salon",
      "Article 11 – Litiges et médiation",
      "Article 12 – Cartes cadeaux",
    ]);
    const article = (n: number) => main.locator(`#article-${n}`);
    await expect(article(2)).toContainText("TTC");
    await expect(article(5)).toContainText("6,00 €");
    await expect(article(5)).toContainText("3 à 5 jours ouvrés");
    await expect(article(5)).toContainText("Click & Collect");
    await expect(article(6)).toContainText("14 jours");
    await expect(article(6)).toContainText("L221-28");
    await expect(article(7)).toContainText("L217-3");
    await expect(article(7)).toContainText("1641");
    await expect(article(10)).toContainText("24 h");
    // Gift cards: valid 12 months (said on the card too), a single-purpose voucher (decision 0033).
    await expect(article(12)).toContainText("12 mois");
    await expect(article(12)).toContainText("256 ter");
    await expect(article(11).getByRole("link", { name: salon.legal.mediator.url.replace(/^https?:\/\//, "") })).toHaveAttribute(
      "href",
      salon.legal.mediator.url,
    );
    await expect(article(11)).toContainText(salon.legal.mediator.name);
    await expectBreadcrumb(page, "Conditions générales de vente", "/sales-conditions");
  });

  test("/faq opens one group at a time", async ({ page }) => {
    await page.goto("/faq");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Questions fréquentes" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(["Réservation", "Services", "Boutique", "Paiement"]);
    await refuseCookies(page);
    await expectOneGroupAtATime(page);
    await expectBreadcrumb(page, "Questions fréquentes", "/faq");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("/faq opens one group at a time", async ({ page }) => {
      await page.goto("/faq");
      await expectOneGroupAtATime(page);
    });
  });

  test("the server HTML of /faq carries every answer, closed groups included", async ({ request }) => {
    const html = await (await request.get("/faq")).text();
    for (const question of ["Faut-il créer un compte pour réserver ?", "Combien coûte la livraison ?", "Quand suis-je débité ?"]) {
      expect(html).toContain(question);
    }
  });
});
