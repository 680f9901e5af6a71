import { Link, useSearchParams } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { requireAdmin } from "~/features/accounts/session.server";
import { cancelOrderAsAdmin, markOrderDelivered, refundIncident, retryOrderRefund, settleIncident } from "~/features/admin/order-actions.server";
import { adminOrderMessages as m, orderActionSchema } from "~/features/admin/order-messages";
import { listAdminOrders, listOpenIncidents, readOrderFilters, type OpenIncident } from "~/features/admin/orders.server";
import { AdminEmptyState, AdminLoadError, Pagination } from "~/features/admin/ui/admin-parts";
import { AdminSearchForm } from "~/features/admin/ui/admin-search-form";
import { DocumentReply } from "~/features/admin/ui/document-reply";
import { OrderCard, useOrderAction } from "~/features/admin/ui/order-card";
import { formatParisDate } from "~/lib/dates";
import { formAction } from "~/lib/form.server";
import { formatPrice } from "~/lib/money";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/orders";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filters = readOrderFilters(new URL(request.url).searchParams);
  const [page, incidents] = await Promise.all([listAdminOrders(filters), listOpenIncidents()]);
  return { filters, incidents, ...page };
}

const actions = {
  deliver: markOrderDelivered,
  cancel: cancelOrderAsAdmin,
  refund: retryOrderRefund,
  "refund-incident": refundIncident,
  "settle-incident": settleIncident,
} as const;

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return formAction(request, { name: "admin order", schema: orderActionSchema, messages: m }, (input) => actions[input.intent](input.id));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Commandes – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export function ErrorBoundary() {
  return <AdminLoadError title="Commandes" message={m.loadFailed} />;
}

const statusOptions = [
  { value: "all", label: "Tous les statuts" },
  { value: "to_ship", label: "À expédier" },
  { value: "completed", label: "Livrées" },
  { value: "cancelled", label: "Annulées" },
] as const;

function Incident({ incident }: { incident: OpenIncident }) {
  const { run, busy } = useOrderAction();
  const refundable = incident.provider === "paypal" && !incident.reference.startsWith("order-");
  const amount = formatPrice(incident.amountCents);
  return (
    <li className="rounded border border-amber-300 bg-white p-3 text-sm">
      <p>
        <strong>{amount}</strong> ({incident.currency}) de {incident.userEmail}, le {formatParisDate(incident.createdAt)} · référence {incident.reference}
      </p>
      <p className="mt-1 text-muted">{incident.reason}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {refundable ? (
          <ConfirmDialog
            title="Rembourser le paiement"
            message={`${amount} seront remboursés à ${incident.userEmail} via PayPal.`}
            onConfirm={() => run("refund-incident", incident.id)}
            trigger={
              <button type="button" disabled={busy} className="rounded border border-amber-700 px-3 py-1.5 font-semibold text-amber-900 hover:bg-amber-50">
                Rembourser
              </button>
            }
          />
        ) : null}
        <ConfirmDialog
          title="Marquer comme réglé"
          message="Ce paiement quittera la liste : faites-le une fois le client remboursé ou sa commande honorée."
          onConfirm={() => run("settle-incident", incident.id)}
          trigger={
            <button type="button" disabled={busy} className="rounded border border-ink/30 px-3 py-1.5 hover:bg-ink/5">
              Marquer comme réglé
            </button>
          }
        />
      </div>
    </li>
  );
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { filters, orders, found, total, page, pageCount, incidents } = loaderData;
  const [params] = useSearchParams();
  const filtered = filters.q !== "" || filters.status !== "all";

  return (
    <section aria-labelledby="orders-title" className="space-y-5">
      <h1 id="orders-title" className="font-display text-3xl">
        Commandes
      </h1>
      <DocumentReply />
      {incidents.length > 0 ? (
        <section aria-labelledby="incidents-title" className="rounded-lg border border-amber-400 bg-amber-50 p-4">
          <h2 id="incidents-title" className="font-semibold text-amber-950">
            Paiements reçus sans commande ({incidents.length})
          </h2>
          <ul className="mt-3 space-y-2">
            {incidents.map((incident) => (
              <Incident key={incident.id} incident={incident} />
            ))}
          </ul>
        </section>
      ) : null}
      <AdminSearchForm q={filters.q} status={filters.status} statusOptions={statusOptions} placeholder="Numéro, email, produit ou nom du client" clearTo="?" />
      <p role="status" className="text-sm text-muted">
        {found} commande(s) trouvée(s){filtered ? ` sur ${total} au total` : ""}
      </p>
      {orders.length === 0 ? (
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
        <div className="space-y-3">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} params={params} label="Pages des commandes" />
    </section>
  );
}
