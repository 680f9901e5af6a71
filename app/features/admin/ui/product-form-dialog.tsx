import { Dialog } from "radix-ui";
import { useId, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { Field, inputClass, TextAreaField } from "~/components/ui/field";
import { productCategories, productCategoryLabels } from "~/features/catalog/categories";
import { useResultToast } from "~/lib/form-feedback";
import { notify } from "~/lib/notify";
import type { ActionResult } from "~/lib/result";
import { adminProductMessages as m } from "../product-messages";
import { priceInputValue, productFieldsSchema } from "../product-schema";
import type { AdminProduct } from "../products.server";
import { existingImages, ProductImagesField, type ImageItem } from "./product-images-field";

type SaveReply = ActionResult<string, { id?: string }>;

/** Shows the first problem as a toast (the spec's way) and puts the focus on its field. */
function refuse(form: HTMLFormElement, message: string, field?: PropertyKey) {
  notify.error(message);
  const control = typeof field === "string" ? form.elements.namedItem(field) : null;
  if (control instanceof HTMLElement) control.focus();
}

/**
 * The add / edit form, in a modal dialog (focus kept inside, Escape closes, focus back where it
 * was). New products start empty with a stock of 0. Images go with the fields in one request.
 */
export function ProductFormDialog({ product, onClose }: { product: AdminProduct | null; onClose: () => void }) {
  const fetcher = useFetcher<SaveReply>();
  const [images, setImages] = useState<ImageItem[]>(() => existingImages(product?.images ?? []));
  const categoryId = useId();
  // The dialog opens without a radix trigger: focus goes back by hand to the button that opened it.
  const opener = useRef(typeof document === "undefined" ? null : document.activeElement);
  const sending = fetcher.state !== "idle";
  useResultToast(fetcher.data, { onSuccess: onClose });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = productFieldsSchema.safeParse(Object.fromEntries(data));
    if (!parsed.success) return refuse(form, parsed.error.issues[0]?.message ?? m.saveFailed, parsed.error.issues[0]?.path[0]);
    if (images.length === 0) return refuse(form, m.IMAGE_MISSING);
    for (const image of images) data.append("images", image.kind === "existing" ? image.url : image.file);
    void fetcher.submit(data, { method: "post", encType: "multipart/form-data" });
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="mm-overlay fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!(opener.current instanceof HTMLElement) || !opener.current.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[94dvh] overflow-y-auto rounded-t-xl bg-paper p-5 shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[40rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-7"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-2xl">{product ? "Modifier le produit" : "Ajouter un produit"}</Dialog.Title>
            <Dialog.Close aria-label="Fermer" className="rounded p-1 text-2xl leading-none hover:bg-ink/10">
              ×
            </Dialog.Close>
          </div>
          <form onSubmit={submit} noValidate className="mt-5 space-y-4">
            <input type="hidden" name="intent" value="save" />
            <input type="hidden" name="id" value={product?.id ?? ""} />
            <ProductImagesField items={images} onChange={setImages} />
            <Field label="Nom" name="name" required maxLength={120} defaultValue={product?.name ?? ""} />
            <TextAreaField label="Description" name="description" rows={3} defaultValue={product?.description ?? ""} />
            <div className="grid gap-4 sm:grid-cols-3">
              <Field
                label="Prix (€)"
                name="price"
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                required
                defaultValue={product ? priceInputValue(product.priceCents) : ""}
              />
              <div>
                <label htmlFor={categoryId} className="mb-1 block text-sm font-medium">
                  Catégorie
                </label>
                <select id={categoryId} name="category" required defaultValue={product?.category ?? ""} className={inputClass}>
                  <option value="" disabled>
                    Choisir…
                  </option>
                  {productCategories.map((category) => (
                    <option key={category} value={category}>
                      {productCategoryLabels[category]}
                    </option>
                  ))}
                </select>
              </div>
              <Field label="Stock" name="stock" type="number" inputMode="numeric" step="1" min="0" required defaultValue={String(product?.stock ?? 0)} />
            </div>
            <TextAreaField label="Conseils d'utilisation" name="usage" rows={3} defaultValue={product?.usage ?? ""} />
            <TextAreaField label="Testé et approuvé" name="testedAndApproved" rows={2} defaultValue={product?.testedAndApproved ?? ""} />
            <TextAreaField label="Ingrédients" name="ingredients" rows={3} defaultValue={product?.ingredients ?? ""} />
            <TextAreaField
              label="Votre kit contient (kits uniquement, un élément par ligne)"
              name="kitContents"
              rows={3}
              defaultValue={product?.kitContents.join("\n") ?? ""}
            />
            <div className="sticky bottom-0 -mx-5 flex justify-end gap-3 border-t border-ink/10 bg-paper px-5 pt-3 pb-1 sm:-mx-7 sm:px-7">
              <Dialog.Close className="rounded border border-ink/30 px-4 py-2.5 hover:bg-ink/5">Annuler</Dialog.Close>
              <button type="submit" disabled={sending} className="rounded bg-ink px-4 py-2.5 font-semibold text-paper hover:bg-ink-soft disabled:opacity-60">
                {sending ? "Enregistrement..." : "Enregistrer"}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
