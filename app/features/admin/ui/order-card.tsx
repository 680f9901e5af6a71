import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { productCategoryLabels, isProductCategory } from "~/features/catalog/categories";
import { GIFT_CARD_CATEGORY } from "~/features/gift-cards/purchase-texts";
import { DocumentLinks } from "~/features/invoices/ui/document-links";
import { deliveryModeLabels, orderStatusLabel } from "~/features/orders/messages";
import { addressLines } from "~/features/orders/address-lines";
import { formatPrice } from "~/lib/money";
import { notify } from "~/lib/notify";
import { fullAddress, salon } from "~/lib/salon";
import { useForm } from "~/lib/use-form";
import type { AdminOrder } from "../orders.server";
import { refundStatusLabels } from "../order-messages";
import { StatusBadge } from "./admin-parts";

const dateTime = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", dateStyle: "long", timeStyle: "short" });

type Reply = { ok: true; message?: string; notice?: string } | { ok: false; message: string; code: string };

/**
 * The actions of an order (or a payment) of the orders screen, posted by one fetcher: `run` after a
 * confirmation, or its `form` (a form of one button). The answer is a toast; a success's notice
 * (a refund that still has to be made by hand) stays longer.
 */
export function useOrderAction() {
  const fetcher = useFetcher<Reply>();
  const { form } = useForm({
    reply: fetcher.data,
    onSuccess: (reply) => (reply.notice ? notify.error(reply.notice, { duration: 15_000 }) : undefined),
  });
  const run = (intent: string, id: string) => void fetcher.submit({ intent, id }, { method: "post" });
  return { fetcher, form, run, busy: fetcher.state !== "idle" };
}

function badge(status: string) {
  if (status === "to_ship") return null;
  if (status === "completed") return <StatusBadge tone="green">{orderStatusLabel(status)}</StatusBadge>;
  if (status === "cancelled") return <StatusBadge tone="red">{orderStatusLabel(status)}</StatusBadge>;
  return <StatusBadge tone="neutral">{orderStatusLabel(status)}</StatusBadge>;
}

const button = "rounded border px-3 py-1.5 text-sm font-semibold disabled:opacity-50";

/** One order for the admin: summary, actions, and its lines and delivery on demand. */
export function OrderCard({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const { fetcher, form, run, busy } = useOrderAction();
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const refund = order.status === "cancelled" ? refundStatusLabels[order.refundStatus] : null;
  const address = order.shippingAddress;
  const cardsOnly = order.items.length > 0 && order.items.every((item) => item.category === GIFT_CARD_CATEGORY);

  return (
    <article aria-label={`Commande ${order.orderNumber}`} className="rounded-lg border border-ink/15 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-semibold break-all">{order.orderNumber}</h2>
          <p className="text-sm text-muted">{dateTime.format(new Date(order.createdAt))}</p>
          <p className="text-sm break-all">{order.userEmail}</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          {badge(order.status)}
          <span className="text-lg font-semibold tabular-nums">{formatPrice(order.totalCents)}</span>
        </div>
      </div>
      <p className="mt-2 text-sm text-muted">
        {count} produit(s) · {deliveryModeLabels[order.deliveryMode]}
        {refund ? ` · ${refund}` : ""}
      </p>
      <DocumentLinks documents={order.documents} basePath="/admin/invoices" className="mt-2" />
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={`${button} border-ink/30 hover:bg-ink/5`}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? "Masquer" : "Détails"}
        </button>
        {order.status === "to_ship" ? (
          <>
            <ConfirmDialog
              title="Marquer comme livrée"
              message={`La commande ${order.orderNumber} sera marquée comme livrée et le client prévenu par e-mail. Cette action est irréversible.`}
              onConfirm={() => run("deliver", order.id)}
              trigger={
                <button
                  type="button"
                  disabled={busy}
                  className={`${button} border-green-700 text-green-900 hover:bg-green-50`}
                  aria-label={`Marquer la commande ${order.orderNumber} comme livrée`}
                >
                  Livrée
                </button>
              }
            />
          </>
        ) : null}
        {/* An order of gift cards only is done once placed, and may still be withdrawn from while its cards are unspent. */}
        {order.status === "to_ship" || (order.status === "completed" && cardsOnly) ? (
          <ConfirmDialog
            title="Annuler la commande"
            message={`La commande ${order.orderNumber} sera annulée : ${
              cardsOnly ? "si aucune carte n'a servi, ses cartes cadeaux ne vaudront plus rien" : "le stock est remis en vente, le code promo libéré"
            }${order.paymentProvider === "paypal" ? `, et ${formatPrice(order.totalCents)} remboursés via PayPal` : ""}. Le client est prévenu par e-mail.`}
            onConfirm={() => run("cancel", order.id)}
            trigger={
              <button
                type="button"
                disabled={busy}
                className={`${button} border-red-700 text-red-800 hover:bg-red-50`}
                aria-label={`Annuler la commande ${order.orderNumber}`}
              >
                Annuler
              </button>
            }
          />
        ) : null}
        {order.status === "cancelled" && (order.refundStatus === "failed" || order.refundStatus === "pending") ? (
          <fetcher.Form method="post" {...form}>
            <input type="hidden" name="intent" value="refund" />
            <input type="hidden" name="id" value={order.id} />
            <button type="submit" disabled={busy} className={`${button} border-amber-700 text-amber-900 hover:bg-amber-50`}>
              Relancer le remboursement
            </button>
          </fetcher.Form>
        ) : null}
      </div>
      <div id={detailsId} hidden={!open} className="mt-4 border-t border-ink/10 pt-4">
        <ul className="divide-y divide-ink/10">
          {order.items.map((item) => (
            <li key={`${item.productId}-${item.name}`} className="flex items-center gap-3 py-2 text-sm">
              {item.imageUrl ? <img src={item.imageUrl} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 rounded object-cover" /> : null}
              <span className="flex-1">
                <span className="block font-medium">{item.name}</span>
                <span className="block text-muted">{isProductCategory(item.category) ? productCategoryLabels[item.category] : item.category}</span>
              </span>
              <span className="text-right tabular-nums">
                {item.quantity} × {formatPrice(item.priceCents)}
                <span className="block font-semibold">{formatPrice(item.priceCents * item.quantity)}</span>
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-3 rounded bg-ink/5 p-3 text-sm">
          {address ? (
            <>
              <p className="font-semibold">Livraison à domicile</p>
              {addressLines(address).map((line) => (
                <p key={line}>{line}</p>
              ))}
            </>
          ) : (
            <>
              <p className="font-semibold">Click & Collect</p>
              <p>{fullAddress}</p>
              <p>{salon.phone}</p>
            </>
          )}
        </div>
      </div>
    </article>
  );
}
