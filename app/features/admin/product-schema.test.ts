import { describe, expect, it } from "vitest";
import { adminProductMessages as m } from "./product-messages";
import { parsePriceCents, priceInputValue, productActionSchema, productFieldsSchema } from "./product-schema";

const fields = { name: "Baume", price: "12,50", category: "cheveux", stock: "3" };

describe("product price", () => {
  it("reads euros with a comma or a dot, to the cent", () => {
    expect(parsePriceCents("12,34")).toBe(1234);
    expect(parsePriceCents("12.5")).toBe(1250);
    expect(parsePriceCents("12,50")).toBe(1250);
    expect(parsePriceCents(" 12 ")).toBe(1200);
    expect(parsePriceCents("1 234,5 €")).toBe(123450);
    expect(parsePriceCents("0.29")).toBe(29);
    expect(parsePriceCents("0")).toBe(0);
  });

  it("never loses a cent to floating point, where Math.round(parseFloat(x) * 100) would on some", () => {
    for (let cents = 0; cents <= 100_000; cents++) {
      const text = `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
      if (parsePriceCents(text) !== cents) throw new Error(`${text} read as ${parsePriceCents(text)}`);
      if (parsePriceCents(text.replace(".", ",")) !== cents) throw new Error(`${text} with a comma`);
    }
    expect(priceInputValue(1990)).toBe("19.90");
    expect(parsePriceCents(priceInputValue(29))).toBe(29);
  });

  it("refuses signs, three decimals, exponents and words", () => {
    for (const text of ["", "-1", "12,345", "1e3", "douze", "12,", ",5", "100000", "Infinity", "0x10"]) expect(parsePriceCents(text), text).toBeNull();
  });
});

describe("product form schema", () => {
  it("turns the form's text into the product's values", () => {
    const parsed = productFieldsSchema.parse({ ...fields, kitContents: " Shampoing Barbe \r\n\nHuile Barbe\n", description: "  Doux  " });
    expect(parsed).toEqual({
      name: "Baume",
      price: 1250,
      category: "cheveux",
      stock: 3,
      description: "Doux",
      usage: "",
      testedAndApproved: "",
      ingredients: "",
      kitContents: ["Shampoing Barbe", "Huile Barbe"],
    });
  });

  it("says in French which required field is missing or wrong", () => {
    const message = (input: Record<string, string>) => productFieldsSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ ...fields, name: " " })).toBe(m.nameRequired);
    expect(message({ ...fields, price: "" })).toBe(m.priceRequired);
    expect(message({ ...fields, price: "-2" })).toBe(m.priceInvalid);
    expect(message({ ...fields, category: "" })).toBe(m.categoryRequired);
    expect(message({ ...fields, category: "savons" })).toBe(m.categoryRequired);
    expect(message({ ...fields, stock: "" })).toBe(m.stockInvalid);
    expect(message({ ...fields, stock: "1.5" })).toBe(m.stockInvalid);
    const { stock: _stock, ...withoutStock } = fields;
    expect(message(withoutStock)).toBe(m.stockInvalid);
  });

  it("tells a new product (no id) from an edit, and needs an id to delete", () => {
    expect(productActionSchema.parse({ ...fields, intent: "save", id: "" })).toMatchObject({ intent: "save", id: undefined });
    const id = "3f1c2a4e-8b7d-4c6a-9e5f-0a1b2c3d4e5f";
    expect(productActionSchema.parse({ ...fields, intent: "save", id })).toMatchObject({ id });
    expect(productActionSchema.safeParse({ intent: "delete", id: "x" }).error?.issues[0]?.message).toBe(m.deleteFailed);
    expect(productActionSchema.safeParse({ intent: "drop" }).error?.issues[0]?.message).toBe(m.saveFailed);
  });
});
