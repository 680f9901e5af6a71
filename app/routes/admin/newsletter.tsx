import { Link, useFetcher, useSearchParams } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { requireAdmin } from "~/features/accounts/session.server";
import { formatMailDate } from "~/features/admin/mail-labels";
import {
  readSubscriberFilters,
  subscriberActionSchema,
  subscriberMessages as m,
  subscriberStatusLabels,
} from "~/features/admin/newsletter-subscribers-messages";
import { listSubscribers, removeSubscriber, type AdminSubscriber } from "~/features/admin/newsletter-subscribers.server";
import { AdminEmptyState, AdminLoadError, Pagination, StatusBadge } from "~/features/admin/ui/admin-parts";
import { AdminSearchForm } from "~/features/admin/ui/admin-search-form";
import { useResultToast } from "~/lib/form-feedback";
import { formAction } from "~/lib/form.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/newsletter";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filters = readSubscriberFilters(new URL(request.url).searchParams);
  return { filters, ...(await listSubscribers(filters)) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return formAction(request, { name: "admin newsletter subscriber", schema: subscriberActionSchema, messages: m }, (input) => removeSubscriber(input.id));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Newsletter – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export function ErrorBoundary() {
  return <AdminLoadError title="Newsletter" message={m.loadFailed} />;
}

const statusOptions = [
  { value: "confirmed", label: "Confirmés" },
  { value: "pending", label: "En attente de confirmation" },
  { value: "unsubscribed", label: "Désinscrits" },
  { value: "all", label: "Tous" },
] as const;

const tones = { confirmed: "green", pending: "amber", unsubscribed: "neutral" } as const;

function RemoveButton({ subscriber }: { subscriber: AdminSubscriber }) {
  const fetcher = useFetcher<typeof action>();
  useResultToast(fetcher.data);
  if (subscriber.status === "unsubscribed") return null;
  return (
    <ConfirmDialog
      title="Retirer l'abonné"
      message={`${subscriber.email} ne recevra plus la newsletter. L'adresse reste enregistrée comme désinscrite : elle ne reviendra sur la liste que si son titulaire confirme une nouvelle inscription.`}
      confirmLabel="Retirer"
      onConfirm={() => void fetcher.submit({ intent: "remove", id: subscriber.id }, { method: "post" })}
      trigger={
        <button
          type="button"
          disabled={fetcher.state !== "idle"}
          aria-label={`Retirer ${subscriber.email} de la newsletter`}
          className="rounded border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50"
        >
          Retirer
        </button>
      }
    />
  );
}

/** The date that says most about the row: when it confirmed, left, or asked to subscribe. */
function when(s: AdminSubscriber) {
  if (s.status === "confirmed" && s.confirmedAt) return `Confirmé le ${formatMailDate(s.confirmedAt)}`;
  if (s.status === "unsubscribed" && s.unsubscribedAt) return `Désinscrit le ${formatMailDate(s.unsubscribedAt)}`;
  return `Inscrit le ${formatMailDate(s.createdAt)}`;
}

const cell = "block px-3 py-1 md:table-cell md:py-3 md:align-top";

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const { filters, subscribers, counts, found, page, pageCount } = loaderData;
  const [params] = useSearchParams();
  const filtered = filters.q !== "" || filters.status !== "confirmed";
  const linkClass = "rounded px-4 py-2 font-semibold";
  return (
    <section aria-labelledby="newsletter-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="newsletter-title" className="font-display text-3xl">
          Newsletter
        </h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/newsletter/envois" className={`${linkClass} bg-ink text-paper hover:bg-ink-soft`}>
            Écrire une newsletter
          </Link>
          {/* A file, not a page of the admin: the browser downloads it. */}
          <a href="/admin/newsletter/abonnes.csv" download className={`${linkClass} border border-ink/30 hover:bg-ink/5`}>
            Exporter en CSV
          </a>
        </div>
      </div>
      <dl className="flex flex-wrap gap-3">
        {(["confirmed", "pending", "unsubscribed"] as const).map((status) => (
          <div key={status} className="rounded-lg border border-ink/15 bg-white px-4 py-3">
            <dt className="text-sm text-muted">
              {status === "confirmed" ? "Abonnés confirmés" : status === "pending" ? "En attente de confirmation" : "Désinscrits"}
            </dt>
            <dd className="font-display text-2xl">{counts[status]}</dd>
          </div>
        ))}
      </dl>
      <AdminSearchForm q={filters.q} status={filters.status} statusOptions={statusOptions} placeholder="Adresse e-mail" clearTo="?" filtered={filtered} />
      <p role="status" className="text-sm text-muted">
        {found} adresse(s) trouvée(s)
      </p>
      {subscribers.length === 0 ? (
        filtered ? (
          <AdminEmptyState title={m.noMatchTitle} text={m.noMatchText}>
            <Link to="?" className="mt-4 inline-block rounded bg-ink px-4 py-2 font-semibold text-paper hover:bg-ink-soft">
              {m.showAll}
            </Link>
          </AdminEmptyState>
        ) : (
          <AdminEmptyState title={m.emptyTitle} text={m.emptyText} />
        )
      ) : (
        <table className="block w-full text-left md:table">
          <thead className="hidden border-b border-ink/20 text-sm md:table-header-group">
            <tr>
              {["E-mail", "Statut", "Date", "Actions"].map((h) => (
                <th key={h} scope="col" className="px-3 py-2">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block space-y-3 md:table-row-group md:space-y-0">
            {subscribers.map((s) => (
              <tr
                key={s.id}
                className="block rounded-lg border border-ink/15 bg-white py-2 md:table-row md:rounded-none md:border-0 md:border-b md:bg-transparent"
              >
                <td className={`${cell} break-all`}>{s.email}</td>
                <td className={cell}>
                  <StatusBadge tone={tones[s.status]}>{subscriberStatusLabels[s.status]}</StatusBadge>
                </td>
                <td className={`${cell} text-sm`}>{when(s)}</td>
                <td className={cell}>
                  <RemoveButton subscriber={s} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={page} pageCount={pageCount} params={params} label="Pages des abonnés" />
    </section>
  );
}
