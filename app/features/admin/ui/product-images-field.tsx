import { useEffect, useRef, useState, type DragEvent } from "react";
import { FieldError, useFieldIds } from "~/components/ui/field";
import { notify } from "~/lib/notify";
import { adminProductMessages as m, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_MAX_IMAGES } from "../product-messages";

/** An image of the form: one the product has (its URL) or a file just chosen, with its preview. */
export type ImageItem = { key: string; preview: string } & ({ kind: "existing"; url: string } | { kind: "new"; file: File });

const ACCEPT = ".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp";
let counter = 0;
const nextKey = () => `image-${++counter}`;

export const existingImages = (images: Array<{ url: string; thumbUrl: string }>): ImageItem[] =>
  images.map((image) => ({ key: nextKey(), kind: "existing", url: image.url, preview: image.thumbUrl }));

/** The browser's comfort check (the server judges by content): a known extension and 5 MB at most. */
function refusal(file: File): string | null {
  if (!/\.(png|jpe?g|webp)$/i.test(file.name)) return m.IMAGE_TYPE;
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return m.IMAGE_TOO_LARGE;
  return null;
}

// aria-disabled rather than disabled: the button keeps the focus when its image reaches an end.
const smallButton = "rounded border border-ink/30 px-2.5 py-1.5 text-sm hover:bg-ink/5 aria-disabled:cursor-not-allowed aria-disabled:opacity-40";

/**
 * The product's images: drop files or click (or press Enter on) the area to choose them, see each
 * one, put them in order (the first is the main image) and remove them. `name` and `error` are the
 * form's: the file input carries the name, so the form's error about the images shows under them.
 */
export function ProductImagesField({
  items,
  onChange,
  name,
  error,
}: {
  items: ImageItem[];
  onChange: (items: ImageItem[]) => void;
  name: string;
  error?: string;
}) {
  const ids = useFieldIds({ error });
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // Previews of chosen files live in the page's memory until they leave the list.
  const previews = useRef(new Set<string>());
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  function add(files: FileList | null) {
    const added: ImageItem[] = [];
    for (const file of Array.from(files ?? [])) {
      const refused = refusal(file);
      if (refused) {
        notify.error(refused);
        continue;
      }
      if (items.length + added.length >= PRODUCT_MAX_IMAGES) {
        notify.error(m.TOO_MANY_IMAGES);
        break;
      }
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      added.push({ key: nextKey(), kind: "new", file, preview });
    }
    if (input.current) input.current.value = "";
    if (added.length) onChange([...items, ...added]);
  }

  function remove(index: number) {
    const item = items[index];
    if (item?.kind === "new") {
      URL.revokeObjectURL(item.preview);
      previews.current.delete(item.preview);
    }
    onChange(items.filter((_, i) => i !== index));
  }

  function move(index: number, by: -1 | 1) {
    const next = [...items];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  }

  function drop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  }

  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium">Images</legend>
      <label
        htmlFor={ids.id}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed px-4 py-6 text-center focus-within:outline-2 focus-within:outline-brass ${dragging ? "border-brass bg-brass/10" : "border-ink/20 bg-white hover:border-brass"}`}
      >
        <span className="font-semibold">Déposez des images ici ou cliquez pour les choisir</span>
        <span className="mt-1 text-sm text-muted">PNG, JPG ou WebP, 5 Mo maximum par image. La première est l'image principale.</span>
        <input ref={input} {...ids.control} name={name} type="file" multiple accept={ACCEPT} className="sr-only" onChange={(e) => add(e.target.files)} />
      </label>
      <FieldError id={ids.errorId} error={error} />
      <p aria-live="polite" className="mt-2 text-sm text-muted">
        {items.length === 0 ? "Aucune image" : `${items.length} image(s)`}
      </p>
      {items.length > 0 ? (
        <ol aria-label="Images du produit" className="mt-2 space-y-2">
          {items.map((item, i) => (
            <li key={item.key} className="flex items-center gap-3 rounded border border-ink/10 bg-white p-2">
              <img src={item.preview} alt={`Aperçu ${i + 1}`} width={64} height={64} className="h-16 w-16 shrink-0 rounded object-cover" />
              <span className="min-w-0 flex-1 truncate text-sm">
                {i === 0 ? <strong className="block">Image principale</strong> : null}
                {item.kind === "new" ? item.file.name : "Image enregistrée"}
              </span>
              <span className="flex flex-wrap justify-end gap-1">
                <button
                  type="button"
                  aria-disabled={i === 0}
                  onClick={() => i > 0 && move(i, -1)}
                  className={smallButton}
                  aria-label={`Monter l'image ${i + 1}`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-disabled={i === items.length - 1}
                  onClick={() => i < items.length - 1 && move(i, 1)}
                  className={smallButton}
                  aria-label={`Descendre l'image ${i + 1}`}
                >
                  ↓
                </button>
                <button type="button" onClick={() => remove(i)} className={smallButton} aria-label={`Retirer l'image ${i + 1}`}>
                  Retirer
                </button>
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </fieldset>
  );
}
