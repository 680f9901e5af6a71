import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { openDatabase } from "~db/client.server";
import { newsletterSubscribers } from "~db/schema";
import { freePort, startSmtpSink } from "../support/smtp-sink";
import { signInAsAdmin } from "./support/accounts";
import { clientAddressOf, expect, test, waitForLive, type Page } from "./support/fixtures";
import { startServer, waitHealthy, type OwnServer } from "../support/own-server";

// A server of its own, whose database already holds subscribers in each state (the confirmation
// link is another journey's): three confirmed, one waiting for confirmation, one who left.
const confirmed = ["un@abonnes.test", "deux@abonnes.test", "trois@abonnes.test"];
const others = ["attente@abonnes.test", "parti@abonnes.test"];
const admin = { email: "admin@monsieur-moustache.fr", password: "Newsletter-2026-admin!" };

let dataDir = "";
let url = "";
let server: OwnServer | undefined;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "salon-campaigns-"));
  const database = openDatabase({ dataDir, migrationsFolder: path.join(process.cwd(), "db", "migrations") });
  await database.migrate();
  await database.db
    .insert(newsletterSubscribers)
    .values([
      ...confirmed.map((email) => ({ email, status: "confirmed" as const, confirmedAt: new Date() })),
      { email: others[0]!, status: "pending" as const },
      { email: others[1]!, status: "unsubscribed" as const, unsubscribedAt: new Date() },
    ]);
  await database.close();
  sink = await startSmtpSink();
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = startServer({
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SMTP_URL: sink.url,
    MAIL_RETRY_BASE_MS: "100",
    TRUST_PROXY: "true",
  });
  await waitHealthy(url, server);
});

test.afterAll(async () => {
  if (server) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  await sink?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const png = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "#b08d57" } })
    .png()
    .toBuffer();

/**
 * The Content-Security-Policy refusals the page's documents report, but Zod's probe for `new
 * Function` (caught by Zod, which then validates without it, and reported all the same).
 */
async function watchPolicy(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      if (e.effectiveDirective === "script-src" && e.blockedURI === "eval") return;
      (window as unknown as { reportViolation(line: string): void }).reportViolation(`${location.pathname}: ${e.effectiveDirective} ${e.blockedURI}`);
    });
  });
  return violations;
}

async function adminContext(browser: import("@playwright/test").Browser, testId: string, repeat: number, options: { javaScriptEnabled?: boolean } = {}) {
  const extraHTTPHeaders = { "X-Forwarded-For": clientAddressOf(testId, repeat) };
  const signIn = await browser.newContext({ baseURL: url, extraHTTPHeaders });
  await signInAsAdmin(await signIn.newPage(), admin);
  if (options.javaScriptEnabled !== false) return signIn;
  const context = await browser.newContext({ baseURL: url, extraHTTPHeaders, javaScriptEnabled: false, storageState: await signIn.storageState() });
  await signIn.close();
  return context;
}

const mailsWith = (subject: string) => sink.messages.filter((m) => m.subject === subject);

