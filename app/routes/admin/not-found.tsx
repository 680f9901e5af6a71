import { data, Link } from "react-router";
import { requireAdmin } from "~/features/accounts/session.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Page introuvable – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export default function AdminNotFound() {
  return (
    <section className="py-12 text-center">
      <h1 className="font-display text-3xl">Page introuvable</h1>
      <p className="mt-2 text-muted">Cette page de l'administration n'existe pas.</p>
      <Link to="/admin/bookings" className="mt-6 inline-block rounded bg-ink px-4 py-2 font-semibold text-paper hover:bg-ink-soft">
        Retour aux réservations
      </Link>
    </section>
  );
}
