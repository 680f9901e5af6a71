import { eq } from "drizzle-orm";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking } from "~/features/booking/booking-write.server";
import { queueEmail } from "~/features/email/outbox.server";
import { SimpleMessage } from "~/features/email/templates/simple-message";
import { createMailTransport } from "~/features/email/transport.server";
import { MailWorker } from "~/features/email/worker.server";
import { resetConfig } from "~/lib/config.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { openDatabase, type Database } from "~db/client.server";
import { bookings, emailOutbox, services } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { startSmtpSink } from "../support/smtp-sink";
import { migrationsFolder, useTestDatabase } from "../support/test-database";

/**
 * Two app processes on one database, as two connection pools (on PostgreSQL, two clients of the
 * same database; on PGlite, which one process holds, the same handle twice). What the site
 * promises must hold across them: one winner of a booking race, each mail sent once, shared limits.
 */
const database = useTestDatabase();
let second: Database;
const now = new Date("2026-11-22T08:00:00Z");

beforeAll(async () => {
  process.env.PUBLIC_URL = "http://salon.test";
  process.env.PAYMENT_MODE = "demo";
  resetConfig();
  const url = (database.current as Database & { url?: string }).url;
  second = url ? openDatabase({ databaseUrl: url, migrationsFolder }) : database.current;
  await seedDatabase(database.current.db);
});
afterAll(async () => {
  if (second !== database.current) await second.close();
});

describe("two instances on one database", () => {
  it("give one winner per free barber of a booking race run through both", async () => {
    const [service] = await database.current.db.select().from(services).where(eq(services.slug, "coupe-shampoing"));
    const attempt = (db: Database, i: number) =>
      createBooking(
        {
          serviceIds: [service!.id],
          date: "2026-11-25",
          timeSlot: "11:00",
          name: `Client ${i}`,
          email: `duo${i}@example.test`,
          phone: `06${String(i).padStart(8, "0")}`,
        },
        now,
        db.db,
      );
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(i % 2 ? second : database.current, i)));
    // A Wednesday: Karim and Lucas work (Yanis is off), so two chairs, 'Sans préférence'.
    const won = results.filter((r) => r.ok);
    expect(won.map((r) => r.ok && r.barber.name).sort()).toEqual(["Karim", "Lucas"]);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.code)).toEqual(Array(18).fill("SLOT_TAKEN"));
    expect(await database.current.db.$count(bookings)).toBe(2);
  });

  it("send each queued mail once, whichever worker takes it", async () => {
    const sink = await startSmtpSink();
    const recipients = Array.from({ length: 30 }, (_, i) => `lot${i}@example.test`);
    for (const to of recipients) {
      await database.current.db.transaction((tx) =>
        queueEmail(tx, { type: "welcome", to, subject: "Bienvenue", body: createElement(SimpleMessage, { heading: "Bonjour", paragraphs: ["Merci."] }) }),
      );
    }
    const workers = [database.current, second].map(
      (db) =>
        new MailWorker({
          db: db.db,
          transport: createMailTransport({ smtpUrl: sink.url, mailboxDir: "unused", from: "Salon <contact@salon.test>" }),
          retryBaseMs: 200,
          pollMs: 50,
        }),
    );
    try {
      workers.forEach((w) => w.start());
      for (const to of recipients) await sink.waitFor((m) => m.envelopeTo.includes(to), 30_000);
      await expect.poll(async () => (await database.current.db.select().from(emailOutbox)).every((m) => m.status === "sent"), { timeout: 15_000 }).toBe(true);
      const received = sink.messages.filter((m) => m.envelopeTo.some((to) => recipients.includes(to)));
      expect(received).toHaveLength(recipients.length);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await sink.close();
    }
  });

  it("share their request limits", async () => {
    const key = "duo:203.0.113.50";
    for (let i = 0; i < 4; i++) await hitRateLimit(key, 5, 3600, (i % 2 ? second : database.current).db);
    expect(await hitRateLimit(key, 5, 3600, second.db)).toMatchObject({ allowed: true, count: 5 });
    expect(await hitRateLimit(key, 5, 3600, database.current.db)).toMatchObject({ allowed: false, count: 6 });
  });
});
