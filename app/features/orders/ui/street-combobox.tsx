import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { inputClass } from "~/components/ui/field";
import type { AddressSuggestion } from "../address-search.server";

const MIN_QUERY = 4;
const DEBOUNCE_MS = 250;

/**
 * The street field with suggestions of the national address service (ARIA combobox): they appear
 * after more than 3 characters; arrows move, Enter chooses, Escape closes. Choosing fills the
 * number, street, postcode and city. Without suggestions (service slow or down) it is a plain field.
 */
export function StreetCombobox({
  value,
  error,
  onChange,
  onChoose,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onChoose: (suggestion: AddressSuggestion) => void;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const fetcher = useFetcher<{ suggestions: AddressSuggestion[] }>();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState(false);
  const suggestions = open && value.trim().length >= MIN_QUERY ? (fetcher.data?.suggestions ?? []) : [];

  useEffect(() => {
    if (!typed || value.trim().length < MIN_QUERY) return;
    const timer = setTimeout(() => void fetcher.load(`/api/address?q=${encodeURIComponent(value.trim())}`), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, typed]);

  useEffect(() => setActive(-1), [fetcher.data]);

  const choose = (suggestion: AddressSuggestion) => {
    onChoose(suggestion);
    setOpen(false);
    setTyped(false);
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        Rue
      </label>
      <input
        id={id}
        name="address"
        type="text"
        role="combobox"
        autoComplete="off"
        required
        aria-autocomplete="list"
        aria-expanded={suggestions.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 && suggestions[active] ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setTyped(true);
          setOpen(true);
        }}
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
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
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
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(suggestion)}
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
