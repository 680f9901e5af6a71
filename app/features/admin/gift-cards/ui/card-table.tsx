import { Link } from "react-router";
import { StatusBadge } from "~/features/admin/ui/admin-parts";
import { maskedCard } from "~/features/gift-cards/messages";
import { formatLongDate, formatParisDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import type { CardRow, CardState } from "../gift-cards.server";

export const stateBadges: Record<CardState, { tone: "green" | "neutral" | "amber" | "red"; label: string }> = {
  valid: { tone: "green", label: "Valide" },
  used: { tone: "neutral", label: "Utilisée" },
  expired: { tone: "amber", label: "Expirée" },
  cancelled: { tone: "red", label: "Annulée" },
};

/** The cards as a table: which card, what it is worth and has left, until when, for whom. */
export function CardTable({ cards }: { cards: CardRow[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Cartes cadeaux</caption>
        <thead>
          <tr className="border-b border-ink/20">
            <th scope="col" className="py-2 pr-3">
              Carte
            </th>
            <th scope="col" className="py-2 pr-3">
              Pour
            </th>
            <th scope="col" className="py-2 pr-3">
              Valeur
            </th>
            <th scope="col" className="py-2 pr-3">
              Solde
            </th>
            <th scope="col" className="py-2 pr-3">
              Valable jusqu'au
            </th>
            <th scope="col" className="py-2 pr-3">
              Acheteur
            </th>
            <th scope="col" className="py-2 pr-3">
              État
            </th>
          </tr>
        </thead>
        <tbody>
          {cards.map((card) => (
            <tr key={card.id} className="border-b border-ink/10">
              <th scope="row" className="py-2 pr-3 font-normal">
                <Link to={`/admin/cartes-cadeaux/${card.id}`} className="font-mono underline">
                  {maskedCard(card.last4)}
                </Link>
                <span className="block text-xs text-muted">Émise le {formatParisDate(card.issuedAt)}</span>
              </th>
              <td className="py-2 pr-3">{card.recipientName}</td>
              <td className="py-2 pr-3 tabular-nums">
                {card.kind === "service" ? `${card.serviceTitle ?? "Prestation"} (${formatPrice(card.initialCents)})` : formatPrice(card.initialCents)}
              </td>
              <td className="py-2 pr-3 tabular-nums">{formatPrice(card.balanceCents)}</td>
              <td className="py-2 pr-3">{formatLongDate(card.validUntil)}</td>
              <td className="py-2 pr-3">{card.buyerEmail ?? "Le salon"}</td>
              <td className="py-2 pr-3">
                <StatusBadge tone={stateBadges[card.state].tone}>{stateBadges[card.state].label}</StatusBadge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
