import { describe, expect, it } from "vitest";
import { promoCodeFormSchema } from "./checkout-schema";
import { normalisePromoCode } from "./promo-code";

describe("normalisePromoCode", () => {
  it("trims and upper-cases a code, and reads an empty one as none", () => {
    expect(normalisePromoCode(" mm1234ab ")).toBe("MM1234AB");
    expect(normalisePromoCode("Mm12cD34")).toBe("MM12CD34");
    expect(normalisePromoCode("MM1234AB")).toBe("MM1234AB");
    expect(normalisePromoCode("   ")).toBeNull();
    expect(normalisePromoCode("")).toBeNull();
    expect(normalisePromoCode(null)).toBeNull();
    expect(normalisePromoCode(undefined)).toBeNull();
  });

  it("is what the code field's schema answers, and an empty field is refused there", () => {
    expect(promoCodeFormSchema.parse({ promoCode: " mm1234ab " })).toEqual({ promoCode: "MM1234AB" });
    const empty = promoCodeFormSchema.safeParse({ promoCode: "  " });
    expect(empty.success ? null : empty.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([["promoCode", "Veuillez entrer un code promo"]]);
    const long = promoCodeFormSchema.safeParse({ promoCode: "M".repeat(33) });
    expect(long.success ? null : long.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([["promoCode", "Code promo invalide"]]);
  });
});
