import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { salon } from "~/lib/salon";
import { getDb, type DbOrTx, type Tx } from "~db/client.server";
import { invoiceCounters, invoiceDocuments, orders, user, type GeneratedAttachment } from "~db/schema";
import type { DeliveryMode, ShippingAddress } from "~db/schema/values";
import { DOCUMENT_NUMBER_PATTERN, formatDocumentNumber, mirrorAmounts, parisYear, vatBreakdown } from "./amounts";
import { VAT_RATE_PERCENT, type DocumentKind, type InvoiceSnapshot } from "./document";
import { pdfResponse, renderInvoicePdf } from "./invoice-pdf.server";

/** What an invoice is made from: the order as it is being written, in its transaction. */
export type InvoiceSource = {
  orderId: string;
  orderNumber: string;
  customer: { id: string; email: string };
  deliveryMode: DeliveryMode;
  shippingAddress: ShippingAddress | null;
  lines: ReadonlyArray<{ name: string; priceCents: number; quantity: number }>;
  amounts: { subtotalCents: number; deliveryFeeCents: number; discountCents: number; giftCardCents?: number; totalCents: number };
  /** « Carte cadeau •••• ABCD »: the card that paid `giftCardCents` (docs/decisions/0033). */
  giftCardLabel?: string | null;
};

export type IssuedDocument = { id: string; kind: DocumentKind; number: string };

/**
 * The next number of the kind in the year, taken in the caller's transaction: the counter row stays
 * locked until it commits, so concurrent orders queue here and a rollback gives the number back.
 */
async function takeNumber(tx: Tx, kind: DocumentKind, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ kind, year, lastNumber: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.kind, invoiceCounters.year], set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return row!.lastNumber;
}

const seller = (): InvoiceSnapshot["seller"] => ({
  name: salon.legal.companyName,
  tradeName: salon.name,
  legalForm: salon.legal.legalForm,
  shareCapital: salon.legal.shareCapital,
  addressLines: [salon.address.street, `${salon.address.postalCode} ${salon.address.city}`, "France"],
  siret: salon.legal.siret,
  vatNumber: salon.legal.vatNumber,
  rcs: salon.legal.rcs,
});

/** The delivery address as the invoice's billing address: no name (it heads the block), no phone. */
const postalLines = (a: ShippingAddress) =>
  [`${a.streetNumber} ${a.address}`.trim(), a.additionalAddress ?? "", `${a.postalCode} ${a.city}`].filter((line) => line !== "");

async function customerName(tx: Tx, source: InvoiceSource): Promise<string> {
  if (source.shippingAddress) return source.shippingAddress.fullName;
  const [row] = await tx.select({ name: user.name, firstName: user.firstName, lastName: user.lastName }).from(user).where(eq(user.id, source.customer.id));
  const full = [row?.firstName, row?.lastName].filter(Boolean).join(" ").trim();
  return full || row?.name || source.customer.email;
}

async function insertDocument(
  tx: Tx,
  snapshot: InvoiceSnapshot,
  fields: ({ orderId: string } | { bookingId: string }) & { invoiceId: string | null; year: number; sequence: number; issuedAt: Date },
): Promise<IssuedDocument> {
  const [row] = await tx
    .insert(invoiceDocuments)
    .values({ kind: snapshot.kind, number: snapshot.number, totalCents: snapshot.totalCents, snapshot, ...fields })
    .returning({ id: invoiceDocuments.id });
  return { id: row!.id, kind: snapshot.kind, number: snapshot.number };
}

