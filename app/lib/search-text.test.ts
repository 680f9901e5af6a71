import { describe, expect, it } from "vitest";
import { searchTextSchema } from "./search-text";

describe("search text", () => {
  it("keeps a plain search, trimmed", () => {
    expect(searchTextSchema.parse("  06 12 34 56 78 ")).toBe("06 12 34 56 78");
  });

  it("turns control characters into spaces and refuses what cannot be a search", () => {
    expect(searchTextSchema.parse("jean\u0000dupont")).toBe("jean dupont");
    expect(searchTextSchema.parse("\u0000")).toBe("");
    expect(searchTextSchema.parse("jean\u007fdupont\u0085")).toBe("jean dupont");
    expect(searchTextSchema.parse("x".repeat(101))).toBe("");
    expect(searchTextSchema.parse(undefined)).toBe("");
  });
});
