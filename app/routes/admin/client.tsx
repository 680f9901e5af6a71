import { data, Form, Link, useNavigation } from "react-router";
import { requireAdmin } from "~/features/accounts/session.server";
import { clientFile, type ClientVisit } from "~/features/admin/clients/clients.server";
import { clientMessages as m } from "~/features/admin/clients/messages";
import { addNote, deleteNote } from "~/features/admin/clients/notes.server";
import { clientActionSchema } from "~/features/admin/clients/schema";
import { AdminLoadError, StatusBadge } from "~/features/admin/ui/admin-parts";
import { TextAreaField } from "~/components/ui/field";
import { formatLongDate, formatParisDate } from "~/lib/dates";
import { formAction } from "~/lib/form.server";
import { formatPrice } from "~/lib/money";
import type { Result } from "~/lib/result";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/client";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const file = await clientFile(params.id);
  if (!file) throw data({ message: m.notFound }, { status: 404 });
  return { file };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  return formAction(
    request,
    { name: "admin client", schema: clientActionSchema, messages: { UNKNOWN: "Erreur lors de l'opération" } },
    (input): Promise<Result<object, "NOT_FOUND" | "NOTE_NOT_FOUND">> =>
      input.intent === "add-note" ? addNote(params.id, input.body) : deleteNote(params.id, input.noteId),
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Fiche client – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = (error as { status?: number } | null)?.status === 404;
  return missing ? (
    <section className="space-y-4">
      <h1 className="font-display text-3xl">Fiche client</h1>
      <p role="alert">{m.notFound}</p>
      <Link to="/admin/clients" className="underline">
        Revenir aux clients
      </Link>
    </section>
  ) : (
    <AdminLoadError title="Fiche client" message={m.loadFailed} />
  );
}

const NEWSLETTER = { confirmed: "abonné", pending: "inscription non confirmée", unsubscribed: "désabonné" } as const;
const ORDER_STATUS: Record<string, string> = { to_ship: "À traiter", completed: "Livrée", cancelled: "Annulée" };

function VisitState({ visit }: { visit: ClientVisit }) {
  if (visit.status === "cancelled") return <StatusBadge tone="red">Annulé</StatusBadge>;
  if (visit.status === "pending") return <StatusBadge tone="neutral">En attente de paiement</StatusBadge>;
  if (visit.noShow) return <StatusBadge tone="amber">Absent</StatusBadge>;
  return visit.past ? <StatusBadge tone="green">Venu</StatusBadge> : <StatusBadge tone="neutral">À venir</StatusBadge>;
}

const DEPOSIT: Record<string, string> = { paid: "payées", refunded: "remboursées", kept: "conservées", pending: "à payer", expired: "non payées" };

