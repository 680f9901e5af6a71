// GSM 03.38 (3GPP TS 23.038): the 7-bit alphabet an SMS is written in unless it falls back to
// UCS-2, which cuts a single message from 160 characters to 70.
const BASIC = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
/** Characters of the extension table: two septets each (an escape, then the character). */
const EXTENDED = "^{}\\[~]|€\f";
const basic = new Set(BASIC);
const extended = new Set(EXTENDED);

/** French letters and typography outside the alphabet, written with what it has. */
const SUBSTITUTES: Record<string, string> = {
  â: "a",
  À: "A",
  Â: "A",
  ç: "c",
  ê: "e",
  ë: "e",
  È: "E",
  Ê: "E",
  Ë: "E",
  î: "i",
  ï: "i",
  Î: "I",
  Ï: "I",
  ô: "o",
  Ô: "O",
  û: "u",
  Ù: "U",
  Û: "U",
  ÿ: "y",
  œ: "oe",
  Œ: "OE",
  "’": "'",
  "‘": "'",
  "“": '"',
  "”": '"',
  "«": '"',
  "»": '"',
  "–": "-",
  "—": "-",
  "…": "...",
  "\u00a0": " ",
  "\u202f": " ",
};

/** The text with the French characters the GSM alphabet lacks replaced by their nearest letters. */
export function toGsmText(text: string): string {
  return [...text].map((c) => SUBSTITUTES[c] ?? c).join("");
}

export const isGsmText = (text: string) => [...text].every((c) => basic.has(c) || extended.has(c));

/** How an SMS goes out: its encoding and how many messages the network bills for it. */
export function smsSegments(text: string): { encoding: "GSM-7" | "UCS-2"; length: number; segments: number } {
  if (isGsmText(text)) {
    const length = [...text].reduce((n, c) => n + (extended.has(c) ? 2 : 1), 0);
    return { encoding: "GSM-7", length, segments: length <= 160 ? 1 : Math.ceil(length / 153) };
  }
  // UCS-2 counts UTF-16 code units (an emoji is two).
  const length = text.length;
  return { encoding: "UCS-2", length, segments: length <= 70 ? 1 : Math.ceil(length / 67) };
}
