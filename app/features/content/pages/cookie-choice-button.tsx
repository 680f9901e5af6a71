import { useCookieConsent } from "~/lib/cookie-consent";

/** Brings the cookie banner back (/legal, after the text on cookies). */
export function CookieChoiceButton({ className = "" }: { className?: string }) {
  const { setConsent } = useCookieConsent();
  return (
    <button
      type="button"
      onClick={() => setConsent(null)}
      className={`rounded border border-ink px-5 py-2 text-sm font-semibold hover:border-brass-dark hover:text-brass-dark ${className}`}
    >
      Modifier mes choix de cookies
    </button>
  );
}
