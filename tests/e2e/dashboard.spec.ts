import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { periodOf } from "~/features/admin/dashboard/period";
import { addDays, parisWallClock } from "~/lib/paris-time";
import { bookings, bookingServices } from "~db/schema";
import { firstLoadOf, publicPageRoutes, readClientManifest } from "../support/first-load";
import { startServer, waitHealthy } from "../support/own-server";
import { freePort } from "../support/smtp-sink";
import { signInAsAdmin, signUpThroughForm, uniqueEmail } from "./support/accounts";
import { clientAddressOf, expect, plainSpaces, test, waitForLive, type Page } from "./support/fixtures";
import { siteWithPastVisits } from "./support/past-visits";
import { axeFindings, findingLine, htmlcsFindings } from "./support/validators";

// The owner's dashboard: first in the menu, today's view, a period's figures beside the one before,
// its charts with their tables and CSV files; the period chosen with scripts and without.

const NO_DATA = "Aucune donnée pour cette période.";

/** A card's figure (« 1 234,50 € », « 2 »), as the CSV writes it (« 1234,50 »). */
const asCsv = (text: string) => plainSpaces(text).replace(/[ €]/g, "");

const cardValue = async (page: Page, label: string) =>
  (
    await page
      .locator("dl > div")
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator("dd")
      .first()
      .innerText()
  ).trim();

