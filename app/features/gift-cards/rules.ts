// What a gift card may be, as the shop sells it: its amount, its message, when it is sent and how
// long it is valid. Pure: the product page, the checkout and the server share it.
import { addDays, isIsoDate } from "~/lib/paris-time";
import { FREE_AMOUNT_CENTS, MESSAGE_MAX_LENGTH, SEND_MONTHS_AHEAD, VALIDITY_MONTHS } from "./limits";

export * from "./limits";

/** An amount the shop sells: one of the presets, or whole euros from 10 to 300 €. */
export function validAmountCents(cents: number): boolean {
  return Number.isInteger(cents) && cents % 100 === 0 && cents >= FREE_AMOUNT_CENTS.min && cents <= FREE_AMOUNT_CENTS.max;
}

/**
 * The same day `months` later, or the month's last day when it has none (31 January + 1 month: 28
 * or 29 February; 29 February + 12 months: 28 February).
 */
export function addMonths(date: string, months: number): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + months;
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(Number(date.slice(8, 10)), last);
  return `${year}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The last day a card issued on `issuedOn` (Paris) may be spent: 12 months later, the day before. */
export function validUntil(issuedOn: string): string {
  return addDays(addMonths(issuedOn, VALIDITY_MONTHS), -1);
}

/** Whether a card may be sent on `date` when bought on `today` (both Paris days): today up to 3 months ahead. */
export function validSendDate(date: string, today: string): boolean {
  return isIsoDate(date) && date >= today && date <= addMonths(today, SEND_MONTHS_AHEAD);
}

/** The buyer's message, its line ends made one, trimmed; null when too long. */
export function readMessage(text: string): string | null {
  const message = text.replace(/\r\n?/g, "\n").trim();
  return [...message].length <= MESSAGE_MAX_LENGTH ? message : null;
}
