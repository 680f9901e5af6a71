import { ServerHtml } from "~/components/ui/server-html";
import { writeCookieConsent } from "~/lib/cookie-consent-store";
import { AWAIT_LIVE } from "~/lib/early-presses";
import FooterContent from "./footer-content.static";
import FooterLegal from "./footer-legal.static";

export function Footer() {
  return (
    <footer className="bg-ink text-paper">
      <ServerHtml id="pied-de-page" reused>
        <FooterContent />
      </ServerHtml>
      <div className="border-t border-paper/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-xs text-paper/60 lg:px-8">
          <ServerHtml id="pied-de-page-mentions" reused>
            {/* The year is one of the part's inputs (the server reuses the part while they stay the same). */}
            <FooterLegal year={new Date().getFullYear()} />
          </ServerHtml>
          {/* Withdrawing consent must be as easy as giving it: this brings the cookie banner back. */}
          <button type="button" {...AWAIT_LIVE} onClick={() => writeCookieConsent(null)} className="rounded underline underline-offset-2 hover:text-brass">
            Gérer les cookies
          </button>
        </div>
      </div>
    </footer>
  );
}
