import { useRef } from "react";
import { Link } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { CloseIcon, MinusIcon, PlusIcon, TrashIcon } from "~/components/ui/icons";
import { needsOwnDocument } from "~/lib/document-paths";
import { formatPrice } from "~/lib/money";

/** 2026-12-24 → 24/12/2026. */
const frenchDay = (date: string) => date.split("-").reverse().join("/");
import { canAddMore, MAX_LINE_QUANTITY, totalCents, totalQuantity, type CartLine } from "../cart-lines";
import { useCart } from "../cart-store";
import { cartMessages, stockLimitMessage } from "../messages";
import { CART_BUTTON_ID, CART_SHEET_ID } from "./cart-ids";
import { useCartReconciliation } from "./use-cart-reconciliation";

const iconButton =
  "inline-flex h-9 w-9 items-center justify-center rounded-full text-ink hover:bg-ink/10 disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent";

/**
 * The cart slide-over (the site's Dialog as a sheet: focus trapped, Escape and the overlay close it).
 * Its open state lives in the cart store, so "add to cart" anywhere can open it. On close, focus goes
 * back to whatever opened it (the cart button, or an add-to-cart button), else to the cart button.
 * Each time it opens, the lines are checked with the server: today's prices and stock replace the
 * snapshot, and what changed is said at the top of the panel.
 */
export function CartSheet({ signedIn }: { signedIn: boolean }) {
  const lines = useCart((s) => s.lines);
  const isOpen = useCart((s) => s.isOpen);
  const setOpen = useCart((s) => s.setOpen);
  const notices = useCartReconciliation(isOpen);
  const returnFocus = useRef<HTMLElement | null>(null);
  const count = totalQuantity(lines);
  const countText = count === 0 ? "Aucun article" : `${count} ${count > 1 ? "articles" : "article"}`;
  const close = () => setOpen(false);

  return (
    <Dialog
      variant="sheet"
      id={CART_SHEET_ID}
      data-testid="cart-sheet"
      title="Votre panier"
      description={countText}
      open={isOpen}
      onOpenChange={setOpen}
      onOpenAutoFocus={() => {
        const active = document.activeElement;
        returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
      }}
      returnFocusTo={() => {
        const opener = returnFocus.current;
        returnFocus.current = null;
        return opener?.isConnected ? opener : document.getElementById(CART_BUTTON_ID);
      }}
      header={({ Title, Description, Close }) => (
        <header className="flex items-center justify-between border-b border-ink/10 px-5 py-4">
          <div>
            <Title className="font-display text-2xl">Votre panier</Title>
            <Description className="text-sm text-muted">{countText}</Description>
          </div>
          <Close aria-label="Fermer le panier" className={iconButton}>
            <CloseIcon />
          </Close>
        </header>
      )}
    >
      <div role="status" aria-live="polite">
        {notices.length > 0 ? (
          <ul data-testid="cart-notices" className="space-y-1 border-b border-brass/30 bg-brass/10 px-5 py-3 text-sm">
            {notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        ) : null}
      </div>

      {lines.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-6 px-6 text-center">
          <p className="font-display text-xl">{cartMessages.empty}</p>
          <Link to="/shop" onClick={close} className="rounded border border-ink px-6 py-3 text-sm tracking-wide hover:bg-ink hover:text-paper">
            Découvrir la boutique
          </Link>
        </div>
      ) : (
        <>
          <ul className="flex-1 divide-y divide-ink/10 overflow-y-auto px-5" aria-label="Articles du panier">
            {lines.map((line) => (
              <CartLineItem key={line.productId} line={line} />
            ))}
          </ul>
          <footer className="border-t border-ink/10 bg-white/60 px-5 py-5">
            <p className="flex items-baseline justify-between text-lg">
              <span>Total</span>
              <span className="font-semibold tabular-nums">{formatPrice(totalCents(lines))}</span>
            </p>
            <p className="mt-1 text-xs text-muted">{cartMessages.freeDelivery}</p>
            <Link
              to={signedIn ? "/checkout" : "/login?redirect=/checkout"}
              reloadDocument={signedIn && needsOwnDocument("/checkout")}
              onClick={close}
              className="mt-4 flex h-12 w-full items-center justify-center rounded bg-ink text-sm font-medium tracking-wide text-paper uppercase hover:bg-ink-soft"
            >
              {signedIn ? "Payer" : "Se connecter pour payer"}
            </Link>
          </footer>
        </>
      )}
    </Dialog>
  );
}

function CartLineItem({ line }: { line: CartLine }) {
  const setQuantity = useCart((s) => s.setQuantity);
  const remove = useCart((s) => s.remove);
  const more = canAddMore(line);
  return (
    <li className="flex gap-4 py-4">
      <img
        src={line.imageUrl}
        alt={line.name}
        width={72}
        height={72}
        loading="lazy"
        className="h-18 w-18 shrink-0 rounded border border-ink/10 bg-white object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-2">
          <p className="font-medium leading-snug">{line.name}</p>
          <button
            type="button"
            aria-label={`Retirer ${line.name} du panier`}
            onClick={() => remove(line.productId)}
            className={`${iconButton} -mt-1 -mr-2 shrink-0 text-muted hover:text-ink`}
          >
            <TrashIcon size={18} />
          </button>
        </div>
        <p className="text-sm text-muted tabular-nums">{formatPrice(line.priceCents)}</p>
        {line.giftCard ? (
          <p className="mt-1 text-xs text-muted">
            {line.giftCard.sendTo === "recipient"
              ? `Envoyée par e-mail le ${frenchDay(line.giftCard.sendOn ?? "")}`
              : "Envoyée à votre adresse e-mail après le paiement"}
          </p>
        ) : (
          <div className="mt-2 flex items-center gap-1">
            <button
              type="button"
              aria-label={`Diminuer la quantité de ${line.name}`}
              disabled={line.quantity <= 1}
              onClick={() => setQuantity(line.productId, line.quantity - 1)}
              className={`${iconButton} border border-ink/20`}
            >
              <MinusIcon size={16} />
            </button>
            <span className="w-8 text-center tabular-nums" aria-live="polite">
              <span className="sr-only">Quantité : </span>
              {line.quantity}
            </span>
            <button
              type="button"
              aria-label={`Augmenter la quantité de ${line.name}`}
              disabled={!more}
              onClick={() => setQuantity(line.productId, line.quantity + 1)}
              className={`${iconButton} border border-ink/20`}
            >
              <PlusIcon size={16} />
            </button>
          </div>
        )}
        {!line.giftCard && !more && line.stock <= MAX_LINE_QUANTITY ? (
          <p className="mt-1 text-xs text-muted">{stockLimitMessage(line.name, line.stock)}</p>
        ) : null}
      </div>
    </li>
  );
}
