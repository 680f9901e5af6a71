import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { requireAdmin } from "~/features/accounts/session.server";
import { underItsField } from "~/features/admin/field-refusal";
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_MAX_IMAGES, adminProductMessages as m } from "~/features/admin/product-messages";
import { productActionSchema } from "~/features/admin/product-schema";
import { deleteProduct, imageEntriesOf, listAdminProducts, saveProduct, type AdminProduct } from "~/features/admin/products.server";
import { AdminEmptyState, AdminLoadError } from "~/features/admin/ui/admin-parts";
import { AdminProductCard } from "~/features/admin/ui/product-card";
import { ProductFormDialog } from "~/features/admin/ui/product-form-dialog";
import { useResultToast } from "~/lib/form-feedback";
import { formAction } from "~/lib/form.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/products";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { products: await listAdminProducts() };
}

/** Every image the form may carry, plus room for the text fields. */
const MAX_BODY_BYTES = PRODUCT_MAX_IMAGES * PRODUCT_IMAGE_MAX_BYTES + 512 * 1024;

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return formAction(request, { name: "admin product", schema: productActionSchema, messages: m, maxBytes: MAX_BODY_BYTES }, (input, body) =>
    input.intent === "delete" ? deleteProduct(input.id) : saveProduct(input, imageEntriesOf(body.form)).then(underItsField),
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Produits – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export function ErrorBoundary() {
  return <AdminLoadError title="Produits" message={m.loadFailed} />;
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { products } = loaderData;
  // A new key each time the form opens, so it starts from the product (or empty) every time.
  const [editing, setEditing] = useState<{ product: AdminProduct | null; key: number } | null>(null);
  const open = (product: AdminProduct | null) => setEditing((e) => ({ product, key: (e?.key ?? 0) + 1 }));
  // Held here, not in the card: the card is gone once its product is, and the toast must still show.
  const deletion = useFetcher<typeof action>({ key: "admin-product-delete" });
  const addButton = useRef<HTMLButtonElement>(null);
  // The deleted card took the focused button with it: the focus goes on to the page's main action.
  useResultToast(deletion.data, { onSuccess: () => addButton.current?.focus() });
  const deletingId = deletion.state !== "idle" ? deletion.formData?.get("id") : null;

  return (
    <section aria-labelledby="products-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="products-title" className="font-display text-3xl">
          Produits
        </h1>
        <button ref={addButton} type="button" onClick={() => open(null)} className="rounded bg-ink px-4 py-2.5 font-semibold text-paper hover:bg-ink-soft">
          Ajouter un produit
        </button>
      </div>
      <p role="status" className="text-sm text-muted">
        {products.length} produit(s)
      </p>
      {products.length === 0 ? (
        <AdminEmptyState title={m.emptyTitle} text={m.emptyText} />
      ) : (
        <ul aria-label="Liste des produits" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => (
            <AdminProductCard
              key={product.id}
              product={product}
              busy={deletingId === product.id}
              onEdit={() => open(product)}
              onDelete={() => void deletion.submit({ intent: "delete", id: product.id }, { method: "post" })}
            />
          ))}
        </ul>
      )}
      {editing ? <ProductFormDialog key={editing.key} product={editing.product} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
