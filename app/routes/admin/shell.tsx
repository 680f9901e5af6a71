import { useId, useState } from "react";
import { Form, NavLink, Outlet, useLocation, useNavigation } from "react-router";
import { requireAdmin } from "~/features/accounts/session.server";
import { waitingCounts, type WaitingCounts } from "~/features/admin/counts.server";
import type { RouteHandle } from "~/lib/layout";
import type { Route } from "./+types/shell";

export const handle: RouteHandle = { admin: true };

// Runs for every admin page and data request, whichever loaders it calls: no admin route can
// forget the guard (nor, with it, the private answer).
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }) => {
    await requireAdmin(request);
  },
];

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { email: admin.email, waiting: await waitingCounts() };
}

const links: Array<{ to: string; label: string; waiting?: keyof WaitingCounts; waitingLabel?: string }> = [
  { to: "/admin/tableau-de-bord", label: "Tableau de bord" },
  { to: "/admin/agenda", label: "Agenda" },
  { to: "/admin/clients", label: "Clients" },
  { to: "/admin/prestations", label: "Prestations" },
  { to: "/admin/bookings", label: "Rendez-vous" },
  { to: "/admin/orders", label: "Commandes", waiting: "orders", waitingLabel: "à traiter" },
  { to: "/admin/cartes-cadeaux", label: "Cartes cadeaux" },
  { to: "/admin/products", label: "Produits" },
  { to: "/admin/reviews", label: "Avis", waiting: "reviews", waitingLabel: "en attente" },
  { to: "/admin/hours", label: "Horaires" },
  { to: "/admin/equipe", label: "Équipe" },
  { to: "/admin/newsletter", label: "Newsletter" },
  { to: "/admin/emails", label: "E-mails", waiting: "emails", waitingLabel: "en échec" },
];

const SIGN_OUT = "/admin/deconnexion";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-3 py-2 whitespace-nowrap xl:px-2 xl:text-sm ${isActive ? "bg-brass font-semibold text-ink" : "text-paper/90 hover:bg-ink-soft"}`;

function AdminLinks({ className, waiting }: { className: string; waiting: WaitingCounts }) {
  return (
    <ul className={className}>
      {links.map((l) => {
        const n = l.waiting ? waiting[l.waiting] : 0;
        return (
          <li key={l.to}>
            <NavLink to={l.to} className={linkClass}>
              {l.label}
              {n > 0 ? (
                <span className="ml-1.5 inline-block min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs font-semibold text-white">
                  {n}
                  <span className="sr-only"> {l.waitingLabel}</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

export default function AdminShell({ loaderData }: Route.ComponentProps) {
  const menuId = useId();
  const { pathname } = useLocation();
  // The menu is open on the page it was opened on: following one of its links closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  const signingOut = navigation.formAction === SIGN_OUT;

  const signOutButton = (
    <Form method="post" action={SIGN_OUT}>
      <input type="hidden" name="intent" value="sign-out" />
      <button type="submit" disabled={signingOut} className="rounded border border-paper/30 px-3 py-2 text-paper hover:bg-ink-soft">
        Déconnexion
      </button>
    </Form>
  );

  return (
    <div className="min-h-dvh bg-paper">
      <header data-admin-header className="bg-ink text-paper">
        {/* Wider than the pages below. From 1280 px on, the title and 'Déconnexion' on a first row, the
            links on the row under them (wrapped if a badge makes them wider than the window). */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          {/* Who is signed in, under the title: the links keep the row to themselves, badges included. */}
          <p className="font-display text-xl leading-tight">
            Administration
            <span className="block max-w-48 truncate font-sans text-xs text-paper/70" title={loaderData.email}>
              {loaderData.email}
            </span>
          </p>
          <nav aria-label="Administration" className="hidden xl:order-last xl:block xl:w-full">
            <AdminLinks className="flex flex-wrap items-center gap-0.5" waiting={loaderData.waiting} />
          </nav>
          <div className="hidden xl:block">{signOutButton}</div>
          <button
            type="button"
            className="rounded px-3 py-2 hover:bg-ink-soft xl:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            Menu
          </button>
        </div>
        <div id={menuId} hidden={!menuOpen} className="border-t border-paper/10 px-4 pb-4 xl:hidden">
          <nav aria-label="Administration (mobile)">
            <AdminLinks className="space-y-1 pt-2" waiting={loaderData.waiting} />
          </nav>
          <div className="mt-3">{signOutButton}</div>
        </div>
      </header>
      <main className="relative mx-auto max-w-6xl px-4 py-8" aria-busy={loading}>
        {loading ? (
          <div role="status" className="absolute top-2 right-4 flex items-center gap-2 text-sm text-muted">
            <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-ink/20 border-t-ink" />
            Chargement...
          </div>
        ) : null}
        <Outlet />
      </main>
    </div>
  );
}
