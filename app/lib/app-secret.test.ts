import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
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

  it("gives processes started together on an empty folder one secret", { timeout: 60_000 }, async () => {
    // Two instances of the site started at once on a new DATA_DIR (a restart without downtime, a
    // first deploy): each read no file and wrote its own, and kept it; one's sessions were then
    // refused by the other. Here two processes ask for the secret of 40 new folders at the same
    // instants (each round at an agreed millisecond, waited for by spinning).
    const root = mkdtempSync(path.join(tmpdir(), "salon-secret-race-"));
    const rounds = 40;
    const start = Date.now() + 1500;
    const child = `
      import { resolveAuthSecret } from ${JSON.stringify(fileURLToPath(new URL("./app-secret.server.ts", import.meta.url)))};
      const seen = [];
      for (let round = 0; round < ${rounds}; round++) {
        const at = ${start} + round * 25;
        while (Date.now() < at) {}
        seen.push(resolveAuthSecret({ authSecret: undefined, dataDir: ${JSON.stringify(root)} + "/" + round }));
      }
      console.log(JSON.stringify(seen));
    `;
    const run = () => promisify(execFile)(process.execPath, ["--import", "tsx", "--input-type=module", "-e", child], { cwd: process.cwd() });
    const [first, second] = await Promise.all([run(), run()]);
    const a = JSON.parse(first.stdout) as string[];
    const b = JSON.parse(second.stdout) as string[];
    for (let round = 0; round < rounds; round++) {
      const kept = readFileSync(path.join(root, String(round), "auth-secret"), "utf8").trim();
      expect([a[round], b[round]], `round ${round}`).toEqual([kept, kept]);
      // Nothing left beside it.
      expect(readdirSync(path.join(root, String(round)))).toEqual(["auth-secret"]);
    }
  });

  it("derives a distinct, stable key per purpose", () => {
    const config = { authSecret: "s".repeat(40), dataDir: "/nonexistent" };
    expect(derivedSecret("flash-cookie", config)).toBe(derivedSecret("flash-cookie", config));
    expect(derivedSecret("flash-cookie", config)).not.toBe(derivedSecret("autre", config));
    expect(derivedSecret("flash-cookie", config)).not.toContain("s".repeat(10));
  });
});
