import { createContext, useContext } from "react";

/**
 * The per-response nonce that lets the document's own inline scripts run under the
 * Content-Security-Policy. Set by the server render; empty in the browser, which hides it anyway.
 */
export const NonceContext = createContext("");

export const useNonce = () => useContext(NonceContext);

/**
 * The Server-Timing entry that gives a page kept for every visitor (which holds no nonce) the style
 * nonce of its own response: `style-nonce;desc="…"`.
 */
export const STYLE_NONCE_TIMING = "style-nonce";

/**
 * In the browser: the document's nonce, for the style elements libraries write once the page is
 * live. Read from its own scripts (the property keeps it after the browser hides the attribute);
 * a kept page's comes with its response, in Server-Timing.
 */
export const documentNonce = (): string =>
  document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ||
  (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.serverTiming?.find((entry) => entry.name === STYLE_NONCE_TIMING)
    ?.description ||
  "";
