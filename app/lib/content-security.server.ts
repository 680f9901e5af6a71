import { randomBytes } from "node:crypto";
import { paysWithPayPal } from "./document-paths";
import { STYLE_NONCE_TIMING } from "./nonce";

/**
 * The Content-Security-Policy of a page: our own scripts (and the inline ones React Router
 * writes, by nonce, or by their hashes in a page served to many visitors), our own styles and images, no plugins, no framing by another site. Only
 * /checkout and a booking's arrhes (/arrhes/:token) may load PayPal's script and frames; the home page's map (OpenStreetMap) is a frame
 * that the page itself shows only after consent. It is allowed on every page: a visitor who came in
 * elsewhere reaches the home page without loading a new document, so under that first page's policy.
 */
/**
 * The style elements the toast library (sonner) writes when it loads, by their hashes: it sets no
 * nonce. An empty element first, then its stylesheet (checked against the package by a test).
 */
export const TOAST_STYLE_HASHES = ["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='", "'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='"];

export function contentSecurityPolicy(
  options: ({ nonce: string } | { scriptHashes: string[]; styleNonce: string }) & { pathname: string; https: boolean; paypalSdkUrl: string },
): string {
  const styleNonce = "nonce" in options ? options.nonce : options.styleNonce;
  const paypal = paysWithPayPal(options.pathname) ? paypalSources(options.paypalSdkUrl) : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...("nonce" in options ? [`'nonce-${options.nonce}'`] : options.scriptHashes), ...paypal],
    // Style elements: our stylesheet, those the dialogs' scroll lock writes (by nonce) and the
    // toasts' (by hash). Style attributes stay allowed: server-rendered ones (Radix's accordion
    // sizes, the agenda's positions) are in the HTML itself.
    "style-src": ["'self'", `'nonce-${styleNonce}'`, ...TOAST_STYLE_HASHES],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...paypal, ...(paypal.length ? ["https://*.paypalobjects.com"] : [])],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...paypal],
    "frame-src": ["https://www.openstreetmap.org", ...paypal],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (options.https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** PayPal's own hosts, and the SDK's origin when it is served from elsewhere (a test double). */
function paypalSources(sdkUrl: string): string[] {
  const sdkOrigin = new URL(sdkUrl).origin;
  return [...new Set(["https://www.paypal.com", "https://*.paypal.com", sdkOrigin])];
}

/** A nonce for one response. */
export const newNonce = () => randomBytes(16).toString("base64");

/**
 * A kept page's headers for one response: its policy with a style nonce of this response's own,
 * and that nonce in Server-Timing, where the page's scripts read it (the page itself holds none).
 */
export function keptPageNonceHeaders(policy: string, nonce = newNonce()): { "Content-Security-Policy": string; "Server-Timing": string } {
  return {
    "Content-Security-Policy": policy.replace(/'nonce-[^']*'/, `'nonce-${nonce}'`),
    "Server-Timing": `${STYLE_NONCE_TIMING};desc="${nonce}"`,
  };
}
