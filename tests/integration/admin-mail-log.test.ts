import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitingCounts } from "~/features/admin/counts.server";
import { queueEmail } from "~/features/email/outbox.server";
import { SimpleMessage } from "~/features/email/templates/simple-message";
import { createMailTransport } from "~/features/email/transport.server";
import { MailWorker } from "~/features/email/worker.server";
import { loader as mailLoader } from "~/routes/admin/email";
import { action, loader } from "~/routes/admin/emails";
import { emailOutbox, type EmailStatus } from "~db/schema";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { startSmtpSink } from "../support/smtp-sink";
import { adminSessionCookie, signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";
import type { LoggedMail } from "~/features/admin/outbox-log.server";

const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
let admin = "";
let customer = "";
const stops: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  admin = await adminSessionCookie(auth.current, database.current.db);
  customer = await signUpAndGetCookie(auth.current, "client@example.test");
  // The sign-ups queued welcome mails: this file counts its own.
  await db().delete(emailOutbox);
});
afterAll(async () => {
  while (stops.length) await stops.pop()!();
});

type Listed = LoggedMail;
type Log = { mails: Listed[]; found: number; page: number; pageCount: number; filters: { status: string; page: number } };

const get = (fn: typeof loader | typeof mailLoader, url: string, params: Record<string, string> = {}, cookie = admin) =>
  callRoute(fn, new Request(`${ORIGIN}${url}`, { headers: { Cookie: cookie } }), params);
