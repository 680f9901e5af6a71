import { createContext, useContext } from "react";

/**
 * The per-response nonce that lets the document's own inline scripts run under the
 * Content-Security-Policy. Set by the server render; empty in the browser, which hides it anyway.
 */
export const NonceContext = createContext("");

export const useNonce = () => useContext(NonceContext);
