import type { FormHTMLAttributes, Ref } from "react";
import { FieldError, useFieldIds } from "~/components/ui/field";
import { AWAIT_LIVE } from "~/lib/early-presses";
import { maskedCard } from "~/features/gift-cards/messages";
import { formatPrice } from "~/lib/money";
import type { FieldProps } from "~/lib/use-form";

/**
 * 'Carte cadeau', beside 'Code promo': its code and 'Appliquer' (or Enter), its error under it; once
 * applied, the card's last characters, its balance and 'Retirer'.
 */
export function GiftCardCodeForm({
  form,
  field,
  applied,
  paysNothing,
  onRemove,
}: {
  form: FormHTMLAttributes<HTMLFormElement> & { ref: Ref<HTMLFormElement> };
  field: (name: string) => FieldProps;
  applied: { last4: string; balanceCents: number } | null;
  /** Applied, yet nothing in the cart it may pay (gift cards only). */
  paysNothing: boolean;
  onRemove: () => void;
}) {
  const { name, error, defaultValue } = field("giftCardCode");
  const ids = useFieldIds({ error });
  if (applied) {
    return (
      <div className="flex items-center justify-between gap-2 rounded border border-ink/10 bg-paper p-3 text-sm" data-testid="gift-card-applied">
        <p>
          Carte cadeau {maskedCard(applied.last4)} : solde {formatPrice(applied.balanceCents)}
          {paysNothing ? <span className="block text-muted">Une carte cadeau ne paie pas une autre carte cadeau.</span> : null}
        </p>
        <button type="button" onClick={onRemove} className="underline">
          Retirer
        </button>
      </div>
    );
  }
  return (
    // Posted, never sent as a GET (a code in an address stays in the history); pressed before the page
    // is live, « Appliquer » waits for it.
    <form method="post" {...form}>
      <label htmlFor={ids.id} className="mb-1 block text-sm font-medium">
        Carte cadeau
      </label>
      <div className="flex gap-2">
        <input
          {...ids.control}
          name={name}
          defaultValue={defaultValue}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="h-10 min-w-0 flex-1 rounded border border-ink/20 px-3 uppercase aria-invalid:border-red-700"
        />
        <button type="submit" {...AWAIT_LIVE} className="h-10 rounded border border-ink px-4 text-sm font-semibold hover:bg-ink hover:text-paper">
          Appliquer<span className="sr-only"> la carte</span>
        </button>
      </div>
      <FieldError id={ids.errorId} error={error} />
    </form>
  );
}
