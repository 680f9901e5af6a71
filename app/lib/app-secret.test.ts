import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { derivedSecret, resolveAuthSecret } from "./app-secret.server";

describe("auth secret", () => {
  it("uses AUTH_SECRET when given", () => {
    expect(resolveAuthSecret({ authSecret: "s".repeat(40), dataDir: "/nonexistent" })).toBe("s".repeat(40));
  });

  it("generates one, keeps it private in DATA_DIR, and reuses it", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "salon-secret-"));
    const first = resolveAuthSecret({ authSecret: undefined, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(resolveAuthSecret({ authSecret: undefined, dataDir })).toBe(first);
    const file = path.join(dataDir, "auth-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it("derives a distinct, stable key per purpose", () => {
    const config = { authSecret: "s".repeat(40), dataDir: "/nonexistent" };
    expect(derivedSecret("flash-cookie", config)).toBe(derivedSecret("flash-cookie", config));
    expect(derivedSecret("flash-cookie", config)).not.toBe(derivedSecret("autre", config));
    expect(derivedSecret("flash-cookie", config)).not.toContain("s".repeat(10));
  });
});
