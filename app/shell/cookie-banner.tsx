import { useId } from "react";
import { Link } from "react-router";
import { useCookieConsent } from "~/lib/cookie-consent";

const buttonClass =
  "h-11 flex-1 rounded border border-brass px-6 text-sm font-medium tracking-wide text-paper hover:bg-brass hover:text-ink focus-visible:outline-paper sm:flex-none";

/**
 * Consent banner (CNIL): shown until 'accepted' or 'rejected' is stored (for 6 months).
 * 'Accepter' and 'Refuser' look exactly alike. Nothing renders on the server or before the page is
 * live (its code is fetched then, and only when it is to be shown: cookie-banner-on-demand.tsx), and
 * the banner floats over the page bottom, so it shifts nothing. It waits for a press in progress
 * to end (cookie-banner-on-demand.tsx).
 */
export function CookieBanner() {
  const { consent, setConsent, ready } = useCookieConsent();
  const titleId = useId();
  const textId = useId();
  if (!ready || consent) return null;

  return (
    // Named by its title, a section is a region ('Cookies et confidentialité').
    <section
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="mm-rise-in fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-lg border border-brass/40 bg-ink p-5 text-paper shadow-2xl shadow-ink/40 sm:inset-x-6 sm:bottom-6"
    >
      <h2 id={titleId} className="font-display text-lg">
        Cookies et confidentialité
      </h2>
      <p id={textId} className="mt-2 text-sm leading-relaxed text-paper/80">
        Ce site n'utilise que le stockage nécessaire à son fonctionnement (panier, session, préférences). Avec votre accord, des contenus tiers comme la carte
        du salon pourront aussi être chargés. Vous pouvez changer d'avis à tout moment via « Gérer les cookies » en bas de page.{" "}
        <Link to="/legal" className="text-brass underline underline-offset-2 hover:text-paper">
          En savoir plus
        </Link>
      </p>
      <div className="mt-4 flex gap-3">
        <button type="button" className={buttonClass} onClick={() => setConsent("rejected")}>
          Refuser
        </button>
        <button type="button" className={buttonClass} onClick={() => setConsent("accepted")}>
          Accepter
        </button>
      </div>
    </section>
  );
}
