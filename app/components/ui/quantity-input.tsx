import { useId, useRef, useState } from "react";
import { AWAIT_LIVE_EACH, useChoiceMadeEarly } from "~/lib/early-presses";
import { MinusIcon, PlusIcon } from "./icons";

const stepClass =
  "inline-flex h-11 w-11 items-center justify-center text-ink hover:bg-ink/10 disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent";

/**
 * A quantity from `min` to `max`: − and + buttons around a number field (arrow keys work in it).
 * The field can be cleared and typed in freely; the quantity follows each valid number, within
 * bounds, and the field shows the kept quantity once it loses focus. Before the page is live, a
 * number typed is taken once it is, and − and + are kept (lib/early-presses), then pressed.
 */
export function QuantityInput({
  value,
  onChange,
  min = 1,
  max,
  label = "Quantité",
  itemName,
}: {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  label?: string;
  itemName: string;
}) {
  const id = useId();
  const clamp = (n: number) => Math.max(min, Math.min(max, Math.round(n)));
  const [typed, setTyped] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  // What the visitor typed in the server's field before the page was live: the quantity from now on.
  useChoiceMadeEarly(
    () => field.current?.value || null,
    String(value),
    (raw) => {
      if (Number.isFinite(Number(raw))) onChange(clamp(Number(raw)));
    },
  );
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded border border-ink/25 bg-white">
        <button
          type="button"
          {...AWAIT_LIVE_EACH}
          aria-label={`Diminuer la quantité de ${itemName}`}
          disabled={value <= min}
          onClick={() => {
            setTyped(null);
            onChange(clamp(value - 1));
          }}
          className={stepClass}
        >
          <MinusIcon size={16} />
        </button>
        <input
          ref={field}
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={typed ?? value}
          onChange={(e) => {
            const raw = e.target.value;
            setTyped(raw);
            const n = Number(raw);
            if (raw !== "" && Number.isFinite(n)) onChange(clamp(n));
          }}
          onBlur={() => setTyped(null)}
          className="h-11 w-14 [appearance:textfield] border-x border-ink/15 text-center tabular-nums focus:outline-2 focus:outline-brass [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          {...AWAIT_LIVE_EACH}
          aria-label={`Augmenter la quantité de ${itemName}`}
          disabled={value >= max}
          onClick={() => {
            setTyped(null);
            onChange(clamp(value + 1));
          }}
          className={stepClass}
        >
          <PlusIcon size={16} />
        </button>
      </div>
    </div>
  );
}
