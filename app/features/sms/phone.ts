/**
 * A French mobile number (06 or 07) as E.164 (`+33612345678`), whatever way it was typed:
 * `06 12 34 56 78`, `06.12.34.56.78`, `+33 6 12 34 56 78`, `+33 (0)6…`, `0033 6…`. Anything else
 * (a landline, a foreign or malformed number) is null: no SMS is sent to it.
 */
export function frenchMobile(raw: string): string | null {
  const compact = raw.replace(/\(0\)/g, "").replace(/[\s.\-()/]/g, "");
  const national = compact.startsWith("+33")
    ? compact.slice(3)
    : compact.startsWith("0033")
      ? compact.slice(4)
      : /^0[1-9]/.test(compact)
        ? compact.slice(1)
        : null;
  return national !== null && /^[67][0-9]{8}$/.test(national) ? `+33${national}` : null;
}
