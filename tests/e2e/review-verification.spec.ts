import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { verifiedLabel } from "~/features/salon-reviews/verified-label";
import { addDays, parisWallClock } from "~/lib/paris-time";
import { serviceReviews } from "~db/schema";
import { freePort, startSmtpSink } from "../support/smtp-sink";
import { signInAsAdmin } from "./support/accounts";
import { clientAddressOf, expect, test } from "./support/fixtures";
import { startServer, waitHealthy } from "../support/own-server";
import { siteWithPastVisits } from "./support/past-visits";

// A site whose database holds two visits of ten days ago (too old for a review request to be
// mailed at start) and the reviews their clients sent from their links: Jean's published, Sofiane's
// waiting for moderation; and a review from the home page's form, also waiting.

const ADMIN = { email: "patron@verification.test", password: "Patron-verif-2026!" };

test.describe.configure({ timeout: 240_000 });

test("the owner marks a reviewed visit 'Absent' and the home page drops its 'Avis vérifié'; a refusal with its reason reaches the author's mailbox", async ({
  browser,
}, testInfo) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "salon-avis-verifie-"));
  const sink = await startSmtpSink();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const run = `${testInfo.repeatEachIndex}-${Date.now().toString(36)}`;
  const date = addDays(parisWallClock(new Date()).date, -10);
  const sofianeEmail = `sofiane-${run}@example.test`;
  await siteWithPastVisits(
    dataDir,
    date,
    [
      {
        name: "Jean Martin",
        email: `jean-${run}@example.test`,
        timeSlot: "10:00",
        review: { name: "Jean", comment: "Dégradé impeccable.", status: "approved" },
      },
      {
        name: "Sofiane Haddad",
        email: sofianeEmail,
        timeSlot: "11:00",
        review: { name: "Sofiane", comment: "Appelez-moi au 06 12 34 56 78 !", status: "pending" },
      },
    ],
    async (db) => {
      await db.insert(serviceReviews).values({ customerName: "Passant", rating: 3, comment: "Laissé depuis la page d'accueil.", status: "pending" });
    },
  );
  const server = startServer({
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PAYMENT_MODE: "demo",
    TRUST_PROXY: "true",
    MAIL_RETRY_BASE_MS: "200",
  });
  const contexts = [] as Array<Awaited<ReturnType<typeof browser.newContext>>>;
  const newPage = async (who: string) => {
    const context = await browser.newContext({
      baseURL: url,
      extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(`${testInfo.testId}:${who}`, testInfo.repeatEachIndex) },
    });
    contexts.push(context);
    return context.newPage();
  };
  try {
    await waitHealthy(url, server);

    // A visitor without a cookie: the page kept in memory for everyone.
    const visitor = await newPage("visitor");
    await visitor.goto("/");
    const reviews = visitor.locator("#avis");
    const jean = reviews.getByRole("article", { name: "Avis de Jean" });
    await expect(jean).toContainText(verifiedLabel(date));
    await expect(reviews).toContainText("Chaque avis est relu par le salon avant d'être publié");
    await expect(reviews.getByRole("link", { name: "Comment nous traitons les avis" })).toHaveAttribute("href", "/legal#avis");

    // The owner marks Jean's visit 'Absent' in the agenda.
    const admin = await newPage("admin");
    await signInAsAdmin(admin, ADMIN);
    await admin.goto(`/admin/agenda?view=day&date=${date}`);
    await admin.getByRole("region", { name: "Karim", exact: true }).getByRole("button", { name: "Marquer absent : Jean Martin, 10:00–10:30" }).click();
    await expect(admin.getByText("Rendez-vous marqué « Absent »").first()).toBeVisible();

    // The home page, at once: the review stays, without its badge.
    await visitor.reload();
    await expect(jean).toContainText("Dégradé impeccable.");
    await expect(jean).not.toContainText("Avis vérifié");

    // Moderation: the published review is flagged; Sofiane's waits for moderation, verified.
    await admin.goto("/admin/reviews");
    const published = admin.getByRole("region", { name: "Derniers avis publiés" }).getByRole("article", { name: "Avis de Jean" });
    await expect(published).toContainText("Client marqué absent");
    await expect(published).not.toContainText("Avis vérifié");
    const sofiane = admin.getByRole("article", { name: "Avis de Sofiane" });
    await expect(sofiane).toContainText(verifiedLabel(date));
    await expect(sofiane).not.toContainText("Client marqué absent");

    // The review from the home page's form: refusing it would tell nobody, and the page says so.
    const passant = admin.getByRole("article", { name: "Avis de Passant" });
    await passant.locator("summary", { hasText: "Refuser" }).click();
    await expect(passant).toContainText("son auteur ne pourra pas être prévenu");

    // Refusing Sofiane's review without a reason is refused in French; with one, it leaves the queue.
    await sofiane.locator("summary", { hasText: "Refuser" }).click();
    await expect(sofiane).toContainText("son auteur recevra ce motif par e-mail");
    await sofiane.getByRole("button", { name: "Refuser l'avis de Sofiane" }).click();
    await expect(sofiane.getByText("Choisissez le motif du refus dans la liste")).toBeVisible();
    await sofiane.getByRole("radio", { name: "Informations personnelles (coordonnées, nom d'un tiers…)" }).check();
    await sofiane.getByRole("button", { name: "Refuser l'avis de Sofiane" }).click();
    await expect(admin.getByText("Avis refusé : son auteur en reçoit le motif par e-mail").first()).toBeVisible({ timeout: 20_000 });
    await expect(admin.getByRole("article", { name: "Avis de Sofiane" })).toHaveCount(0);

    // Sofiane's mailbox: the reason, and the review it is about.
    const mail = await sink.waitFor((m) => m.envelopeTo.includes(sofianeEmail), 60_000);
    expect(mail.subject).toBe("Votre avis n'a pas été publié");
    expect(mail.text).toContain("Informations personnelles (coordonnées, nom d'un tiers…)");
    expect(mail.text).toContain("Appelez-moi au 06 12 34 56 78 !");
    expect(String(mail.html)).toContain(`${url}/legal#avis`);
    // Never on the home page.
    await visitor.reload();
    await expect(reviews.getByRole("article", { name: "Avis de Sofiane" })).toHaveCount(0);

    // The rules the home page links to.
    await visitor.goto("/legal#avis");
    await expect(visitor.getByRole("heading", { level: 2, name: "Avis clients" })).toBeVisible();
    await expect(visitor.locator("#avis")).toContainText("Aucune réduction, aucun cadeau ni aucun autre avantage n'est offert en échange d'un avis.");
  } finally {
    for (const context of contexts) await context.close();
    server.child.kill("SIGTERM");
    const exit = await server.exited;
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
    expect(exit.code, exit.output).toBe(0);
  }
});
