import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDays, parisWallClock } from "~/lib/paris-time";
import { freePort, startSmtpSink } from "../support/smtp-sink";
import { signInAsAdmin } from "./support/accounts";
import { clientAddressOf, expect, holdRequests, PAGE_SCRIPTS, refuseCookies, test, waitForHydration } from "./support/fixtures";
import { startServer, waitHealthy } from "../support/own-server";
import { siteWithPastVisits } from "./support/past-visits";

const ADMIN = { email: "patron@avis.test", password: "Patron-avis-2026!" };

test.describe.configure({ timeout: 240_000 });

test("a client follows the review link from the mail, the admin approves the review, and the home page shows it as 'Avis vérifié' with the site's own rating", async ({
  browser,
}, testInfo) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "salon-avis-"));
  const sink = await startSmtpSink();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const run = `${testInfo.repeatEachIndex}-${Date.now().toString(36)}`;
  const email = `avis-${run}@example.test`;
  // A second client, whose browser runs no JavaScript.
  const plainEmail = `avis-sans-js-${run}@example.test`;
  // Visits two Paris days ago: their review requests are due whatever the hour (the day after, from
  // 10:00), so the job run at start mails them.
  await siteWithPastVisits(dataDir, addDays(parisWallClock(new Date()).date, -2), [
    { name: "Jean Martin", email, timeSlot: "10:00" },
    { name: "Sofiane Haddad", email: plainEmail, timeSlot: "11:00" },
  ]);
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
    // Requests may leave at any hour here: the journey runs whatever the time of day (the hours
    // themselves are tested with a pinned clock).
    REVIEW_REQUEST_HOUR: "0",
    REVIEW_REQUEST_LAST_HOUR: "24",
  });
  const contexts = [] as Array<Awaited<ReturnType<typeof browser.newContext>>>;
  const newPage = async (who: string, javaScriptEnabled = true) => {
    const context = await browser.newContext({
      baseURL: url,
      javaScriptEnabled,
      extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(`${testInfo.testId}:${who}`, testInfo.repeatEachIndex) },
    });
    contexts.push(context);
    return context.newPage();
  };
  try {
    await waitHealthy(url, server);
    // The job that runs at start queued the request; the mail worker sent it.
    const mail = await sink.waitFor((m) => m.envelopeTo.includes(email), 90_000);
    expect(mail.subject).toBe("Comment s'est passé votre rendez-vous avec Karim ?");
    const linkOf = (html: unknown) => /href="(http:\/\/127\.0\.0\.1:\d+\/avis\/[A-Za-z0-9_-]{43})"/.exec(String(html))?.[1];
    const link = linkOf(mail.html);
    expect(link).toBeTruthy();
    const plainLink = linkOf((await sink.waitFor((m) => m.envelopeTo.includes(plainEmail), 30_000)).html);
    expect(plainLink).toBeTruthy();

    // Before any review of its own, the site gives no rating of its own: the Google figure is labelled.
    const visitor = await newPage("visitor");
    await visitor.goto("/");
    const reviews = visitor.locator("#avis");
    await expect(reviews).toContainText("5,0 sur 5 · 255 avis Google");
    await expect(reviews).not.toContainText("avis sur notre site");

    // The client opens the link from the mail.
    const client = await newPage("client");
    // The page's scripts held: the client picks 4 stars on the server's HTML, before it is live.
    const scripts = await holdRequests(client, PAGE_SCRIPTS);
    await client.goto(new URL(link!).pathname, { waitUntil: "commit" });
    await expect(client.getByRole("radio", { name: "5 étoiles" })).toBeChecked();
    await client.getByRole("radio", { name: "4 étoiles" }).check();
    expect(await client.evaluate(() => (window as { __live?: boolean }).__live)).toBeUndefined();
    scripts.release();
    await waitForHydration(client);
    await refuseCookies(client);
    await expect(client.getByRole("heading", { level: 1, name: "Votre avis" })).toBeVisible();
    await expect(client.getByText("Coupe + shampoing")).toBeVisible();
    await expect(client.getByText("Karim")).toBeVisible();
    await expect(client.getByLabel("Votre nom")).toHaveValue("Jean");
    // Once live, the rating is the one picked: four stars lit, the fifth not.
    await expect(client.getByRole("radio", { name: "4 étoiles" })).toBeChecked();
    const starShown = (value: number) => client.locator(`label:has(input[name="rating"][value="${value}"]) span[aria-hidden="true"]`);
    await expect(starShown(4)).toHaveClass(/text-brass/);
    await expect(starShown(5)).toHaveClass(/text-ink\/20/);
    await client.getByLabel("Votre commentaire (facultatif)").fill("Dégradé net, Karim a pris le temps de conseiller.");
    await client.getByRole("button", { name: "Envoyer mon avis" }).click();
    await expect(client.getByText("Merci pour votre avis ! Il sera publié après modération.")).toBeVisible({ timeout: 20_000 });
    // The link serves once.
    await client.goto(new URL(link!).pathname);
    await expect(client.getByText("Ce lien a déjà servi : votre avis a bien été reçu. Merci !")).toBeVisible();
    await expect(client.getByRole("button", { name: "Envoyer mon avis" })).toHaveCount(0);

    // Without JavaScript, the page is a plain form the server answers.
    const plain = await newPage("plain", false);
    await plain.goto(new URL(plainLink!).pathname);
    const plainName = plain.getByLabel("Votre nom");
    await expect(plainName).toHaveValue("Sofiane");
    await expect(plainName).toHaveAttribute("autocomplete", "name");
    // A blank name: the server's answer shows its error under the field and keeps what was sent.
    await plainName.fill("  ");
    await plain.getByRole("radio", { name: "3 étoiles" }).check();
    await plain.getByLabel("Votre commentaire (facultatif)").fill("Envoyé sans JavaScript.");
    await plain.getByRole("button", { name: "Envoyer mon avis" }).click();
    await expect(plainName).toHaveAttribute("aria-invalid", "true");
    await expect(plainName).toHaveAccessibleDescription(/^Veuillez entrer votre nom/);
    await expect(plain.getByRole("radio", { name: "3 étoiles" })).toBeChecked();
    await expect(plain.getByLabel("Votre commentaire (facultatif)")).toHaveValue("Envoyé sans JavaScript.");
    await plainName.fill("Sofiane");
    await plain.getByRole("button", { name: "Envoyer mon avis" }).click();
    await expect(plain.getByText("Merci pour votre avis ! Il sera publié après modération.")).toBeVisible({ timeout: 20_000 });

    // Waiting for moderation: not on the home page yet.
    await visitor.reload();
    await expect(reviews.getByRole("article", { name: "Avis de Jean" })).toHaveCount(0);

    const admin = await newPage("admin");
    await signInAsAdmin(admin, ADMIN);
    await admin.goto("/admin/reviews");
    const pending = admin.getByRole("article", { name: "Avis de Jean" });
    await expect(pending).toContainText("Avis vérifié");
    await expect(pending).toContainText("Prestation : Coupe + shampoing · Barbier : Karim");
    await expect(pending).toContainText("Dégradé net");
    // Both wait for moderation; the one sent without JavaScript stays there.
    const plainReview = admin.getByRole("article", { name: "Avis de Sofiane" });
    await expect(plainReview).toContainText("Avis vérifié");
    await expect(plainReview.getByText("Note : 3 sur 5")).toBeAttached();
    await pending.getByRole("button", { name: "Approuver l'avis de Jean" }).click();
    await expect(admin.getByText("Avis approuvé").first()).toBeVisible({ timeout: 20_000 });

    // The home page: the verified review, the site's own average and count beside Google's.
    await visitor.reload();
    const card = reviews.getByRole("article", { name: "Avis de Jean" });
    await expect(card).toContainText("Avis vérifié", { timeout: 20_000 });
    await expect(card).toContainText("Coupe + shampoing avec Karim");
    await expect(card).toContainText("Dégradé net, Karim a pris le temps de conseiller.");
    await expect(card.getByText("Note : 4 sur 5")).toBeAttached();
    await expect(reviews).toContainText("4,0 sur 5 · 1 avis sur notre site");
    await expect(reviews).toContainText("5,0 sur 5 · 255 avis Google");
    // No sample review beside a real one.
    await expect(reviews.getByRole("article")).toHaveCount(1);
    const ld = (await visitor.locator('script[type="application/ld+json"]').allTextContents())
      .map((b) => JSON.parse(b))
      .find((d) => d["@type"] === "HairSalon");
    expect(ld.aggregateRating).toMatchObject({ ratingValue: "4.0", reviewCount: 1 });
    expect(ld.review).toEqual([
      expect.objectContaining({ "@type": "Review", author: { "@type": "Person", name: "Jean" }, reviewRating: expect.objectContaining({ ratingValue: 4 }) }),
    ]);
  } finally {
    for (const context of contexts) await context.close();
    server.child.kill("SIGTERM");
    const exit = await server.exited;
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
    expect(exit.code, exit.output).toBe(0);
  }
});
