import { requireAdmin } from "~/features/accounts/session.server";
import { Form, Link, useSearchParams } from "react-router";
import { searchClients } from "~/features/admin/clients/clients.server";
import { clientMessages as m } from "~/features/admin/clients/messages";
import { AbsencesBadge } from "~/features/admin/ui/absences-badge";
import { AdminEmptyState, AdminLoadError, Pagination } from "~/features/admin/ui/admin-parts";
import { formatLongDate } from "~/lib/dates";
import { searchTextSchema } from "~/lib/search-text";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/clients";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const q = searchTextSchema.parse(params.get("q") ?? "");
  const page = Number(params.get("page"));
  const result = await searchClients(q, Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1);
  return { ...result, q };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Clients – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export function ErrorBoundary() {
  return <AdminLoadError title="Clients" message={m.loadFailed} />;
}

export default function AdminClients({ loaderData }: Route.ComponentProps) {
  const { clients, found, page, pageCount, q } = loaderData;
  const [params] = useSearchParams();
  return (
    <section aria-labelledby="clients-title" className="space-y-5">
      <h1 id="clients-title" className="font-display text-3xl">
        Clients
      </h1>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-60 flex-1 flex-col gap-1 text-sm font-semibold">
          <label htmlFor="clients-q">Rechercher</label>
          <input
            id="clients-q"
            type="search"
            name="q"
            defaultValue={q}
            key={q}
            placeholder="Nom, e-mail ou téléphone (quelques lettres)"
            className="rounded border border-ink/30 px-3 py-2 font-normal"
          />
        </div>
        <button type="submit" className="rounded bg-ink px-4 py-2 font-semibold text-paper hover:bg-ink-soft">
          Rechercher
        </button>
        {q ? (
          <Link to="/admin/clients" className="px-2 py-2 text-sm underline">
            Effacer
          </Link>
        ) : null}
      </Form>
      <p role="status" className="text-sm text-muted">
        {found} client{found > 1 ? "s" : ""}
      </p>
      {clients.length === 0 ? (
        <AdminEmptyState
          title="Aucun client"
          text={q ? "Aucun client ne correspond à cette recherche." : "Les clients apparaissent ici dès leur premier rendez-vous ou leur première commande."}
        />
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Clients, de la visite la plus récente à la plus ancienne</caption>
          <thead className="border-b border-ink/20">
            <tr>
              {["Client", "E-mail", "Téléphone", "Visites", "Dernière visite"].map((h) => (
                <th key={h} scope="col" className="px-2 py-2">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {clients.map((c) => (
              <tr key={c.id} className="border-b border-ink/10">
                <th scope="row" className="px-2 py-2 font-normal">
                  <Link to={`/admin/clients/${c.id}`} className="font-semibold underline">
                    {c.name}
                  </Link>{" "}
                  <AbsencesBadge count={c.absences} className="text-xs" />
                </th>
                <td className="px-2 py-2 break-all">{c.email ?? <span className="text-muted">—</span>}</td>
                <td className="px-2 py-2 whitespace-nowrap">{c.phone || <span className="text-muted">—</span>}</td>
                <td className="px-2 py-2">{c.visits}</td>
                <td className="px-2 py-2">{c.lastVisit ? formatLongDate(c.lastVisit) : <span className="text-muted">—</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={page} pageCount={pageCount} params={params} label="Pages des clients" />
    </section>
  );
}
