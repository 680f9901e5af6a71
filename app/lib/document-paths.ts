/**
 * Pages whose Content-Security-Policy differs from the rest of the site (PayPal's script and frames
 * on /checkout only). A policy belongs to the document, so these pages are always entered by
 * loading a new document, never by a navigation inside another page's document.
 */
const documentOnlyPaths = new Set(["/checkout"]);

export const needsOwnDocument = (to: string) => documentOnlyPaths.has(to.split(/[?#]/)[0]!);
