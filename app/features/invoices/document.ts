import type { DeliveryMode } from "~db/schema/values";

/** The two accounting documents, each with its own gap-free numbering per year. */
export type DocumentKind = "invoice" | "credit_note";

export const documentPrefixes: Record<DocumentKind, string> = { invoice: "FA", credit_note: "AV" };
export const documentTitles: Record<DocumentKind, string> = { invoice: "Facture", credit_note: "Avoir" };

/** The French standard rate applies to everything the shop sells. */
export const VAT_RATE_PERCENT = 20;

export type DocumentLine = { name: string; quantity: number; unitPriceCents: number; totalCents: number };

/**
 * An invoice or a credit note exactly as it was issued: written once, never recomputed from the
 * order or the catalogue, so the PDF made from it in ten years is the one sent today.
 */
export type InvoiceSnapshot = {
  kind: DocumentKind;
  number: string;
  issuedAt: string;
  orderNumber: string;
  /** The invoice a credit note cancels. */
  refersTo: { number: string; issuedAt: string } | null;
  seller: { name: string; tradeName: string; legalForm: string; shareCapital: string; addressLines: string[]; siret: string; vatNumber: string; rcs: string };
  customer: { name: string; email: string; addressLines: string[] };
  deliveryMode: DeliveryMode;
  lines: DocumentLine[];
  subtotalCents: number;
  deliveryFeeCents: number;
  discountCents: number;
  /**
   * What a gift card paid, deducted before the VAT: a single-purpose voucher's VAT was invoiced when
   * it was sold (docs/decisions/0033). Absent when no card paid.
   */
  giftCard?: { label: string; cents: number };
  totalCents: number;
  vat: { ratePercent: number; baseCents: number; vatCents: number };
  /**
   * The arrhes of a booking (docs/decisions/0028), not an order: the appointment they are paid for
   * (« Coupe dégradé, mardi 1 décembre 2026 à 10:00 »). The document has no delivery.
   */
  booking?: { appointment: string };
};
