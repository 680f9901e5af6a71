import { describe, expect, it } from "vitest";
import { formatPrice } from "~/lib/money";
import { addWorkingDays, estimatedDelivery, frenchPublicHolidays } from "./delivery";
import { newOrderNumber, ORDER_NUMBER_PATTERN } from "./order-number.server";
import { priceOrder, toDecimalAmount } from "./pricing";

const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, " ");

describe("order pricing", () => {
  it("charges 6,00 € of delivery to a home delivery of 48,99 €", () => {
    expect(priceOrder([{ priceCents: 4899, quantity: 1 }], "homeDelivery")).toEqual({
      subtotalCents: 4899,
      deliveryFeeCents: 600,
      discountCents: 0,
      giftCardCents: 0,
      totalCents: 5499,
    });
  });

  it("delivers 49,00 € for free, and pickup always", () => {
    expect(priceOrder([{ priceCents: 2450, quantity: 2 }], "homeDelivery").deliveryFeeCents).toBe(0);
    expect(priceOrder([{ priceCents: 100, quantity: 1 }], "pickUpInStore")).toMatchObject({ deliveryFeeCents: 0, totalCents: 100 });
  });

  it("takes 10 % of the subtotal only, to the nearest cent, half a cent up", () => {
    // 10 % of 12,35 € = 1,235 € → 1,24 €; the fee is not discounted.
    expect(priceOrder([{ priceCents: 1235, quantity: 1 }], "homeDelivery", 10)).toEqual({
      subtotalCents: 1235,
      deliveryFeeCents: 600,
      discountCents: 124,
      giftCardCents: 0,
      totalCents: 1711,
    });
    // 10 % of 12,34 € = 1,234 € → 1,23 €.
    expect(priceOrder([{ priceCents: 1234, quantity: 1 }], "pickUpInStore", 10).discountCents).toBe(123);
    // 10 % of 21,99 € × 3 = 6,597 € → 6,60 €.
    expect(priceOrder([{ priceCents: 2199, quantity: 3 }], "pickUpInStore", 10)).toMatchObject({ discountCents: 660, totalCents: 5937 });
  });

  it("sells gift cards without delivery fee, discount or free delivery, and never pays them with a card", () => {
    const card = { priceCents: 5000, quantity: 1, giftCard: true };
    // A card alone: nothing delivered, nothing discounted, nothing a card may pay.
    expect(priceOrder([card], "homeDelivery", 10, 3000)).toEqual({
      subtotalCents: 5000,
      deliveryFeeCents: 0,
      discountCents: 0,
      giftCardCents: 0,
      totalCents: 5000,
    });
    // A card of 50 € and a 20 € shampoo delivered: the card does not make the delivery free (20 € < 49 €),
    // the discount is 10 % of 20 € only, a card of 100 € pays 20 + 6 − 2 = 24 €, PayPal the 50 €.
    expect(priceOrder([card, { priceCents: 2000, quantity: 1 }], "homeDelivery", 10, 10000)).toEqual({
      subtotalCents: 7000,
      deliveryFeeCents: 600,
      discountCents: 200,
      giftCardCents: 2400,
      totalCents: 5000,
    });
  });

  it("pays with a card up to its balance, the rest by PayPal", () => {
    // 30 € of card on 45,90 € of products picked up: 15,90 € left.
    expect(priceOrder([{ priceCents: 1530, quantity: 3 }], "pickUpInStore", 0, 3000)).toMatchObject({ giftCardCents: 3000, totalCents: 1590 });
    // 50 € of card on 20 € + 6 € of delivery: 26 € taken, nothing left to pay.
    expect(priceOrder([{ priceCents: 2000, quantity: 1 }], "homeDelivery", 0, 5000)).toMatchObject({ giftCardCents: 2600, totalCents: 0 });
  });

  it("keeps the free delivery when the discount takes the total under 49 €", () => {
    expect(priceOrder([{ priceCents: 5000, quantity: 1 }], "homeDelivery", 10)).toMatchObject({ deliveryFeeCents: 0, totalCents: 4500 });
  });

  it("writes amounts as French text and as the payment provider's decimals", () => {
    expect(plain(formatPrice(1250))).toBe("12,50 €");
    expect(toDecimalAmount(5499)).toBe("54.99");
    expect(toDecimalAmount(100)).toBe("1.00");
    expect(toDecimalAmount(7)).toBe("0.07");
  });
});

describe("order number", () => {
  it("is 'ORD-' + milliseconds + '-' + 6 capital letters", () => {
    const number = newOrderNumber(new Date("2026-11-22T10:00:00.000Z"));
    expect(number).toMatch(ORDER_NUMBER_PATTERN);
    expect(number.startsWith("ORD-1795341600000-")).toBe(true);
    expect(new Set(Array.from({ length: 50 }, () => newOrderNumber())).size).toBe(50);
  });
});

describe("estimated delivery", () => {
  it("counts five working days from the Paris day of the order", () => {
    // Sunday 22 November 2026 → Friday 27 November.
    expect(estimatedDelivery(new Date("2026-11-22T10:00:00Z"))).toBe("2026-11-27");
    // Monday 23 November, 23:30 UTC, is already Tuesday in Paris → Tuesday 1 December.
    expect(estimatedDelivery(new Date("2026-11-23T23:30:00Z"))).toBe("2026-12-01");
    expect(estimatedDelivery(new Date("2026-11-23T22:30:00Z"))).toBe("2026-11-30");
  });

  it("skips French public holidays, Easter ones included", () => {
    expect(frenchPublicHolidays(2027)).toEqual(
      new Set([
        "2027-01-01",
        "2027-03-29",
        "2027-05-01",
        "2027-05-06",
        "2027-05-08",
        "2027-05-17",
        "2027-07-14",
        "2027-08-15",
        "2027-11-01",
        "2027-11-11",
        "2027-12-25",
      ]),
    );
    // Thursday 24 December 2026: 25th is Christmas, then weekend; 28, 29, 30, 31 Dec, then 1 Jan is a holiday → 4 January.
    expect(addWorkingDays(new Date("2026-12-24T09:00:00Z"), 5)).toBe("2027-01-04");
  });
});
