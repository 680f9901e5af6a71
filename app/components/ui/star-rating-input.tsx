import { useId, useRef } from "react";
import { useChoiceMadeEarly } from "~/lib/early-presses";
import { FieldError, useFieldIds } from "./field";

type Props = {
  value: number;
  onChange: (rating: number) => void;
  /** The form's error about the rating, shown under the stars and read with the group. */
  error?: string;
};

/**
 * Native radios (arrow keys work), each one covering its star so a click on the star picks it. A
 * star picked before the page is live is the rating once it is.
 */
export function StarRatingInput({ value, onChange, error }: Props) {
  const labelId = useId();
  const ids = useFieldIds({ error });
  const group = useRef<HTMLDivElement>(null);
  useChoiceMadeEarly(
    () => group.current?.querySelector<HTMLInputElement>("input:checked")?.value,
    String(value),
    (star) => onChange(Number(star)),
  );
  return (
    <div>
      <span id={labelId} className="mb-1 block text-sm font-medium">
        Votre note
      </span>
      <div ref={group} role="radiogroup" aria-labelledby={labelId} {...ids.control} className="flex gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className="relative cursor-pointer text-3xl leading-none">
            <input
              type="radio"
              name="rating"
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="peer absolute inset-0 cursor-pointer opacity-0"
            />
            <span
              aria-hidden="true"
              className={`block rounded px-0.5 peer-focus-visible:outline-2 peer-focus-visible:outline-brass ${star <= value ? "text-brass" : "text-ink/20"}`}
            >
              ★
            </span>
            <span className="sr-only">{star === 1 ? "1 étoile" : `${star} étoiles`}</span>
          </label>
        ))}
      </div>
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