test("the dashboard: first in the menu, today's view, the month's figures and their CSV, another period with scripts", async ({ page }) => {
  const hydrationErrors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /hydrat|did not match|error #4(18|19|23|25)/i.test(m.text())) hydrationErrors.push(m.text());
  });
  await signInAsAdmin(page);
  const menu = page.getByRole("navigation", { name: "Administration" });
  await expect(menu.getByRole("link").first()).toHaveText("Tableau de bord");
  await menu.getByRole("link", { name: "Tableau de bord" }).click();
  await expect(page).toHaveURL(/\/admin\/tableau-de-bord$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();

  // Today: each barber of the demo team, and what waits for the owner.
  const today = page.getByRole("region", { name: "Aujourd'hui" });
  await expect(today.getByRole("list", { name: "Rendez-vous du jour par coiffeur" }).getByText("Karim", { exact: true })).toBeVisible();
  await expect(today.getByRole("link", { name: /^Commandes à préparer : \d+$/ })).toHaveAttribute("href", "/admin/orders");
  await expect(today.getByRole("link", { name: /^Avis à modérer : \d+$/ })).toHaveAttribute("href", "/admin/reviews");
  await expect(today.getByText(/^En liste d'attente : \d+$/)).toBeVisible();

  // The month, beside the one before.
  const month = periodOf("mois", parisWallClock(new Date()).date);
  const monthTitle = month.label[0]!.toUpperCase() + month.label.slice(1);
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${monthTitle} comparé à `) })).toBeVisible();

  // Each chart is a drawing described in words, with its table and its CSV.
  const revenue = page.getByRole("figure").filter({ hasText: "Chiffre d'affaires par jour" });
  await revenue.getByText("Voir le tableau").click();
  await expect(revenue.getByRole("table", { name: `Chiffre d'affaires par jour, ${month.label}` })).toBeVisible();
  await expect(page.getByRole("figure").filter({ hasText: "Remplissage par coiffeur" }).getByRole("img")).toHaveAttribute("aria-label", /Karim \d+(,\d)?\s%/);

  // The CSV of the figures says what the cards say (read again together while other journeys book and buy).
  await expect(async () => {
    await page.reload();
    const csvHref = await page.getByRole("link", { name: "Télécharger les chiffres (CSV)" }).getAttribute("href");
    const csv = await page.request.get(csvHref!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers()["cache-control"]).toContain("no-store");
    expect(csv.headers()["content-disposition"]).toBe(`attachment; filename="tableau-de-bord-chiffres-${month.from}.csv"`);
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toBe(`\uFEFFIndicateur;${month.label};${periodOf("mois", addDays(month.from, -1)).label}`);
    for (const [label, csvLabel] of [
      ["Visites honorées", "Visites honorées"],
      ["CA boutique", "CA boutique (€)"],
      ["CA prestations", "CA prestations (€)"],
    ] as const) {
      expect(lines.find((l) => l.startsWith(`${csvLabel};`))?.split(";")[1], label).toBe(asCsv(await cardValue(page, label)));
    }
    // The accountant's file of the month totals what the site invoiced in it.
    const accounting = (await (await page.request.get(`/admin/comptabilite/factures.csv?mois=${month.from.slice(0, 7)}`)).text()).split("\r\n");
    const ttc = accounting[0]!.replace("\uFEFF", "").split(";").indexOf("Montant TTC");
    expect(accounting.find((l) => l.startsWith("Total;"))!.split(";")[ttc]).toBe(asCsv(await cardValue(page, "Facturé sur le site (factures − avoirs)")));
  }).toPass({ timeout: 20_000 });

  // With scripts: the week of a day, the next week, then the year.
  await waitForLive(page);
  await page.getByLabel("Période", { exact: true }).selectOption({ label: "Semaine" });
  await page.getByLabel("Contenant le").fill("2026-11-18");
  await page.getByRole("button", { name: "Afficher" }).click();
  await expect(page).toHaveURL(/periode=semaine&date=2026-11-18/);
  await expect(page.getByRole("heading", { level: 2, name: "Semaine du 16 novembre 2026 comparé à semaine du 9 novembre 2026" })).toBeVisible();
  await expect(
    page
      .getByRole("figure")
      .filter({ hasText: "Chiffre d'affaires par jour" })
      .getByRole("link", { name: /^Télécharger \(CSV\)/ }),
  ).toHaveAttribute("href", "/admin/tableau-de-bord/donnees.csv?graphique=chiffre-affaires&periode=semaine&date=2026-11-18");
  await page.getByRole("link", { name: "Période suivante" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Semaine du 23 novembre 2026 comparé à semaine du 16 novembre 2026" })).toBeVisible();
  await page.getByLabel("Période", { exact: true }).selectOption({ label: "Année" });
  await page.getByRole("button", { name: "Afficher" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "2026 comparé à 2025" })).toBeVisible();
  await expect(page.getByRole("figure").filter({ hasText: "Chiffre d'affaires par mois" })).toBeVisible();

  // A year with nothing: zeros, rates without a base, charts that say so.
  await page.goto("/admin/tableau-de-bord?periode=annee&date=2001-06-15");
  await expect(page.getByRole("heading", { level: 2, name: "2001 comparé à 2000" })).toBeVisible();
  expect(plainSpaces(await cardValue(page, "CA prestations"))).toBe("0,00 €");
  expect(await cardValue(page, "Taux d'absence")).toBe("—");
  await expect(page.getByRole("figure").filter({ hasText: "Chiffre d'affaires par mois" }).getByText(NO_DATA)).toBeVisible();
  await expect(page.getByRole("figure").filter({ hasText: "Produits les plus vendus" }).getByText(NO_DATA).first()).toBeVisible();

  // The accountant's month: the month before, to the two files.
  const accounting = page.getByRole("region", { name: "Comptabilité" });
  const now = parisWallClock(new Date()).date;
  await expect(accounting.getByLabel("Mois")).toHaveValue(addDays(`${now.slice(0, 7)}-01`, -1).slice(0, 7));
  await expect(accounting.getByRole("button", { name: "Factures et avoirs (PDF, ZIP)" })).toHaveAttribute("formaction", "/admin/comptabilite/factures.zip");
  await accounting.getByLabel("Mois").fill("2025-03");
  const downloading = page.waitForEvent("download");
  await accounting.getByRole("button", { name: "Factures et avoirs (CSV)" }).click();
  expect((await downloading).suggestedFilename()).toBe("factures-2025-03.csv");
  expect(hydrationErrors).toEqual([]);
});

test("a crafted period or chart is refused in words, in the admin's frame, never a failure of the server", async ({ page }) => {
  await signInAsAdmin(page);
  for (const query of ["periode=jour", "date=2026-13-45", "periode=semaine&date=2026-02-30", "date=9999-01-01"]) {
    const answer = await page.goto(`/admin/tableau-de-bord?${query}`);
    expect(answer!.status(), query).toBe(400);
    await expect(page.getByRole("alert")).toHaveText("Cette période n'est pas valide.");
    await expect(page.getByRole("navigation", { name: "Administration" })).toBeVisible();
  }
  for (const [query, message] of [
    ["graphique=secret&periode=mois", "Ce graphique n'existe pas."],
    ["periode=mois", "Ce graphique n'existe pas."],
    ["graphique=canaux&date=2026-13-45", "Cette période n'est pas valide."],
    ["graphique=canaux&periode=jour", "Cette période n'est pas valide."],
  ]) {
    const answer = await page.request.get(`/admin/tableau-de-bord/donnees.csv?${query}`);
    expect(answer.status(), query).toBe(400);
    expect(await answer.text()).toBe(message);
  }
});

test("without scripts: the week, the year and the periods on each side, from the form and the links", async ({ browser }, testInfo) => {
  const bare = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(testInfo.testId, 50 + testInfo.repeatEachIndex) },
  });
  try {
    const plain = await bare.newPage();
    await signInAsAdmin(plain);
    await plain.goto("/admin/tableau-de-bord");
    await plain.getByLabel("Période", { exact: true }).selectOption({ label: "Semaine" });
    await plain.getByLabel("Contenant le").fill("2026-11-18");
    await plain.getByRole("button", { name: "Afficher" }).click();
    await expect(plain).toHaveURL(/periode=semaine&date=2026-11-18/);
    await expect(plain.getByRole("heading", { level: 2, name: "Semaine du 16 novembre 2026 comparé à semaine du 9 novembre 2026" })).toBeVisible();
    await plain.getByRole("link", { name: "Période précédente" }).click();
    await expect(plain.getByRole("heading", { level: 2, name: "Semaine du 9 novembre 2026 comparé à semaine du 2 novembre 2026" })).toBeVisible();
    await plain.getByLabel("Période", { exact: true }).selectOption({ label: "Année" });
    await plain.getByRole("button", { name: "Afficher" }).click();
    await expect(plain.getByRole("heading", { level: 2, name: "2026 comparé à 2025" })).toBeVisible();
    await expect(plain.getByRole("figure").filter({ hasText: "Chiffre d'affaires par mois" })).toBeVisible();
    // The tables open without scripts too.
    const fill = plain.getByRole("figure").filter({ hasText: "Remplissage par coiffeur" });
    await fill.getByText("Voir le tableau").click();
    await expect(fill.getByRole("table").getByRole("rowheader", { name: "Karim" })).toBeVisible();
    await plain.getByRole("link", { name: "Période suivante" }).click();
    await expect(plain.getByRole("heading", { level: 2, name: "2027 comparé à 2026" })).toBeVisible();
  } finally {
    await bare.close();
  }
});

