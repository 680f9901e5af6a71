import { describe, expect, it } from "vitest";
import { sanitizeLines } from "~/features/cart/cart-lines";
import { addMonths } from "./rules";
import { purchaseMessages as m, purchaseProblem, type GiftCardPurchase } from "./purchase";
import { giftCardFormSchema } from "./purchase-schema";
import { parisWallClock } from "~/lib/paris-time";

const today = parisWallClock(new Date()).date;
const form = (fields: Record<string, string>) => giftCardFormSchema.safeParse({ choice: "5000", recipientName: "Théo", sendTo: "buyer", ...fields });
const errorsOf = (fields: Record<string, string>) => {
  const parsed = form(fields);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the gift card's form", () => {
  it("reads a preset, a free amount in whole euros, or a service", () => {
    expect(form({})).toMatchObject({
      success: true,
      data: { kind: "amount", amountCents: 5000, serviceId: null, sendTo: "buyer", recipientEmail: null, sendOn: null },
    });
    expect(form({ choice: "autre", freeAmount: "75" })).toMatchObject({ data: { amountCents: 7500 } });
    expect(form({ choice: "prestation", serviceId: "3b1f0c1e-0000-4000-8000-000000000001" })).toMatchObject({
      data: { kind: "service", amountCents: null, serviceId: "3b1f0c1e-0000-4000-8000-000000000001" },
    });
  });

  it("refuses amounts outside 10–300 € or with cents, each problem under its field", () => {
    for (const freeAmount of ["9", "301", "12,50", "", "1e2", "-20"]) expect(errorsOf({ choice: "autre", freeAmount })).toEqual({ freeAmount: m.amount });
    expect(errorsOf({ choice: "1234" })).toEqual({ choice: m.choice });
    expect(errorsOf({ choice: "prestation" })).toEqual({ serviceId: m.service });
    expect(errorsOf({ recipientName: "  " })).toMatchObject({ recipientName: m.recipientName });
    expect(errorsOf({ message: "é".repeat(301) })).toEqual({ message: m.message });
    expect(form({ message: "é".repeat(300) }).success).toBe(true);
  });

  it("sends to the recipient on a day from today to 3 months ahead, at a valid address", () => {
    const to = (fields: Record<string, string>) => errorsOf({ sendTo: "recipient", recipientEmail: "theo@example.test", sendOn: today, ...fields });
    expect(to({})).toEqual({});
    expect(form({ sendTo: "recipient", recipientEmail: " Theo@Example.TEST ", sendOn: today })).toMatchObject({
      data: { recipientEmail: "theo@example.test", sendOn: today },
    });
    expect(to({ sendOn: addMonths(today, 3) })).toEqual({});
    expect(to({ recipientEmail: "pas-une-adresse" })).toEqual({ recipientEmail: m.recipientEmail });
    expect(to({ sendOn: "2020-01-01" })).toEqual({ sendOn: m.sendDate });
    expect(to({ sendOn: "2099-01-01" })).toEqual({ sendOn: m.sendDate });
    expect(to({ sendOn: "demain" })).toEqual({ sendOn: m.sendDate });
  });
});

describe("a purchase as the checkout checks it again", () => {
  const base: GiftCardPurchase = {
    kind: "amount",
    amountCents: 5000,
    serviceId: null,
    recipientName: "Théo",
    message: "",
    sendTo: "recipient",
    recipientEmail: "theo@example.test",
    sendOn: "2026-12-24",
  };
  it("names the first problem, or none", () => {
    expect(purchaseProblem(base, "2026-11-29")).toBeNull();
    expect(purchaseProblem({ ...base, amountCents: 5050 }, "2026-11-29")).toMatchObject({ field: "amountCents" });
    expect(purchaseProblem({ ...base, kind: "service", amountCents: null }, "2026-11-29")).toMatchObject({ field: "serviceId" });
    expect(purchaseProblem({ ...base, sendOn: "2026-11-28" }, "2026-11-29")).toMatchObject({ field: "sendOn" });
    expect(purchaseProblem({ ...base, sendOn: "2027-03-01" }, "2026-11-29")).toMatchObject({ field: "sendOn" });
    expect(purchaseProblem({ ...base, recipientEmail: null }, "2026-11-29")).toMatchObject({ field: "recipientEmail" });
    expect(purchaseProblem({ ...base, sendTo: "buyer", recipientEmail: null, sendOn: null }, "2026-11-29")).toBeNull();
  });

  it("keeps a card's line in the cart read back from storage, one card each, never a product's line with a card in it", () => {
    const line = {
      productId: "carte-cadeau-1",
      quantity: 1,
      name: "Carte cadeau 50,00 € pour Théo",
      imageUrl: "/images/carte-cadeau.svg",
      priceCents: 5000,
      stock: 1,
    };
    expect(sanitizeLines([{ ...line, giftCard: base }])).toHaveLength(1);
    expect(sanitizeLines([{ ...line, quantity: 2, giftCard: base }])).toEqual([]);
    expect(sanitizeLines([{ ...line, productId: "3b1f0c1e-0000-4000-8000-000000000001", giftCard: base }])).toEqual([]);
    expect(sanitizeLines([{ ...line, giftCard: "carte" }])).toEqual([]);
  });
});
