import type { ShippingAddress } from "~db/schema";

/** A customer's delivery address in Paris 20e, for orders placed by tests. */
export const testAddress: ShippingAddress = {
  fullName: "Sophie Marchand",
  streetNumber: "3",
  address: "rue Orfila",
  postalCode: "75020",
  city: "Paris",
  phone: "06 00 00 00 01",
};