function VisitTable({ caption, visits }: { caption: string; visits: ClientVisit[] }) {
  if (visits.length === 0) return <p className="text-sm text-muted">Aucun.</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-ink/20">
        <tr>
          {["Date", "Prestations", "Barbier", "Prix", "État"].map((h) => (
            <th key={h} scope="col" className="px-2 py-1.5">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {visits.map((v) => (
          <tr key={v.id} className="border-b border-ink/10">
            <th scope="row" className="px-2 py-1.5 font-normal">
              <span className="first-letter:uppercase">{formatLongDate(v.date)}</span> à {v.time}
            </th>
            <td className="px-2 py-1.5">{v.title}</td>
            <td className="px-2 py-1.5">{v.barberName}</td>
            <td className="px-2 py-1.5 whitespace-nowrap">{formatPrice(v.priceCents)}</td>
            <td className="px-2 py-1.5">
              <VisitState visit={v} />
              {v.deposit ? (
                <span className="block text-xs text-muted">
                  Arrhes {formatPrice(v.deposit.amountCents)} : {DEPOSIT[v.deposit.status] ?? v.deposit.status}
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function AdminClient({ loaderData, actionData }: Route.ComponentProps) {
  const { file } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const noteError = actionData && !actionData.ok ? (actionData.fieldErrors?.body ?? actionData.message) : undefined;
  const spent = file.spent.servicesCents + file.spent.shopCents;
  const facts: Array<[string, string]> = [
    ["Total dépensé", `${formatPrice(spent)} (prestations ${formatPrice(file.spent.servicesCents)}, boutique ${formatPrice(file.spent.shopCents)})`],
    ["Dernière visite", file.lastVisit ? formatLongDate(file.lastVisit) : "—"],
    ["Intervalle habituel", file.usualIntervalDays === null ? "—" : `${file.usualIntervalDays} jours`],
    ["Barbier le plus vu", file.favouriteBarber ?? "—"],
    ["Absences", String(file.absences)],
    ["Newsletter", file.newsletter ? NEWSLETTER[file.newsletter] : "non inscrit"],
    ["Compte client", file.hasAccount ? "oui" : "non"],
  ];
  return (
    <section aria-labelledby="client-title" className="space-y-6">
      <p className="text-sm">
        <Link to="/admin/clients" className="underline">
          Clients
        </Link>
      </p>
      <header className="space-y-1">
        <h1 id="client-title" className="font-display text-3xl">
          {file.name}
        </h1>
        <p className="text-sm">
          {file.email ? (
            <a href={`mailto:${file.email}`} className="underline">
              {file.email}
            </a>
          ) : (
            "Pas d'e-mail"
          )}
          {file.phone ? (
            <>
              {" · "}
              <a href={`tel:${file.phone.replace(/\s/g, "")}`} className="underline">
                {file.phone}
              </a>
            </>
          ) : null}
          {" · "}client depuis le {formatParisDate(file.createdAt)}
        </p>
        {file.erased ? <p className="text-sm font-semibold">Client effacé à sa demande : ses données personnelles ont été supprimées.</p> : null}
      </header>

      <dl className="grid gap-x-4 gap-y-1 rounded-lg border border-ink/10 bg-white p-4 sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="notes-title" className="space-y-3">
        <h2 id="notes-title" className="font-display text-2xl">
          Notes du salon
        </h2>
        <p className="text-sm text-muted">Visibles dans l&apos;agenda et la liste des rendez-vous, jamais par le client.</p>
        {file.notes.length === 0 ? (
          <p className="text-sm text-muted">Aucune note.</p>
        ) : (
          <ol className="space-y-2">
            {file.notes.map((note) => (
              <li key={note.id} className="flex items-start justify-between gap-3 rounded border border-ink/10 bg-white p-3">
                <div>
                  <p className="whitespace-pre-line">{note.body}</p>
                  <p className="text-xs text-muted">{formatParisDate(note.createdAt)}</p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete-note" />
                  <input type="hidden" name="noteId" value={note.id} />
                  <button
                    type="submit"
                    disabled={busy}
                    className="text-sm text-red-800 underline"
                    aria-label={`Supprimer la note du ${formatParisDate(note.createdAt)}`}
                  >
                    Supprimer
                  </button>
                </Form>
              </li>
            ))}
          </ol>
        )}
        {file.erased ? null : (
          <Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value="add-note" />
            <TextAreaField
              label="Ajouter une note"
              name="body"
              rows={3}
              maxLength={1000}
              required
              error={noteError}
              placeholder="Sabot 2 sur les côtés, ciseaux sur le dessus"
            />
            <button type="submit" disabled={busy} className="rounded bg-ink px-4 py-2 font-semibold text-paper">
              Ajouter la note
            </button>
            {actionData?.ok ? (
              <p role="status" className="text-sm">
                {actionData.message}
              </p>
            ) : null}
          </Form>
        )}
      </section>

      <section aria-labelledby="upcoming-title" className="space-y-2">
        <h2 id="upcoming-title" className="font-display text-2xl">
          Rendez-vous à venir
        </h2>
        <VisitTable caption="Rendez-vous à venir" visits={file.upcoming} />
      </section>
      <section aria-labelledby="past-title" className="space-y-2">
        <h2 id="past-title" className="font-display text-2xl">
          Rendez-vous passés et annulés
        </h2>
        <VisitTable caption="Rendez-vous passés et annulés" visits={file.past} />
      </section>

      <section aria-labelledby="orders-title" className="space-y-2">
        <h2 id="orders-title" className="font-display text-2xl">
          Commandes et factures
        </h2>
        {file.orders.length === 0 && file.depositDocuments.length === 0 ? <p className="text-sm text-muted">Aucune.</p> : null}
        <ul className="space-y-1 text-sm">
          {file.orders.map((o) => (
            <li key={o.id}>
              Commande {o.number} du {formatParisDate(o.createdAt)} : {formatPrice(o.totalCents)} ({ORDER_STATUS[o.status] ?? o.status})
              {o.documents.map((d) => (
                <a key={d.number} href={`/admin/invoices/${d.number}`} className="ml-2 underline">
                  {d.kind === "invoice" ? "Facture" : "Avoir"} {d.number}
                </a>
              ))}
            </li>
          ))}
          {file.depositDocuments.map((d) => (
            <li key={d.number}>
              {d.kind === "invoice" ? "Facture d'arrhes" : "Avoir d'arrhes"}{" "}
              <a href={`/admin/invoices/${d.number}`} className="underline">
                {d.number}
              </a>{" "}
              du {formatParisDate(d.issuedAt)} : {formatPrice(d.totalCents)}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="reviews-title" className="space-y-2">
        <h2 id="reviews-title" className="font-display text-2xl">
          Avis
        </h2>
        {file.reviews.length === 0 ? (
          <p className="text-sm text-muted">Aucun avis.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {file.reviews.map((r, i) => (
              <li key={i}>
                {r.rating}/5 le {formatParisDate(r.createdAt)} ({r.status === "approved" ? "publié" : r.status === "pending" ? "en attente" : "refusé"}) :{" "}
                {r.comment}
              </li>
            ))}
          </ul>
        )}
      </section>

      <p>
        <Link to={`/admin/clients/${file.id}/donnees`} className="underline">
          Données personnelles (export, effacement)
        </Link>
      </p>
    </section>
  );
}
