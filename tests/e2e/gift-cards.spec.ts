import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Browser, TestInfo } from "@playwright/test";
import { readGiftCardCode } from "~/features/gift-cards/code";
import { addDays, parisWallClock } from "~/lib/paris-time";
import { openDatabase } from "~db/client.server";
import { emailOutbox, products } from "~db/schema";
import { startServer, waitHealthy, type OwnServer } from "../support/own-server";
import { freePort, startSmtpSink } from "../support/smtp-sink";
import { signUpThroughForm, uniqueEmail } from "./support/accounts";
import { clientAddressOf, expect, holdRequests, PAGE_SCRIPTS, plainSpaces, test, waitForHydration, waitForLive, type Page } from "./support/fixtures";
import { siteWithPastVisits } from "./support/past-visits";

// A gift card's life on a site of its own: bought in the shop for a recipient on a chosen day, its
// mail going out on that day (the day comes: the journey moves the mail's due time to now while the
// site is stopped, as the calendar would), 30 € of it spent in the shop and 20 € at the salon, its
// balance read on /carte-cadeau. The shop sells a 30,00 € Poudre Texturisante here, in stock.
test.describe.configure({ mode: "serial", timeout: 240_000 });

const ADMIN = { email: "patron@cartes.test", password: "Patron-cartes-2026!" };
const CODE = /[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}/;

let dataDir = "";
let url = "";
let server: OwnServer | undefined;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

const start = async () => {
  server = startServer({
    PORT: new URL(url).port,
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PAYMENT_MODE: "demo",
    TRUST_PROXY: "true",
    MAIL_RETRY_BASE_MS: "200",
  });
  await waitHealthy(url, server);
};
const stop = async () => {
  server!.child.kill("SIGTERM");
  const exit = await server!.exited;
  expect(exit.code, exit.output).toBe(0);
  server = undefined;
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "salon-cartes-cadeaux-"));
  sink = await startSmtpSink();
  url = `http://127.0.0.1:${await freePort()}`;
  await siteWithPastVisits(dataDir, parisWallClock(new Date()).date, [], async (db) => {
    await db.update(products).set({ priceCents: 3000, stock: 20 }).where(eq(products.slug, "poudre-texturisante"));
  });
  await start();
});

test.afterAll(async () => {
  if (server) await stop();
  await sink.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A browser of its own, with its own client address. */
async function visitor(browser: Browser, testInfo: TestInfo, who: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: url,
    extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(`${testInfo.testId}:${who}`, testInfo.repeatEachIndex) },
  });
  return context.newPage();
}

let code = "";
const buyer = uniqueEmail("lea-carte");
const recipient = uniqueEmail("theo-carte");
const sendOn = addDays(parisWallClock(new Date()).date, 1);

test("Léa buys a 50 € card for Théo, sent tomorrow: pressed before the page is live, it reaches the cart; paid at checkout with nothing to deliver", async ({
  browser,
}, testInfo) => {
  const page = await visitor(browser, testInfo, "lea");
  await page.goto("/shop");
  await page.getByRole("link", { name: "Carte cadeau", exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/carte-cadeau$/);
  await waitForHydration(page);

  // The page again, its scripts held: the form is filled and sent as the server wrote it.
  const gate = await holdRequests(page, PAGE_SCRIPTS);
  await page.reload();
  await page.getByRole("radio", { name: /^50,00/ }).check();
  await page.getByLabel("Nom du destinataire").fill("Théo");
  await page.getByLabel("Message (facultatif)").fill("Joyeux anniversaire, Théo !\nÀ bientôt chez le barbier.");
  await page.getByRole("radio", { name: "Au destinataire, par e-mail, le jour choisi" }).check();
  await page.getByLabel("E-mail du destinataire").fill(recipient);
  await page.getByLabel("Date d'envoi").fill(sendOn);
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await page.waitForURL(/\/shop\/carte-cadeau/);
  gate.release();
  // Once live, the page puts the card the server priced in the cart, and opens it.
  const sheet = page.getByTestId("cart-sheet");
  await expect(sheet).toContainText("Carte cadeau 50,00 € pour Théo".replace(/ €/, "\u00a0€"));
  await expect(sheet).toContainText(`Envoyée par e-mail le ${sendOn.split("-").reverse().join("/")}`);

  await signUpThroughForm(page, buyer, { redirect: "/checkout" });
  await expect(page).toHaveURL(/^[^?]*\/checkout$/);
  await expect(page.getByText("Rien à livrer")).toBeVisible();
  await expect.poll(async () => plainSpaces(await page.getByTestId("order-total").innerText())).toBe("50,00 €");
  await page.getByRole("button", { name: /^Payer 50,00/ }).click();
  await expect(page).toHaveURL(/\/success\?order=/);

  // Léa hears at once to whom and when, without the code; Théo nothing yet.
  const notice = await sink.waitFor((m) => m.envelopeTo.includes(buyer) && m.subject === "Votre carte cadeau pour Théo", 30_000);
  expect(notice.text ?? "").not.toMatch(CODE);
  const invoice = await sink.waitFor((m) => m.envelopeTo.includes(buyer) && /^Votre commande/.test(m.subject ?? ""), 30_000);
  expect(invoice.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/^FA-\d{4}-\d{6}\.pdf$/)]);
  expect(sink.messages.filter((m) => m.envelopeTo.includes(recipient))).toEqual([]);
});

