import { Form, Link } from "react-router";
import { requireAdmin } from "~/features/accounts/session.server";
import { searchClients } from "~/features/admin/clients/clients.server";
import { clientMessages as m } from "~/features/admin/clients/messages";
import { CLIENTS_PER_PAGE, clientSearch } from "~/features/admin/clients/search";
import { ClientPages, ClientTable } from "~/features/admin/clients/ui/client-list";
import { AdminEmptyState, AdminLoadError } from "~/features/admin/ui/admin-parts";
import { searchTextSchema } from "~/lib/search-text";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/clients";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const q = searchTextSchema.parse(params.get("q") ?? "");
  const page = Number(params.get("page") ?? 1);
  const result = await searchClients(q, Number.isSafeInteger(page) && page >= 1 ? page : 1);
  return { ...result, q, tooShort: q !== "" && clientSearch(q) === null };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Clients – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export function ErrorBoundary() {
  return <AdminLoadError title="Clients" message={m.loadFailed} />;
}

export default function AdminClients({ loaderData }: Route.ComponentProps) {
  const { clients, found, page, pageCount, q, tooShort } = loaderData;
  const first = (page - 1) * CLIENTS_PER_PAGE + 1;
  return (
    <section aria-labelledby="clients-title" className="space-y-5">
      <h1 id="clients-title" className="font-display text-3xl">
        Clients
      </h1>
      <Form method="get" role="search" aria-label="Clients" className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-60 flex-1 flex-col gap-1 text-sm font-semibold">
          <label htmlFor="clients-q">Rechercher un client</label>
          <input
            id="clients-q"
            type="search"
            name="q"
            defaultValue={q}
            key={q}
            maxLength={100}
            aria-describedby="clients-q-hint"
            className="rounded border border-ink/30 px-3 py-2 font-normal"
          />
          <span id="clients-q-hint" className="font-normal text-muted">
            Quelques lettres du nom, de l'e-mail ou du téléphone.
          </span>
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
      {tooShort ? <p className="text-sm">{m.searchTooShort}</p> : null}
      <p role="status" className="text-sm text-muted">
        {found} client{found > 1 ? "s" : ""}
        {pageCount > 1 ? ` (${first} à ${first + clients.length - 1})` : ""}
      </p>
      {clients.length === 0 ? (
        <AdminEmptyState
          title="Aucun client"
          text={q ? "Aucun client ne correspond à cette recherche." : "Les clients apparaissent ici dès leur premier rendez-vous ou leur première commande."}
        />
      ) : (
        <ClientTable clients={clients} />
      )}
      <ClientPages q={q} page={page} pageCount={pageCount} />
    </section>
  );
}
