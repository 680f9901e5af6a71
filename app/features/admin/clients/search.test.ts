import { describe, expect, it } from "vitest";
import { foldSearch, searchDigits } from "./search";

describe("the clients' search, folded as the database folds names", () => {
  it("takes accents and case off, and spaces in excess", () => {
    expect(foldSearch("  Théo   LEFÈVRE ")).toBe("theo lefevre");
    expect(foldSearch("Zoë Çelik")).toBe("zoe celik");
    expect(foldSearch("")).toBe("");
  });

  it("reads a phone number however typed", () => {
    expect(searchDigits("06 12 34")).toBe("061234");
    expect(searchDigits("06.12")).toBe("0612");
    expect(searchDigits("+33 6 12")).toBe("0612");
    expect(searchDigits("6")).toBeNull();
    expect(searchDigits("théo 06")).toBeNull();
  });
});
