import { NavLink, Outlet } from "react-router";
import { requireAdmin } from "~/features/accounts/session.server";
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

export default function AdminShell() {
  return (
    <div className="min-h-screen bg-paper">
      <header className="bg-ink text-paper">
        <nav className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-3" aria-label="Administration">
          <span className="font-display text-xl">Administration</span>
          {links.map((l) => (
            <NavLink
              key={l.to}
              to={l.to}
              className={({ isActive }) => `rounded px-3 py-1 ${isActive ? "bg-brass text-ink" : "hover:bg-ink-soft"}`}
            >
              {l.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
