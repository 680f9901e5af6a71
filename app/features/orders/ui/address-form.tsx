import { Field } from "~/components/ui/field";
import type { addressFields } from "../checkout-schema";

export type AddressField = (typeof addressFields)[number];
export type AddressValues = Record<AddressField, string>;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const emptyAddress: AddressValues = { fullName: "", streetNumber: "", address: "", additionalAddress: "", postalCode: "", city: "", phone: "" };

const labels: Record<AddressField, { label: string; autoComplete: string; inputMode?: "numeric" | "tel" }> = {
  fullName: { label: "Nom complet", autoComplete: "name" },
  streetNumber: { label: "Numéro", autoComplete: "off" },
  address: { label: "Rue", autoComplete: "address-line1" },
  additionalAddress: { label: "Complément d'adresse (facultatif)", autoComplete: "address-line2" },
  postalCode: { label: "Code postal", autoComplete: "postal-code", inputMode: "numeric" },
  city: { label: "Ville", autoComplete: "address-level2" },
  phone: { label: "Téléphone", autoComplete: "tel", inputMode: "tel" },
};

/** The home-delivery address: each field labelled, its French error said next to it. */
export function AddressForm({
  values,
  errors,
  onChange,
  streetField,
}: {
  values: AddressValues;
  errors: AddressErrors;
  onChange: (field: AddressField, value: string) => void;
  /** Replaces the plain street input (the field with address suggestions). */
  streetField?: React.ReactNode;
}) {
  const field = (name: AddressField, className = "") => {
    const { label, autoComplete, inputMode } = labels[name];
    const error = errors[name];
    return (
      <div className={className}>
        <Field
          label={label}
          name={name}
          autoComplete={autoComplete}
          inputMode={inputMode}
          required={name !== "additionalAddress"}
          value={values[name]}
          onChange={(e) => onChange(name, e.target.value)}
          aria-invalid={error ? true : undefined}
          hint={error ? <span className="text-red-800">{error}</span> : undefined}
        />
      </div>
    );
  };
  return (
    <fieldset className="grid gap-4 sm:grid-cols-6">
      <legend className="sr-only">Adresse de livraison</legend>
      {field("fullName", "sm:col-span-6")}
      {field("streetNumber", "sm:col-span-1")}
      <div className="sm:col-span-5">{streetField ?? field("address")}</div>
      {field("additionalAddress", "sm:col-span-6")}
      {field("postalCode", "sm:col-span-2")}
      {field("city", "sm:col-span-4")}
      {field("phone", "sm:col-span-6")}
    </fieldset>
  );
}
