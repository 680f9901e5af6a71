import { CloseIcon, SearchIcon } from "~/components/ui/icons";

/**
 * The bar's search form, written by the server and kept as it is (see SearchToggle): a plain GET to
 * /shop?search=…, which the shop reads and trims, so it works before and without scripts.
 */
export default function SearchForm() {
  return (
    <form role="search" action="/shop" className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-3">
      <label htmlFor="recherche-produit" className="sr-only">
        Rechercher un produit
      </label>
      <input
        id="recherche-produit"
        type="search"
        name="search"
        placeholder="Rechercher un produit..."
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 min-w-0 flex-1 rounded border border-paper/20 bg-ink px-4 text-base text-paper placeholder:text-paper/50 focus:border-brass"
      />
      <button
        type="submit"
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded bg-brass text-sm font-medium text-ink hover:bg-brass-dark hover:text-paper"
      >
        <SearchIcon size={18} />
        <span className="sr-only">Lancer la recherche</span>
      </button>
      <button
        type="button"
        data-await-live=""
        data-close-search=""
        aria-label="Fermer la recherche"
        className="inline-flex h-11 w-11 items-center justify-center rounded text-paper/80 hover:bg-paper/10 hover:text-paper"
      >
        <CloseIcon />
      </button>
    </form>
  );
}
