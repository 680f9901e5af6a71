import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./content-security.server";

const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `))?.split(" ").slice(1);

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
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-AAA='", "'sha256-BBB='"], https: false, paypalSdkUrl: base.paypalSdkUrl, pathname: "/" });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
    expect(policy).not.toContain("nonce");
  });

  it("upgrades insecure requests under https", () => {
    expect(contentSecurityPolicy({ ...base, https: true, pathname: "/" })).toMatch(/; upgrade-insecure-requests$/);
  });
});
