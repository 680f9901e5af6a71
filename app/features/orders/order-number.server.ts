import { randomInt } from "node:crypto";

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** 'ORD-' + the time in milliseconds + '-' + 6 random capital letters (spec), made on the server. */
export function newOrderNumber(now: Date = new Date()): string {
  let suffix = "";
  for (let i = 0; i < 6; i++) suffix += LETTERS[randomInt(LETTERS.length)];
  return `ORD-${now.getTime()}-${suffix}`;
}

export const ORDER_NUMBER_PATTERN = /^ORD-\d{13}-[A-Z]{6}$/;
