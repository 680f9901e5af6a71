import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { seal, setSealKey, unseal } from "./sealed";

afterEach(() => setSealKey(undefined));

describe("sealed values", () => {
  it("open under their key only, and never show their text", () => {
    setSealKey(randomBytes(32));
    const sealed = seal("https://salon.test/reset-password?token=secret-token-0123456789");
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain("secret-token");
    // A new nonce each time: the same text never seals the same way twice.
    expect(seal("même texte")).not.toBe(seal("même texte"));
    expect(unseal(sealed)).toBe("https://salon.test/reset-password?token=secret-token-0123456789");
    setSealKey(randomBytes(32));
    expect(unseal(sealed)).toBeNull();
  });

  it("refuse an altered or truncated value", () => {
    setSealKey(randomBytes(32));
    const sealed = seal("lien privé");
    const last = sealed.at(-1) === "A" ? "B" : "A";
    expect(unseal(sealed.slice(0, -1) + last)).toBeNull();
    expect(unseal(sealed.slice(0, 20))).toBeNull();
    expect(unseal("lien privé")).toBeNull();
  });

  it("need a key of 32 bytes, set at start", () => {
    expect(() => seal("x")).toThrow(/setSealKey/);
    expect(() => setSealKey(Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});
