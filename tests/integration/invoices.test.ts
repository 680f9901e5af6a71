import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelOrderAsAdmin } from "~/features/admin/order-actions.server";
import { createMailTransport } from "~/features/email/transport.server";
import { MailWorker } from "~/features/email/worker.server";
import type { InvoiceSnapshot } from "~/features/invoices/document";
import { issueInvoice, renderGeneratedAttachment } from "~/features/invoices/invoices.server";
import { listCustomerOrders, placeOrder, type Customer, type OrderRequest } from "~/features/orders/orders.server";
import { resetConfig } from "~/lib/config.server";
import { emailOutbox, invoiceCounters, invoiceDocuments, orders, products } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { inTransaction } from "~db/transactions";
import { loader as accountInvoice } from "~/routes/account-invoice";
import { loader as adminInvoice } from "~/routes/admin/invoice";
import { callRoute, ORIGIN } from "../support/actions";
import { pdfText } from "../support/pdf-text";
import { adminSessionCookie, customer, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";
import { testAddress } from "../support/shipping-address";

const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
const ids: Record<string, string> = {};
let priceOf: Record<string, number> = {};

// A fixed instant in March 2026 (Paris winter time): the year of every number below.
const MARCH = new Date("2026-03-10T09:00:00Z");
const address = testAddress;

beforeAll(async () => {
  process.env.OWNER_EMAIL = "patron@salon.test";
  resetConfig();
  await seedDatabase(db());
  await db().update(products).set({ stock: 500 });
  for (const p of await db().select().from(products)) {
    ids[p.slug] = p.id;
    priceOf = { ...priceOf, [p.slug]: p.priceCents };
  }
});

afterAll(() => {
  delete process.env.OWNER_EMAIL;
  resetConfig();
});

const oilDelivered = (quantity = 1): OrderRequest => ({ lines: [{ productId: ids["huile-barbe"]!, quantity }], deliveryMode: "homeDelivery", promoCode: null });

async function order(who: Customer, request: OrderRequest, now = MARCH) {
  const subtotal = request.lines.reduce((sum, l) => sum + priceOf[Object.keys(ids).find((slug) => ids[slug] === l.productId)!]! * l.quantity, 0);
  const total = subtotal + (request.deliveryMode === "homeDelivery" && subtotal < 4900 ? 600 : 0);
  const placed = await placeOrder(
    who,
    request,
    request.deliveryMode === "homeDelivery" ? address : null,
    { provider: "demo", reference: `demo-${randomUUID()}`, amountCents: total },
    db(),
    now,
  );
  if (!placed.ok) throw new Error(placed.message);
  return placed;
}

const documentsOf = (orderId: string) =>
  db().select().from(invoiceDocuments).where(eq(invoiceDocuments.orderId, orderId)).orderBy(asc(invoiceDocuments.issuedAt));

describe("invoices", () => {
  it("numbers 20 orders placed at the same moment 1 to 20 in the year, without a gap or a duplicate", async () => {
    const buyers = await Promise.all(Array.from({ length: 4 }, (_, i) => customer(`rafale${i}@example.test`)));
    // Different products, so that the orders do not already queue on one product's stock.
    const slugs = Object.keys(ids);
    expect(slugs.length).toBeGreaterThanOrEqual(5);
    const request = (i: number): OrderRequest => ({
      lines: [{ productId: ids[slugs[i % slugs.length]!]!, quantity: 1 + (i % 3) }],
      deliveryMode: i % 2 ? "homeDelivery" : "pickUpInStore",
      promoCode: null,
    });
    const placed = await Promise.all(Array.from({ length: 20 }, (_, i) => order(buyers[i % 4]!, request(i))));
    const docs = await db().select().from(invoiceDocuments).where(eq(invoiceDocuments.kind, "invoice"));
    expect(docs).toHaveLength(20);
    expect(docs.map((d) => d.number).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `FA-2026-${String(i + 1).padStart(6, "0")}`));
    expect(new Set(docs.map((d) => d.orderId))).toEqual(new Set(placed.map((p) => p.orderId)));
    const [counter] = await db()
      .select()
      .from(invoiceCounters)
      .where(and(eq(invoiceCounters.kind, "invoice"), eq(invoiceCounters.year, 2026)));
    expect(counter).toEqual({ kind: "invoice", year: 2026, lastNumber: 20 });
  });

  it("freezes the seller, the customer, the lines, the amounts and the 20 % VAT of the order", async () => {
    const sophie = await customer("sophie@example.test");
    const placed = await order(sophie, oilDelivered(2));
    const [invoice] = await documentsOf(placed.orderId);
    const snapshot = invoice!.snapshot as unknown as InvoiceSnapshot;
    const price = priceOf["huile-barbe"]!;
    expect(snapshot).toMatchObject({
      kind: "invoice",
      number: "FA-2026-000021",
      orderNumber: placed.orderNumber,
      issuedAt: MARCH.toISOString(),
      refersTo: null,
      seller: {
        name: "Monsieur Moustache SAS",
        siret: "912 345 678 00014",
        vatNumber: "FR 27 912345678",
        addressLines: ["18 avenue Gambetta", "75020 Paris", "France"],
      },
      customer: { name: "Sophie Marchand", email: "sophie@example.test", addressLines: ["3 rue Orfila", "75020 Paris"] },
      lines: [{ name: "Huile Barbe", quantity: 2, unitPriceCents: price, totalCents: 2 * price }],
      subtotalCents: 2 * price,
      totalCents: 2 * price + (2 * price < 4900 ? 600 : 0),
    });
    expect(snapshot.vat.ratePercent).toBe(20);
    expect(snapshot.vat.baseCents + snapshot.vat.vatCents).toBe(snapshot.totalCents);
    expect(snapshot.vat.baseCents).toBe(Math.round((snapshot.totalCents * 100) / 120));
    // The catalogue changes afterwards; the invoice does not.
    await db().update(products).set({ priceCents: 1 }).where(eq(products.id, ids["huile-barbe"]!));
    expect((await documentsOf(placed.orderId))[0]!.snapshot).toEqual(invoice!.snapshot);
    await db().update(products).set({ priceCents: price }).where(eq(products.id, ids["huile-barbe"]!));
  });

  it("takes the year of the Paris calendar, and each year starts again at 1", async () => {
    const nicolas = await customer("nouvel-an@example.test");
    // 23:30 UTC on 31 December 2026 is already 2027 in Paris.
    const placed = await order(nicolas, oilDelivered(), new Date("2026-12-31T23:30:00Z"));
    expect((await documentsOf(placed.orderId))[0]!.number).toBe("FA-2027-000001");
  });

  it("gives a number back when the transaction that took it rolls back", async () => {
    const leo = await customer("leo@example.test");
    const first = await order(leo, oilDelivered());
    const [invoice] = await documentsOf(first.orderId);
    // A second invoice for the same order is refused by the database after its number was taken.
    await expect(
      inTransaction(db(), (tx) =>
        issueInvoice(
          tx,
          {
            orderId: first.orderId,
            orderNumber: first.orderNumber,
            customer: leo,
            deliveryMode: "pickUpInStore",
            shippingAddress: null,
            lines: [],
            amounts: { subtotalCents: 0, deliveryFeeCents: 0, discountCents: 0, totalCents: 0 },
          },
          MARCH,
        ),
      ),
    ).rejects.toThrow();
    const next = await order(leo, oilDelivered());
    const sequence = (n: string) => Number(n.slice(-6));
    expect(sequence((await documentsOf(next.orderId))[0]!.number)).toBe(sequence(invoice!.number) + 1);
  });

  it("keeps the invoice of a cancelled order and issues a credit note that mirrors it and names it", async () => {
    const marc = await customer("marc@example.test");
    const placed = await order(marc, oilDelivered(3));
    const cancelledAt = new Date("2026-03-12T15:00:00Z");
    expect(await cancelOrderAsAdmin(placed.orderId, cancelledAt)).toMatchObject({ ok: true });
    const [invoice, credit] = await documentsOf(placed.orderId);
    const inv = invoice!.snapshot as unknown as InvoiceSnapshot;
    const av = credit!.snapshot as unknown as InvoiceSnapshot;
    expect(invoice!.kind).toBe("invoice");
    expect(credit).toMatchObject({ kind: "credit_note", number: "AV-2026-000001", invoiceId: invoice!.id, totalCents: -inv.totalCents });
    expect(av).toMatchObject({
      kind: "credit_note",
      number: "AV-2026-000001",
      issuedAt: cancelledAt.toISOString(),
      refersTo: { number: inv.number, issuedAt: inv.issuedAt },
      orderNumber: placed.orderNumber,
      customer: inv.customer,
      lines: inv.lines.map((l) => ({ ...l, unitPriceCents: -l.unitPriceCents, totalCents: -l.totalCents })),
      subtotalCents: -inv.subtotalCents,
      totalCents: -inv.totalCents,
      vat: { ratePercent: 20, baseCents: -inv.vat.baseCents, vatCents: -inv.vat.vatCents },
    });
    // Cancelled once: asking again issues nothing more.
    expect(await cancelOrderAsAdmin(placed.orderId, cancelledAt)).toMatchObject({ ok: false });
    expect(await documentsOf(placed.orderId)).toHaveLength(2);

    // The customer's cancellation mail carries the credit note, made from the stored snapshot.
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Votre commande ${placed.orderNumber} est annulée`));
    expect(mail!.attachments).toEqual([
      { filename: "AV-2026-000001.pdf", contentType: "application/pdf", generated: { kind: "invoice_document", id: credit!.id } },
    ]);
    expect(mail!.text).toContain("avoir AV-2026-000001");
    const text = await pdfText(await renderGeneratedAttachment(mail!.attachments[0] as never));
    expect(text).toContain("Avoir");
    expect(text).toContain(`Facture d'origine : ${inv.number}`);
    expect(await listCustomerOrders(marc.id)).toMatchObject([
      {
        documents: [
          { kind: "invoice", number: inv.number },
          { kind: "credit_note", number: "AV-2026-000001" },
        ],
      },
    ]);
  });

  it("refuses to change or delete an issued invoice, whatever the way", async () => {
    const [before] = await db().select().from(invoiceDocuments).where(eq(invoiceDocuments.number, "FA-2026-000001"));
    await expect(db().update(invoiceDocuments).set({ totalCents: 0 }).where(eq(invoiceDocuments.id, before!.id))).rejects.toThrow();
    await expect(db().execute(sql`update invoice_documents set snapshot = '{}'::jsonb where number = 'FA-2026-000001'`)).rejects.toThrow();
    await expect(db().delete(invoiceDocuments).where(eq(invoiceDocuments.id, before!.id))).rejects.toThrow();
    await expect(db().execute(sql`truncate invoice_documents cascade`)).rejects.toThrow();
    // Nor can its order go.
    await expect(db().delete(orders).where(eq(orders.id, before!.orderId!))).rejects.toThrow();
    const [after] = await db().select().from(invoiceDocuments).where(eq(invoiceDocuments.id, before!.id));
    expect(after).toEqual(before);
  });

  it("lets the customer download only their own documents, and the admin any", async () => {
    const anne = await customer("anne@example.test");
    const paul = await customer("paul@example.test");
    const placed = await order(anne, { lines: [{ productId: ids["huile-barbe"]!, quantity: 1 }], deliveryMode: "pickUpInStore", promoCode: null });
    const [invoice] = await documentsOf(placed.orderId);
    const get = (route: typeof accountInvoice | typeof adminInvoice, url: string, cookie: string, number: string) =>
      callRoute(route, new Request(`${ORIGIN}${url}`, { headers: { Cookie: cookie } }), { number });

    const own = await get(accountInvoice, `/account/invoices/${invoice!.number}`, anne.cookie, invoice!.number);
    expect(own.status).toBe(200);
    expect(own.response!.headers.get("Content-Type")).toBe("application/pdf");
    expect(own.response!.headers.get("Content-Disposition")).toBe(`attachment; filename="${invoice!.number}.pdf"`);
    const text = await pdfText(Buffer.from(await own.response!.arrayBuffer()));
    expect(text).toContain(`N° ${invoice!.number}`);
    expect(text).toContain("Retrait au salon (Click & Collect)");
    expect(text).toMatch(/TVA 20 % \d+,\d\d €/);

    expect((await get(accountInvoice, `/account/invoices/${invoice!.number}`, paul.cookie, invoice!.number)).status).toBe(404);
    expect((await get(accountInvoice, "/account/invoices/FA-2026-999999", anne.cookie, "FA-2026-999999")).status).toBe(404);
    const anonymous = await get(accountInvoice, `/account/invoices/${invoice!.number}`, "", invoice!.number);
    expect(anonymous.status).toBe(302);

    expect((await get(adminInvoice, `/admin/invoices/${invoice!.number}`, anne.cookie, invoice!.number)).status).toBe(302);
    const admin = await adminSessionCookie(auth.current, database.current.db);
    const forAdmin = await get(adminInvoice, `/admin/invoices/${invoice!.number}`, admin, invoice!.number);
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.response!.headers.get("Content-Type")).toBe("application/pdf");
  });

  it("attaches the invoice's PDF to the order confirmation when the mail is sent, not when it is queued", async () => {
    const julie = await customer("julie@example.test");
    const placed = await order(julie, oilDelivered());
    const [invoice] = await documentsOf(placed.orderId);
    const [queued] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Votre commande ${placed.orderNumber}`));
    expect(queued!.attachments).toEqual([
      { filename: `${invoice!.number}.pdf`, contentType: "application/pdf", generated: { kind: "invoice_document", id: invoice!.id } },
    ]);
    expect(queued!.text).toContain(`Votre facture ${invoice!.number} est jointe à cet e-mail`);

    const mailboxDir = await mkdtemp(path.join(tmpdir(), "invoice-mail-"));
    try {
      // Only this mail is due: the others of this file are sent as they are, to the same folder.
      const worker = new MailWorker({
        db: db(),
        transport: createMailTransport({ mailboxDir, from: "Salon <contact@salon.test>" }),
        renderAttachment: (attachment) => renderGeneratedAttachment(attachment, db()),
      });
      while ((await worker.runOnce()) > 0);
      const [sent] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, queued!.id));
      expect(sent!.status).toBe("sent");
      const file = (await readdir(mailboxDir)).find((name) => name.endsWith(`-${queued!.id}.eml`))!;
      const parsed = await simpleParser(await readFile(path.join(mailboxDir, file)));
      expect(parsed.attachments).toHaveLength(1);
      expect(parsed.attachments[0]).toMatchObject({ filename: `${invoice!.number}.pdf`, contentType: "application/pdf" });
      expect(await pdfText(parsed.attachments[0]!.content)).toContain(`N° ${invoice!.number}`);
    } finally {
      await rm(mailboxDir, { recursive: true, force: true });
    }
  });

  it("keeps a mail whose attachment cannot be made in the queue, to be tried again", async () => {
    const tom = await customer("tom@example.test");
    const placed = await order(tom, oilDelivered());
    const mailboxDir = await mkdtemp(path.join(tmpdir(), "invoice-mail-"));
    const worker = new MailWorker({ db: db(), transport: createMailTransport({ mailboxDir, from: "Salon <contact@salon.test>" }), retryBaseMs: 60_000 });
    await worker.runOnce();
    await rm(mailboxDir, { recursive: true, force: true });
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Votre commande ${placed.orderNumber}`));
    expect(mail).toMatchObject({ status: "pending", attempts: 1 });
    expect(mail!.lastError).toContain("no renderer");
  });
});
