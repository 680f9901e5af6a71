import { useEffect, useId, useState } from "react";
import { NavLink, Outlet, useLocation } from "react-router";
import { requireAdmin } from "~/features/accounts/session.server";
import { useSignOut } from "~/features/accounts/use-sign-out";
import type { RouteHandle } from "~/lib/layout";
import type { Route } from "./+types/shell";

export const handle: RouteHandle = { admin: true };

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { email: admin.email };
}

const links = [
  { to: "/admin/bookings", label: "Rendez-vous" },
  { to: "/admin/orders", label: "Commandes" },
  { to: "/admin/products", label: "Produits" },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-3 py-2 ${isActive ? "bg-brass font-semibold text-ink" : "text-paper/90 hover:bg-ink-soft"}`;

function AdminLinks({ className }: { className: string }) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.to}>
          <NavLink to={l.to} className={linkClass}>
            {l.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export default function AdminShell({ loaderData }: Route.ComponentProps) {
  const { signOut, pending } = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  const signOutButton = (
    <button
      type="button"
      onClick={() => void signOut(true)}
      disabled={pending}
      className="rounded border border-paper/30 px-3 py-2 text-paper hover:bg-ink-soft"
    >
      Déconnexion
    </button>
  );

  return (
    <div className="min-h-dvh bg-paper">
      <header className="bg-ink text-paper">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <span className="font-display text-xl">Administration</span>
          <nav aria-label="Administration" className="hidden md:block">
            <AdminLinks className="flex items-center gap-2" />
          </nav>
          <div className="hidden items-center gap-3 md:flex">
            <span className="text-sm text-paper/70">{loaderData.email}</span>
            {signOutButton}
          </div>
          <button
            type="button"
            className="rounded px-3 py-2 hover:bg-ink-soft md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((o) => !o)}
          >
            Menu
          </button>
        </div>
        <div id={menuId} hidden={!menuOpen} className="border-t border-paper/10 px-4 pb-4 md:hidden">
          <nav aria-label="Administration (mobile)">
            <AdminLinks className="space-y-1 pt-2" />
          </nav>
          <div className="mt-3">{signOutButton}</div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
