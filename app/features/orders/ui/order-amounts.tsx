import { formatPrice } from "~/lib/money";
import type { OrderAmounts } from "../pricing";

/** Subtotal, delivery, discount, what a gift card paid and what is left to pay, as a definition list (checkout, /success, 'Mes commandes'). */
export function OrderAmountsList({ amounts, className = "" }: { amounts: OrderAmounts; className?: string }) {
  return (
    <dl className={`grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm ${className}`}>
      <dt>Sous-total</dt>
      <dd className="text-right tabular-nums">{formatPrice(amounts.subtotalCents)}</dd>
      <dt>Livraison</dt>
      <dd className="text-right tabular-nums">{amounts.deliveryFeeCents === 0 ? "Offerte" : formatPrice(amounts.deliveryFeeCents)}</dd>
      {amounts.discountCents > 0 ? (
        <>
          <dt>Réduction</dt>
          <dd className="text-right text-green-800 tabular-nums">−{formatPrice(amounts.discountCents)}</dd>
        </>
      ) : null}
      {amounts.giftCardCents > 0 ? (
        <>
          <dt>Carte cadeau</dt>
          <dd className="text-right text-green-800 tabular-nums" data-testid="gift-card-amount">
            −{formatPrice(amounts.giftCardCents)}
          </dd>
        </>
      ) : null}
      <dt className="mt-2 border-t border-ink/10 pt-2 text-base font-semibold">Total</dt>
      <dd className="mt-2 border-t border-ink/10 pt-2 text-right text-base font-semibold tabular-nums" data-testid="order-total">
        {formatPrice(amounts.totalCents)}
      </dd>
    </dl>
  );
}
