import { createContext, useContext } from "react";

/**
 * The per-response nonce that lets the document's own inline scripts run under the
 * Content-Security-Policy. Set by the server render; empty in the browser, which hides it anyway.
 */
export const NonceContext = createContext("");

export const useNonce = () => useContext(NonceContext);

/**
 * In the browser: the document's nonce, read from its own scripts (the property keeps it after the
 * browser hides the attribute), for the style elements libraries write once the page is live.
 */
export const documentNonce = (): string => document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
