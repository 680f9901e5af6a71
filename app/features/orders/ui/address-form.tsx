import { Field } from "~/components/ui/field";
import type { FieldProps } from "~/lib/use-form";
import type { AddressSuggestion } from "../address-search.server";
import type { addressFields } from "../checkout-schema";
import { StreetCombobox } from "./street-combobox";

export type AddressField = (typeof addressFields)[number];
export type AddressValues = Partial<Record<AddressField, string | null>>;

const labels: Record<AddressField, { label: string; autoComplete: string; inputMode?: "numeric" | "tel" }> = {
  fullName: { label: "Nom complet", autoComplete: "name" },
  streetNumber: { label: "Numéro", autoComplete: "off" },
  address: { label: "Rue", autoComplete: "address-line1" },
  additionalAddress: { label: "Complément d'adresse (facultatif)", autoComplete: "address-line2" },
  postalCode: { label: "Code postal", autoComplete: "postal-code", inputMode: "numeric" },
  city: { label: "Ville", autoComplete: "address-level2" },
  phone: { label: "Téléphone", autoComplete: "tel", inputMode: "tel" },
};

/** The form's name of an address field: `address.city`, as the server names its problems. */
const nameOf = (field: AddressField) => `address.${field}`;

/**
 * A chosen suggestion fills the number, postcode and city of the street's form; the form then
 * checks itself again, as after a change typed by hand.
 */
function fillFrom(suggestion: AddressSuggestion, street: HTMLInputElement) {
  const form = street.form;
  if (!form) return;
  const filled: Partial<Record<AddressField, string | null>> = {
    streetNumber: suggestion.housenumber,
    postalCode: suggestion.postcode,
    city: suggestion.city,
  };
  for (const [field, value] of Object.entries(filled)) {
    const input = form.elements.namedItem(nameOf(field as AddressField));
    if (value && input instanceof HTMLInputElement) input.value = value;
  }
  form.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * The home-delivery address, part of the checkout's delivery form: each field labelled, its error
 * under it. Hidden (and not sent) while the customer picks the order up at the salon, so what was
 * typed is still there when home delivery is chosen again.
 */
export function AddressForm({ field, defaults, hidden }: { field: (name: string) => FieldProps; defaults: AddressValues | null; hidden: boolean }) {
  const input = (name: AddressField, className: string) => {
    const { label, autoComplete, inputMode } = labels[name];
    const props = field(nameOf(name));
    return (
      <div className={className}>
        <Field
          label={label}
          {...props}
          defaultValue={props.defaultValue ?? defaults?.[name] ?? undefined}
          autoComplete={autoComplete}
          inputMode={inputMode}
          required={name !== "additionalAddress"}
        />
      </div>
    );
  };
  const street = field(nameOf("address"));
  return (
    <fieldset className="grid gap-4 sm:grid-cols-6" hidden={hidden} disabled={hidden}>
      <legend className="sr-only">Adresse de livraison</legend>
      {input("fullName", "sm:col-span-6")}
      {input("streetNumber", "sm:col-span-1")}
      <div className="sm:col-span-5">
        <StreetCombobox label={labels.address.label} {...street} defaultValue={street.defaultValue ?? defaults?.address ?? undefined} onChoose={fillFrom} />
      </div>
      {input("additionalAddress", "sm:col-span-6")}
      {input("postalCode", "sm:col-span-2")}
      {input("city", "sm:col-span-4")}
      {input("phone", "sm:col-span-6")}
    </fieldset>
  );
}
