import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking } from "~/features/booking/booking-write.server";
import { sealUnsentContentInClear } from "~/features/email/outbox.server";
import { createMailTransport } from "~/features/email/transport.server";
import { MailWorker } from "~/features/email/worker.server";
import { confirmSubscription } from "~/features/newsletter/confirm.server";
import { subscribeToNewsletter } from "~/features/newsletter/subscribe.server";
import { action as forgotAction } from "~/routes/forgot-password";
import { emailOutbox, services, verification } from "~db/schema";
import { seal, setSealKey } from "~db/sealed";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, formRequest } from "../support/actions";
import { postgresBinDir } from "../support/postgres-server";
import { startSmtpSink, type ReceivedMail } from "../support/smtp-sink";
import { signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { createTestDatabaseBefore, useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  await seedDatabase(db());
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

const worker = () =>
  new MailWorker({ db: db(), transport: createMailTransport({ smtpUrl: sink.url, mailboxDir: "unused", from: "Salon <contact@salon.test>" }), retryBaseMs: 1 });

/** Every row of every table of the schema, as PostgreSQL prints it. */
async function everyRow(): Promise<string> {
  const tables = (await db().execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as {
    rows: Array<{ table_name: string }>;
  };
  const texts: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = (await db().execute(sql`select t::text as row from ${sql.identifier(table_name)} t`)) as unknown as { rows: Array<{ row: string }> };
    texts.push(...rows.rows.map((r) => r.row));
  }
  return texts.join("\n");
}

/**
 * What whoever holds the database holds: PGlite's files (its whole data folder: tables, indexes and
 * the write-ahead log, which keeps what was since updated or deleted), or a `pg_dump` of the server.
 */
async function databaseFiles(): Promise<Buffer> {
  const current = database.current as typeof database.current & { url?: string };
  if (current.url) {
    const { stdout } = await promisify(execFile)(path.join(postgresBinDir(), "pg_dump"), ["--no-owner", current.url], {
      maxBuffer: 1 << 28,
      encoding: "buffer",
    });
    return stdout;
  }
  const client = (db() as unknown as { $client: PGlite }).$client;
  await client.query("checkpoint");
  return Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
}

const linkToken = (mail: ReceivedMail, pattern: RegExp) => pattern.exec(mail.text || "")?.[1];

describe("secret links at rest", () => {
  it("no token mailed for a reset, a booking or a newsletter sign-up is in the database, its files or a dump", async () => {
    const now = new Date();
    const customer = "au-repos@example.test";
    await signUpAndGetCookie(auth.current, customer);
    expect((await callRoute(forgotAction, formRequest("/forgot-password", { email: customer }, { ip: "198.51.100.60" }))).status).toBe(200);

    const [service] = await db().select().from(services).where(eq(services.slug, "coupe-shampoing"));
    const day = new Date(now.getTime() + 5 * 86_400_000).toISOString().slice(0, 10);
    const booked = await createBooking(
      { serviceIds: [service!.id], date: day, timeSlot: "11:00", name: "Zoé Repos", email: "zoe.repos@example.test", phone: "06 12 34 56 71" },
      now,
    );
    expect(booked.ok).toBe(true);

    const reader = "lectrice@example.test";
    expect((await subscribeToNewsletter({ email: reader }, now)).ok).toBe(true);

    // Before anything is sent, the private links wait sealed in the outbox.
    const waiting = (await db().execute(sql`select unsent_content::text as content from email_outbox where unsent_content is not null`)) as unknown as {
      rows: Array<{ content: string }>;
    };
    expect(waiting.rows.length).toBeGreaterThanOrEqual(3);
    for (const { content } of waiting.rows) expect(content).toMatch(/^"v1\.[A-Za-z0-9_-]+"$/);

    const w = worker();
    await w.runOnce();
    const reset = await sink.waitFor((m) => m.envelopeTo.includes(customer) && /reset-password\?token=/.test(m.text || ""));
    const booking = await sink.waitFor((m) => m.envelopeTo.includes("zoe.repos@example.test"));
    const confirmation = await sink.waitFor((m) => m.envelopeTo.includes(reader));
    const tokens = {
      reset: linkToken(reset, /reset-password\?token=([A-Za-z0-9_-]+)/)!,
      booking: linkToken(booking, /\/rendez-vous\/([A-Za-z0-9_-]{40,64})/)!,
      newsletter: linkToken(confirmation, /\/newsletter\/confirmation\/([A-Za-z0-9_-]+)/)!,
      unsubscribe: "",
    };

    // The welcome mail carries the reader's unsubscribe link: a private link too.
    expect((await confirmSubscription(tokens.newsletter, now)).ok).toBe(true);
    const before = sink.messages.length;
    await w.runOnce();
    const welcome = await sink.waitFor((m) => m.envelopeTo.includes(reader) && sink.messages.indexOf(m) >= before);
    tokens.unsubscribe = linkToken(welcome, /\/desinscription\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/)!;

    for (const token of Object.values(tokens)) expect(token).toMatch(/^[A-Za-z0-9_.-]{20,}$/);
    // The reset link is kept as its SHA-256, under Better Auth's own prefix, never as itself.
    const [resetRow] = await db()
      .select()
      .from(verification)
      .where(eq(verification.value, (await userIdOf(customer))!));
    expect(resetRow!.identifier).not.toContain(tokens.reset);
    expect(resetRow!.identifier).not.toMatch(/^reset-password:/);

    const rows = await everyRow();
    const files = (await databaseFiles()).toString("latin1");
    // The files read are the database's: what it keeps in clear is there.
    expect(files).toContain("zoe.repos@example.test");
    for (const [name, token] of Object.entries(tokens)) {
      expect(rows.includes(token), `${name} link in a table`).toBe(false);
      expect(files.includes(token), `${name} link in the database's files`).toBe(false);
    }
  });

  it("links queued in clear by an older version are sealed at start, and still sent as they were", async () => {
    const content = {
      html: "<a href='http://localhost:3000/reset-password?token=ancien-jeton-en-clair-0123456789'>lien</a>",
      text: "ancien-jeton-en-clair-0123456789",
      attachments: [],
    };
    const [row] = await db()
      .insert(emailOutbox)
      .values({ type: "reset_password_request", to: "ancien@example.test", subject: "Ancien", html: "[masqué]", text: "[masqué]", masked: true })
      .returning({ id: emailOutbox.id });
    await db().execute(sql`update email_outbox set unsent_content = ${JSON.stringify(content)}::jsonb where id = ${row!.id}`);

    expect(await sealUnsentContentInClear(db())).toBe(1);
    expect(await sealUnsentContentInClear(db())).toBe(0);
    const stored = (await db().execute(sql`select unsent_content::text as content from email_outbox where id = ${row!.id}`)) as unknown as {
      rows: Array<{ content: string }>;
    };
    expect(stored.rows[0]!.content).not.toContain("ancien-jeton");

    await worker().runOnce();
    const sent = await sink.waitFor((m) => m.envelopeTo.includes("ancien@example.test"));
    expect(sent.text).toContain("ancien-jeton-en-clair-0123456789");
  });

  it("a mail whose links can no longer be opened (another secret) fails rather than leave with dead links", async () => {
    const [row] = await db()
      .insert(emailOutbox)
      .values({ type: "reset_password_request", to: "autre-secret@example.test", subject: "Autre secret", html: "[masqué]", text: "[masqué]", masked: true })
      .returning({ id: emailOutbox.id });
    // Sealed under another site's key: this one can no longer open it.
    setSealKey(Buffer.alloc(32, 7));
    const foreign = seal(JSON.stringify({ html: "x", text: "x", attachments: [] }));
    setSealKey(Buffer.alloc(32, 8));
    await db().execute(sql`update email_outbox set unsent_content = to_jsonb(${foreign}::text) where id = ${row!.id}`);
    const w = new MailWorker({
      db: db(),
      transport: createMailTransport({ smtpUrl: sink.url, mailboxDir: "unused", from: "Salon <contact@salon.test>" }),
      retryBaseMs: 1,
    });
    await expect
      .poll(async () => (await w.runOnce(), (await db().select().from(emailOutbox).where(eq(emailOutbox.id, row!.id)))[0]!.status), { timeout: 10_000 })
      .toBe("failed");
    expect(sink.messages.some((m) => m.envelopeTo.includes("autre-secret@example.test"))).toBe(false);
  });
});

describe("upgrading", () => {
  it("ends the reset links an older version kept in clear, and keeps the e-mail confirmations (kept hashed already)", async () => {
    const old = await createTestDatabaseBefore("_hashed_verification_identifiers");
    try {
      const expires = "2099-01-01T00:00:00Z";
      await old.db.execute(sql`insert into verification (id, identifier, value, expires_at) values
        ('a', 'reset-password:clairclairclairclairclair', 'user-1', ${expires}),
        ('b', 'email-confirmation:user-2', 'f00d', ${expires})`);
      await old.upgrade();
      const left = (await old.db.execute(sql`select id from verification order by id`)) as unknown as { rows: Array<{ id: string }> };
      expect(left.rows).toEqual([{ id: "b" }]);
    } finally {
      await old.close();
    }
  });
});

async function userIdOf(email: string) {
  const rows = (await db().execute(sql`select id from "user" where email = ${email}`)) as unknown as { rows: Array<{ id: string }> };
  return rows.rows[0]?.id;
}
