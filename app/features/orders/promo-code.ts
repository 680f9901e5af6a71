/**
 * The newsletter code as it is stored and compared: trimmed, in capitals; empty reads as none.
 * The one place a code is normalised: the checkout schema's transform (browser and server), the
 * server's quote, and the code field as it is typed.
 */
export function normalisePromoCode(code: string | null | undefined): string | null {
  return code?.trim().toUpperCase() || null;
}
