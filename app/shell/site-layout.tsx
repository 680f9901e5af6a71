import { useEffect, type ReactNode } from "react";
import { useLocation } from "react-router";
import { CART_STORAGE_KEY, useCart } from "~/features/cart/cart-store";
import type { SiteUser } from "~/features/accounts/types";
import type { LayoutSwitches } from "~/lib/layout";
import { AnnouncementBar } from "./announcement-bar";
import { CartSheetOnDemand } from "~/features/cart/ui/cart-sheet-on-demand";
import { CookieBannerOnDemand } from "./cookie-banner-on-demand";
import { DeliveryStrip } from "./delivery-strip";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import { NewsletterBlock } from "~/features/newsletter/ui/newsletter-block";

/**
 * The public pages' shell. The header is fixed: the content gets a top padding equal to its height
 * (announcement h-9 + navbar h-16 = 6.25rem, or the navbar alone), so nothing hides under it.
 * app.css's scroll-padding-top (7rem) keeps in-page anchors clear of it too.
 */
export function SiteLayout({ user, switches, children }: { user: SiteUser; switches: LayoutSwitches; children: ReactNode }) {
  const location = useLocation();
  const setCartOpen = useCart((s) => s.setOpen);

  // The cart store skips hydration so the server HTML and the first client render agree (empty cart);
  // read localStorage once mounted, and follow changes made in other tabs.
  useEffect(() => {
    void useCart.persist.rehydrate();
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) void useCart.persist.rehydrate();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  // Leaving the page (links in the panel, back button) closes the cart panel.
  useEffect(() => {
    setCartOpen(false);
  }, [location.key, setCartOpen]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenu"
        className="fixed top-3 left-3 z-[60] -translate-y-24 rounded bg-paper px-4 py-3 font-medium text-ink shadow-lg shadow-ink/30 focus:translate-y-0 focus-visible:outline-ink motion-safe:transition-transform"
      >
        Aller au contenu
      </a>
      <header className="fixed inset-x-0 top-0 z-40">
        {switches.announcement ? <AnnouncementBar /> : null}
        <Navbar user={user} />
      </header>
      <main id="contenu" tabIndex={-1} className={`flex-1 focus:outline-none ${switches.announcement ? "pt-25" : "pt-16"}`}>
        {children}
      </main>
      {switches.deliveryStrip ? <DeliveryStrip /> : null}
      {switches.newsletter ? <NewsletterBlock /> : null}
      {switches.footer ? <Footer /> : null}
      <CookieBannerOnDemand />
      <CartSheetOnDemand signedIn={!!user} />
    </div>
  );
}
