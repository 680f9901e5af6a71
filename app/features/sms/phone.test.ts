import { describe, expect, it } from "vitest";
import { frenchMobile } from "./phone";

describe("French mobile numbers", () => {
  it("reads 06 and 07 numbers however they are written", () => {
    for (const typed of [
      "06 12 34 56 78",
      "0612345678",
      "06.12.34.56.78",
      "06-12-34-56-78",
      "+33 6 12 34 56 78",
      "+33612345678",
      "+33 (0)6 12 34 56 78",
      "0033 6 12 34 56 78",
    ]) {
      expect(frenchMobile(typed), typed).toBe("+33612345678");
    }
    expect(frenchMobile("07 81 22 33 44")).toBe("+33781223344");
  });

  it("refuses landlines, special numbers, foreign and malformed numbers", () => {
    for (const typed of [
      "01 43 58 20 20",
      "09 70 00 00 00",
      "08 00 00 00 00",
      "+44 7911 123456",
      "+1 212 555 0100",
      "06 12 34 56 7",
      "06 12 34 56 789",
      "6 12 34 56 78",
      "33612345678",
      "",
      "abc",
    ]) {
      expect(frenchMobile(typed), typed).toBeNull();
    }
  });
});
