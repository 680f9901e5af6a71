import { eq } from "drizzle-orm";
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { queueEmail } from "~/features/email/outbox.server";
import { SimpleMessage } from "~/features/email/templates/simple-message";
import { createMailTransport } from "~/features/email/transport.server";
import { MailWorker } from "~/features/email/worker.server";
import { emailOutbox } from "~db/schema";
import { freePort, startSmtpSink } from "../support/smtp-sink";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

function worker(smtpUrl: string, retryBaseMs = 150) {
  const w = new MailWorker({
    db: database.current.db,
    transport: createMailTransport({ smtpUrl, mailboxDir: "unused", from: "Salon <contact@salon.test>" }),
    retryBaseMs,
    pollMs: 100,
  });
  cleanups.push(() => w.stop());
  return w;
}

const message = (to: string, subject = "Bienvenue chez nous") => ({
  type: "welcome",
  to,
  subject,
  body: createElement(SimpleMessage, { heading: "Bienvenue Jean", paragraphs: ["Merci pour votre inscription."] }),
  attachments: [{ filename: "note.txt", contentType: "text/plain", contentBase64: Buffer.from("bonjour").toString("base64") }],
});

const row = async (id: string) => (await database.current.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

describe("e-mail outbox", () => {
  it("delivers a queued mail over SMTP, in French, with HTML, text and attachments", async () => {
    const sink = await startSmtpSink();
    cleanups.push(sink.close);
    const id = await database.current.db.transaction((tx) => queueEmail(tx, message("jean@example.test")));
    worker(sink.url).start();
    const mail = await sink.waitFor((m) => m.envelopeTo.includes("jean@example.test"));
    expect(mail.subject).toBe("Bienvenue chez nous");
    expect(mail.html).toContain('lang="fr"');
    expect(mail.html).toContain("Bienvenue Jean");
    expect(mail.text).toContain("Merci pour votre inscription.");
    expect(mail.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([["note.txt", "bonjour"]]);
    await expect.poll(async () => (await row(id)).status).toBe("sent");
    expect((await row(id)).attempts).toBe(1);
  });

  it("keeps a mail queued while SMTP is down and delivers it once SMTP is back", async () => {
    const port = await freePort();
    const id = await database.current.db.transaction((tx) => queueEmail(tx, message("down@example.test")));
    const w = worker(`smtp://127.0.0.1:${port}`, 1500);
    expect(await w.runOnce()).toBe(1);
    const afterFailure = await row(id);
    expect(afterFailure).toMatchObject({ status: "pending", attempts: 1 });
    expect(afterFailure.lastError).toBeTruthy();
    const sink = await startSmtpSink({ port });
    cleanups.push(sink.close);
    w.start();
    await sink.waitFor((m) => m.envelopeTo.includes("down@example.test"));
    await expect.poll(async () => (await row(id)).status).toBe("sent");
    expect((await row(id)).attempts).toBe(2);
  });

  it("marks a mail failed, with its error, after three tries", async () => {
    const port = await freePort();
    const id = await database.current.db.transaction((tx) => queueEmail(tx, message("never@example.test")));
    worker(`smtp://127.0.0.1:${port}`, 20).start();
    await expect.poll(async () => (await row(id)).status, { timeout: 10_000 }).toBe("failed");
    expect((await row(id)).attempts).toBe(3);
  });

  it("never sends a mail whose transaction rolled back", async () => {
    const sink = await startSmtpSink();
    cleanups.push(sink.close);
    await expect(
      database.current.db.transaction(async (tx) => {
        await queueEmail(tx, message("rollback@example.test"));
        throw new Error("business change failed");
      }),
    ).rejects.toThrow("business change failed");
    const rows = await database.current.db.select().from(emailOutbox).where(eq(emailOutbox.to, "rollback@example.test"));
    expect(rows).toHaveLength(0);
  });

  it("sends a booking's mail before a newsletter's batch queued earlier", async () => {
    const sink = await startSmtpSink();
    cleanups.push(sink.close);
    const { db } = database.current;
    const earlier = new Date(Date.now() - 60_000);
    await db.insert(emailOutbox).values(
      Array.from({ length: 12 }, (_, i) => ({
        type: "newsletter_campaign",
        to: `lecteur${i}@example.test`,
        subject: "Nouveautés",
        html: "<p>x</p>",
        text: "x",
        createdAt: earlier,
      })),
    );
    const id = await db.transaction((tx) => queueEmail(tx, { ...message("rdv@example.test", "Rendez-vous confirmé"), type: "booking_confirmation" }));
    // One pass takes ten mails: the booking's is among them.
    expect(await worker(sink.url).runOnce()).toBe(10);
    expect((await row(id)).status).toBe("sent");
  });

  it("resumes a mail left in sending by a process that stopped mid-send", async () => {
    const sink = await startSmtpSink();
    cleanups.push(sink.close);
    const id = await database.current.db.transaction((tx) => queueEmail(tx, message("resume@example.test")));
    await database.current.db
      .update(emailOutbox)
      .set({ status: "sending", lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.id, id));
    worker(sink.url).start();
    await sink.waitFor((m) => m.envelopeTo.includes("resume@example.test"));
    await expect.poll(async () => (await row(id)).status).toBe("sent");
  });
});
