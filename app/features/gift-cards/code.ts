// A gift card's code: 16 characters from an alphabet without look-alikes (no 0/O, no 1/I/L), the
// last one a check character (a weighted sum modulo 31) that catches any one character mistyped and
// any two neighbours swapped. 15 random characters: about 74 bits, drawn by the platform's CSPRNG. Pure,
// but for the random draw and the hash (node:crypto): the server's only.
import { createHash, randomInt } from "node:crypto";

export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const N = CODE_ALPHABET.length;
export const CODE_LENGTH = 16;

const valueOf = (c: string) => CODE_ALPHABET.indexOf(c);

/**
 * The check character of a code's first 15 characters: the 16 values weighted by their position
 * (1 to 16) sum to a multiple of 31. 31 is prime and every weight and every difference of two values
 * is below it, so one character changed, or two neighbours swapped, always changes the sum.
 * 16 × 2 = 32 ≡ 1 (mod 31): the check value is −2 × the body's weighted sum.
 */
export function checkCharacter(body: string): string {
  if (body.length !== CODE_LENGTH - 1) throw new Error("a code's body is 15 characters");
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += (i + 1) * valueOf(body[i]!);
  return CODE_ALPHABET[(((-2 * sum) % N) + N) % N]!;
}

/** A new code, its characters as stored and checked (without the dashes shown to people). */
export function newGiftCardCode(draw: (max: number) => number = randomInt): string {
  let body = "";
  for (let i = 0; i < CODE_LENGTH - 1; i++) body += CODE_ALPHABET[draw(N)]!;
  return body + checkCharacter(body);
}

/**
 * A code as typed (« abcd-efgh jkmn pqrs »): upper case, spaces and dashes taken out. Null when it
 * cannot be a code: wrong length, a character outside the alphabet, or a wrong check character.
 */
export function readGiftCardCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, "");
  if (code.length !== CODE_LENGTH) return null;
  for (const c of code) if (valueOf(c) < 0) return null;
  return checkCharacter(code.slice(0, -1)) === code.at(-1) ? code : null;
}

/** « ABCD-EFGH-JKMN-PQRS », as printed on the card. */
export const formatGiftCardCode = (code: string) => code.match(/.{1,4}/g)!.join("-");

/** What the mail log and the admin show: the last four characters only. */
export const maskGiftCardCode = (code: string) => `••••-••••-••••-${code.slice(-4)}`;

/** What is stored: the code's SHA-256 (the code is never kept). */
export const giftCardCodeHash = (code: string) => createHash("sha256").update(code, "utf8").digest("hex");
