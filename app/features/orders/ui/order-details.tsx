import { GIFT_CARD_CATEGORY } from "~/features/gift-cards/purchase-texts";
import { DocumentLinks } from "~/features/invoices/ui/document-links";
import { formatParisDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { fullAddress } from "~/lib/salon";
import { deliveryModeLabels, orderStatusLabel } from "../messages";
import type { OrderSummary } from "../orders.server";
import { OrderAmountsList } from "./order-amounts";

/** One order as its customer sees it: number, date, status, lines, amounts and delivery. */
export function OrderDetails({ order, headingLevel = 2 }: { order: OrderSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const address = order.shippingAddress;
  // Gift cards only: they go by e-mail, nothing is delivered or picked up.
  const cardsOnly = order.items.length > 0 && order.items.every((item) => item.category === GIFT_CARD_CATEGORY);
  return (
    <article aria-label={`Commande ${order.orderNumber}`} className="rounded-lg border border-ink/10 bg-white p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading className="font-semibold">Commande {order.orderNumber}</Heading>
        <span className="rounded bg-ink/5 px-2 py-0.5 text-sm font-medium">{orderStatusLabel(order.status)}</span>
      </div>
      <p className="mt-1 text-sm text-muted">
        Passée le <time dateTime={order.createdAt}>{formatParisDate(order.createdAt)}</time>
        {cardsOnly ? " · Envoi par e-mail" : ` · ${deliveryModeLabels[order.deliveryMode]}`}
      </p>
      <ul className="mt-4 divide-y divide-ink/10">
        {order.items.map((item) => (
          <li key={`${item.productId}-${item.name}`} className="flex items-center gap-3 py-2 text-sm">
            {item.imageUrl ? <img src={item.imageUrl} alt="" width={48} height={48} className="h-12 w-12 rounded object-cover" /> : null}
            <span className="flex-1">
              {item.name} <span className="text-muted">× {item.quantity}</span>
            </span>
            <span className="tabular-nums">{formatPrice(item.priceCents * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <OrderAmountsList amounts={order} className="mt-3" />
      <p className="mt-3 text-sm text-muted">
        {cardsOnly
          ? "Chaque carte cadeau est envoyée par e-mail avec son PDF, à vous ou à son destinataire le jour choisi."
          : address
            ? `Livraison à ${address.fullName}, ${address.streetNumber} ${address.address}, ${address.postalCode} ${address.city}`
            : `Retrait au salon : ${fullAddress}`}
      </p>
      <DocumentLinks documents={order.documents} basePath="/account/invoices" className="mt-3" />
    </article>
  );
}
