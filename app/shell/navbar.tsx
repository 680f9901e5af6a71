import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { AccountMenu } from "./account-menu";
import { CartButton } from "~/features/cart/ui/cart-button";
import { CloseIcon, MenuIcon } from "~/components/ui/icons";
import { LogoLink } from "./logo-link";
import { MainLinkItems } from "./main-link-items";
import { SearchToggle } from "./search-toggle";
import { ShopMenu } from "./shop-menu";
import type { SiteUser } from "~/features/accounts/types";
import { useHomeAnchors } from "./use-layout-actions";
import { AWAIT_LIVE } from "~/lib/early-presses";
import { onDemand } from "~/lib/on-demand";

/** The mobile menu's panel, fetched when its button is first hovered, focused or pressed. */
const mobileMenu = onDemand(() => import("./mobile-menu"));

/** Height of the bar; the layout's top padding depends on it (h-16 = 4rem). */
const NAVBAR_HEIGHT_CLASS = "h-16";

type Panel = "search" | "menu" | null;

const linkClass = "inline-flex h-10 items-center rounded px-3 text-sm tracking-wide text-paper/90 hover:text-brass aria-[current=page]:text-brass";

/** The fixed navigation bar (placed in the fixed header by SiteLayout). */
export function Navbar({ user }: { user: SiteUser }) {
  const [panel, setPanel] = useState<Panel>(null);
  // Any navigation closes the open panel (mobile menu or search), in the render that sees it.
  const { key } = useLocation();
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    setPanel(null);
  }
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { onLogoClick, onServicesClick } = useHomeAnchors();
  const menu = mobileMenu.use();
  const onSearchOpenChange = useCallback((open: boolean) => setPanel((current) => (open ? "search" : current === "search" ? null : current)), []);

  // Escape closes the mobile menu and gives focus back to its button.
  useEffect(() => {
    if (panel !== "menu") return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setPanel(null);
      menuButtonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [panel]);

  const menuOpen = panel === "menu";

  return (
    <div className={`relative ${NAVBAR_HEIGHT_CLASS} border-b border-brass/25 bg-ink text-paper`}>
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-3 px-3 sm:px-4 lg:px-8">
        <LogoLink onClick={onLogoClick} />

        <nav aria-label="Navigation principale" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <MainLinkItems linkClass={linkClass} onServicesClick={onServicesClick} />
            <li>
              <ShopMenu />
            </li>
          </ul>
        </nav>

        <div className="flex items-center gap-0.5 sm:gap-1">
          <SearchToggle open={panel === "search"} onOpenChange={onSearchOpenChange} />
          <div className="hidden lg:block">
            <AccountMenu user={user} />
          </div>
          <CartButton />
          {/* Pressed before the page is live, it opens once it is (lib/early-presses); busy until the panel's code is there. */}
          <button
            ref={menuButtonRef}
            type="button"
            {...AWAIT_LIVE}
            aria-expanded={menuOpen}
            aria-controls={menuOpen && menu ? menuId : undefined}
            aria-busy={menuOpen && !menu ? true : undefined}
            aria-label="Menu"
            onClick={() => {
              mobileMenu.request();
              setPanel(menuOpen ? null : "menu");
            }}
            onPointerEnter={mobileMenu.request}
            onFocus={mobileMenu.request}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full text-paper/90 hover:bg-paper/10 hover:text-brass lg:hidden"
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>

      {menuOpen && menu ? <menu.MobileMenu id={menuId} user={user} /> : null}
    </div>
  );
}