/** The order's invoice, numbered and frozen in the order's own transaction. */
export async function issueInvoice(tx: Tx, source: InvoiceSource, issuedAt: Date): Promise<IssuedDocument> {
  const name = await customerName(tx, source);
  const year = parisYear(issuedAt);
  const sequence = await takeNumber(tx, "invoice", year);
  const number = formatDocumentNumber("invoice", year, sequence);
  const { amounts } = source;
  const snapshot: InvoiceSnapshot = {
    kind: "invoice",
    number,
    issuedAt: issuedAt.toISOString(),
    orderNumber: source.orderNumber,
    refersTo: null,
    seller: seller(),
    customer: {
      name,
      email: source.customer.email,
      addressLines: source.shippingAddress ? postalLines(source.shippingAddress) : [],
    },
    deliveryMode: source.deliveryMode,
    lines: source.lines.map((l) => ({ name: l.name, quantity: l.quantity, unitPriceCents: l.priceCents, totalCents: l.priceCents * l.quantity })),
    subtotalCents: amounts.subtotalCents,
    deliveryFeeCents: amounts.deliveryFeeCents,
    discountCents: amounts.discountCents,
    // A gift card's part was taxed when the card was sold: the VAT is the rest's (0033).
    ...(amounts.giftCardCents ? { giftCard: { label: source.giftCardLabel ?? "Carte cadeau", cents: amounts.giftCardCents } } : {}),
    totalCents: amounts.totalCents,
    vat: { ratePercent: VAT_RATE_PERCENT, ...vatBreakdown(amounts.totalCents) },
  };
  return insertDocument(tx, snapshot, { orderId: source.orderId, invoiceId: null, year, sequence, issuedAt });
}

/**
 * The credit note cancelling the order's invoice, in the cancellation's transaction: the invoice's
 * figures with the opposite sign, numbered in its own yearly series. None when the order has no
 * invoice (placed before invoices existed) or already has its credit note.
 */
export function issueCreditNote(tx: Tx, orderId: string, issuedAt: Date): Promise<IssuedDocument | null> {
  return creditNoteFor(tx, { orderId }, issuedAt);
}

/**
 * The credit note cancelling the invoice of an order or of a booking's arrhes: the invoice's figures
 * with the opposite sign, numbered in its own yearly series; none without an invoice, or twice.
 */
async function creditNoteFor(tx: Tx, source: { orderId: string } | { bookingId: string }, issuedAt: Date): Promise<IssuedDocument | null> {
  const docs = await tx
    .select()
    .from(invoiceDocuments)
    .where("orderId" in source ? eq(invoiceDocuments.orderId, source.orderId) : eq(invoiceDocuments.bookingId, source.bookingId));
  const invoice = docs.find((d) => d.kind === "invoice");
  if (!invoice || docs.some((d) => d.kind === "credit_note")) return null;
  const original = invoice.snapshot as unknown as InvoiceSnapshot;
  const year = parisYear(issuedAt);
  const sequence = await takeNumber(tx, "credit_note", year);
  const snapshot: InvoiceSnapshot = {
    ...original,
    ...mirrorAmounts(original),
    kind: "credit_note",
    number: formatDocumentNumber("credit_note", year, sequence),
    issuedAt: issuedAt.toISOString(),
    refersTo: { number: original.number, issuedAt: original.issuedAt },
    // Who issues it today: the same company, as the configuration now describes it.
    seller: seller(),
  };
  return insertDocument(tx, snapshot, { ...source, invoiceId: invoice.id, year, sequence, issuedAt });
}

export type DocumentRef = { kind: DocumentKind; number: string };

/** The documents of these orders, invoice first, as plain data for the pages. */
export async function listOrderDocuments(orderIds: readonly string[], db: DbOrTx = getDb()): Promise<Map<string, DocumentRef[]>> {
  const byOrder = new Map<string, DocumentRef[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ orderId: invoiceDocuments.orderId, kind: invoiceDocuments.kind, number: invoiceDocuments.number })
    .from(invoiceDocuments)
    .where(inArray(invoiceDocuments.orderId, [...orderIds]))
    .orderBy(asc(invoiceDocuments.issuedAt), asc(invoiceDocuments.number));
  for (const { orderId, ...ref } of rows) if (orderId) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), ref]);
  return byOrder;
}

/**
 * One document's frozen content by its number; with `customerId`, only when it belongs to one of
 * that customer's orders (anything else reads as not found).
 */
