import type { ReactNode } from "react";
import { Link } from "react-router";
import { primaryButtonClass } from "~/components/ui/field";
import { formatPrice } from "~/lib/money";
import type { CheckoutSummary } from "../checkout.server";
import { OrderAmountsList } from "./order-amounts";

type RecapLine = { productId: string; name: string; imageUrl: string; priceCents: number; quantity: number };

/**
 * 'Récapitulatif': what the cart changed, its lines, the promo code, today's amounts from the
 * server, and the payment.
 */
export function CheckoutRecap({
  notices,
  lines,
  summary,
  pending,
  promoCode,
  payment,
}: {
  notices: string[];
  lines: readonly RecapLine[];
  summary: CheckoutSummary | null;
  pending: boolean;
  promoCode: ReactNode;
  payment: ReactNode;
}) {
  return (
    <aside aria-labelledby="recap-title" className="h-fit space-y-5 rounded-lg border border-ink/10 bg-white p-5 lg:sticky lg:top-32">
      <h2 id="recap-title" className="font-display text-2xl">
        Récapitulatif
      </h2>
      {notices.length > 0 ? (
        <ul role="status" className="space-y-1 rounded border border-brass/40 bg-brass/10 p-3 text-sm">
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      ) : null}
      <ul className="divide-y divide-ink/10" aria-label="Articles de votre commande">
        {(summary?.lines ?? lines).map((line) => (
          <li key={line.productId} className="flex items-center gap-3 py-2 text-sm">
            <img src={line.imageUrl} alt="" width={48} height={48} className="h-12 w-12 rounded object-cover" />
            <span className="flex-1">
              {line.name} <span className="text-muted">× {line.quantity}</span>
            </span>
            <span className="tabular-nums">{formatPrice(line.priceCents * line.quantity)}</span>
          </li>
        ))}
      </ul>
      {promoCode}
      <div aria-live="polite" aria-busy={pending}>
        {summary ? (
          <>
            <OrderAmountsList amounts={summary.amounts} />
            {summary.deliveryMode === "homeDelivery" ? (
              <p className="mt-3 text-sm text-muted">Livraison estimée : au plus tard le {summary.estimatedDelivery}</p>
            ) : null}
          </>
        ) : (
          <p className="text-sm text-muted">Calcul du total…</p>
        )}
      </div>
      {payment}
      <p className="text-xs text-muted">
        En commandant, vous acceptez nos{" "}
        <Link to="/sales-conditions" className="underline">
          conditions générales de vente
        </Link>
        .
      </p>
    </aside>
  );
}

/**
 * Demonstration mode's button, or the one of an order a gift card pays whole: it submits the
 * delivery form (`form`), which pays once checked.
 */
export function DemoPayButton({ form, total, disabled, paying }: { form: string; total: number | null; disabled: boolean; paying: boolean }) {
  if (total === 0)
    return (
      <div className="space-y-2">
        <button type="submit" form={form} disabled={disabled} className={primaryButtonClass}>
          {paying ? "Validation en cours..." : "Valider la commande"}
        </button>
        <p className="text-xs text-muted">Votre carte cadeau paie toute la commande : rien d'autre à payer.</p>
      </div>
    );
  return (
    <div className="space-y-2">
      <button type="submit" form={form} disabled={disabled} className={primaryButtonClass}>
        {paying ? "Paiement en cours..." : `Payer ${total !== null ? formatPrice(total) : ""} (démonstration)`}
      </button>
      <p className="text-xs text-muted">Paiement de démonstration : aucun montant n'est débité. La commande est enregistrée comme une vraie.</p>
    </div>
  );
}
