import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

const SITE = "http://salon.invalid";

/** Where a browser on /login, told `Location: location`, goes. */
const followed = (location: string) => new URL(location, `${SITE}/login?redirect=x`);

describe("safeRedirect", () => {
  it("keeps paths of this site", () => {
    expect(safeRedirect("/checkout")).toBe("/checkout");
    expect(safeRedirect("/shop?category=cheveux#top")).toBe("/shop?category=cheveux#top");
    expect(safeRedirect("/shop/product/42?q=cr%C3%A8me")).toBe("/shop/product/42?q=cr%C3%A8me");
    expect(safeRedirect("/account/orders")).toBe("/account/orders");
  });

  it.each([[null], [undefined], [""], [42], ["checkout"]])("falls back for %s", (target) => {
    expect(safeRedirect(target, "/")).toBe("/");
  });

  it("falls back for a target longer than 2000 characters", () => {
    expect(safeRedirect(`/${"x".repeat(2000)}`, "/")).toBe("/");
  });

  // Targets that leave the site once a browser or a URL parser decodes or normalises them.
  const crafted = [
    "https://evil.example/",
    "//evil.example",
    "///evil.example",
    "////evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "/\t/evil.example",
    "/%09/evil.example",
    "/\n/evil.example",
    "/%0a/evil.example",
    "/ /evil.example",
    "javascript:alert(1)",
    "http:/evil.example",
    "http:evil.example",
    "https:evil.example",
    "/.//evil.example/x",
    "/./%2e//evil.example",
    "/%2e//evil.example/x",
    "/%2E//evil.example/x",
    "/.%2F/evil.example",
    "/.%2f/evil.example",
    "/a/..//evil.example/",
    "/a/%2e%2e//evil.example/",
    "/a/.%2e//evil.example/",
    "/..//evil.example",
    "/../..//evil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%252F%252Fevil.example",
    "/%25252F%25252Fevil.example",
    "/%5Cevil.example",
    "/%5C%5Cevil.example",
    "/%255Cevil.example",
    "/\u2215\u2215evil.example",
    "/\uff0f\uff0fevil.example",
    "/\u2044\u2044evil.example",
    "/%E2%88%95%E2%88%95evil.example",
    "/%EF%BC%8F%EF%BC%8Fevil.example",
    "/\uff0e\uff0e//evil.example",
    "/%EF%BC%8E%EF%BC%8E//evil.example",
    "/%",
    "/%zz/evil.example",
    "/%c0%af%c0%afevil.example",
    "/\u0000//evil.example",
  ];

  /** Whether a redirect to `location` could take the browser off the site. */
  const leaves = (location: string) => !/^\/(?![/\\])/.test(location) || new URL(location, SITE).origin !== SITE || followed(location).origin !== SITE;

  it(`refuses ${crafted.length} crafted targets: none leaves the site`, () => {
    expect(crafted.filter((target) => leaves(safeRedirect(target, "/")))).toEqual([]);
  });

  it("answers the fallback for each crafted target rather than a repaired path", () => {
    expect(crafted.filter((target) => safeRedirect(target, "/") !== "/")).toEqual([]);
  });
});
