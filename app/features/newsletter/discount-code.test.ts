import { describe, expect, it } from "vitest";
import { generateDiscountCode } from "./discount-code";

describe("generateDiscountCode", () => {
  it("is MM plus 6 uppercase letters or digits, and varies", () => {
    const codes = new Set(Array.from({ length: 200 }, generateDiscountCode));
    for (const code of codes) expect(code).toMatch(/^MM[A-Z0-9]{6}$/);
    expect(codes.size).toBeGreaterThan(190);
  });
});
