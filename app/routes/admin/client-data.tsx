import { Form, isRouteErrorResponse, Link, useNavigation, useRouteError } from "react-router";
import { CheckboxField, NoScriptNotice } from "~/components/ui/field";
import { requireAdmin } from "~/features/accounts/session.server";
import { eraseClient, erasurePlan } from "~/features/admin/clients/client-erasure.server";
import { dataRightsMessages as m, eraseSchema } from "~/features/admin/clients/data-rights-messages";
import { collectClientData } from "~/features/admin/clients/data-rights.server";
import { ErasurePlanText } from "~/features/admin/clients/ui/erasure-plan";
import { AdminLoadError } from "~/features/admin/ui/admin-parts";
import { formatParisDate } from "~/lib/dates";
import { formAction } from "~/lib/form.server";
import { pageMeta } from "~/lib/seo";
import { useForm } from "~/lib/use-form";
import type { Route } from "./+types/client-data";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const now = new Date();
  const data = await collectClientData(params.id, now);
  if (!data) throw new Response(m.NOT_FOUND, { status: 404 });
  const { id, name, email, phone, erasedAt } = data.client;
  return { client: { id, name, email, phone, erasedAt }, plan: erasedAt ? null : erasurePlan(data, now) };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  return formAction(request, { name: "admin client erasure", schema: eraseSchema, messages: m }, () => eraseClient(params.id));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Données du client – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <AdminLoadError title="Données du client" message={m.loadFailed} />;
  return (
    <section className="py-12 text-center">
      <h1 className="font-display text-3xl">{m.NOT_FOUND}</h1>
      <Link to="/admin/clients" className="mt-6 inline-block underline">
        Retour aux clients
      </Link>
    </section>
  );
}

const linkClass = "inline-block rounded border border-ink/30 px-4 py-2 font-semibold hover:bg-ink/5";

export default function AdminClientData({ loaderData, actionData }: Route.ComponentProps) {
  const { client, plan } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { form, field, notice, ok } = useForm({ reply: actionData });
  const base = `/admin/clients/${client.id}`;
  return (
    <article aria-labelledby="client-data-title" className="max-w-3xl space-y-6">
      <Link to={base} className="text-sm underline">
        Retour à la fiche du client
      </Link>
      <header className="space-y-1">
        <h1 id="client-data-title" className="font-display text-3xl break-words">
          Données de {client.name}
        </h1>
        {client.erasedAt ? null : <p className="text-muted">{[client.email, client.phone].filter(Boolean).join(" · ") || "Ni e-mail ni téléphone"}</p>}
      </header>
      <NoScriptNotice notice={notice} ok={ok} />

      <section aria-labelledby="export-title" className="space-y-3 rounded-lg border border-ink/10 bg-white p-5">
        <h2 id="export-title" className="font-display text-2xl">
          Exporter ses données
        </h2>
        <p className="text-sm text-muted">
          Tout ce que le site garde sur ce client (droit d'accès et à la portabilité) : sa fiche, ses rendez-vous, commandes, factures, avis, e-mails et
          inscriptions.
        </p>
        <div className="flex flex-wrap gap-3">
          {/* Plain links: the files are downloads, not pages of the admin. */}
          <a href={`${base}/export.json`} download className={linkClass}>
            Télécharger (JSON)
          </a>
          <a href={`${base}/export.html`} download className={linkClass}>
            Télécharger la version lisible (HTML)
          </a>
        </div>
      </section>

      <section aria-labelledby="erase-title" className="space-y-4 rounded-lg border border-red-200 bg-white p-5">
        <h2 id="erase-title" className="font-display text-2xl">
          Effacer le client
        </h2>
        {client.erasedAt || !plan ? (
          <p role="status">
            Ce client a été effacé le {formatParisDate(client.erasedAt ?? new Date())}. Ses factures et avoirs sont conservés 10 ans, comme la loi l'exige.
          </p>
        ) : (
          <>
            <p className="text-sm">À la demande du client (droit à l'effacement). Lisez ce qui va se passer avant de confirmer : c'est définitif.</p>
            <ErasurePlanText plan={plan} />
            <Form method="post" {...form} className="space-y-4 border-t border-ink/10 pt-4">
              <input type="hidden" name="intent" value="erase" />
              <CheckboxField label="Je confirme l'effacement de ce client" {...field("confirm")} />
              <button type="submit" disabled={busy} className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-60">
                {busy ? "Effacement..." : "Effacer le client"}
              </button>
            </Form>
          </>
        )}
      </section>
    </article>
  );
}
