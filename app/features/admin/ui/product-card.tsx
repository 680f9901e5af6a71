import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { productCategoryLabels } from "~/features/catalog/categories";
import { formatPrice } from "~/lib/money";
import { adminProductMessages as m } from "../product-messages";
import type { AdminProduct } from "../products.server";
import { StatusBadge } from "./admin-parts";

const buttonClass = "rounded border px-3 py-2 text-sm font-semibold disabled:opacity-50";

/** One product of the admin grid: its main image, name, category, price and stock, and its actions. */
export function AdminProductCard({ product, busy, onEdit, onDelete }: { product: AdminProduct; busy: boolean; onEdit: () => void; onDelete: () => void }) {
  const image = product.images[0];
  return (
    <li className="flex gap-3 rounded-lg bg-white p-3 shadow-sm sm:flex-col sm:p-0">
      {image ? (
        <img
          src={image.thumbUrl}
          alt=""
          width={480}
          height={480}
          loading="lazy"
          className="h-24 w-24 shrink-0 rounded object-cover sm:aspect-square sm:h-auto sm:w-full sm:rounded-b-none"
        />
      ) : (
        <div aria-hidden className="h-24 w-24 shrink-0 rounded bg-ink/10 sm:aspect-square sm:h-auto sm:w-full" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:p-4">
        <h2 className="font-semibold">{product.name}</h2>
        <p className="text-sm text-muted">{productCategoryLabels[product.category]}</p>
        <p className="font-semibold">{formatPrice(product.priceCents)}</p>
        <p className="text-sm">{product.stock === 0 ? <StatusBadge tone="red">{m.outOfStock}</StatusBadge> : `Stock : ${product.stock}`}</p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <button
            type="button"
            onClick={onEdit}
            disabled={busy}
            className={`${buttonClass} border-ink/30 hover:bg-ink/5`}
            aria-label={`Modifier ${product.name}`}
          >
            Modifier
          </button>
          <ConfirmDialog
            title={m.deleteTitle}
            message={`« ${product.name} » sera retiré de la boutique. Les commandes déjà passées le gardent dans leur détail.`}
            confirmLabel="Supprimer"
            onConfirm={onDelete}
            trigger={
              <button
                type="button"
                disabled={busy}
                className={`${buttonClass} border-red-700 text-red-800 hover:bg-red-50`}
                aria-label={`Supprimer ${product.name}`}
              >
                Supprimer
              </button>
            }
          />
        </div>
      </div>
    </li>
  );
}
