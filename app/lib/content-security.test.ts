import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, TOAST_STYLE_HASHES } from "./content-security.server";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((d) => d.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("content security policy", () => {
  const base = { nonce: "abc123", https: false, paypalSdkUrl: "https://www.paypal.com/sdk/js" };

  it("runs only our scripts and the document's nonce, and cannot be framed", () => {
    const policy = contentSecurityPolicy({ ...base, pathname: "/" });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-abc123'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'"]);
    expect(policy).not.toContain("paypal");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });

  it("lets PayPal in on /checkout only, including a loopback SDK", () => {
    const policy = contentSecurityPolicy({ ...base, pathname: "/checkout", paypalSdkUrl: "http://127.0.0.1:4010/sdk/js" });
    expect(directive(policy, "script-src")).toEqual(expect.arrayContaining(["https://www.paypal.com", "http://127.0.0.1:4010"]));
    expect(directive(policy, "frame-src")).toContain("https://*.paypal.com");
    expect(contentSecurityPolicy({ ...base, pathname: "/checkout/autre" })).not.toContain("paypal");
  });

  it("allows a page's inline scripts by their hashes when the page is sent to many visitors", () => {
    const policy = contentSecurityPolicy({
      scriptHashes: ["'sha256-AAA='", "'sha256-BBB='"],
      styleNonce: "kept1",
      https: false,
      paypalSdkUrl: base.paypalSdkUrl,
      pathname: "/",
    });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
    expect(directive(policy, "style-src")).toEqual(["'self'", "'nonce-kept1'", ...TOAST_STYLE_HASHES]);
  });

  it("takes style elements only from our files and by nonce; style attributes stay allowed", () => {
    const policy = contentSecurityPolicy({ ...base, pathname: "/" });
    expect(directive(policy, "style-src")).toEqual(["'self'", "'nonce-abc123'", ...TOAST_STYLE_HASHES]);
    expect(directive(policy, "style-src-attr")).toEqual(["'unsafe-inline'"]);
    expect(directive(policy, "style-src-elem")).toBeUndefined();
  });

  it("allows the toast library's own stylesheet, as the installed version writes it", () => {
    const source = readFileSync(
      createRequire(import.meta.url)
        .resolve("sonner")
        .replace(/index\.js$/, "index.mjs"),
      "utf8",
    );
    const css = JSON.parse(/__insertCSS\(("(?:[^"\\]|\\.)*")\);/.exec(source)![1]!) as string;
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
    expect(TOAST_STYLE_HASHES).toEqual([hash(""), hash(css)]);
  });

  it("upgrades insecure requests under https", () => {
    expect(contentSecurityPolicy({ ...base, https: true, pathname: "/" })).toMatch(/; upgrade-insecure-requests$/);
  });
});
