/**
 * Cookie / storage consent (CNIL), as stored: in localStorage, remembered 6 months. Stored as JSON
 * `{ value, at }` (at = epoch ms); a plain "accepted" / "rejected" string is accepted too (treated
 * as valid, without expiry information). No React here: the site's shell reads it to know whether
 * the banner is needed before fetching the banner's code (cookie-consent.ts has the hook).
 */
export type CookieConsent = "accepted" | "rejected";

export const COOKIE_CONSENT_KEY = "cookie-consent";
/** Fired on `window` whenever this tab changes the consent. */
export const COOKIE_CONSENT_EVENT = "cookie-consent-change";
/** Consent is remembered 6 months (decisions.md §6). */
export const COOKIE_CONSENT_MONTHS = 6;

// Fallback when localStorage is unavailable (private mode, blocked storage): lasts for the page's life.
let memoryConsent: CookieConsent | null = null;

function isConsent(value: unknown): value is CookieConsent {
  return value === "accepted" || value === "rejected";
}

function isExpired(at: number, now: number): boolean {
  const expiry = new Date(at);
  expiry.setMonth(expiry.getMonth() + COOKIE_CONSENT_MONTHS);
  return now >= expiry.getTime();
}

/** Parses a stored value; null when absent, malformed or expired. */
export function parseCookieConsent(raw: string | null, now = Date.now()): CookieConsent | null {
  if (raw == null) return null;
  if (isConsent(raw)) return raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isConsent(parsed)) return parsed;
    if (parsed && typeof parsed === "object") {
      const { value, at } = parsed as { value?: unknown; at?: unknown };
      if (!isConsent(value)) return null;
      if (typeof at === "number" && Number.isFinite(at) && isExpired(at, now)) return null;
      return value;
    }
  } catch {
    // Not JSON and not a plain value: ignore.
  }
  return null;
}

/** The current consent in this browser (null on the server, when unknown or expired). */
export function readCookieConsent(): CookieConsent | null {
  if (typeof window === "undefined") return null;
  try {
    return parseCookieConsent(window.localStorage.getItem(COOKIE_CONSENT_KEY)) ?? memoryConsent;
  } catch {
    return memoryConsent;
  }
}

/** Stores (or with null, forgets: the banner comes back) the consent and tells the rest of the page. */
export function writeCookieConsent(value: CookieConsent | null): void {
  if (typeof window === "undefined") return;
  memoryConsent = value;
  try {
    if (value) window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ value, at: Date.now() }));
    else window.localStorage.removeItem(COOKIE_CONSENT_KEY);
  } catch {
    // Storage blocked: the in-memory value above keeps the banner closed for this page.
  }
  window.dispatchEvent(new CustomEvent(COOKIE_CONSENT_EVENT, { detail: value }));
}

/** Calls `onChange` when the consent changes, in this tab or in another. */
export function onCookieConsentChange(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COOKIE_CONSENT_KEY) onChange();
  };
  window.addEventListener(COOKIE_CONSENT_EVENT, onChange);
  window.addEventListener("storage", onStorage); // other tabs
  return () => {
    window.removeEventListener(COOKIE_CONSENT_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}