test.describe("on a salon of its own", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a week with two visits: the cards, the tables and the downloaded CSV files say the same", async ({ browser }, testInfo) => {
    const ADMIN = { email: "patron@tableau.test", password: "Patron-tableau-2026!" };
    const dataDir = mkdtempSync(path.join(tmpdir(), "salon-tableau-"));
    const run = `${testInfo.repeatEachIndex}-${Date.now().toString(36)}`;
    const date = addDays(parisWallClock(new Date()).date, -3);
    await siteWithPastVisits(
      dataDir,
      date,
      [
        { name: "Jean Martin", email: `jean-${run}@example.test`, timeSlot: "10:00" },
        { name: "Sofiane Haddad", email: `sofiane-${run}@example.test`, timeSlot: "11:00" },
      ],
      async (db) => {
        // What a booking made on the site stores beside it: the services it was made with.
        const made = await db.select().from(bookings);
        await db.insert(bookingServices).values(
          made.map((b) => ({
            bookingId: b.id,
            position: 0,
            serviceId: b.serviceId!,
            title: b.title,
            durationMinutes: b.durationMinutes,
            priceCents: b.priceCents,
          })),
        );
      },
    );
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = startServer({
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PAYMENT_MODE: "demo",
      TRUST_PROXY: "true",
    });
    const context = await browser.newContext({
      baseURL: url,
      acceptDownloads: true,
      // The accessibility checkers come as injected scripts.
      bypassCSP: true,
      extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(testInfo.testId, testInfo.repeatEachIndex) },
    });
    try {
      await waitHealthy(url, server);
      const page = await context.newPage();
      await signInAsAdmin(page, ADMIN);
      const week = periodOf("semaine", date);
      await page.goto(`/admin/tableau-de-bord?periode=semaine&date=${date}`);
      expect(await cardValue(page, "Visites honorées")).toBe("2");
      expect(await cardValue(page, "Nouveaux clients")).toBe("2");

      // The services' chart: its table, then its file downloaded from its link.
      const services = page.getByRole("figure").filter({ hasText: "Prestations les plus faites" });
      await expect(services.getByRole("img")).toHaveAttribute("aria-label", `Prestations les plus faites, ${week.label} : Coupe + shampoing 2.`);
      await services.getByText("Voir le tableau").click();
      const row = services.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Coupe + shampoing" }) });
      const [count, amount] = await row.getByRole("cell").allInnerTexts();
      expect(count).toBe("2");
      const downloading = page.waitForEvent("download");
      await services.getByRole("link", { name: /^Télécharger \(CSV\)/ }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`tableau-de-bord-prestations-${week.from}.csv`);
      const file = readFileSync((await download.path())!, "utf8").split("\r\n");
      expect(file[0]).toBe(
        `\uFEFFPrestation;Nombre;CA (€);Nombre ${periodOf("semaine", addDays(week.from, -7)).label};CA ${periodOf("semaine", addDays(week.from, -7)).label} (€)`,
      );
      expect(file[1]).toBe(`Coupe + shampoing;2;${asCsv(amount!)};;`);

      // The revenue of the visits' day, in the table and the file; the services' card is its total.
      const revenue = await page.request.get(`/admin/tableau-de-bord/donnees.csv?graphique=chiffre-affaires&periode=semaine&date=${date}`);
      const day = (await revenue.text()).split("\r\n").find((l) => l.split(";")[1] === date)!;
      expect(day.split(";")[2]).toBe(asCsv(amount!));
      expect(asCsv(await cardValue(page, "CA prestations"))).toBe(asCsv(amount!));

      const figures = await (await page.request.get(`/admin/tableau-de-bord/donnees.csv?graphique=chiffres&periode=semaine&date=${date}`)).text();
      expect(figures).toContain("\r\nVisites honorées;2;0\r\n");
      expect(figures).toContain("\r\nNouveaux clients;2;0\r\n");

      // Drawn, its tables open: nothing for axe and HTML_CodeSniffer to find.
      for (const summary of await page.locator("summary").filter({ hasText: "Voir le tableau" }).all()) {
        if ((await summary.locator("xpath=..").getAttribute("open")) === null) await summary.click();
      }
      const findings = [...(await axeFindings(page, "dashboard")), ...(await htmlcsFindings(page, "dashboard"))];
      expect(findings.map(findingLine)).toEqual([]);
    } finally {
      await context.close();
      server.child.kill("SIGTERM");
      const exit = await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
      expect(exit.code, exit.output).toBe(0);
    }
  });
});

