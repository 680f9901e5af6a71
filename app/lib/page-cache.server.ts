// What the server render and the page cache (server/page-cache.ts) say to each other.
import { createHash } from "node:crypto";

/**
 * Request header set by the page cache, and only by it (it removes the one a client sends): this
 * visitor has no cookie, so the page may be kept for every visitor without one.
 */
export const PAGE_CACHE_REQUEST = "x-salon-page-cache";
/** Response header set by the render when the page it wrote can be kept; removed before sending. */
export const PAGE_CACHE_RESPONSE = "x-salon-page-cache";

// `<script …>body</script>`; attributes never hold ">" in what React writes.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const NOT_RUN = /\btype="application\/(?:ld\+)?json"/;

/**
 * The CSP source expressions ('sha256-…') of the inline scripts a document runs. A page kept in
 * memory is sent to many visitors: a nonce, which must be new for every response, cannot be in it;
 * the hashes of its own inline scripts allow them, and nothing else inline.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc=/.test(attributes!) || NOT_RUN.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
