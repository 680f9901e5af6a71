/*
 * Amounts written as Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }) writes them
 * (a narrow no-break space between thousands, a comma, a no-break space before the euro sign), by
 * hand: a browser takes 15 to 20 ms to make its first such formatter (the locale's data), in the
 * task that evaluates the page's scripts or hydrates its prices. money.test.ts checks the two agree.
 */

const THOUSANDS = "\u202f";
const BEFORE_SIGN = "\u00a0";

function euros(cents: number, keepZeroCents: boolean): string {
  // Rounded half away from zero, as Intl does ("halfExpand").
  const whole = Math.round(Math.abs(cents));
  const units = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS);
  const rest = whole % 100;
  const decimals = rest === 0 && !keepZeroCents ? "" : `,${String(rest).padStart(2, "0")}`;
  return `${cents < 0 && whole > 0 ? "-" : ""}${units}${decimals}${BEFORE_SIGN}€`;
}

/** 1250 → "12,50 €" (the one place where cents become text). */
export function formatPrice(cents: number): string {
  return euros(cents, true);
}

/** An amount as a sentence says it, without cents when there are none: 4900 → "49 €", 4899 → "48,99 €". */
export function formatRoundPrice(cents: number): string {
  return euros(cents, false);
}
