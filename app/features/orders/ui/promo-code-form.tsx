import type { FormHTMLAttributes, Ref } from "react";
import { FieldError, useFieldIds } from "~/components/ui/field";
import type { FieldProps } from "~/lib/use-form";
import { normalisePromoCode } from "../promo-code";

/** 'Code promo' and 'Appliquer' (or Enter): the code in capitals as it is typed, its error under it. */
export function PromoCodeForm({
  form,
  field,
}: {
  form: FormHTMLAttributes<HTMLFormElement> & { ref: Ref<HTMLFormElement> };
  field: (name: string) => FieldProps;
}) {
  const { name, error, defaultValue } = field("promoCode");
  const ids = useFieldIds({ error });
  return (
    <form {...form}>
      <label htmlFor={ids.id} className="mb-1 block text-sm font-medium">
        Code promo
      </label>
      <div className="flex gap-2">
        <input
          {...ids.control}
          name={name}
          defaultValue={defaultValue}
          onChange={(e) => {
            e.currentTarget.value = normalisePromoCode(e.currentTarget.value) ?? "";
          }}
          autoComplete="off"
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
