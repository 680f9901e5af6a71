import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startSmtpSink } from "../support/smtp-sink";
import { signInAsAdmin, uniqueEmail } from "./support/accounts";
import { expect, test, waitForHydration, type Page } from "./support/fixtures";
import { startServer, waitHealthy } from "../support/own-server";

const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

test.describe.configure({ timeout: 90_000 });

test("the admin approves a pending review, which then shows on the home page, and reads a mail as it was sent", async ({ page }) => {
  await page.goto("/");
  const name = `Bastien ${Date.now().toString(36)}`;
  const sent = await page.request.post("/api/reviews", { form: { name, rating: "5", comment: "Dégradé impeccable, merci !" }, headers: origin(page) });
  expect(sent.status()).toBe(200);
  const email = uniqueEmail("journal");
  expect((await page.request.post("/api/newsletter", { form: { email }, headers: origin(page) })).status()).toBe(200);
  // Confirmed from its link: the welcome code's mail follows.
  const { linkIn, waitForMail } = await import("./support/mailbox");
  const confirmation = await waitForMail(email, (m) => m.subject === "Confirmez votre inscription à la newsletter");
  expect((await page.request.post(linkIn(confirmation, "/newsletter/confirmation/"), { headers: origin(page) })).status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole("article", { name: `Avis de ${name}` })).toHaveCount(0);

  await signInAsAdmin(page);
  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: /^Avis/ }).click();
  await expect(page.getByRole("heading", { name: /^En attente de modération/ })).toBeVisible();
  const card = page.getByRole("article", { name: `Avis de ${name}` });
  await card.getByRole("button", { name: `Approuver l'avis de ${name}` }).click();
  await expect(page.getByText("Avis approuvé").first()).toBeVisible();
  // Now among the published ones, still deletable.
  await expect(page.getByRole("region", { name: "Derniers avis publiés" }).getByRole("article", { name: `Avis de ${name}` })).toBeVisible();

  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: /^E-mails/ })
    .click();
  const mail = page.getByRole("article", { name: "Votre code de bienvenue -10 %" }).filter({ hasText: email });
  await expect(mail).toContainText(/Envoyé|En attente|Envoi en cours/);
  await mail.getByRole("link", { name: "Lire « Votre code de bienvenue -10 % »" }).click();
  // The list stays on screen until the mail has loaded, with the same subject on other rows.
  await expect(page).toHaveURL(/\/admin\/emails\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Votre code de bienvenue -10 %" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.locator("pre")).toContainText(/MM[A-Z0-9]{6}/);
  const code = /MM[A-Z0-9]{6}/.exec(await page.locator("pre").innerText())![0];
  const frame = page.frameLocator('iframe[title^="Contenu de"]');
  await expect(frame.getByText(code).filter({ visible: true }).first()).toBeVisible();
  await expect(page.locator("iframe")).toHaveAttribute("sandbox", "");

  await page.goto("/");
  await expect(page.getByRole("article", { name: `Avis de ${name}` })).toBeVisible();
});

test("a mail that failed its three tries is sent again from the mail log once the mail server is back", async ({ browser }) => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "salon-mail-log-"));
  const smtpPort = await freePort();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const admin = { email: "admin@monsieur-moustache.fr", password: "Journal-2026-admin!" };
  // The mail server is down when the mail leaves.
  const server = startServer({
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: admin.password,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_RETRY_BASE_MS: "100",
  });
  let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
  try {
    await waitHealthy(url, server);
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    await page.goto("/");
    const email = uniqueEmail("relance");
    expect((await page.request.post("/api/newsletter", { form: { email }, headers: { Origin: url } })).status()).toBe(200);

    await signInAsAdmin(page, admin);
    await page.goto("/admin/emails?status=failed");
    const mail = page.getByRole("article", { name: "Confirmez votre inscription à la newsletter" }).filter({ hasText: email });
    await expect(async () => {
      await page.reload();
      await expect(mail).toContainText("Échec", { timeout: 1000 });
    }).toPass({ timeout: 60_000 });
    await expect(mail).toContainText("3 essai(s)");
    await expect(mail).toContainText("Dernière erreur");
    await expect(page.getByRole("link", { name: /^E-mails/ }).first()).toContainText("en échec");

    sink = await startSmtpSink({ port: smtpPort });
    await mail.getByRole("button", { name: "Réessayer l'envoi de « Confirmez votre inscription à la newsletter »" }).click();
    await expect(page.getByText("E-mail remis en file d'envoi").first()).toBeVisible();
    const resent = await sink.waitFor((m) => m.envelopeTo.includes(email), 30_000);
    // The stored copy masks the link; the one re-sent still carries it, and it works.
    const link = /https?:\/\/\S+?\/newsletter\/confirmation\/[A-Za-z0-9_-]{43}/.exec(resent.text ?? "")?.[0] ?? "";
    expect((await page.request.post(link, { headers: { Origin: url } })).status()).toBe(200);
    await page.goto("/admin/emails?status=sent");
    await expect(page.getByRole("article", { name: "Confirmez votre inscription à la newsletter" }).filter({ hasText: email })).toContainText("Envoyé");
    await context.close();
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    await sink?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
