import { randomInt } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** 'MM' followed by 6 random uppercase letters or digits (8 characters). */
export function generateDiscountCode(): string {
  let code = "MM";
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
