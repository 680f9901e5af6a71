import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { CloseIcon, SearchIcon } from "~/components/ui/icons";

/** `/shop?search=…` for a term, or null when the trimmed term is empty (spec §5: ignored). */
export function shopSearchHref(term: string): string | null {
  const trimmed = term.trim();
  return trimmed ? `/shop?search=${encodeURIComponent(trimmed)}` : null;
}

/**
 * Search button of the bar and the search form it toggles (a panel under the bar, over the page,
 * so opening it moves nothing). Focus goes into the field on open; Escape closes and gives focus back.
 * The parent (navbar) owns the open state so that only one panel is open at a time.
 */
export function SearchToggle({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const panelId = useId();
  const inputId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState("");

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const closeAndRefocus = () => {
    onOpenChange(false);
    buttonRef.current?.focus();
  };
  // Escape, from any control of the panel, closes it.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    closeAndRefocus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = shopSearchHref(term);
    if (!href) {
      inputRef.current?.focus();
      return;
    }
    onOpenChange(false);
    setTerm("");
    navigate(href);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Rechercher"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-full text-paper/90 hover:bg-paper/10 hover:text-brass aria-expanded:text-brass"
      >
        <SearchIcon />
      </button>
      <div id={panelId} hidden={!open} className="absolute inset-x-0 top-full border-t border-paper/10 bg-ink-soft shadow-lg shadow-ink/30">
        <form role="search" action="/shop" onSubmit={onSubmit} className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-3">
          <label htmlFor={inputId} className="sr-only">
            Rechercher un produit
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder="Rechercher un produit..."
            autoComplete="off"
            enterKeyHint="search"
            onKeyDown={closeOnEscape}
            className="h-11 min-w-0 flex-1 rounded border border-paper/20 bg-ink px-4 text-base text-paper placeholder:text-paper/50 focus:border-brass"
          />
          <button
            type="submit"
            onKeyDown={closeOnEscape}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded bg-brass text-sm font-medium text-ink hover:bg-brass-dark hover:text-paper"
          >
            <SearchIcon size={18} />
            <span className="sr-only">Lancer la recherche</span>
          </button>
          <button
            type="button"
            aria-label="Fermer la recherche"
            onKeyDown={closeOnEscape}
            onClick={closeAndRefocus}
            className="inline-flex h-11 w-11 items-center justify-center rounded text-paper/80 hover:bg-paper/10 hover:text-paper"
          >
            <CloseIcon />
          </button>
        </form>
      </div>
    </>
  );
}