test("the owner writes a newsletter with a picture, previews it, mails herself a test, then sends it: the confirmed subscribers get it once", async ({
  browser,
}, testInfo) => {
  const context = await adminContext(browser, testInfo.testId, testInfo.repeatEachIndex);
  const page = await context.newPage();
  // A slow phone: the page's scripts take their time.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const violations = await watchPolicy(page);
  const subject = `Les nouveautés ${testInfo.repeatEachIndex}-${Date.now().toString(36)}`;

  await page.goto("/admin/newsletter/envois");
  await page.getByLabel("Objet de la nouvelle newsletter").fill(subject);
  await page.getByRole("button", { name: "Nouvelle newsletter" }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/envois\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByLabel("Objet", { exact: true })).toHaveValue(subject);
  await page.getByLabel("Texte", { exact: true }).fill("Bonjour,\n\n<b>Nouveau</b> : réservez sur https://monsieur-moustache.fr/#services");
  await page.getByLabel("Image (PNG, JPG ou WebP, 5 Mo au plus)").setInputFiles({ name: "vitrine.png", mimeType: "image/png", buffer: await png() });
  await page.getByLabel("Texte alternatif de l'image").fill("La vitrine du salon");

  await page.getByRole("button", { name: "Aperçu" }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  const preview = page.frameLocator(`iframe[title="Aperçu de « ${subject} »"]`);
  await expect(preview.getByRole("heading", { name: subject })).toBeVisible();
  await expect(preview.getByText("<b>Nouveau</b> : réservez sur").filter({ visible: true })).toBeVisible();
  await expect(preview.getByRole("link", { name: "https://monsieur-moustache.fr/#services" })).toBeVisible();
  await expect(preview.getByRole("link", { name: "Se désinscrire" })).toBeVisible();
  // The picture shows inside the preview's sandbox (our own /media address).
  const picture = preview.getByRole("img", { name: "La vitrine du salon" });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await expect(page.locator("iframe")).toHaveAttribute("sandbox", "");

  await page.getByRole("button", { name: "M'envoyer un test" }).click();
  await expect(page.getByText(`E-mail de test envoyé à ${admin.email}`)).toBeVisible();
  const testMail = await sink.waitFor((m) => m.subject === `[Test] ${subject}`);
  expect(testMail.envelopeTo).toEqual([admin.email]);
  expect(mailsWith(subject)).toEqual([]);

  // Behind the site's confirmation dialog; 'Annuler' sends nothing.
  const send = page.getByRole("link", { name: "Envoyer à 3 abonnés" });
  await send.click();
  const dialog = page.getByRole("alertdialog", { name: "Envoyer la newsletter" });
  await expect(dialog).toContainText(`« ${subject} » partira vers 3 abonnés confirmés, à raison de 60 e-mails par minute.`);
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(dialog).toBeHidden();
  await expect(send).toBeFocused();
  await send.click();
  await dialog.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByText("Envoi commencé : la newsletter part à 60 e-mails par minute")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Progression" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Enregistrer" })).toHaveCount(0);

  // The minute job queues them (within a minute); the page follows by itself.
  for (const email of confirmed) await sink.waitFor((m) => m.subject === subject && m.envelopeTo.includes(email), 90_000);
  await expect(page.getByRole("status").filter({ hasText: "3 / 3 envoyés" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Aucun échec.")).toBeVisible();
  expect(
    mailsWith(subject)
      .flatMap((m) => m.envelopeTo)
      .sort(),
  ).toEqual([...confirmed].sort());
  const mail = mailsWith(subject)[0]!;
  expect(mail.headerLines.some((h) => h.key === "list-unsubscribe-post")).toBe(true);
  expect(mail.text).toContain("<b>Nouveau</b> : réservez sur https://monsieur-moustache.fr/#services");

  await page.getByRole("link", { name: "Retour aux newsletters" }).click();
  const card = page.getByRole("article", { name: subject });
  await expect(card).toContainText("Envoyée");
  await expect(card).toContainText("3 / 3 envoyés");
  expect(violations).toEqual([]);
  await context.close();
});

test("the list's form and the draft's form say each problem under its field, focus on the first, and send nothing", async ({ browser }, testInfo) => {
  const context = await adminContext(browser, testInfo.testId, 20 + testInfo.repeatEachIndex);
  const page = await context.newPage();
  const subject = `Champs ${testInfo.repeatEachIndex}-${Date.now().toString(36)}`;
  // The first press comes before the page is live (its scripts held): the browser sends the form
  // itself, and the server's answer, a new page, shows the error under its field.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.fallback().catch(() => undefined);
  });
  await page.goto("/admin/newsletter/envois");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });

  const newSubject = page.getByLabel("Objet de la nouvelle newsletter");
  await page.getByRole("button", { name: "Nouvelle newsletter" }).click();
  await expect(newSubject).toHaveAccessibleDescription("Veuillez saisir l'objet de la newsletter");
  await expect(newSubject).toHaveAttribute("aria-invalid", "true");
  expect(posts).toHaveLength(1);
  release();
  await waitForLive(page);
  await expect(newSubject).toBeFocused();
  posts.length = 0;
  // Once live, the server's error clears as one types, as after a press checked in the browser.
  await newSubject.fill(subject);
  await expect(newSubject).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Nouvelle newsletter" }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/envois\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByLabel("Objet", { exact: true })).toHaveValue(subject);
  posts.length = 0;

  // No subject, no text, and a picture without its text: the three at once, under their fields.
  const draftSubject = page.getByLabel("Objet", { exact: true });
  const text = page.getByLabel("Texte", { exact: true });
  const alt = page.getByLabel("Texte alternatif de l'image");
  await draftSubject.fill("");
  await page.getByLabel("Image (PNG, JPG ou WebP, 5 Mo au plus)").setInputFiles({ name: "vitrine.png", mimeType: "image/png", buffer: await png() });
  await page.getByRole("button", { name: "Aperçu" }).click();
  await expect(draftSubject).toHaveAttribute("aria-invalid", "true");
  await expect(draftSubject).toHaveAccessibleDescription("Veuillez saisir l'objet de la newsletter");
  await expect(text).toHaveAttribute("aria-invalid", "true");
  await expect(text).toHaveAccessibleDescription(/^Veuillez saisir le texte de la newsletter /);
  await expect(alt).toHaveAttribute("aria-invalid", "true");
  await expect(alt).toHaveAccessibleDescription(/^Décrivez l'image en quelques mots \(texte alternatif\) /);
  await expect(draftSubject).toBeFocused();
  expect(posts).toEqual([]);
  await expect(page.locator("iframe")).toHaveCount(0);

  // Fixed, each error goes as it is typed; then the draft is saved.
  await draftSubject.fill(subject);
  await expect(draftSubject).not.toHaveAttribute("aria-invalid", "true");
  await text.fill("Le texte de la newsletter.");
  await alt.fill("La vitrine du salon");
  await expect(text).not.toHaveAttribute("aria-invalid", "true");
  await expect(alt).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Brouillon enregistré")).toBeVisible();
  await expect(page.getByRole("img", { name: "La vitrine du salon" })).toBeVisible();
  await context.close();
});

