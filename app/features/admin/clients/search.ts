// The clients' search, folded as `customers.search_text` is (migration 0024): lower case, accents
// taken off, and a phone's digits. Pure: the page and the server share it.

const FROM = "àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ";
const TO = "aaaaaaceeeeiiiinooooouuuuyyoa";

/** « Théo  LEFÈVRE » → « théo lefèvre » folded to « theo lefevre » (SQL `translate(lower(…))`). */
export function foldSearch(q: string): string {
  let folded = "";
  for (const c of q.toLowerCase().replace(/\s+/g, " ").trim()) {
    const at = FROM.indexOf(c);
    folded += at >= 0 ? TO[at] : c;
  }
  return folded;
}

/** A phone number however typed (« 06 12 34 », « 06.12 », « +33 6 12 »), as its digits; null when the search is not one. */
export function searchDigits(q: string): string | null {
  if (!/^[\d\s.+()-]+$/.test(q.trim())) return null;
  let digits = q.replace(/\D/g, "");
  if (digits.startsWith("33") && digits.length >= 3 && q.trim().startsWith("+")) digits = `0${digits.slice(2)}`;
  return digits.length >= 2 ? digits : null;
}
