const euros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });
const roundEuros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", trailingZeroDisplay: "stripIfInteger" });

/** 1250 → "12,50 €" (the one place where cents become text). */
export function formatPrice(cents: number): string {
  return euros.format(cents / 100);
}

/** An amount as a sentence says it, without cents when there are none: 4900 → "49 €", 4899 → "48,99 €". */
export function formatRoundPrice(cents: number): string {
  return roundEuros.format(cents / 100);
}
