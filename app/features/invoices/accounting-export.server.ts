import { and, asc, eq, gte, lt } from "drizzle-orm";
import { zipSync, type Zippable } from "fflate";
import { getDb, type DbOrTx } from "~db/client.server";
import { bookingDeposits, bookings, invoiceDocuments, orders } from "~db/schema";
import { accountingCsv, accountingFileName, accountingRows, monthBounds, MONTH_REFUSED, type AccountingDocument, type AccountingTable } from "./accounting-csv";
import type { InvoiceSnapshot } from "./document";
import { renderInvoicePdf } from "./invoice-pdf.server";

type MonthRecord = { document: AccountingDocument; snapshot: InvoiceSnapshot };

/**
 * The invoices and credit notes issued in the Paris month "YYYY-MM" (found by `issued_at` through
 * its index), by issue time then number, with the payment and what each was issued for.
 */
async function monthRecords(month: string, db: DbOrTx): Promise<MonthRecord[]> {
  const { from, to } = monthBounds(month);
  const rows = await db
    .select({
      kind: invoiceDocuments.kind,
      number: invoiceDocuments.number,
      issuedAt: invoiceDocuments.issuedAt,
      totalCents: invoiceDocuments.totalCents,
      snapshot: invoiceDocuments.snapshot,
      orderNumber: orders.orderNumber,
      orderProvider: orders.paymentProvider,
      depositProvider: bookingDeposits.provider,
      bookingDate: bookings.date,
      bookingTime: bookings.timeSlot,
    })
    .from(invoiceDocuments)
    .leftJoin(orders, eq(orders.id, invoiceDocuments.orderId))
    .leftJoin(bookings, eq(bookings.id, invoiceDocuments.bookingId))
    .leftJoin(bookingDeposits, eq(bookingDeposits.bookingId, invoiceDocuments.bookingId))
    .where(and(gte(invoiceDocuments.issuedAt, from), lt(invoiceDocuments.issuedAt, to)))
    .orderBy(asc(invoiceDocuments.issuedAt), asc(invoiceDocuments.number));
  return rows.map((row) => {
    const snapshot = row.snapshot as unknown as InvoiceSnapshot;
    const source: AccountingDocument["source"] =
      row.bookingDate !== null && row.bookingTime !== null
        ? { appointment: { date: row.bookingDate, time: row.bookingTime } }
        : { orderNumber: row.orderNumber ?? snapshot.orderNumber };
    return {
      snapshot,
      document: {
        kind: row.kind,
        number: row.number,
        issuedAt: row.issuedAt,
        customerName: snapshot.customer.name,
        totalCents: row.totalCents,
        vat: snapshot.vat,
        paymentProvider: row.orderProvider ?? row.depositProvider ?? null,
        giftCardCents: snapshot.giftCard?.cents ?? 0,
        source,
        refersTo: snapshot.refersTo?.number ?? null,
      },
    };
  });
}

/** The month's documents as the accountant's list reads them (`accountingRows` makes the table and its totals). */
export async function monthDocuments(month: string, db: DbOrTx = getDb()): Promise<AccountingDocument[]> {
  return (await monthRecords(month, db)).map((r) => r.document);
}

/**
 * The month's table in cents: a row per document and the totals. `totals.totalCents` (TTC, credit
 * notes negative) is the dashboard's « Facturé sur le site » (`invoicedNetCents`) of the same month.
 */
export async function accountingMonth(month: string, db: DbOrTx = getDb()): Promise<AccountingTable> {
  return accountingRows(month, await monthDocuments(month, db));
}

/** The month's CSV file (its text, with the UTF-8 mark). */
export async function accountingMonthCsv(month: string, db: DbOrTx = getDb()): Promise<string> {
  return accountingCsv(await accountingMonth(month, db));
}

/**
 * The month's ZIP: each document's PDF (`FA-2026-000001.pdf`), rendered from its snapshot by the
 * invoices' own code, and the CSV. Made in memory: a month is a few hundred documents of a few
 * kilobytes. The PDFs are stored as they are (their content is already compressed), the CSV
 * deflated. An empty month gives the CSV alone.
 */
export async function accountingMonthZip(month: string, db: DbOrTx = getDb()): Promise<Uint8Array<ArrayBuffer>> {
  const records = await monthRecords(month, db);
  const files: Zippable = {};
  // One PDF at a time: rendering is the costly part, and other requests get their turn between two.
  for (const { document, snapshot } of records)
    files[`${document.number}.pdf`] = [new Uint8Array(await renderInvoicePdf(snapshot)), { level: 0, mtime: document.issuedAt }];
  const documents = records.map((r) => r.document);
  const csv = accountingCsv(accountingRows(month, documents));
  files[`${accountingFileName(month)}.csv`] = [new TextEncoder().encode(csv), { level: 6 }];
  // fflate writes into an ArrayBuffer of its own (never a shared one).
  return zipSync(files) as Uint8Array<ArrayBuffer>;
}

/** The answer to a month that is not one (`?mois=2026-13`, missing, out of range): 400, in French. */
export const monthRefused = () =>
  new Response(MONTH_REFUSED, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
