import { signInAsAdmin } from "./support/accounts";
import { clientAddressOf, expect, plainSpaces, test } from "./support/fixtures";

// The owner's dashboard: first in the menu, today's view, a period's figures beside the one before,
// its charts with their tables and CSV files; the period chosen without scripts too.

test("the dashboard: first in the menu, today's view, the month's figures and their CSV, another period without scripts", async ({
  browser,
  page,
}, testInfo) => {
  await signInAsAdmin(page);
  const menu = page.getByRole("navigation", { name: "Administration" });
  await expect(menu.getByRole("link").first()).toHaveText("Tableau de bord");
  await menu.getByRole("link", { name: "Tableau de bord" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Aujourd'hui" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Commandes à préparer : \d+$/ })).toBeVisible();

  // Each chart is a drawing described in words, with its table and its CSV.
  const revenue = page.getByRole("figure").filter({ hasText: "Chiffre d'affaires par jour" });
  await revenue.getByText("Voir le tableau").click();
  await expect(revenue.getByRole("table")).toBeVisible();
  await expect(page.getByRole("figure").filter({ hasText: "Remplissage par coiffeur" }).getByRole("img")).toHaveAttribute("aria-label", /Karim .*%/);

  // The CSV of the figures says what the cards say.
  const card = page.locator("dl > div").filter({ hasText: "Visites honorées" });
  const visits = (await card.locator("dd").first().innerText()).trim();
  const csvHref = await page.getByRole("link", { name: "Télécharger les chiffres (CSV)" }).getAttribute("href");
  const csv = await page.request.get(csvHref!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="tableau-de-bord-chiffres-\d{4}-\d{2}-01\.csv"$/);
  const lines = (await csv.text()).split("\r\n");
  expect(lines[0]).toMatch(/^\uFEFFIndicateur;[a-zéû]+ \d{4};[a-zéû]+ \d{4}$/);
  expect(lines.find((l) => l.startsWith("Visites honorées;"))!.split(";")[1]).toBe(visits);
  const shop = lines.find((l) => l.startsWith("CA boutique;"))!.split(";")[1]!;
  const shopCard = plainSpaces((await page.locator("dl > div").filter({ hasText: "CA boutique" }).locator("dd").first().innerText()).trim());
  expect(shopCard.replace(/[ €]/g, "")).toBe(shop);

  // A crafted period or chart: refused in words, never a failure of the server.
  const bad = await page.goto("/admin/tableau-de-bord?periode=jour");
  expect(bad!.status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText("Cette période n'est pas valide.");
  expect((await page.request.get("/admin/tableau-de-bord/donnees.csv?graphique=secret&periode=mois")).status()).toBe(400);
  expect((await page.request.get("/admin/tableau-de-bord/donnees.csv?graphique=canaux&date=2026-02-30")).status()).toBe(400);

  // Without scripts: the week, then the year, from the form.
  const bare = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(testInfo.testId, 50 + testInfo.repeatEachIndex) },
  });
  const plain = await bare.newPage();
  await signInAsAdmin(plain);
  await plain.goto("/admin/tableau-de-bord");
  await plain.getByLabel("Période", { exact: true }).selectOption({ label: "Semaine" });
  await plain.getByLabel("Contenant le").fill("2026-11-18");
  await plain.getByRole("button", { name: "Afficher" }).click();
  await expect(plain).toHaveURL(/periode=semaine&date=2026-11-18/);
  await expect(plain.getByRole("heading", { level: 2, name: /^Semaine du 16 novembre 2026 comparé à semaine du 9 novembre 2026$/ })).toBeVisible();
  await plain.getByLabel("Période", { exact: true }).selectOption({ label: "Année" });
  await plain.getByRole("button", { name: "Afficher" }).click();
  await expect(plain.getByRole("heading", { level: 2, name: "2026 comparé à 2025" })).toBeVisible();
  await expect(plain.getByRole("figure").filter({ hasText: "Chiffre d'affaires par mois" })).toBeVisible();
  await plain.getByRole("link", { name: "Période précédente" }).click();
  await expect(plain.getByRole("heading", { level: 2, name: "2025 comparé à 2024" })).toBeVisible();
  await bare.close();
});

test("the dashboard and its files are the admin's only", async ({ page }) => {
  const page1 = await page.goto("/admin/tableau-de-bord");
  await expect(page).toHaveURL(/\/admin$/);
  expect(page1!.status()).toBe(200);
  for (const path of ["/admin/tableau-de-bord/donnees.csv?graphique=chiffres", "/admin/comptabilite/factures.csv?mois=2026-10"]) {
    const res = await page.request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).not.toBe(200);
    expect(await res.text()).not.toContain("Indicateur");
  }
});