test("the dashboard and its files are the admin's only", async ({ page }) => {
  for (const who of ["visitor", "customer"] as const) {
    if (who === "customer") await signUpThroughForm(page, uniqueEmail("tableau"));
    const answer = await page.goto("/admin/tableau-de-bord");
    await expect(page, who).toHaveURL(/\/admin$/);
    expect(answer!.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Tableau de bord" })).toHaveCount(0);
    for (const file of ["/admin/tableau-de-bord/donnees.csv?graphique=chiffres", "/admin/tableau-de-bord/donnees.csv?graphique=remplissage&periode=annee"]) {
      const res = await page.request.get(file, { maxRedirects: 0 });
      expect(res.status(), `${who} ${file}`).toBe(302);
      expect(await res.text()).not.toContain("Indicateur");
    }
  }
});

test("no public page loads the charts' code", () => {
  const clientDir = path.resolve("build/client");
  const manifest = readClientManifest(clientDir);
  const pages = publicPageRoutes(manifest);
  expect(pages).toContain("routes/home");
  const dashboardModule = manifest.routes["routes/admin/dashboard"]!.module;
  for (const routeId of pages) {
    const files = firstLoadOf(clientDir, manifest, routeId).files.map((f) => f.file);
    expect(files, routeId).not.toContain(dashboardModule);
    for (const file of files) expect(readFileSync(path.join(clientDir, file), "utf8"), `${routeId}: ${file}`).not.toContain("Voir le tableau");
  }
});
