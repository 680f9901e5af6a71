import { eq } from "drizzle-orm";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSessionUser } from "~/features/accounts/session.server";
import { queueEmail } from "~/features/email/outbox.server";
import { SimpleMessage } from "~/features/email/templates/simple-message";
import { createMailTransport } from "~/features/email/transport.server";
import { MailWorker } from "~/features/email/worker.server";
import { listApprovedReviews, submitReview } from "~/features/salon-reviews/reviews.server";
import { emailOutbox, productReviews, products, serviceReviews } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { action as emailsAction, loader as emailsLoader } from "~/routes/admin/emails";
import { loader as emailLoader } from "~/routes/admin/email";
import { action as reviewsAction, loader as reviewsLoader } from "~/routes/admin/reviews";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { freePort, startSmtpSink } from "../support/smtp-sink";
import { signUpAndGetCookie, TEST_ADMIN_EMAIL, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
let admin = "";
let customer = "";

beforeAll(async () => {
  await seedDatabase(db());
  admin = await signUpAndGetCookie(auth.current, TEST_ADMIN_EMAIL);
  customer = await signUpAndGetCookie(auth.current, "avis@example.test");
});

const get = (fn: typeof reviewsLoader | typeof emailsLoader | typeof emailLoader, path: string, params: Record<string, string> = {}, cookie = admin) =>
  callRoute(fn, new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } }), params);

describe("review moderation", () => {
  it("approves a pending review: it then shows on the home page; deleting removes it", async () => {
    await submitReview({ name: "Bruno Patient", rating: 4, comment: "Très bonne coupe, accueil chaleureux." });
    const page = await get(reviewsLoader, "/admin/reviews");
    const pending = (page.data as { pending: Array<{ id: string; customerName: string }> }).pending;
    const bruno = pending.find((r) => r.customerName === "Bruno Patient")!;
    expect(bruno).toBeDefined();
    expect((await listApprovedReviews(50)).map((r) => r.customerName)).not.toContain("Bruno Patient");

    const post = (fields: Record<string, string>, cookie = admin) => callRoute(reviewsAction, formRequest("/admin/reviews", fields, { cookie }));
    expect((await post({ intent: "approve", id: bruno.id }, customer)).status).toBe(403);
    expect((await listApprovedReviews(50)).map((r) => r.customerName)).not.toContain("Bruno Patient");
    expect(await post({ intent: "approve", id: bruno.id })).toMatchObject({ status: 200, data: { message: "Avis approuvé" } });
    expect((await listApprovedReviews(50)).map((r) => r.customerName)).toContain("Bruno Patient");
    expect(await post({ intent: "approve", id: bruno.id })).toMatchObject({ status: 409 });

    expect(await post({ intent: "delete", id: bruno.id })).toMatchObject({ status: 200, data: { message: "Avis supprimé" } });
    expect(await db().select().from(serviceReviews).where(eq(serviceReviews.id, bruno.id))).toEqual([]);
    expect((await post({ intent: "delete", id: "nope" })).status).toBe(400);
  });

  it("lists product reviews with their product and deletes one", async () => {
    const user = await getSessionUser(new Request(ORIGIN, { headers: { Cookie: customer } }));
    const [product] = await db().select().from(products).limit(1);
    const [review] = await db()
      .insert(productReviews)
      .values({ productId: product!.id, userId: user!.id, userEmail: user!.email, rating: 2, comment: "Odeur trop forte.", firstName: "Jean", lastName: "Test" })
      .returning();
    const page = await get(reviewsLoader, "/admin/reviews?page=-3");
    expect(page.data).toMatchObject({ productPage: 1, productReviews: [{ id: review!.id, productName: product!.name, customerName: "Jean Test", verifiedPurchase: false }] });
    const answer = await callRoute(reviewsAction, formRequest("/admin/reviews", { intent: "delete-product-review", id: review!.id }, { cookie: admin }));
    expect(answer).toMatchObject({ status: 200, data: { message: "Avis supprimé" } });
    expect(await db().select().from(productReviews)).toEqual([]);
  });
});

describe("mail log", () => {
  const stops: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    while (stops.length) await stops.pop()!();
  });

  it("lists, filters and reads mails, and sends a failed one again when asked", async () => {
    const mail = (to: string, subject: string) =>
      queueEmail(db(), {
        type: "welcome",
        to,
        subject,
        body: createElement(SimpleMessage, { heading: "Bonjour", paragraphs: [`<script>alert(1)</script> ${subject}`] }),
        attachments: [{ filename: "note.txt", contentType: "text/plain", contentBase64: Buffer.from("x").toString("base64") }],
      });
    // A mail server that is down: the mail fails its three tries.
    const deadPort = await freePort();
    const failing = new MailWorker({ db: db(), transport: createMailTransport({ smtpUrl: `smtp://127.0.0.1:${deadPort}`, mailboxDir: "unused", from: "Salon <contact@salon.test>" }), retryBaseMs: 20, pollMs: 50 });
    const id = await mail("relance@example.test", "Votre code de bienvenue");
    failing.start();
    await expect.poll(async () => (await db().select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!.status, { timeout: 20_000 }).toBe("failed");
    await failing.stop();

    const failed = await get(emailsLoader, "/admin/emails?status=failed");
    // The sign-up welcome mails failed too: all the listed ones are failed, ours among them.
    const listed = (failed.data as { mails: Array<{ id: string; status: string; lastError: string }> }).mails;
    expect(listed.every((m) => m.status === "failed")).toBe(true);
    const ours = listed.find((m) => m.id === id);
    expect(ours).toMatchObject({ to: "relance@example.test", status: "failed", attempts: 3 });
    expect(ours!.lastError).toMatch(/ECONNREFUSED|connect/i);
    const all = await get(emailsLoader, "/admin/emails?status=bizarre&page=999");
    expect(all.data).toMatchObject({ filters: { status: "all" }, page: 1 });

    const read = await get(emailLoader, `/admin/emails/${id}`, { id });
    expect(read.data).toMatchObject({ mail: { subject: "Votre code de bienvenue", attachments: ["note.txt"] } });
    // The HTML is kept as sent: the page shows it in a sandboxed frame, never as its own markup.
    expect((read.data as { mail: { html: string } }).mail.html).toContain("&lt;script&gt;");
    expect((await get(emailLoader, "/admin/emails/pas-un-id", { id: "pas-un-id" })).status).toBe(404);
    expect((await get(emailLoader, `/admin/emails/${id}`, { id }, customer)).status).toBe(302);

    // Retrying: refused to a customer, then accepted once; the worker delivers it to a live server.
    const retry = (cookie = admin) => callRoute(emailsAction, formRequest("/admin/emails", { intent: "retry", id }, { cookie }));
    expect((await retry(customer)).status).toBe(403);
    expect(await retry()).toMatchObject({ status: 200, data: { message: "E-mail remis en file d'envoi" } });
    expect((await retry()).status).toBe(409);
    const sink = await startSmtpSink();
    stops.push(sink.close);
    const working = new MailWorker({ db: db(), transport: createMailTransport({ smtpUrl: sink.url, mailboxDir: "unused", from: "Salon <contact@salon.test>" }), retryBaseMs: 20, pollMs: 50 });
    stops.push(() => working.stop());
    working.start();
    const received = await sink.waitFor((m) => m.envelopeTo.includes("relance@example.test"));
    expect(received.subject).toBe("Votre code de bienvenue");
    await expect.poll(async () => (await db().select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!.status).toBe("sent");
  });
});