test("the chosen day comes: Théo's mail goes, with the card as a PDF", async () => {
  await stop();
  // Tomorrow at 08:00 (Paris) is now: the mail queued for then is due.
  const database = openDatabase({ dataDir, migrationsFolder: path.join(process.cwd(), "db", "migrations") });
  try {
    const due = await database.db.update(emailOutbox).set({ nextAttemptAt: new Date() }).where(eq(emailOutbox.to, recipient)).returning({ at: emailOutbox.id });
    expect(due).toHaveLength(1);
  } finally {
    await database.close();
  }
  await start();
  const mail = await sink.waitFor((m) => m.envelopeTo.includes(recipient), 60_000);
  expect(mail.subject).toBe("Votre carte cadeau du salon Monsieur Moustache");
  expect(mail.text).toContain("Joyeux anniversaire, Théo !");
  expect(mail.attachments).toMatchObject([{ contentType: "application/pdf" }]);
  expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe("%PDF-");
  code = readGiftCardCode(CODE.exec(mail.text ?? "")![0])!;
  expect(code).toHaveLength(16);
});

test("Théo spends 30 € of it in the shop: the card pays the whole order", async ({ browser }, testInfo) => {
  const page = await visitor(browser, testInfo, "theo");
  await page.goto("/shop");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Ajouter au panier : Poudre Texturisante" }).click();
  await expect(page.getByText("Produit ajouté au panier").first()).toBeVisible();
  await signUpThroughForm(page, uniqueEmail("theo-achat"), { redirect: "/checkout" });
  await expect(page).toHaveURL(/^[^?]*\/checkout$/);
  await waitForHydration(page);
  await expect(async () => {
    await page.getByRole("radio", { name: /Click & Collect/ }).check();
    expect(plainSpaces(await page.getByTestId("order-total").innerText())).toBe("30,00 €");
  }).toPass();
  // A wrong code first: said under the field.
  const field = page.getByLabel("Carte cadeau");
  await field.fill(code.slice(0, 15) + (code.endsWith("2") ? "3" : "2"));
  await field.press("Enter");
  await expect(field).toHaveAccessibleDescription("Ce code de carte cadeau n'est pas valide.");
  await field.fill(code.toLowerCase().replace(/(.{4})(?!$)/g, "$1 "));
  await page.getByRole("button", { name: "Appliquer la carte" }).click();
  await expect(page.getByTestId("gift-card-applied")).toContainText(`•••• ${code.slice(-4)} : solde 50,00`);
  await expect.poll(async () => plainSpaces(await page.getByTestId("gift-card-amount").innerText())).toBe("−30,00 €");
  await expect.poll(async () => plainSpaces(await page.getByTestId("order-total").innerText())).toBe("0,00 €");
  await page.getByRole("button", { name: "Valider la commande" }).click();
  await expect(page).toHaveURL(/\/success\?order=/);
});

test("the salon takes the last 20 € at the desk; the card's page in the admin shows each movement; /carte-cadeau says it is used up", async ({
  browser,
}, testInfo) => {
  const admin = await visitor(browser, testInfo, "admin");
  await admin.goto("/admin");
  await admin.getByLabel("Email").fill(ADMIN.email);
  await admin.getByLabel("Mot de passe", { exact: true }).fill(ADMIN.password);
  await admin.getByRole("button", { name: "Se connecter" }).click();
  await expect(admin).toHaveURL(/\/admin\/bookings$/);
  await admin.getByRole("link", { name: "Cartes cadeaux" }).first().click();
  await waitForLive(admin);
  await admin.getByLabel("Code de la carte").fill(code);
  await admin.getByLabel("Montant (€)").fill("20");
  await admin.getByLabel("Note (facultatif)").fill("Coupe de Théo");
  await admin.getByRole("button", { name: "Encaisser" }).click();
  await expect(admin.getByText(/20,00\s€ encaissés sur la carte •••• \w{4}\. Solde : 0,00\s€\./).first()).toBeVisible();

  await admin.getByLabel("Rechercher une carte").fill(code.slice(-4));
  await admin.getByRole("button", { name: "Rechercher" }).click();
  await admin.getByRole("link", { name: `•••• ${code.slice(-4)}` }).click();
  await expect(admin.getByTestId("card-balance")).toHaveText(/^0,00\s€$/);
  const rows = admin.getByRole("table", { name: /Mouvements de la carte/ }).getByRole("row");
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText(/Émise\s*\+50,00/);
  await expect(rows.nth(2)).toContainText(/Utilisée\s*−30,00/);
  await expect(rows.nth(2)).toContainText("Commande");
  await expect(rows.nth(3)).toContainText(/Utilisée\s*−20,00/);
  await expect(rows.nth(3)).toContainText("Coupe de Théo");

  const visitorPage = await visitor(browser, testInfo, "solde");
  await visitorPage.goto("/carte-cadeau");
  await visitorPage.getByLabel("Code de la carte").fill(code);
  await visitorPage.getByRole("button", { name: "Voir le solde" }).click();
  await expect(visitorPage.getByText("Cette carte cadeau a été entièrement utilisée.")).toBeVisible();
});
