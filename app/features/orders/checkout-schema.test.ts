import { describe, expect, it } from "vitest";
import { addressMessages, checkoutSchema, shippingAddressSchema } from "./checkout-schema";

const address = { fullName: "Jean Dupont", streetNumber: "12", address: "rue des Pyrénées", postalCode: "75020", city: "Paris", phone: "06 12 34 56 78" };
const firstIssue = (input: unknown) => {
  const parsed = shippingAddressSchema.safeParse(input);
  return parsed.success ? null : { field: parsed.error.issues[0]?.path.join("."), message: parsed.error.issues[0]?.message };
};

describe("delivery address", () => {
  it("accepts French phone numbers in their usual writings", () => {
    for (const phone of ["0612345678", "06 12 34 56 78", "06.12.34.56.78", "+33 6 12 34 56 78", "+33612345678", "0033 1 43 58 20 20"]) {
      expect(firstIssue({ ...address, phone }), phone).toBeNull();
    }
    for (const phone of ["12345", "06 12 34 56", "+44 20 7946 0958", "0012345678"]) {
      expect(firstIssue({ ...address, phone }), phone).toEqual({ field: "phone", message: addressMessages.phone });
    }
  });

  it("wants a five-digit French postcode and names the field of each problem", () => {
    expect(firstIssue({ ...address, postalCode: "7502" })).toEqual({ field: "postalCode", message: addressMessages.postalCode });
    expect(firstIssue({ ...address, postalCode: "00123" })).toEqual({ field: "postalCode", message: addressMessages.postalCode });
    expect(firstIssue({ ...address, fullName: "  " })).toEqual({ field: "fullName", message: addressMessages.fullName });
    expect(firstIssue({ ...address, city: undefined })).toEqual({ field: "city", message: addressMessages.city });
    expect(shippingAddressSchema.parse({ ...address, additionalAddress: "  " }).additionalAddress).toBeUndefined();
  });
});

describe("checkout request", () => {
  it("uppercases the code and reads an empty one as none", () => {
    const base = { intent: "quote", lines: [{ productId: "p", quantity: 1 }], deliveryMode: "pickUpInStore" };
    expect(checkoutSchema.parse({ ...base, promoCode: " mm1234ab " })).toMatchObject({ promoCode: "MM1234AB" });
    expect(checkoutSchema.parse({ ...base, promoCode: "" })).toMatchObject({ promoCode: null });
    expect(checkoutSchema.parse(base)).toMatchObject({ promoCode: null });
    expect(checkoutSchema.safeParse({ ...base, lines: [] }).success).toBe(false);
    expect(checkoutSchema.safeParse({ ...base, deliveryMode: "drone" }).success).toBe(false);
  });
});
