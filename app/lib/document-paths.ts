/**
 * Pages whose Content-Security-Policy differs from the rest of the site (PayPal's script and frames
 * on /checkout and on a booking's arrhes, /arrhes/:token, only). A policy belongs to the document,
 * so these pages are always entered by loading a new document, never by a navigation inside another
 * page's document.
 */
const documentOnlyPaths = new Set(["/checkout"]);

/** A page that pays with PayPal. */
export const paysWithPayPal = (pathname: string) => documentOnlyPaths.has(pathname) || /^\/arrhes\/[^/]+$/.test(pathname);

export const needsOwnDocument = (to: string) => paysWithPayPal(to.split(/[?#]/)[0]!);
