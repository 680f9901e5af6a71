import { documentPrefixes, VAT_RATE_PERCENT, type DocumentKind, type DocumentLine } from "./document";

/**
 * The VAT inside a price that includes it, in whole cents. Prices are set VAT included, so the
 * total incl. VAT is the fixed figure and the other two follow from it:
 *   base (HT) = round(TTC × 100 / (100 + rate)), half a cent away from zero;
 *   VAT       = TTC − base.
 * Computed in integers (no 1.2 in floating point), and VAT is the difference rather than rounded
 * on its own, so base + VAT is always the total: 0,03 € TTC is 0,03 € HT (2,5 ct rounds up) and
 * 0,00 € of VAT, where rounding both (0,025 and 0,005) would make 0,04 €. A negative total (a credit
 * note) gives exactly the opposite figures of the positive one.
 */
export function vatBreakdown(totalCents: number, ratePercent = VAT_RATE_PERCENT): { baseCents: number; vatCents: number } {
  if (!Number.isSafeInteger(totalCents)) throw new Error("amount in whole cents expected");
  const sign = totalCents < 0 ? -1 : 1;
  const numerator = Math.abs(totalCents) * 100;
  const denominator = 100 + ratePercent;
  const base = sign * Math.floor((2 * numerator + denominator) / (2 * denominator));
  return { baseCents: base === 0 ? 0 : base, vatCents: totalCents - base === 0 ? 0 : totalCents - base };
}

/** 'FA-2026-000001': the kind's prefix, the year, and the number in the year on six digits. */
export function formatDocumentNumber(kind: DocumentKind, year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new Error("sequence starts at 1");
  return `${documentPrefixes[kind]}-${year}-${String(sequence).padStart(6, "0")}`;
}

export const DOCUMENT_NUMBER_PATTERN = /^(FA|AV)-\d{4}-\d{6,}$/;

const parisYearFormat = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", year: "numeric" });

/** The year of an instant on a Paris calendar: 31 December 23:30 UTC is already next year in Paris. */
export const parisYear = (instant: Date) => Number(parisYearFormat.format(instant));

type Mirrored = {
  lines: DocumentLine[];
  subtotalCents: number;
  deliveryFeeCents: number;
  discountCents: number;
  giftCard?: { label: string; cents: number };
  totalCents: number;
  vat: { ratePercent: number; baseCents: number; vatCents: number };
};

const negate = (cents: number) => (cents === 0 ? 0 : -cents);

/** A credit note's figures: the invoice's, each of the opposite sign (quantities stay as sold). */
export function mirrorAmounts(invoice: Mirrored): Mirrored {
  return {
    lines: invoice.lines.map((l) => ({ name: l.name, quantity: l.quantity, unitPriceCents: negate(l.unitPriceCents), totalCents: negate(l.totalCents) })),
    subtotalCents: negate(invoice.subtotalCents),
    deliveryFeeCents: negate(invoice.deliveryFeeCents),
    discountCents: negate(invoice.discountCents),
    ...(invoice.giftCard ? { giftCard: { label: invoice.giftCard.label, cents: negate(invoice.giftCard.cents) } } : {}),
    totalCents: negate(invoice.totalCents),
    vat: { ratePercent: invoice.vat.ratePercent, baseCents: negate(invoice.vat.baseCents), vatCents: negate(invoice.vat.vatCents) },
  };
}
