import { expect, test, waitForLive, type Page } from "./support/fixtures";

// The information pages, the blog and its articles, the home page's reviews, the salon's details
// and the recruitment's presentation: their text is written by the server and kept by the browser
// (ServerHtml), not shipped in the page's scripts. It must be there on a first visit, hydrated
// without a rewrite, and after a link followed without reloading the page.

type KeptPage = {
  path: string;
  /** The page a visitor comes from, and the link followed there. */
  from: { path: string; link: (page: Page) => ReturnType<Page["getByRole"]> };
  heading: { level: number; name: string | RegExp };
  /** A sentence of the kept text (plain ASCII: a script would carry it as is). */
  sentence: string;
};

const footerLink = (name: string) => (page: Page) => page.getByRole("navigation", { name: "Pied de page" }).getByRole("link", { name, exact: true });

const keptPages: KeptPage[] = [
  {
    path: "/",
    from: { path: "/about", link: (page) => page.getByRole("banner").getByRole("link", { name: "Monsieur Moustache, accueil" }) },
    heading: { level: 2, name: "Avis clients" },
    sentence: "Avis clients",
  },
  {
    path: "/faq",
    from: { path: "/about", link: footerLink("FAQ") },
    heading: { level: 3, name: "Faut-il créer un compte pour réserver ?" },
    sentence: "Choisissez votre prestation dans la rubrique",
  },
  {
    path: "/sales-conditions",
    from: { path: "/about", link: footerLink("Conditions générales de vente") },
    heading: { level: 2, name: "Article 11 – Litiges et médiation" },
    sentence: "de toute garantie commerciale, les produits vendus",
  },
  {
    path: "/shipping-returns",
    from: { path: "/about", link: footerLink("Livraison et retours") },
    heading: { level: 2, name: "Livraison" },
    sentence: "Modes de livraison et frais",
  },
  {
    path: "/payment",
    from: { path: "/about", link: footerLink("Paiement sécurisé") },
    heading: { level: 2, name: "Moyens de paiement acceptés" },
    sentence: "avec le moyen de paiement que vous y avez enregistr",
  },
  {
    path: "/legal",
    from: { path: "/about", link: footerLink("Mentions légales") },
    heading: { level: 2, name: "Propriété intellectuelle" },
    sentence: "photographies, illustrations, logos, marque",
  },
  {
    path: "/about",
    from: { path: "/faq", link: footerLink("À propos") },
    heading: { level: 2, name: "Nos engagements" },
    sentence: "usage unique et chaque client a sa serviette propre",
  },
  {
    path: "/recrutement",
    from: { path: "/about", link: (page) => page.getByRole("banner").getByRole("link", { name: "Recrutement", exact: true }) },
    heading: { level: 2, name: "Profils recherchés" },
    sentence: "partagent leurs astuces et prennent le temps de bien faire",
  },
  {
    path: "/contact",
    from: { path: "/about", link: footerLink("Contact") },
    heading: { level: 2, name: "Nous trouver" },
    sentence: "Nous trouver",
  },
  {
    path: "/blog",
    from: { path: "/about", link: footerLink("Blog") },
    heading: { level: 2, name: /^Gambetta, histoire d'un quartier/ },
    sentence: "Des villages de Belleville et Charonne",
  },
  {
    path: "/blog/histoire-quartier-gambetta-culture-style",
    from: { path: "/blog", link: (page) => page.getByRole("link", { name: /^Lire l'article : Gambetta/ }) },
    heading: { level: 2, name: "Le Père-Lachaise, voisin illustre" },
    sentence: "Avant de vous installer dans le fauteuil, nous vous proposons une petite promenade",
  },
];

/** The scripts a page loads, by address and text, as they arrive. */
function collectScripts(page: Page) {
  const scripts = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      scripts.set(
        response.url(),
        response.text().catch(() => ""),
      );
  });
  return async () => Promise.all([...scripts].map(async ([url, text]) => ({ url, text: await text })));
}

/** React's hydration errors and any other error a page logs. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

for (const kept of keptPages) {
  test(`${kept.path}: its text comes with the HTML, not in the scripts nor the data, and stays through hydration`, async ({ page }) => {
    const scriptsOf = collectScripts(page);
    const errors = collectErrors(page);
    const response = await page.goto(kept.path);
    // Once: in the HTML written, not again in the data the page hydrates with.
    expect((await response!.text()).split(kept.sentence)).toHaveLength(2);
    await waitForLive(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: kept.heading.level, name: kept.heading.name })).toBeVisible();
    await expect(main.getByText(kept.sentence).first()).toBeVisible();
    const scripts = await scriptsOf();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.text.includes(kept.sentence)).map((script) => script.url)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test(`${kept.path}: reached by a link without reloading, it shows its text`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(kept.from.path);
    await waitForLive(page);
    // A mark on the window survives only a navigation without a new document.
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    const pageFetches: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "fetch" && new URL(request.url()).pathname === kept.path) pageFetches.push(request.url());
    });
    await kept.from.link(page).click();
    await expect(page).toHaveURL(new RegExp(`${kept.path}$`));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: kept.heading.level, name: kept.heading.name })).toBeVisible();
    await expect(main.getByText(kept.sentence).first()).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // The page's HTML is read once, however many kept parts it has (an article and its suggestions).
    expect(pageFetches).toHaveLength(1);
    expect(errors).toEqual([]);
  });
}

test("a suggestion followed from the bottom of an article shows the new article whole, at its top", async ({ page }) => {
  await page.goto("/blog/histoire-quartier-gambetta-culture-style");
  await waitForLive(page);
  // A slow network for the page's HTML: the link waits for it, then shows the article whole.
  await page.route(
    (url) => url.pathname.startsWith("/blog/") && !url.pathname.endsWith(".data"),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    },
  );
  await page.evaluate(() => {
    window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" });
    // The first title shown after the old one: the article never shows without its text.
    const titleShown = () => document.querySelector("main h1")?.textContent ?? "";
    const from = titleShown();
    const watch = () => {
      if (titleShown() === from) return requestAnimationFrame(watch);
      (window as { titleOnArrival?: string }).titleOnArrival = titleShown();
    };
    requestAnimationFrame(watch);
  });
  await page
    .getByRole("region", { name: "À lire aussi" })
    .getByRole("link", { name: /^Lire l'article/ })
    .first()
    .click();
  await expect(page).not.toHaveURL(/histoire-quartier/);
  await expect.poll(() => page.evaluate(() => (window as { titleOnArrival?: string }).titleOnArrival)).toMatch(/\S/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("navigation", { name: "Fil d'Ariane" })).toBeInViewport();
});
