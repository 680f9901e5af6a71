const euros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });

/** 1250 → "12,50 €" (the one place where cents become text). */
export function formatPrice(cents: number): string {
  return euros.format(cents / 100);
}
