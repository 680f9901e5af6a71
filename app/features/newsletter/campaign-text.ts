/**
 * A newsletter's text as the owner writes it: paragraphs separated by a blank line, lines kept,
 * and web addresses (http or https) turned into links. Nothing else means anything: no HTML, no
 * markup. The result is plain data, rendered by React (which escapes every text).
 */
export type TextPiece = { text: string } | { text: string; href: string };
/** A paragraph is its lines; a line is its pieces. */
export type CampaignParagraph = TextPiece[][];

/** One way to write line ends (browsers send CRLF from a textarea) and no blank space around. */
export const normalizeCampaignText = (text: string) => text.replace(/\r\n?/g, "\n").trim();

// An address runs to the next space, or a character that cannot stand in one unescaped.
const URL_PATTERN = /https?:\/\/[^\s<>"'`{}|\\^]+/gi;
// Punctuation that ends a sentence rather than the address ("voir https://x.fr.").
const TRAILING = /[.,;:!?»)\]]+$/;

/** The address as a link target, or null when it is not a well-formed http(s) address. */
function linkTarget(candidate: string): string | null {
  if (!URL.canParse(candidate)) return null;
  const url = new URL(candidate);
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) return null;
  return url.href;
}

/** Cuts trailing punctuation, but keeps a closing parenthesis the address opened (Wikipedia's). */
function trimAddress(found: string): string {
  let address = found.replace(TRAILING, "");
  const cut = found.slice(address.length);
  for (const char of cut) {
    if (char !== ")" || (address.match(/\(/g)?.length ?? 0) <= (address.match(/\)/g)?.length ?? 0)) break;
    address += char;
  }
  return address;
}

export function linePieces(line: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  const push = (text: string) => {
    if (!text) return;
    const last = pieces.at(-1);
    if (last && !("href" in last)) last.text += text;
    else pieces.push({ text });
  };
  for (const match of line.matchAll(URL_PATTERN)) {
    const address = trimAddress(match[0]);
    const href = linkTarget(address);
    push(line.slice(at, match.index));
    if (href) pieces.push({ text: address, href });
    else push(address);
    at = match.index + address.length;
  }
  push(line.slice(at));
  return pieces;
}

/** The text as paragraphs of lines of pieces; blank lines (one or more) separate paragraphs. */
export function campaignParagraphs(text: string): CampaignParagraph[] {
  const normalized = normalizeCampaignText(text);
  if (!normalized) return [];
  return normalized.split(/\n[ \t]*\n\s*/).map((paragraph) => paragraph.split("\n").map((line) => linePieces(line.trimEnd())));
}

/** The first words of the text, for a mail's preview line. */
export function campaignExcerpt(text: string, max = 120): string {
  const flat = normalizeCampaignText(text).replace(/\s+/g, " ");
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
