import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Dialog, DialogClose } from "~/components/ui/dialog";
import { Field, SelectField, TextAreaField } from "~/components/ui/field";
import { productCategories, productCategoryLabels } from "~/features/catalog/categories";
import { toDecimalAmount } from "~/features/orders/pricing";
import type { ActionResult } from "~/lib/result";
import { useForm } from "~/lib/use-form";
import { adminProductMessages as m } from "../product-messages";
import type { AdminProduct } from "../products.server";
import { existingImages, ProductImagesField, type ImageItem } from "./product-images-field";

type SaveReply = ActionResult<string, { id?: string }>;

const productSchema = () => import("../product-schema").then((s) => s.productActionSchema);

/**
 * The add / edit form, in a modal dialog (focus kept inside, Escape closes, focus back on the
 * button that opened it). New products start empty with a stock of 0. The images are kept by the
 * form and go with the fields in one request, once the fields are valid.
 */
export function ProductFormDialog({ product, onClose }: { product: AdminProduct | null; onClose: () => void }) {
  const fetcher = useFetcher<SaveReply>();
  const [images, setImages] = useState<ImageItem[]>(() => existingImages(product?.images ?? []));
  // The dialog opens without a trigger of its own: focus goes back to the button that opened it.
  const [opener] = useState(() => (typeof document === "undefined" ? null : document.activeElement));
  const sending = fetcher.state !== "idle";
  const { form, field } = useForm({
    reply: fetcher.data,
    schema: productSchema,
    extra: () => (images.length === 0 ? { images: m.IMAGE_MISSING } : null),
    onValid: (element) => {
      const data = new FormData(element);
      data.delete("images");
      for (const image of images) data.append("images", image.kind === "existing" ? image.url : image.file);
      void fetcher.submit(data, { method: "post", encType: "multipart/form-data" });
    },
    onSuccess: onClose,
  });
  // The images are the form's too: a change of them checks the form again, as typing does.
  useEffect(() => {
    form.ref.current?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [images, form.ref]);

  return (
    <Dialog
      title={product ? "Modifier le produit" : "Ajouter un produit"}
      open
      onOpenChange={(open) => !open && onClose()}
      width="lg"
      returnFocusTo={() => (opener instanceof HTMLElement ? opener : null)}
    >
      <fetcher.Form method="post" {...form} className="mt-5 space-y-4">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={product?.id ?? ""} />
        <ProductImagesField items={images} onChange={setImages} {...field("images")} />
        <Field label="Nom" required maxLength={120} defaultValue={product?.name ?? ""} {...field("name")} />
        <TextAreaField label="Description" rows={3} defaultValue={product?.description ?? ""} {...field("description")} />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            label="Prix (€)"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            required
            defaultValue={product ? toDecimalAmount(product.priceCents) : ""}
            {...field("price")}
          />
          <SelectField label="Catégorie" required defaultValue={product?.category ?? ""} {...field("category")}>
            <option value="" disabled>
              Choisir…
            </option>
            {productCategories.map((category) => (
              <option key={category} value={category}>
                {productCategoryLabels[category]}
              </option>
            ))}
          </SelectField>
          <Field label="Stock" type="number" inputMode="numeric" step="1" min="0" required defaultValue={String(product?.stock ?? 0)} {...field("stock")} />
        </div>
        <TextAreaField label="Conseils d'utilisation" rows={3} defaultValue={product?.usage ?? ""} {...field("usage")} />
        <TextAreaField label="Testé et approuvé" rows={2} defaultValue={product?.testedAndApproved ?? ""} {...field("testedAndApproved")} />
        <TextAreaField label="Ingrédients" rows={3} defaultValue={product?.ingredients ?? ""} {...field("ingredients")} />
        <TextAreaField
          label="Votre kit contient (kits uniquement, un élément par ligne)"
          rows={3}
          defaultValue={product?.kitContents.join("\n") ?? ""}
          {...field("kitContents")}
        />
        <div className="sticky bottom-0 -mx-5 flex justify-end gap-3 border-t border-ink/10 bg-paper px-5 pt-3 pb-1 sm:-mx-7 sm:px-7">
          <DialogClose className="rounded border border-ink/30 px-4 py-2.5 hover:bg-ink/5">Annuler</DialogClose>
          <button type="submit" disabled={sending} className="rounded bg-ink px-4 py-2.5 font-semibold text-paper hover:bg-ink-soft disabled:opacity-60">
            {sending ? "Enregistrement..." : "Enregistrer"}
          </button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}
