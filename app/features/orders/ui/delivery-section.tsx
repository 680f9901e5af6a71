import { useRef, type FormHTMLAttributes, type Ref } from "react";
import { useChoiceMadeEarly } from "~/lib/early-presses";
import type { FieldProps } from "~/lib/use-form";
import { fullAddress, salon } from "~/lib/salon";
import type { DeliveryMode } from "~db/schema/values";
import { deliveryModeLabels, orderMessages } from "../messages";
import { AddressForm, type AddressValues } from "./address-form";

const modes = [
  { value: "homeDelivery", hint: orderMessages.homeDeliveryHint },
  { value: "pickUpInStore", hint: orderMessages.pickUpHint },
] as const;

/**
 * 'Livraison': the delivery mode and, for home delivery, the address: the checkout's form, which
 * the payment button submits. A mode picked before the page is live is the mode once it is.
 */
export function DeliverySection({
  form,
  field,
  mode,
  onModeChange,
  lastAddress,
  nothingToDeliver = false,
}: {
  form: FormHTMLAttributes<HTMLFormElement> & { ref: Ref<HTMLFormElement>; id: string };
  field: (name: string) => FieldProps;
  mode: DeliveryMode;
  onModeChange: (mode: DeliveryMode) => void;
  lastAddress: AddressValues | null;
  /** Gift cards only: no delivery to choose (they go by e-mail). */
  nothingToDeliver?: boolean;
}) {
  const modesGroup = useRef<HTMLFieldSetElement>(null);
  useChoiceMadeEarly(
    () => modesGroup.current?.querySelector<HTMLInputElement>("input:checked")?.value,
    mode,
    (picked) => {
      const known = modes.find((m) => m.value === picked);
      if (known) onModeChange(known.value);
    },
  );
  return (
    <section aria-labelledby="livraison-title" className="space-y-6">
      <h2 id="livraison-title" className="font-display text-2xl">
        Livraison
      </h2>
      <form {...form} aria-labelledby="livraison-title" className="space-y-6">
        {nothingToDeliver ? (
          <div className="rounded border border-ink/10 bg-white p-5">
            <input type="hidden" name="deliveryMode" value="pickUpInStore" />
            <p className="font-semibold">Rien à livrer</p>
            <p className="mt-1 text-sm text-muted">Chaque carte cadeau est envoyée par e-mail, avec sa version PDF à imprimer.</p>
          </div>
        ) : (
          <>
            <fieldset ref={modesGroup} className="grid gap-3 sm:grid-cols-2">
              <legend className="sr-only">Mode de livraison</legend>
              {modes.map(({ value, hint }) => (
                <label
                  key={value}
                  className="grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 rounded border border-ink/20 bg-white p-4 has-[:checked]:border-ink has-[:checked]:ring-1 has-[:checked]:ring-ink"
                >
                  <input
                    type="radio"
                    name="deliveryMode"
                    value={value}
                    checked={mode === value}
                    onChange={() => onModeChange(value)}
                    className="row-span-2 mt-1 accent-ink"
                  />
                  <span className="font-semibold">{deliveryModeLabels[value]}</span>
                  <span className="text-sm text-muted">{hint}</span>
                </label>
              ))}
            </fieldset>
            <AddressForm field={field} defaults={lastAddress} hidden={mode !== "homeDelivery"} />
            {mode === "pickUpInStore" ? (
              <div className="rounded border border-ink/10 bg-white p-5">
                <p className="font-semibold">Retrait au salon {salon.name}</p>
                <p className="mt-1">{fullAddress}</p>
                <p className="mt-1 text-sm text-muted">Nous vous prévenons par e-mail dès que votre commande vous attend. Téléphone : {salon.phone}</p>
              </div>
            ) : null}
          </>
        )}
      </form>
    </section>
  );
}
