import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps paths of this site", () => {
    expect(safeRedirect("/checkout")).toBe("/checkout");
    expect(safeRedirect("/shop?category=cheveux#top")).toBe("/shop?category=cheveux#top");
  });

  it.each([
    [null],
    [undefined],
    [""],
    ["checkout"],
    ["https://evil.example/"],
    ["//evil.example"],
    ["/\\evil.example"],
    ["/\t/evil.example"],
    ["javascript:alert(1)"],
    ["/%2F%2Fevil.example"],
  ])("falls back for %s", (target) => {
    const result = safeRedirect(target, "/");
    expect(result.startsWith("//")).toBe(false);
    if (target !== "/%2F%2Fevil.example") expect(result).toBe("/");
    else expect(new URL(result, "http://salon.test").host).toBe("salon.test");
  });
});
