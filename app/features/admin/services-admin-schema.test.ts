import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/field-errors";
import { priceText, servicesAdminMessages as m } from "./services-admin-messages";
import { depositValueOf, servicesActionSchema, slugOf, uniqueSlug } from "./services-admin-schema";

const errorsOf = (input: object) => fieldErrorsOf(servicesActionSchema.safeParse(input).error?.issues ?? []);
const barber = "3f1c2a4e-8b7d-4c6a-9e5f-0a1b2c3d4e5f";
const valid = { intent: "create", title: "Coupe homme", category: "Coiffure", duration: "30", price: "25", barberIds: barber };
const parsed = (overrides: object) => servicesActionSchema.parse({ ...valid, ...overrides });

describe("the service form's schema", () => {
  it("reads a valid form: minutes and cents as numbers, an empty buffer as none, the box as a boolean", () => {
    expect(parsed({ description: "  ", buffer: "", bookableOnline: "on" })).toMatchObject({
      title: "Coupe homme",
      description: null,
      category: "Coiffure",
      newCategory: "",
      duration: 30,
      price: 2500,
      buffer: 0,
      bookableOnline: true,
    });
    expect(parsed({ buffer: "15" })).toMatchObject({ buffer: 15, bookableOnline: false });
    expect(parsed({ category: "", newCategory: "  Soins   du corps " })).toMatchObject({ category: "", newCategory: "Soins du corps" });
  });

  it("reads a price from its text, never through a float: a comma or a dot, two decimals at most, 0 to 1 000 €", () => {
    const cents = (price: string) => (parsed({ price }) as { price: number }).price;
    expect(cents("27,50")).toBe(2750);
    expect(cents("0.29")).toBe(29);
    expect(cents("19,9")).toBe(1990);
    expect(cents("0")).toBe(0);
    expect(cents("1000")).toBe(100_000);
    expect(cents("1 000,00 €")).toBe(100_000);
    for (const price of ["12,345", "1e3", "-1", "1000,01", "12,", ",5", "douze", "0x10", "Infinity", "NaN", "12.5.0"])
      expect({ price, errors: errorsOf({ ...valid, price }) }).toEqual({ price, errors: { price: m.priceInvalid } });
    expect(errorsOf({ ...valid, price: " " })).toEqual({ price: m.priceRequired });
  });

  it("arrhes: none by default; a fixed amount in euros above 0 and up to the price; a whole percentage of 1 to 100; the whole price", () => {
    const value = (overrides: object) => depositValueOf(parsed(overrides) as Parameters<typeof depositValueOf>[0]);
    expect(parsed({})).toMatchObject({ depositKind: "none", depositAmount: "" });
    expect(value({})).toBe(0);
    expect(value({ depositKind: "fixed", depositAmount: "10" })).toBe(1000);
    expect(value({ depositKind: "fixed", depositAmount: "12,50" })).toBe(1250);
    expect(value({ depositKind: "fixed", depositAmount: "25" })).toBe(2500);
    expect(value({ depositKind: "percent", depositAmount: "30" })).toBe(30);
    // The amount typed is ignored without a choice that reads it.
    expect(value({ depositKind: "full", depositAmount: "12" })).toBe(0);
    expect(value({ depositKind: "none", depositAmount: "abc" })).toBe(0);
    for (const depositAmount of ["", "0", "25,01", "-5", "1e1", "dix"])
      expect(errorsOf({ ...valid, depositKind: "fixed", depositAmount })).toEqual({ depositAmount: m.depositFixedInvalid });
    for (const depositAmount of ["", "0", "101", "12,5", "50 %", "-1"])
      expect(errorsOf({ ...valid, depositKind: "percent", depositAmount })).toEqual({ depositAmount: m.depositPercentInvalid });
    expect(errorsOf({ ...valid, depositKind: "acompte" })).toEqual({ depositKind: m.UNKNOWN });
  });

  it("a duration of 5 to 480 minutes and a buffer of 0 to 60, by steps of 5", () => {
    for (const duration of ["5", "480", "45"]) expect(errorsOf({ ...valid, duration })).toEqual({});
    for (const duration of ["0", "4", "485", "500", "32", "30.0", "-5", "1e2", "trente", "0030"])
      expect({ duration, errors: errorsOf({ ...valid, duration }) }).toEqual({ duration, errors: { duration: m.durationInvalid } });
    expect(errorsOf({ ...valid, duration: "" })).toEqual({ duration: m.durationRequired });
    for (const buffer of ["0", "5", "60"]) expect(errorsOf({ ...valid, buffer })).toEqual({});
    for (const buffer of ["65", "7", "-5", "dix"])
      expect({ buffer, errors: errorsOf({ ...valid, buffer }) }).toEqual({ buffer, errors: { buffer: m.bufferInvalid } });
  });

  it("tells every problem of the form at once, each under its field", () => {
    expect(
      errorsOf({
        intent: "edit",
        id: "pas-un-id",
        title: " ",
        description: "x".repeat(301),
        category: "",
        newCategory: "",
        duration: "3",
        price: "-1",
        buffer: "90",
      }),
    ).toEqual({
      id: m.invalidService,
      title: m.titleRequired,
      description: m.descriptionTooLong,
      newCategory: m.newCategoryRequired,
      duration: m.durationInvalid,
      price: m.priceInvalid,
      buffer: m.bufferInvalid,
      barberIds: m.barbersRequired,
    });
    expect(errorsOf({ ...valid, title: "x".repeat(81) })).toEqual({ title: m.titleTooLong });
    expect(errorsOf({ ...valid, title: "x".repeat(80) })).toEqual({});
  });

  it("a category from the list or a new one, never both", () => {
    expect(errorsOf({ ...valid, newCategory: "Soins du corps" })).toEqual({ newCategory: m.newCategoryUnused });
    expect(errorsOf({ ...valid, category: "", newCategory: "x".repeat(41) })).toEqual({ newCategory: m.newCategoryTooLong });
    expect(errorsOf({ ...valid, category: "" })).toEqual({ newCategory: m.newCategoryRequired });
  });

  it("refuses an unknown intent and the order forms' crafted values with the screen's message", () => {
    expect(errorsOf({ intent: "delete", id: barber })).toEqual({ intent: m.UNKNOWN });
    expect(errorsOf({ intent: "move-service", id: barber, direction: "left" })).toEqual({ direction: m.UNKNOWN });
    expect(errorsOf({ intent: "move-category", category: "", direction: "up" })).toEqual({ category: m.invalidCategory });
    expect(errorsOf({ ...valid, bookableOnline: "yes" })).toEqual({ bookableOnline: m.UNKNOWN });
  });
});

describe("a new service's slug", () => {
  it("is its title in lowercase ASCII words joined by hyphens", () => {
    expect(slugOf("Coupe + shampoing")).toBe("coupe-shampoing");
    expect(slugOf("  Soin visage à l'argile (détox) ")).toBe("soin-visage-a-l-argile-detox");
    expect(slugOf("Cœur de barbe Ærø straße")).toBe("coeur-de-barbe-aero-strasse");
    expect(slugOf("✂️ !!")).toBe("prestation");
    expect(slugOf(`${"a".repeat(59)} bcd`)).toBe("a".repeat(59));
  });

  it("takes the first free suffix when taken", () => {
    expect(uniqueSlug("rasage", new Set())).toBe("rasage");
    expect(uniqueSlug("rasage", new Set(["rasage", "rasage-2"]))).toBe("rasage-3");
  });
});

describe("a price as the form shows it", () => {
  it("writes whole euros bare, and cents after a comma", () => {
    expect(priceText(2500)).toBe("25");
    expect(priceText(2750)).toBe("27,50");
    expect(priceText(5)).toBe("0,05");
    expect(priceText(0)).toBe("0");
  });
});