test("without JavaScript (a press before the page is live), every button works and sending asks for confirmation first", async ({ browser }, testInfo) => {
  const context = await adminContext(browser, testInfo.testId, testInfo.repeatEachIndex, { javaScriptEnabled: false });
  const page = await context.newPage();
  const subject = `Sans script ${testInfo.repeatEachIndex}-${Date.now().toString(36)}`;

  await page.goto("/admin/newsletter/envois");
  await page.getByRole("button", { name: "Nouvelle newsletter" }).click();
  await expect(page.getByLabel("Objet de la nouvelle newsletter")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Objet de la nouvelle newsletter")).toHaveAccessibleDescription("Veuillez saisir l'objet de la newsletter");
  await page.getByLabel("Objet de la nouvelle newsletter").fill(subject);
  await page.getByRole("button", { name: "Nouvelle newsletter" }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/envois\/[0-9a-f-]{36}$/);
  const draft = page.url();

  // A refusal keeps what was typed, with the message under its field.
  await page.getByLabel("Objet", { exact: true }).fill("");
  await page.getByLabel("Texte", { exact: true }).fill("Un texte à ne pas perdre.");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByLabel("Objet", { exact: true })).toHaveAccessibleDescription("Veuillez saisir l'objet de la newsletter");
  await expect(page.getByLabel("Texte", { exact: true })).toHaveValue("Un texte à ne pas perdre.");
  await expect(page.getByLabel("Objet", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Texte", { exact: true })).not.toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Objet", { exact: true }).fill(subject);
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();

  await page.getByRole("button", { name: "Aperçu" }).click();
  await expect(page.frameLocator(`iframe[title="Aperçu de « ${subject} »"]`).getByText("Un texte à ne pas perdre.").filter({ visible: true })).toBeVisible();

  await page.getByRole("button", { name: "M'envoyer un test" }).click();
  await sink.waitFor((m) => m.subject === `[Test] ${subject}` && m.envelopeTo.includes(admin.email));

  await page.getByRole("link", { name: "Envoyer à 3 abonnés" }).click();
  await expect(page).toHaveURL(`${draft}?confirmer=envoi#envoi`);
  await expect(page.getByText(`« ${subject} » partira vers 3 abonnés confirmés`)).toBeVisible();
  await page.getByRole("button", { name: "Confirmer l'envoi" }).click();
  await expect(page.getByRole("heading", { name: "Progression" })).toBeVisible();
  await expect(page.getByText("Envoi en cours").first()).toBeVisible();
  await context.close();
});
