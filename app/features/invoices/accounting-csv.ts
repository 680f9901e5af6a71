// The accountant's month (docs/decisions/0031-accountants-month.md): every invoice and credit note
// issued in a Paris calendar month, one row each, as a French spreadsheet opens it. Pure: the
// documents come in as plain data, the file goes out as text.
import { csvFile, type CsvValue } from "~/lib/csv";
import { formatPrice } from "~/lib/money";
import { parisInstant, parisWallClock } from "~/lib/paris-time";
import { documentTitles, VAT_RATE_PERCENT, type DocumentKind } from "./document";

export const MONTH_REFUSED = "Ce mois n'est pas valide.";

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2026-11" when it names a month from January 2000 to December 2100; anything else is null. */
export function readMonth(value: string | null): string | null {
  const m = MONTH_RE.exec(value ?? "");
  if (!m) return null;
  const year = Number(m[1]);
  return year >= 2000 && year <= 2100 ? value : null;
}

/** The month's instants, [first day 00:00 in Paris, the next month's first day 00:00 in Paris). */
export function monthBounds(month: string): { from: Date; to: Date } {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
  return { from: parisInstant(`${month}-01`, "00:00"), to: parisInstant(`${next}-01`, "00:00") };
}

/** One document as the month's list needs it, read from its frozen snapshot and what it was issued for. */
export type AccountingDocument = {
  kind: DocumentKind;
  number: string;
  issuedAt: Date;
  customerName: string;
  /** TTC, negative for a credit note (as stored). */
  totalCents: number;
  /** The snapshot's VAT: base and VAT of the same sign as the total, base + VAT = total. */
  vat: { ratePercent: number; baseCents: number; vatCents: number };
  /** 'paypal', 'demo', 'gift_card', or null when the payment is not known. */
  paymentProvider: string | null;
  /** What a gift card paid, deducted before the VAT (0033), of the document's sign; 0 without one. */
  giftCardCents?: number;
  /** An order's number, or the appointment (Paris day and time) whose arrhes it invoices. */
  source: { orderNumber: string } | { appointment: { date: string; time: string } };
  /** The invoice a credit note cancels. */
  refersTo: string | null;
};

export type AccountingRow = {
  number: string;
  kind: DocumentKind;
  /** "JJ/MM/AAAA", the Paris day of issue. */
  date: string;
  customerName: string;
  baseCents: number;
  /** The VAT in each of the table's rates, in the same order (0 in the rates it does not use). */
  vatCents: number[];
  totalCents: number;
  payment: string;
  source: string;
  refersTo: string;
};

export type AccountingTable = {
  month: string;
  /** The VAT rates of the columns, ascending: 20 % always, others only when a document uses them. */
  rates: number[];
  rows: AccountingRow[];
  /** Sums of the rows: `totalCents` is Σ invoices − Σ credit notes (TTC), the dashboard's « Facturé sur le site ». */
  totals: { count: number; baseCents: number; vatCents: number[]; totalCents: number };
};

const PAYMENT_LABELS: Record<string, string> = { paypal: "PayPal", demo: "Démonstration", gift_card: "Carte cadeau" };

/** « PayPal », or « PayPal + carte cadeau 30,00 € » when a card paid part (its VAT invoiced with the card). */
function paymentOf(d: AccountingDocument): string {
  const provider = d.paymentProvider === null ? "" : (PAYMENT_LABELS[d.paymentProvider] ?? d.paymentProvider);
  if (!d.giftCardCents || d.paymentProvider === "gift_card") return provider;
  return `${provider} + carte cadeau ${formatPrice(Math.abs(d.giftCardCents))}`;
}

const frenchDay = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** 20 → « TVA 20 % », 5.5 → « TVA 5,5 % ». */
export const rateHeader = (rate: number) => `TVA ${String(rate).replace(".", ",")} %`;

/** The month's table: one row per document, by issue time then number, and the totals, all in cents. */
export function accountingRows(month: string, documents: ReadonlyArray<AccountingDocument>): AccountingTable {
  const rates = [...new Set([VAT_RATE_PERCENT, ...documents.map((d) => d.vat.ratePercent)])].sort((a, b) => a - b);
  const sorted = [...documents].sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime() || (a.number < b.number ? -1 : a.number > b.number ? 1 : 0));
  const rows = sorted.map((d): AccountingRow => {
    // A row that does not add up is never written: the snapshot is the document, and it is wrong.
    if (d.vat.baseCents + d.vat.vatCents !== d.totalCents) throw new Error(`document ${d.number}: base + VAT is not its total`);
    return {
      number: d.number,
      kind: d.kind,
      date: frenchDay(parisWallClock(d.issuedAt).date),
      customerName: d.customerName,
      baseCents: d.vat.baseCents,
      vatCents: rates.map((rate) => (rate === d.vat.ratePercent ? d.vat.vatCents : 0)),
      totalCents: d.totalCents,
      payment: paymentOf(d),
      source: "orderNumber" in d.source ? d.source.orderNumber : `Rendez-vous du ${frenchDay(d.source.appointment.date)} ${d.source.appointment.time}`,
      refersTo: d.refersTo ?? "",
    };
  });
  const totals = {
    count: rows.length,
    baseCents: rows.reduce((sum, r) => sum + r.baseCents, 0),
    vatCents: rates.map((_, i) => rows.reduce((sum, r) => sum + r.vatCents[i]!, 0)),
    totalCents: rows.reduce((sum, r) => sum + r.totalCents, 0),
  };
  return { month, rates, rows, totals };
}

/** The table as a CSV file: French headers, a row per document, then « Total ». */
export function accountingCsv(table: AccountingTable): string {
  const header: CsvValue[] = [
    "Numéro",
    "Type",
    "Date",
    "Client",
    "Montant HT",
    ...table.rates.map(rateHeader),
    "Montant TTC",
    "Mode de paiement",
    "Commande ou rendez-vous",
    "Facture d'origine",
  ];
  const rows = table.rows.map((r): CsvValue[] => [
    r.number,
    documentTitles[r.kind],
    r.date,
    r.customerName,
    { cents: r.baseCents },
    ...r.vatCents.map((cents) => ({ cents })),
    { cents: r.totalCents },
    r.payment,
    r.source,
    r.refersTo,
  ]);
  const { totals } = table;
  const total: CsvValue[] = [
    "Total",
    "",
    "",
    "",
    { cents: totals.baseCents },
    ...totals.vatCents.map((cents) => ({ cents })),
    { cents: totals.totalCents },
    "",
    "",
    "",
  ];
  return csvFile([header, ...rows, total]);
}

/** « factures-2026-11 »: the downloads' name, without its extension. */
export const accountingFileName = (month: string) => `factures-${month}`;
