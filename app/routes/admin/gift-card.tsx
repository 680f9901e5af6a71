import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { requireAdmin } from "~/features/accounts/session.server";
import { giftCardFile, undoSalonSpending } from "~/features/admin/gift-cards/gift-cards.server";
import { undoSchema } from "~/features/admin/gift-cards/schema";
import { UndoButton } from "~/features/admin/gift-cards/ui/undo-button";
import { formAction } from "~/lib/form.server";
import { adminGiftCardMessages as m, movementLabels } from "~/features/admin/gift-cards/messages";
import { stateBadges } from "~/features/admin/gift-cards/ui/card-table";
import { AdminLoadError, StatusBadge } from "~/features/admin/ui/admin-parts";
import { maskedCard } from "~/features/gift-cards/messages";
import { formatLongDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/gift-card";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const file = await giftCardFile(params.id);
  if (!file) throw new Response(m.notFound, { status: 404 });
  return file;
}

/** « Annuler l'encaissement »: a salon spending given back to this card, once. */
export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  return formAction(request, { name: "gift card undo", schema: undoSchema, messages: m }, (input) => undoSalonSpending(params.id, input.movementId));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Carte cadeau – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

/** An unknown or malformed id: the admin's own « Page introuvable ». */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <AdminLoadError title="Carte cadeau" message={m.cardLoadFailed} />;
  return (
    <section className="py-12 text-center">
      <h1 className="font-display text-3xl">Page introuvable</h1>
      <p className="mt-2 text-muted">Cette page de l'administration n'existe pas. {m.notFound}</p>
      <Link to="/admin/cartes-cadeaux" className="mt-6 inline-block rounded bg-ink px-4 py-2 font-semibold text-paper hover:bg-ink-soft">
        Retour aux cartes cadeaux
      </Link>
    </section>
  );
}

const when = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", dateStyle: "long", timeStyle: "short" });

export default function AdminGiftCard({ loaderData }: Route.ComponentProps) {
  const { card, ledger, mail } = loaderData;
  const badge = stateBadges[card.state];
  return (
    <section aria-labelledby="carte-title" className="space-y-6">
      <p>
        <Link to="/admin/cartes-cadeaux" className="text-sm underline">
          ← Cartes cadeaux
        </Link>
      </p>
      <h1 id="carte-title" className="font-display text-3xl">
        Carte cadeau {maskedCard(card.last4)} <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
      </h1>
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-ink/10 bg-white p-5 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Valeur</dt>
        <dd>{card.kind === "service" ? `${card.serviceTitle ?? "Prestation"} (vendue ${formatPrice(card.initialCents)})` : formatPrice(card.initialCents)}</dd>
        <dt className="font-semibold">Solde</dt>
        <dd data-testid="card-balance">{formatPrice(card.balanceCents)}</dd>
        <dt className="font-semibold">Valable jusqu'au</dt>
        <dd>{formatLongDate(card.validUntil)} inclus</dd>
        <dt className="font-semibold">Pour</dt>
        <dd>
          {card.recipientName}
          {card.recipientEmail ? ` (${card.recipientEmail})` : ""}
        </dd>
        {mail ? (
          <>
            <dt className="font-semibold">Envoi</dt>
            <dd data-testid="card-mail">
              {mail.status === "sent" && mail.sentAt ? (
                `Envoyée le ${when.format(new Date(mail.sentAt))}`
              ) : mail.status === "failed" ? (
                <Link to={`/admin/emails/${mail.id}`} className="font-semibold text-red-800 underline">
                  L'envoi a échoué : renvoyer depuis le journal des e-mails
                </Link>
              ) : (
                `Prévue le ${when.format(new Date(mail.dueAt ?? card.sendOn))}`
              )}
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">Acheteur</dt>
        <dd>
          {card.buyerEmail ?? "Le salon"}
          {card.orderNumber ? ` · commande ${card.orderNumber}` : ""}
        </dd>
        {card.message ? (
          <>
            <dt className="font-semibold">Message</dt>
            <dd className="whitespace-pre-line">{card.message}</dd>
          </>
        ) : null}
      </dl>
      <h2 className="font-display text-2xl">Mouvements</h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Mouvements de la carte, du plus ancien au plus récent</caption>
          <thead>
            <tr className="border-b border-ink/20">
              <th scope="col" className="py-2 pr-3">
                Date
              </th>
              <th scope="col" className="py-2 pr-3">
                Mouvement
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Montant
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Solde après
              </th>
              <th scope="col" className="py-2 pr-3">
                Pour
              </th>
              <th scope="col" className="py-2 pr-3">
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {ledger.map((l) => (
              <tr key={l.seq} className="border-b border-ink/10">
                <td className="py-2 pr-3">{when.format(new Date(l.at))}</td>
                <th scope="row" className="py-2 pr-3 font-normal">
                  {movementLabels[l.kind]}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {l.amountCents > 0 ? "+" : "−"}
                  {formatPrice(Math.abs(l.amountCents))}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatPrice(l.balanceAfterCents)}</td>
                <td className="py-2 pr-3">
                  {[
                    l.order ? `Commande ${l.order}` : null,
                    l.booking ? `Rendez-vous ${l.booking.title}, ${l.booking.name}, ${formatLongDate(l.booking.date)} à ${l.booking.time}` : null,
                    l.note || null,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </td>
                <td className="py-2 pr-3">{l.undoable ? <UndoButton movementId={l.id} amountCents={-l.amountCents} /> : null}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
