import { useCallback, useSyncExternalStore } from "react";
import { onCookieConsentChange, readCookieConsent, writeCookieConsent, type CookieConsent } from "./cookie-consent-store";

/**
 * Cookie / storage consent (CNIL): how it is stored is in cookie-consent-store.ts. Components that
 * depend on consent (e.g. a map embed) call `useCookieConsent()` and re-render on change.
 */
export {
  COOKIE_CONSENT_EVENT,
  COOKIE_CONSENT_KEY,
  COOKIE_CONSENT_MONTHS,
  parseCookieConsent,
  readCookieConsent,
  writeCookieConsent,
  type CookieConsent,
} from "./cookie-consent-store";

const noopSubscribe = () => () => {};

/**
 * `consent`: 'accepted' | 'rejected' | null. `ready` is false on the server and during hydration
 * (the stored value is unknown there), so a banner can render nothing until it is true.
 */
export function useCookieConsent(): {
  consent: CookieConsent | null;
  setConsent: (value: CookieConsent | null) => void;
  ready: boolean;
} {
  const consent = useSyncExternalStore(onCookieConsentChange, readCookieConsent, () => null);
  const ready = useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
  const setConsent = useCallback((value: CookieConsent | null) => writeCookieConsent(value), []);
  return { consent, setConsent, ready };
}
