// The clients' search, folded as `customers.search_text` is (migration 0024): lower case, accents
// taken off, then the phone's digits. Pure: the page and the server share it.

const FROM = "àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ";
const TO = "aaaaaaceeeeiiiinooooouuuuyyoa";

/** Clients on a page of the list. */
export const CLIENTS_PER_PAGE = 50;

/** Fewer characters than this is no search: every client is listed. */
export const SEARCH_MIN_LENGTH = 2;

/** « Théo  LEFÈVRE » → « theo lefevre », as SQL's `translate(lower(…))` folds a name. */
export function foldSearch(q: string): string {
  let folded = "";
  for (const c of q.toLowerCase().replace(/\s+/g, " ").trim()) {
    const at = FROM.indexOf(c);
    folded += at >= 0 ? TO[at] : c;
  }
  return folded;
}

/**
 * A phone number however typed (« 06 12 34 », « 06.12 », « +33 6 12 »), as the digits it may be
 * stored with: the national and the international form, since a client may have typed either.
 * Empty when the search holds letters or fewer than two digits: it is no phone number then.
 */
export function searchDigits(q: string): string[] {
  const typed = q.trim();
  if (!/^[\d\s.+()/-]+$/.test(typed)) return [];
  const digits = typed.replace(/\D/g, "");
  if (digits.length < 2) return [];
  if (digits.startsWith("33") && typed.startsWith("+") && digits.length > 2) return [digits, `0${digits.slice(2)}`];
  if (digits.startsWith("0") && digits.length > 2) return [digits, `33${digits.slice(1)}`];
  return [digits];
}

export type ClientSearch = { text: string; digits: string[] } | null;

/** What the database is asked: the folded text, and the phone's digits; null for no search (fewer than 2 characters). */
export function clientSearch(q: string): ClientSearch {
  const text = foldSearch(q);
  if (text.length < SEARCH_MIN_LENGTH) return null;
  return { text, digits: searchDigits(q) };
}
