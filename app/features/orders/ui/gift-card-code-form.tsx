import type { FormHTMLAttributes, Ref } from "react";
import { FieldError, useFieldIds } from "~/components/ui/field";
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
  onRemove,
}: {
  form: FormHTMLAttributes<HTMLFormElement> & { ref: Ref<HTMLFormElement> };
  field: (name: string) => FieldProps;
  applied: { last4: string; balanceCents: number } | null;
  onRemove: () => void;
}) {
  const { name, error, defaultValue } = field("giftCardCode");
  const ids = useFieldIds({ error });
  if (applied) {
    return (
      <div className="flex items-center justify-between gap-2 rounded border border-ink/10 bg-paper p-3 text-sm" data-testid="gift-card-applied">
        <p>
          Carte cadeau {maskedCard(applied.last4)} : solde {formatPrice(applied.balanceCents)}
        </p>
        <button type="button" onClick={onRemove} className="underline">
          Retirer
        </button>
      </div>
    );
  }
  return (
    <form {...form}>
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
        <button type="submit" className="h-10 rounded border border-ink px-4 text-sm font-semibold hover:bg-ink hover:text-paper">
          Appliquer
        </button>
      </div>
      <FieldError id={ids.errorId} error={error} />
    </form>
  );
}
