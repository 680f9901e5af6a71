import { chmodSync, lstatSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { closeDataDir } from "./data-dir.server";

const modeOf = (p: string) => lstatSync(p).mode & 0o777;
const made: string[] = [];
const umask = process.umask();
afterEach(() => {
  process.umask(umask);
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the data folder", () => {
  it("is created for its owner alone, and what is found open to others is closed", () => {
    const root = mkdtempSync(path.join(tmpdir(), "data-dir-"));
    made.push(root);
    const dir = path.join(root, "data");
    expect(closeDataDir(dir)).toBe(0);
    expect(modeOf(dir)).toBe(0o700);

    mkdirSync(path.join(dir, "pglite", "pg_wal"), { recursive: true });
    writeFileSync(path.join(dir, "pglite", "pg_wal", "000000010000000000000001"), "wal");
    writeFileSync(path.join(dir, "auth-secret"), "secret");
    chmodSync(path.join(dir, "pglite"), 0o777);
    chmodSync(path.join(dir, "pglite", "pg_wal", "000000010000000000000001"), 0o666);
    chmodSync(path.join(dir, "auth-secret"), 0o640);
    chmodSync(dir, 0o755);
    expect(closeDataDir(dir)).toBe(4);
    expect([dir, path.join(dir, "pglite"), path.join(dir, "pglite", "pg_wal")].map(modeOf)).toEqual([0o700, 0o700, 0o700]);
    expect([path.join(dir, "pglite", "pg_wal", "000000010000000000000001"), path.join(dir, "auth-secret")].map(modeOf)).toEqual([0o600, 0o600]);
    // From now on, what the process creates is its own.
    writeFileSync(path.join(dir, "new"), "x");
    expect(modeOf(path.join(dir, "new"))).toBe(0o600);
  });

  it("follows the folder when it is a link, and no link inside it", () => {
    const root = mkdtempSync(path.join(tmpdir(), "data-dir-"));
    made.push(root);
    const real = path.join(root, "real");
    const outside = path.join(root, "outside");
    mkdirSync(real, { mode: 0o755 });
    chmodSync(real, 0o755);
    writeFileSync(outside, "not ours");
    chmodSync(outside, 0o644);
    symlinkSync(outside, path.join(real, "link"));
    symlinkSync(real, path.join(root, "data"));
    expect(closeDataDir(path.join(root, "data"))).toBe(1);
    expect(modeOf(real)).toBe(0o700);
    expect(modeOf(outside)).toBe(0o644);
  });
});
