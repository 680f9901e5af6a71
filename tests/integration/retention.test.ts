import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { removeOrphanProductImages } from "~/features/admin/product-images.server";
import { purgeExpiredData } from "~/features/privacy/retention.server";
import { removeOrphanCvs } from "~/features/recruitment/apply.server";
import { listApprovedReviews } from "~/features/salon-reviews/reviews.server";
import { getConfig, resetConfig } from "~/lib/config.server";
import { saveUpload } from "~/lib/storage.server";
import {
  bookings,
  contactMessages,
  customers,
  emailOutbox,
  jobApplications,
  newsletterCampaigns,
  newsletterDeliveries,
  paymentIncidents,
  paypalOrders,
  products,
  serviceReviews,
  services,
  user,
  type PayPalQuote,
} from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { firstBarberId, useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
beforeAll(() => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "salon-retention-"));
  resetConfig();
});

describe("retention", () => {
  it("deletes contact messages after 1 year, applications and their CV after 2, bookings after 3", async () => {
    const { db } = database.current;
    await seedDatabase(db);
    const now = new Date("2026-11-22T12:00:00Z");
    const at = (iso: string) => new Date(iso);
    await db.insert(contactMessages).values([
      { name: "Ancien", email: "a@example.test", subject: "s", message: "m", createdAt: at("2025-11-01T00:00:00Z") },
      { name: "Récent", email: "r@example.test", subject: "s", message: "m", createdAt: at("2026-01-01T00:00:00Z") },
    ]);
    const oldCv = await saveUpload("cv", "pdf", Buffer.from("%PDF-old"));
    const newCv = await saveUpload("cv", "pdf", Buffer.from("%PDF-new"));
    const application = {
      firstName: "J",
      lastName: "C",
      dateOfBirth: "1990-01-01",
      email: "j@example.test",
      cvFilename: "cv.pdf",
      cvContentType: "application/pdf",
      cvSizeBytes: 8,
    };
    await db.insert(jobApplications).values([
      { ...application, cvPath: oldCv, createdAt: at("2024-10-01T00:00:00Z") },
      { ...application, cvPath: newCv, createdAt: at("2025-12-01T00:00:00Z") },
    ]);
    const [service] = await db.select().from(services).limit(1);
    const [oldCustomer, keptCustomer] = await db
      .insert(customers)
      .values([
        { name: "Vieux", email: "vieux@example.test", phone: "0600000000" },
        { name: "Fidèle", email: "fidele@example.test", phone: "0600000001" },
      ])
      .returning();
    const barberId = await firstBarberId(db);
    const booking = (customerId: string, date: string) => ({
      serviceId: service!.id,
      customerId,
      barberId,
      customerName: "Client",
      customerPhone: "0600000000",
      date,
      timeSlot: "10:00",
      durationMinutes: 30,
      priceCents: 2000,
      title: "Coupe",
      during: sql`tstzrange(${`${date}T09:00:00Z`}::timestamptz, ${`${date}T09:30:00Z`}::timestamptz, '[)')`,
      blocked: sql`tstzrange(${`${date}T09:00:00Z`}::timestamptz, ${`${date}T09:30:00Z`}::timestamptz, '[)')`,
    });
    await db.insert(bookings).values([booking(oldCustomer!.id, "2023-10-02"), booking(keptCustomer!.id, "2024-01-08")]);
    await db.insert(emailOutbox).values([
      { type: "welcome", to: "a@example.test", subject: "s", html: "h", text: "t", status: "sent", createdAt: at("2025-10-01T00:00:00Z") },
      { type: "welcome", to: "b@example.test", subject: "s", html: "h", text: "t", status: "failed", createdAt: at("2025-10-01T00:00:00Z") },
      // Failed mails with a private link: its clear copy goes after a week, the masked one stays.
      {
        type: "reset_password_request",
        to: "c@example.test",
        subject: "s",
        html: "token=[masqué]",
        text: "t",
        status: "failed",
        masked: true,
        unsentContent: { html: "token=old", text: "t", attachments: [] },
        createdAt: at("2026-11-14T12:00:00Z"),
      },
      {
        type: "reset_password_request",
        to: "d@example.test",
        subject: "s",
        html: "token=[masqué]",
        text: "t",
        status: "failed",
        masked: true,
        unsentContent: { html: "token=new", text: "t", attachments: [] },
        createdAt: at("2026-11-16T12:00:00Z"),
      },
    ]);

    expect(await purgeExpiredData(now)).toEqual({
      contactMessages: 1,
      jobApplications: 1,
      bookings: 1,
      customers: 1,
      sentEmails: 1,
      unsentSecrets: 1,
      paypalOrders: 0,
      unconfirmedSubscribers: 0,
      waitlistEntries: 0,
      waitlistNotices: 0,
      newsletterDeliveries: 0,
      serviceReviews: 0,
    });
    expect((await db.select().from(contactMessages)).map((r) => r.name)).toEqual(["Récent"]);
    expect((await db.select().from(jobApplications)).map((r) => r.cvPath)).toEqual([newCv]);
    const uploads = path.join(getConfig().dataDir, "uploads");
    expect(existsSync(path.join(uploads, oldCv))).toBe(false);
    expect(existsSync(path.join(uploads, newCv))).toBe(true);
    expect((await db.select().from(customers)).map((c) => c.name)).toEqual(["Fidèle"]);
    expect((await db.select().from(emailOutbox).orderBy(emailOutbox.to)).map((m) => [m.to, m.status, m.html, m.unsentContent?.html ?? null])).toEqual([
      ["b@example.test", "failed", "h", null],
      ["c@example.test", "failed", "token=[masqué]", null],
      ["d@example.test", "failed", "token=[masqué]", "token=new"],
    ]);
    expect(await purgeExpiredData(now)).toEqual({
      contactMessages: 0,
      jobApplications: 0,
      bookings: 0,
      customers: 0,
      sentEmails: 0,
      unsentSecrets: 0,
      paypalOrders: 0,
      unconfirmedSubscribers: 0,
      waitlistEntries: 0,
      waitlistNotices: 0,
      newsletterDeliveries: 0,
      serviceReviews: 0,
    });
  });

  it("deletes the record of a PayPal order after 30 days, unless an open incident still refers to it", async () => {
    const { db } = database.current;
    const now = new Date("2026-11-22T12:00:00Z");
    const [customer] = await db.insert(user).values({ id: randomUUID(), name: "Client PayPal", email: "paypal-retention@example.test" }).returning();
    const quote: PayPalQuote = {
      lines: [],
      deliveryMode: "homeDelivery",
      promoCode: null,
      amounts: { subtotalCents: 1999, deliveryFeeCents: 0, discountCents: 0, totalCents: 1999 },
      address: { fullName: "Client PayPal", streetNumber: "3", address: "rue Orfila", postalCode: "75020", city: "Paris", phone: "06 00 00 00 01" },
    };
    const record = (id: string, createdAt: string) => ({
      id,
      userId: customer!.id,
      attemptId: randomUUID(),
      totalCents: 1999,
      quote,
      createdAt: new Date(createdAt),
    });
    await db
      .insert(paypalOrders)
      .values([
        record("ANCIENNE", "2026-10-22T11:00:00Z"),
        record("RECENTE", "2026-10-23T13:00:00Z"),
        record("INCIDENT-OUVERT", "2026-09-01T00:00:00Z"),
        record("INCIDENT-CLOS", "2026-09-01T00:00:00Z"),
      ]);
    const incident = { provider: "paypal", userEmail: customer!.email, amountCents: 1999, currency: "EUR", reason: "Stock insuffisant" };
    await db.insert(paymentIncidents).values([
      { ...incident, reference: "CAP-OUVERT", providerOrderId: "INCIDENT-OUVERT" },
      { ...incident, reference: "CAP-CLOS", providerOrderId: "INCIDENT-CLOS", resolvedAt: new Date("2026-09-02T00:00:00Z"), resolution: "refunded" },
    ]);

    expect((await purgeExpiredData(now)).paypalOrders).toBe(2);
    expect((await db.select({ id: paypalOrders.id }).from(paypalOrders).orderBy(paypalOrders.id)).map((r) => r.id)).toEqual(["INCIDENT-OUVERT", "RECENTE"]);
  });

  it("erases a review 3 years after it was written, published or refused, as the reviews' rules say", async () => {
    const { db } = database.current;
    const now = new Date("2029-12-01T12:00:00Z");
    await db.insert(serviceReviews).values([
      { customerName: "Publié trop ancien", rating: 5, comment: "a", status: "approved", createdAt: new Date("2026-11-30T12:00:00Z") },
      {
        customerName: "Refusé trop ancien",
        rating: 1,
        comment: "b",
        status: "rejected",
        rejectionReason: "advertising",
        createdAt: new Date("2026-11-01T00:00:00Z"),
      },
      { customerName: "Publié encore là", rating: 4, comment: "c", status: "approved", createdAt: new Date("2026-12-01T13:00:00Z") },
    ]);
    await listApprovedReviews(50);
    expect((await purgeExpiredData(now)).serviceReviews).toBe(2);
    expect((await db.select({ name: serviceReviews.customerName }).from(serviceReviews)).map((r) => r.name)).toEqual(["Publié encore là"]);
    // The home page's kept list forgets them at once.
    expect((await listApprovedReviews(50)).map((r) => r.customerName)).toEqual(["Publié encore là"]);
  });

  it("forgets who received a newsletter after 12 months, like the mails themselves", async () => {
    const { db } = database.current;
    const now = new Date("2026-11-22T12:00:00Z");
    const [campaign] = await db.insert(newsletterCampaigns).values({ subject: "Ancienne", body: "Texte", status: "sent" }).returning();
    await db.insert(newsletterDeliveries).values([
      { campaignId: campaign!.id, email: "ancien@example.test", queuedAt: new Date("2025-11-22T11:00:00Z") },
      { campaignId: campaign!.id, email: "recent@example.test", queuedAt: new Date("2025-11-22T13:00:00Z") },
    ]);
    expect((await purgeExpiredData(now)).newsletterDeliveries).toBe(1);
    expect((await db.select({ email: newsletterDeliveries.email }).from(newsletterDeliveries)).map((r) => r.email)).toEqual(["recent@example.test"]);
  });

  it("removes uploaded files that nothing refers to, once they are an hour old", async () => {
    const { db } = database.current;
    const uploads = path.join(getConfig().dataDir, "uploads");
    const now = new Date();
    const twoHoursAgo = new Date(now.getTime() - 2 * 3600_000);
    const age = (file: string) => utimesSync(file, twoHoursAgo, twoHoursAgo);

    // CVs: one of an application, one left by a failed save, one being saved right now.
    const kept = await saveUpload("cv", "pdf", Buffer.from("%PDF-kept"));
    const orphan = await saveUpload("cv", "pdf", Buffer.from("%PDF-orphan"));
    const fresh = await saveUpload("cv", "pdf", Buffer.from("%PDF-fresh"));
    const application = {
      firstName: "J",
      lastName: "C",
      dateOfBirth: "1990-01-01",
      email: "k@example.test",
      cvFilename: "cv.pdf",
      cvContentType: "application/pdf",
      cvSizeBytes: 9,
    };
    await db.insert(jobApplications).values({ ...application, cvPath: kept });
    [kept, orphan].forEach((key) => age(path.join(uploads, key)));
    expect(await removeOrphanCvs(now)).toBeGreaterThanOrEqual(1);
    expect(existsSync(path.join(uploads, kept))).toBe(true);
    expect(existsSync(path.join(uploads, orphan))).toBe(false);
    expect(existsSync(path.join(uploads, fresh))).toBe(true);

    // Product images: a product's two sizes stay; an unreferenced image and a half-written file go.
    const images = path.join(uploads, "product-images");
    mkdirSync(images, { recursive: true });
    const [product] = await db.select().from(products).limit(1);
    await db
      .update(products)
      .set({ imageUrls: ["/media/products/aaaaaaaaaaaaaaaa-1200x900.webp"] })
      .where(sql`${products.id} = ${product!.id}`);
    const names = [
      "aaaaaaaaaaaaaaaa-1200x900.webp",
      "aaaaaaaaaaaaaaaa-480x360.webp",
      "bbbbbbbbbbbbbbbb-800x600.webp",
      "bbbbbbbbbbbbbbbb-480x360.webp",
      "cccccccccccccccc-800x600.webp.0b0e8c5e-1f1a-4a55-9d39-3b3c1d1e2f3a.part",
    ];
    for (const name of names) {
      writeFileSync(path.join(images, name), "x");
      age(path.join(images, name));
    }
    writeFileSync(path.join(images, "dddddddddddddddd-800x600.webp"), "being saved");
    expect(await removeOrphanProductImages(now)).toBe(3);
    expect(
      ["aaaaaaaaaaaaaaaa-1200x900.webp", "aaaaaaaaaaaaaaaa-480x360.webp", "dddddddddddddddd-800x600.webp"].every((n) => existsSync(path.join(images, n))),
    ).toBe(true);
    expect(existsSync(path.join(images, names[2]!))).toBe(false);
    expect(existsSync(path.join(images, names[4]!))).toBe(false);
    expect(await removeOrphanProductImages(now)).toBe(0);
  });
});
