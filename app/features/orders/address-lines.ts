import type { ShippingAddress } from "~db/schema/values";

/** The address as the mails and the admin show it, line by line. */
export function addressLines(address: ShippingAddress): string[] {
  return [
    address.fullName,
    `${address.streetNumber} ${address.address}`.trim(),
    address.additionalAddress ?? "",
    `${address.postalCode} ${address.city}`,
    address.phone,
  ].filter((line) => line !== "");
}
