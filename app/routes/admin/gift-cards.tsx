import { randomUUID } from "node:crypto";
import { Form, Link } from "react-router";
import { requireAdmin } from "~/features/accounts/session.server";
import { bookingToPay, encashAtSalon, searchGiftCards } from "~/features/admin/gift-cards/gift-cards.server";
import { adminGiftCardMessages as m } from "~/features/admin/gift-cards/messages";
import { encashSchema } from "~/features/admin/gift-cards/schema";
import { CardTable } from "~/features/admin/gift-cards/ui/card-table";
import { EncashForm } from "~/features/admin/gift-cards/ui/encash-form";
import { AdminEmptyState, AdminLoadError } from "~/features/admin/ui/admin-parts";
import { formAction } from "~/lib/form.server";
import { searchTextSchema } from "~/lib/search-text";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/gift-cards";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const q = searchTextSchema.parse(params.get("q") ?? "");
  const [cards, booking] = await Promise.all([searchGiftCards(q), bookingToPay(params.get("rdv"))]);
  // One per form shown (a new one after each encashment): the same form sent twice takes once.
  return { cards, q, booking, attemptId: randomUUID() };
}

/** 'Encaisser une carte cadeau': an amount taken from the card the client shows. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return formAction(request, { name: "gift card encashment", schema: encashSchema, messages: m }, (input) => encashAtSalon(input));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Cartes cadeaux – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export function ErrorBoundary() {
  return <AdminLoadError title="Cartes cadeaux" message={m.loadFailed} />;
}

export default function AdminGiftCards({ loaderData }: Route.ComponentProps) {
  const { cards, q, booking, attemptId } = loaderData;
  return (
    <section aria-labelledby="cartes-title" className="space-y-6">
      <h1 id="cartes-title" className="font-display text-3xl">
        Cartes cadeaux
      </h1>
      <EncashForm key={booking?.id ?? "seule"} booking={booking} attemptId={attemptId} />
      <Form method="get" role="search" aria-label="Cartes cadeaux" className="flex flex-wrap items-end gap-3">
        {booking ? <input type="hidden" name="rdv" value={booking.id} /> : null}
        <div className="flex min-w-60 flex-1 flex-col gap-1 text-sm font-semibold">
          <label htmlFor="cartes-q">Rechercher une carte</label>
          <input
            id="cartes-q"
            type="search"
            name="q"
            defaultValue={q}
            key={q}
            maxLength={100}
            aria-describedby="cartes-q-hint"
            className="rounded border border-ink/30 px-3 py-2 font-normal"
          />
          <span id="cartes-q-hint" className="font-normal text-muted">
            Les derniers caractères du code, ou l'e-mail de l'acheteur, ou le destinataire.
          </span>
        </div>
        <button type="submit" className="rounded bg-ink px-4 py-2 font-semibold text-paper hover:bg-ink-soft">
          Rechercher
        </button>
        {q ? (
          <Link to="/admin/cartes-cadeaux" className="px-2 py-2 text-sm underline">
            Effacer
          </Link>
        ) : null}
      </Form>
      <p role="status" className="text-sm text-muted">
        {cards.length} carte{cards.length > 1 ? "s" : ""}
        {cards.length === 50 ? " (les 50 plus récentes)" : ""}
      </p>
      {cards.length === 0 ? (
        <AdminEmptyState
          title="Aucune carte"
          text={q ? "Aucune carte ne correspond à cette recherche." : "Les cartes cadeaux vendues sur la boutique apparaissent ici."}
        />
      ) : (
        <CardTable cards={cards} />
      )}
    </section>
  );
}
