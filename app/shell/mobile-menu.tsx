import { Link, NavLink, useLocation } from "react-router";
import { MainLinkItems } from "./main-link-items";
import { kitLinks, shopLinks } from "./nav-links";
import type { SiteUser } from "~/features/accounts/types";
import { useSignOut } from "~/features/accounts/use-sign-out";
import { useHomeAnchors } from "./use-layout-actions";

const linkClass = "block rounded px-3 py-3 text-base text-paper/90 hover:bg-paper/5 hover:text-brass aria-[current=page]:text-brass";

/**
 * The mobile navigation panel (below the bar, over the page), fetched on demand and drawn only while
 * open. Same links as the desktop bar with the Boutique links flattened. The navbar closes it on
 * navigation and on Escape.
 */
export function MobileMenu({ id, user }: { id: string; user: SiteUser }) {
  const { onServicesClick } = useHomeAnchors();
  const { signOut, pending } = useSignOut();
  const location = useLocation();
  // Shop links differ by path or by query (?category=…): the current page is an exact match.
  const isCurrent = (to: string) => {
    const url = new URL(to, "http://x");
    return url.pathname === location.pathname && (url.search === "" ? !location.search.includes("category=") : url.search === location.search);
  };

  return (
    <div
      id={id}
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-6.25rem)] overflow-y-auto border-t border-paper/10 bg-ink shadow-xl shadow-ink/40 lg:hidden"
    >
      <nav aria-label="Navigation mobile" className="mx-auto max-w-7xl px-4 pt-2 pb-6">
        <ul>
          <MainLinkItems linkClass={linkClass} onServicesClick={onServicesClick} />
        </ul>

        <p id={`${id}-shop`} className="mt-4 border-t border-paper/10 px-3 pt-4 text-xs tracking-[0.2em] text-brass uppercase">
          Boutique
        </p>
        <ul aria-labelledby={`${id}-shop`}>
          {[...shopLinks, ...kitLinks].map((link) => (
            <li key={link.to}>
              <Link to={link.to} aria-current={isCurrent(link.to) ? "page" : undefined} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>

        <div className="mt-4 border-t border-paper/10 pt-4">
          {user ? (
            <>
              <p className="px-3 text-xs text-paper/60">Connecté en tant que</p>
              <p className="truncate px-3 text-sm text-paper">{user.email}</p>
              <Link to="/account/orders" className={linkClass}>
                Mes commandes
              </Link>
              <Link to="/account/bookings" className={linkClass}>
                Mes rendez-vous
              </Link>
              {user.isAdmin ? (
                <Link to="/admin/bookings" className={linkClass}>
                  Espace administrateur
                </Link>
              ) : null}
              <button
                type="button"
                disabled={pending}
                onClick={() => void signOut(user.isAdmin)}
                className="mt-2 w-full rounded border border-paper/30 px-3 py-3 text-left text-base text-paper hover:border-brass hover:text-brass disabled:opacity-50"
              >
                Se déconnecter
              </button>
            </>
          ) : (
            <NavLink to="/login" className={linkClass}>
              Connexion
            </NavLink>
          )}
        </div>
      </nav>
    </div>
  );
}
