import { useEffect, useRef, type FormEvent, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from "react";
import { useNavigate } from "react-router";
import { SearchIcon } from "~/components/ui/icons";
import { ServerHtml } from "~/components/ui/server-html";
import SearchForm from "./search-form.static";

/** `/shop?search=…` for a term, or null when the trimmed term is empty (spec §5: ignored). */
export function shopSearchHref(term: string): string | null {
  const trimmed = term.trim();
  return trimmed ? `/shop?search=${encodeURIComponent(trimmed)}` : null;
}

/**
 * The bar's search: a disclosure (`<details>`) whose panel holds a plain GET form to /shop, written
 * by the server and kept (no code of its own), so it opens and searches before the page is live and
 * without scripts. Once live: focus goes into the field on open, the term is trimmed and an empty
 * one ignored, the shop is reached without reloading, Escape (or the close button) closes and gives
 * focus back. The parent (navbar) owns the open state, so that only one panel is open at a time.
 */
export function SearchToggle({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const details = useRef<HTMLDetailsElement>(null);
  const field = () => details.current?.querySelector("input");

  // Opened before the page was live: the state follows what the visitor sees.
  useEffect(() => {
    if (details.current?.open) onOpenChange(true);
  }, [onOpenChange]);
  useEffect(() => {
    if (open) field()?.focus();
  }, [open]);

  const closeAndRefocus = () => {
    // Closed on the page itself too: opened before the page was live, the panel may be open while
    // React's state (still to be updated) says closed, and setting it to closed again changes nothing.
    if (details.current) details.current.open = false;
    onOpenChange(false);
    details.current?.querySelector("summary")?.focus();
  };
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open !== open) onOpenChange(event.currentTarget.open);
  };
  // Escape, from any control of the panel, closes it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    closeAndRefocus();
  };
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest("[data-close-search]")) closeAndRefocus();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = field();
    const href = shopSearchHref(input?.value ?? "");
    if (!href) {
      input?.focus();
      return;
    }
    onOpenChange(false);
    if (input) input.value = "";
    void navigate(href);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the events are the kept form's, bubbling from its own controls
    <details ref={details} open={open} onToggle={onToggle} onKeyDown={onKeyDown} onClick={onClick} onSubmit={onSubmit} className="group">
      <summary className="inline-flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-full text-paper/90 group-open:text-brass hover:bg-paper/10 hover:text-brass [&::-webkit-details-marker]:hidden">
        <SearchIcon />
        <span className="sr-only">Rechercher</span>
      </summary>
      <ServerHtml id="recherche" reused className="absolute inset-x-0 top-full border-t border-paper/10 bg-ink-soft shadow-lg shadow-ink/30">
        <SearchForm />
      </ServerHtml>
    </details>
  );
}