const list = async (query = "") => (await get(loader, `/admin/emails${query}`)).data as Log;
const retry = (id: string, cookie = admin) => callRoute(action, formRequest("/admin/emails", { intent: "retry", id }, { cookie }));
const row = async (id: string) => (await db().select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** A mail as the worker left it after its three refused tries. */
async function failedMail(to: string, subject: string) {
  const id = await queueEmail(db(), {
    type: "newsletter",
    to,
    subject,
    body: createElement(SimpleMessage, { heading: "Bienvenue", paragraphs: ["Votre code : MMTEST01"] }),
  });
  await db()
    .update(emailOutbox)
    .set({ status: "failed", attempts: 3, lastError: "connect ECONNREFUSED 127.0.0.1:2525", nextAttemptAt: minutesAgo(5) })
    .where(eq(emailOutbox.id, id));
  return id;
}

describe("mail log", () => {
  it("lists the outbox newest first, filters by status and paginates on the server", async () => {
    const statusOf = (i: number): EmailStatus => (i === 3 || i === 17 ? "failed" : i === 5 ? "sending" : "sent");
    await db()
      .insert(emailOutbox)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          type: "order",
          to: `client${i}@example.test`,
          subject: `Votre commande ${i}`,
          html: "<p>Commande</p>",
          text: "Commande",
          status: statusOf(i),
          attempts: statusOf(i) === "failed" ? 3 : 1,
          lastError: statusOf(i) === "failed" ? "Greeting never received" : null,
          createdAt: minutesAgo(i),
          sentAt: statusOf(i) === "sent" ? minutesAgo(i) : null,
          // Not due: a running worker must leave them alone.
          lockedUntil: statusOf(i) === "sending" ? new Date(Date.now() + 3_600_000) : null,
        })),
      );

    const first = await list();
    expect(first).toMatchObject({ found: 30, page: 1, pageCount: 2, filters: { status: "all", page: 1 } });
    expect(first.mails.map((m) => m.subject)).toEqual(Array.from({ length: 25 }, (_, i) => `Votre commande ${i}`));
    // Only what the list shows: no HTML, text or attachments until a mail is opened.
    expect(Object.keys(first.mails[0]!).sort()).toEqual(["attempts", "createdAt", "id", "lastError", "sentAt", "status", "subject", "to", "type"]);
    expect(first.mails[0]).toMatchObject({
      to: "client0@example.test",
      type: "order",
      status: "sent",
      attempts: 1,
      lastError: null,
      sentAt: expect.stringMatching(/Z$/),
    });

    const second = await list("?page=2");
    expect(second).toMatchObject({ page: 2, pageCount: 2 });
    expect(second.mails.map((m) => m.subject)).toEqual([25, 26, 27, 28, 29].map((i) => `Votre commande ${i}`));

    const failed = await list("?status=failed");
    expect(failed).toMatchObject({ found: 2, pageCount: 1 });
    expect(failed.mails.map((m) => [m.subject, m.status, m.attempts, m.lastError])).toEqual([
      ["Votre commande 3", "failed", 3, "Greeting never received"],
      ["Votre commande 17", "failed", 3, "Greeting never received"],
    ]);
    expect((await list("?status=sending")).mails.map((m) => m.subject)).toEqual(["Votre commande 5"]);
    expect((await list("?status=pending")).found).toBe(0);
    expect((await list("?status=failed&page=2")).page).toBe(1);
    // A bad value in the address means the default, never an error.
    expect(await list("?status=bizarre&page=-4")).toMatchObject({ filters: { status: "all", page: 1 }, page: 1 });
    expect((await list("?page=9")).page).toBe(2);
    expect((await waitingCounts(db())).emails).toBe(2);
  });

  it("reads one mail as it was sent: headers, text, HTML kept as is, attachment names; a bad id is a 404", async () => {
    const id = await queueEmail(db(), {
      type: "contact_form",
      to: "salon@example.test",
      replyTo: "ines@example.test",
      subject: "Message du site : horaires",
      body: createElement(SimpleMessage, { heading: "Nouveau message", paragraphs: ["<img src=x onerror=alert(1)> Êtes-vous ouverts le dimanche ?"] }),
      attachments: [{ filename: "plan.pdf", contentType: "application/pdf", contentBase64: Buffer.from("%PDF").toString("base64") }],
    });
    const read = await get(mailLoader, `/admin/emails/${id}`, { id });
    expect(read.status).toBe(200);
    const { mail } = read.data as { mail: Listed & { replyTo: string; html: string; text: string; attachments: string[] } };
    expect(mail).toMatchObject({
      id,
      to: "salon@example.test",
      replyTo: "ines@example.test",
      subject: "Message du site : horaires",
      type: "contact_form",
      status: "pending",
      attempts: 0,
      sentAt: null,
      attachments: ["plan.pdf"],
    });
    expect(mail.text).toContain("Êtes-vous ouverts le dimanche ?");
    // The HTML is the stored one: escaped by the template, shown by the page only in a sandboxed frame.
    expect(mail.html).toBe((await row(id)).html);
    expect(mail.html).toContain("&lt;img");
    expect(mail.html).not.toContain("<img src=x");

    for (const bad of ["pas-un-id", "00000000-0000-4000-8000-000000000000", `${id}x`]) {
      expect((await get(mailLoader, `/admin/emails/${bad}`, { id: bad })).status, bad).toBe(404);
    }
    const refused = await get(mailLoader, `/admin/emails/${id}`, { id }, customer);
    expect(refused.status).toBe(302);
    expect(refused.response?.headers.get("Location")).toBe("/admin");
  });

  it("with no SMTP server configured, writes mail to the local mailbox and the log reads it", async () => {
    const mailboxDir = mkdtempSync(path.join(tmpdir(), "salon-mailbox-"));
    const id = await queueEmail(db(), {
      type: "welcome",
      to: "local@example.test",
      subject: "Bienvenue (boîte locale)",
      body: createElement(SimpleMessage, { heading: "Bonjour", paragraphs: ["Lu sans serveur SMTP."] }),
    });
    const local = new MailWorker({ db: db(), transport: createMailTransport({ mailboxDir, from: "Salon <contact@salon.test>" }) });
    await local.runOnce();
    await local.stop();
    const files = readdirSync(mailboxDir).filter((f) => f.endsWith(`${id}.eml`));
    expect(files).toHaveLength(1);
    expect(readFileSync(path.join(mailboxDir, files[0]!), "utf8")).toContain("local@example.test");

    const { mail } = (await get(mailLoader, `/admin/emails/${id}`, { id })).data as { mail: Listed & { text: string } };
    expect(mail).toMatchObject({ status: "sent", attempts: 1, sentAt: expect.stringMatching(/Z$/) });
    expect(mail.text).toContain("Lu sans serveur SMTP.");
    expect((await list("?status=sent")).mails.map((m) => m.id)).toContain(id);
  });

  it("puts a failed mail back for three new tries, wakes the worker, which sends it; refused to others", async () => {
    const first = await failedMail("premiere@example.test", "Votre code de bienvenue (1)");
    const second = await failedMail("seconde@example.test", "Votre code de bienvenue (2)");
    const untouched = await row(second);

    for (const cookie of ["", customer]) expect((await retry(second, cookie)).status).toBe(403);
    expect(await row(second)).toEqual(untouched);

    // No worker running: the reset itself.
    expect(await retry(first)).toMatchObject({ status: 200, data: { ok: true, message: "E-mail remis en file d'envoi" } });
    const reset = await row(first);
    expect(reset).toMatchObject({ status: "pending", attempts: 0, lockedUntil: null });
    expect(reset.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await retry(first)).toMatchObject({ status: 409, data: { message: "Erreur lors de l'opération" } });

    // A worker that polls only every minute: its first pass sends the first mail...
    const sink = await startSmtpSink();
    stops.push(sink.close);
    const worker = new MailWorker({
      db: db(),
      transport: createMailTransport({ smtpUrl: sink.url, mailboxDir: "unused", from: "Salon <contact@salon.test>" }),
      pollMs: 60_000,
    });
    stops.push(() => worker.stop());
    worker.start();
    await sink.waitFor((m) => m.envelopeTo.includes("premiere@example.test"));
    await expect.poll(async () => (await row(first)).status).toBe("sent");
    // ...and the retry of the second wakes it at once rather than a minute later.
    expect((await retry(second)).status).toBe(200);
    const received = await sink.waitFor((m) => m.envelopeTo.includes("seconde@example.test"), 15_000);
    expect(received.subject).toBe("Votre code de bienvenue (2)");
    expect(received.text).toContain("MMTEST01");
    await expect.poll(async () => (await row(second)).status).toBe("sent");
    expect(await row(second)).toMatchObject({ attempts: 1, lastError: null });

    expect(await retry(second)).toMatchObject({ status: 409 });
    expect((await retry("00000000-0000-4000-8000-000000000000")).status).toBe(409);
    expect((await retry("pas-un-id")).status).toBe(400);
    expect((await callRoute(action, formRequest("/admin/emails", { intent: "supprimer", id: second }, { cookie: admin }))).status).toBe(400);
  });
});