async function findDocument(number: string, options: { customerId?: string } = {}, db: DbOrTx = getDb()): Promise<InvoiceSnapshot | null> {
  // Not a document number (a crafted address): nothing to look up.
  if (!DOCUMENT_NUMBER_PATTERN.test(number)) return null;
  const [row] = await db
    .select({ snapshot: invoiceDocuments.snapshot })
    .from(invoiceDocuments)
    .leftJoin(orders, eq(orders.id, invoiceDocuments.orderId))
    .where(and(eq(invoiceDocuments.number, number), options.customerId === undefined ? undefined : eq(orders.userId, options.customerId)));
  return row ? (row.snapshot as unknown as InvoiceSnapshot) : null;
}

/** One document's frozen content by its id (a mail attachment rendered at send time). */
async function findDocumentById(id: string, db: DbOrTx = getDb()): Promise<InvoiceSnapshot | null> {
  const [row] = await db.select({ snapshot: invoiceDocuments.snapshot }).from(invoiceDocuments).where(eq(invoiceDocuments.id, id));
  return row ? (row.snapshot as unknown as InvoiceSnapshot) : null;
}

/** A mail attachment of the document's PDF, made when the mail is sent. */
export const documentAttachment = (doc: IssuedDocument): GeneratedAttachment => ({
  filename: `${doc.number}.pdf`,
  contentType: "application/pdf",
  generated: { kind: "invoice_document", id: doc.id },
});

/** The mail worker's maker of generated attachments. */
export async function renderGeneratedAttachment(attachment: GeneratedAttachment, db: DbOrTx = getDb()): Promise<Buffer> {
  const doc = await findDocumentById(attachment.generated.id, db);
  if (!doc) throw new Error(`invoice document ${attachment.generated.id} not found`);
  return renderInvoicePdf(doc);
}

/**
 * The document's PDF as a download, or null when there is no such document (or, with
 * `customerId`, when it is someone else's).
 */
export async function documentDownload(number: string, options: { customerId?: string } = {}, db: DbOrTx = getDb()): Promise<Response | null> {
  const doc = await findDocument(number, options, db);
  return doc ? pdfResponse(doc.number, await renderInvoicePdf(doc)) : null;
}

/** What a booking's arrhes invoice is made from, in the transaction that records them paid. */
export type DepositInvoiceSource = {
  bookingId: string;
  /** The booking's reference on the document (its appointment, for the client and the accountant). */
  reference: string;
  appointment: string;
  customer: { name: string; email: string };
  title: string;
  amountCents: number;
};

/**
 * The invoice of a booking's arrhes, numbered in the invoices' own series (docs/decisions/0028):
 * money received in advance for a service, its VAT due when received.
 */
export async function issueDepositInvoice(tx: Tx, source: DepositInvoiceSource, issuedAt: Date): Promise<IssuedDocument> {
  const year = parisYear(issuedAt);
  const sequence = await takeNumber(tx, "invoice", year);
  const snapshot: InvoiceSnapshot = {
    kind: "invoice",
    number: formatDocumentNumber("invoice", year, sequence),
    issuedAt: issuedAt.toISOString(),
    orderNumber: source.reference,
    refersTo: null,
    seller: seller(),
    customer: { name: source.customer.name, email: source.customer.email, addressLines: [] },
    deliveryMode: "pickUpInStore",
    lines: [{ name: `Arrhes : ${source.title}`, quantity: 1, unitPriceCents: source.amountCents, totalCents: source.amountCents }],
    subtotalCents: source.amountCents,
    deliveryFeeCents: 0,
    discountCents: 0,
    totalCents: source.amountCents,
    vat: { ratePercent: VAT_RATE_PERCENT, ...vatBreakdown(source.amountCents) },
    booking: { appointment: source.appointment },
  };
  return insertDocument(tx, snapshot, { bookingId: source.bookingId, invoiceId: null, year, sequence, issuedAt });
}

/** The credit note of a booking's arrhes refunded, in the refund's transaction; none without an invoice, or twice. */
export function issueDepositCreditNote(tx: Tx, bookingId: string, issuedAt: Date): Promise<IssuedDocument | null> {
  return creditNoteFor(tx, { bookingId }, issuedAt);
}
