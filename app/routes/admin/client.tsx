import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { requireAdmin } from "~/features/accounts/session.server";
import { clientFile } from "~/features/admin/clients/clients.server";
import { clientMessages as m } from "~/features/admin/clients/messages";
import { addNote, deleteNote } from "~/features/admin/clients/notes.server";
import { clientActionSchema } from "~/features/admin/clients/schema";
import { ClientNotes } from "~/features/admin/clients/ui/client-notes";
import { ClientFacts, ClientOrders, ClientReviews } from "~/features/admin/clients/ui/client-summary";
import { VisitTable } from "~/features/admin/clients/ui/client-visits";
import { AdminLoadError } from "~/features/admin/ui/admin-parts";
import { isUuid } from "~/lib/ids";
import { formatParisDate } from "~/lib/dates";
import { formAction } from "~/lib/form.server";
import type { Result } from "~/lib/result";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/client";

/** Past visits shown before « Voir tout ». */
const PAST_SHOWN = 10;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const file = await clientFile(params.id);
  if (!file) throw new Response(m.notFound, { status: 404 });
  const url = new URL(request.url);
  const all = url.searchParams.get("visites") === "toutes";
  const confirming = url.searchParams.get("supprimer");
  return {
    file: { ...file, past: all ? file.past : file.past.slice(0, PAST_SHOWN) },
    pastCount: file.past.length,
    confirming: isUuid(confirming) && file.notes.some((n) => n.id === confirming) ? confirming : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  return formAction(
    request,
    { name: "admin client", schema: clientActionSchema, messages: { UNKNOWN: "Erreur lors de l'opération" } },
    (input): Promise<Result<object, "NOT_FOUND" | "ERASED" | "NOTE_NOT_FOUND">> =>
      input.intent === "add-note" ? addNote(params.id, input.body) : deleteNote(params.id, input.noteId),
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Fiche client – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

/** An unknown or malformed id: the admin's own « Page introuvable ». */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <AdminLoadError title="Fiche client" message={m.fileLoadFailed} />;
  return (
    <section className="py-12 text-center">
      <h1 className="font-display text-3xl">Page introuvable</h1>
      <p className="mt-2 text-muted">Cette page de l'administration n'existe pas. {m.notFound}</p>
      <Link to="/admin/clients" className="mt-6 inline-block rounded bg-ink px-4 py-2 font-semibold text-paper hover:bg-ink-soft">
        Retour aux clients
      </Link>
    </section>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h2 id={`${id}-title`} className="font-display text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function AdminClient({ loaderData, actionData }: Route.ComponentProps) {
  const { file, pastCount, confirming } = loaderData;
  const path = `/admin/clients/${file.id}`;
  return (
    <article aria-labelledby="client-title" className="space-y-6">
      <Link to="/admin/clients" className="text-sm underline">
        Retour aux clients
      </Link>
      <header className="space-y-1">
        <h1 id="client-title" className="font-display text-3xl break-words">
          {file.name}
        </h1>
        {file.erased ? (
          <p className="text-sm font-semibold">Client effacé à sa demande : ses coordonnées ont été supprimées.</p>
        ) : (
          <dl className="flex flex-wrap gap-x-4 text-sm">
            <dt className="sr-only">E-mail</dt>
            <dd>
              {file.email ? (
                <a href={`mailto:${file.email}`} className="underline">
                  {file.email}
                </a>
              ) : (
                "Pas d'e-mail"
              )}
            </dd>
            <dt className="sr-only">Téléphone</dt>
            <dd>
              {file.phone ? (
                <a href={`tel:${file.phone.replace(/[^\d+]/g, "")}`} className="underline">
                  {file.phone}
                </a>
              ) : (
                "Pas de téléphone"
              )}
            </dd>
            <dt className="sr-only">Client depuis</dt>
            <dd>client depuis le {formatParisDate(file.createdAt)}</dd>
          </dl>
        )}
      </header>
      <ClientFacts file={file} />
      <ClientNotes path={path} notes={file.notes} erased={file.erased} confirming={confirming} reply={actionData} />
      <Section id="upcoming" title="Rendez-vous à venir">
        <VisitTable caption="Rendez-vous à venir, du plus proche au plus lointain" visits={file.upcoming} />
      </Section>
      <Section id="past" title="Rendez-vous passés et annulés">
        <VisitTable caption="Rendez-vous passés et annulés, du plus récent au plus ancien" visits={file.past} />
        {pastCount > file.past.length ? (
          <Link to={`${path}?visites=toutes#past-title`} className="inline-block text-sm underline">
            Voir tout ({pastCount} rendez-vous)
          </Link>
        ) : null}
      </Section>
      <Section id="orders" title="Commandes et factures">
        <ClientOrders file={file} />
      </Section>
      <Section id="reviews" title="Avis">
        <ClientReviews reviews={file.reviews} />
      </Section>
      <p>
        <Link to={`${path}/donnees`} className="underline">
          Données personnelles (export, effacement)
        </Link>
      </p>
    </article>
  );
}
