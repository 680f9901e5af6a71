import { ServerHtml } from "~/components/ui/server-html";
import { useCookieConsent } from "~/lib/cookie-consent";
import { salon } from "~/lib/salon";
import FooterContent from "./footer-content.static";

export function Footer() {
  const { setConsent } = useCookieConsent();
  return (
    <footer className="bg-ink text-paper">
      <ServerHtml id="pied-de-page">
        <FooterContent />
      </ServerHtml>
      <div className="border-t border-paper/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-xs text-paper/60 lg:px-8">
          <p>
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {salon.legal.companyName}. Tous droits réservés.
          </p>
          {/* Withdrawing consent must be as easy as giving it: this brings the cookie banner back. */}
          <button type="button" onClick={() => setConsent(null)} className="rounded underline underline-offset-2 hover:text-brass">
            Gérer les cookies
          </button>
        </div>
      </div>
    </footer>
  );
}
