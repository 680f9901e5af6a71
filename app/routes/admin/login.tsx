import { redirect } from "react-router";
import { getSessionUser } from "~/features/accounts/session.server";
import type { RouteHandle } from "~/lib/layout";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/login";

export const handle: RouteHandle = { admin: true };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (user?.isAdmin) throw redirect("/admin/bookings");
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export default function AdminLogin() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-ink px-4">
      <section className="w-full max-w-md rounded bg-paper p-8 shadow-lg">
        <h1 className="text-center font-display text-3xl">Administration</h1>
        <p className="mt-2 text-center text-muted">Espace réservé aux administrateurs</p>
        <p className="mt-6 text-center text-sm text-muted">La connexion administrateur sera ouverte très prochainement.</p>
      </section>
    </main>
  );
}
