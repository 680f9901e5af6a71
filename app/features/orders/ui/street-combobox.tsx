import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { FieldError, inputClass, useFieldIds } from "~/components/ui/field";
import type { FieldProps } from "~/lib/use-form";
import type { AddressSuggestion } from "../address-search.server";

const MIN_QUERY = 4;
const DEBOUNCE_MS = 250;

/**
 * The street field with suggestions of the national address service (ARIA combobox): they appear
 * after more than 3 characters; arrows move, Enter chooses, Escape closes. Choosing fills the
 * street here and hands the suggestion over (`onChoose`) for the number, postcode and city. Without
 * suggestions (service slow or down) it is a plain field of its form.
 */
export function StreetCombobox({
  label,
  name,
  error,
  defaultValue,
  onChoose,
}: FieldProps & { label: string; onChoose: (suggestion: AddressSuggestion, input: HTMLInputElement) => void }) {
  const ids = useFieldIds({ error });
  const listId = `${ids.id}-list`;
  const { load, data } = useFetcher<{ suggestions: AddressSuggestion[] }>();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // New suggestions: none of them is highlighted yet.
  const [shown, setShown] = useState(data);
  if (data !== shown) {
    setShown(data);
    setActive(-1);
  }
  const suggestions = open && query.trim().length >= MIN_QUERY ? (data?.suggestions ?? []) : [];

  useEffect(() => () => clearTimeout(timer.current), []);

  // Only what the customer types asks the service, once the typing pauses.
  const typed = (value: string) => {
    setQuery(value);
    setOpen(true);
    clearTimeout(timer.current);
    if (value.trim().length >= MIN_QUERY) timer.current = setTimeout(() => void load(`/api/address?q=${encodeURIComponent(value.trim())}`), DEBOUNCE_MS);
  };

  const choose = (suggestion: AddressSuggestion) => {
    setOpen(false);
    if (!input.current) return;
    input.current.value = suggestion.street ?? suggestion.name;
    onChoose(suggestion, input.current);
  };

  return (
    <div className="relative">
      <label htmlFor={ids.id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        ref={input}
        {...ids.control}
        name={name}
        defaultValue={defaultValue}
        type="text"
        role="combobox"
        autoComplete="off"
        required
        aria-autocomplete="list"
        aria-expanded={suggestions.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 && suggestions[active] ? `${listId}-${active}` : undefined}
        onChange={(e) => typed(e.target.value)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" && suggestions.length > 0) {
            e.preventDefault();
            setActive((i) => (i + 1) % suggestions.length);
          } else if (e.key === "ArrowUp" && suggestions.length > 0) {
            e.preventDefault();
            setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
          } else if (e.key === "Enter" && active >= 0 && suggestions[active]) {
            e.preventDefault();
            choose(suggestions[active]!);
          } else if (e.key === "Escape" && suggestions.length > 0) {
            e.preventDefault();
            setOpen(false);
          }
        }}
        className={inputClass}
      />
      <FieldError id={ids.errorId} error={error} />
      <ul
        id={listId}
        role="listbox"
        aria-label="Adresses suggérées"
        hidden={suggestions.length === 0}
        className="absolute z-20 mt-1 w-full overflow-hidden rounded border border-ink/15 bg-white shadow-lg"
      >
        {suggestions.map((suggestion, i) => (
          <li
            key={suggestion.label}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // Chosen as the pointer presses, so focus stays in the field, where the keyboard chooses (arrows, Enter).
            onMouseDown={(e) => {
              e.preventDefault();
              choose(suggestion);
            }}
            className={`cursor-pointer px-3 py-2 text-sm ${i === active ? "bg-ink text-paper" : "hover:bg-ink/5"}`}
          >
            <span className="block font-medium">{suggestion.name}</span>
            <span className={`block text-xs ${i === active ? "text-paper/80" : "text-muted"}`}>
              {suggestion.postcode} {suggestion.city}
            </span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {suggestions.length > 0 ? `${suggestions.length} adresses suggérées : flèches pour parcourir, Entrée pour choisir.` : ""}
      </p>
    </div>
  );
}
