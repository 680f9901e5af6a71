import { percentReadings } from "~/lib/percent-decoding";

const BASE = "http://salon.invalid";

/**
 * A redirect target from a query string, kept only when it is a path of this site:
 * "/checkout" yes; "https://evil.example", "//evil.example", "/\\evil.example", "javascript:" no.
 *
 * Browsers and servers decode and normalise a path ("/a/..//x" and "/%2e//x" become "//x", a
 * host to a browser), so the target is judged by what it means once decoded and normalised, and
 * one whose path those steps would change is refused rather than repaired.
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2000) return fallback;
  // Printable ASCII only: control characters, backslashes and look-alike slashes or dots can be
  // turned into "//" or "." along the way.
  if (!/^[\x21-\x7e]+$/.test(target) || target.includes("\\")) return fallback;
  if (!startsWithOneSlash(target)) return fallback;
  try {
    const url = new URL(target, BASE);
    if (url.origin !== BASE) return fallback;
    const path = fullyDecoded(url.pathname);
    if (path === null || !startsWithOneSlash(path) || !/^[\x21-\x7e]+$/.test(path) || path.includes("\\")) return fallback;
    // A "." or ".." left after decoding ("/%2e%2e/x") would be normalised again by whoever reads it.
    if (path.split("/").some((segment) => segment === "." || segment === "..")) return fallback;
    const result = `${url.pathname}${url.search}${url.hash}`;
    return startsWithOneSlash(result) && new URL(result, BASE).origin === BASE ? result : fallback;
  } catch {
    return fallback;
  }
}

const startsWithOneSlash = (path: string) => path.startsWith("/") && path[1] !== "/" && path[1] !== "\\";

/** The text once every layer of percent-encoding is undone ("%252F" → "/"), or null if malformed or too deep. */
function fullyDecoded(text: string): string | null {
  const { readings, complete } = percentReadings(text, 4);
  return complete ? readings.at(-1)! : null;
}
