import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot } from "~/lib/project-root.server";
import { openDatabase, type Database } from "~db/client.server";
import { contactMessages } from "~db/schema";
import { createTestDatabase, migrationsFolder } from "../support/test-database";

/** `npm run backup` / `npm run restore` as the owner runs them, on this test's data, with the loosest umask. */
function script(name: "backup" | "restore", env: Record<string, string>, args: string[] = []) {
  const command = [process.execPath, path.join(projectRoot(), "scripts", `${name}.js`), ...args];
  const result = spawnSync("/bin/sh", ["-c", 'umask 000 && exec "$@"', "sh", ...command], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  return { status: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
}

const message = (name: string) => ({ name, email: "x@example.test", subject: "s", message: "m" });

// PGlite by default; the database of DATABASE_URL when it is set (pg_dump / pg_restore).
describe("backup and restore", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "salon-backup-data-"));
  const backupDir = mkdtempSync(path.join(tmpdir(), "salon-backups-"));
  let database: (Database & { url?: string }) | undefined;
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(backupDir, { recursive: true, force: true });
  });

  it("brings the database and the uploaded files back to the archive's state", async () => {
    const onServer = !!process.env.DATABASE_URL;
    const open = async () => {
      if (onServer) return (database ??= await createTestDatabase());
      const opened = openDatabase({ dataDir, migrationsFolder });
      await opened.migrate();
      return opened;
    };
    // PGlite is a folder only one process may open: the test closes it as the site would stop.
    const close = async (db: Database) => {
      if (!onServer) await db.close();
    };
    const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, DATABASE_URL: "" };

    let db = await open();
    if (onServer) env.DATABASE_URL = database!.url!;
    await db.db.insert(contactMessages).values(message("avant"));
    const uploads = path.join(dataDir, "uploads", "cv");
    mkdirSync(uploads, { recursive: true });
    writeFileSync(path.join(uploads, "11111111-1111-4111-8111-111111111111.pdf"), "%PDF-avant");
    await close(db);

    chmodSync(backupDir, 0o755);
    const backup = script("backup", env);
    expect(backup.err).toBe("");
    expect(backup.status).toBe(0);
    expect(backup.out).toMatch(new RegExp(`^${backupDir}/monsieur-moustache-\\d{8}-\\d{6}\\.tar\\.gz$`));
    // Password hashes, sessions, CVs and the auth secret: for the service user only.
    expect(statSync(backup.out).mode & 0o777).toBe(0o600);
    expect(statSync(backupDir).mode & 0o777).toBe(0o700);

    db = await open();
    await db.db.insert(contactMessages).values(message("après"));
    rmSync(path.join(uploads, "11111111-1111-4111-8111-111111111111.pdf"));
    writeFileSync(path.join(uploads, "22222222-2222-4222-8222-222222222222.pdf"), "%PDF-après");
    await close(db);

    // Not while a site runs on the folder.
    writeFileSync(path.join(dataDir, "server.pid"), String(process.pid));
    const refused = script("restore", env, [backup.out]);
    expect(refused.status).toBe(1);
    expect(refused.err).toContain("Le site tourne");
    rmSync(path.join(dataDir, "server.pid"));

    const restore = script("restore", env, [backup.out]);
    expect(restore.err).toBe("");
    expect(restore.status).toBe(0);
    db = await open();
    expect((await db.db.select().from(contactMessages)).map((m) => m.name)).toEqual(["avant"]);
    expect(existsSync(path.join(uploads, "11111111-1111-4111-8111-111111111111.pdf"))).toBe(true);
    expect(existsSync(path.join(uploads, "22222222-2222-4222-8222-222222222222.pdf"))).toBe(false);
    await close(db);
  });

  it("says how to use it when the archive is missing", () => {
    expect(script("restore", { DATA_DIR: dataDir, DATABASE_URL: "" }, ["/nulle/part.tar.gz"])).toMatchObject({
      status: 1,
      err: expect.stringContaining("Usage"),
    });
  });

  /** An archive in the backup's format (manifest first) with what `add` puts beside it. */
  function craftedArchive(add: (dir: string) => string[], tarOptions: string[] = []) {
    const dir = mkdtempSync(path.join(tmpdir(), "salon-crafted-"));
    const kind = process.env.DATABASE_URL ? "postgres" : "pglite";
    writeFileSync(path.join(dir, "manifest.json"), JSON.stringify({ kind, createdAt: "2026-01-01T00:00:00.000Z", format: 1 }));
    const members = add(dir);
    const archive = path.join(backupDir, `crafted-${path.basename(dir)}.tar.gz`);
    const tar = spawnSync("tar", ["-czf", archive, ...tarOptions, "-C", dir, "manifest.json", ...members], { encoding: "utf8" });
    expect(tar.status, tar.stderr).toBe(0);
    rmSync(dir, { recursive: true, force: true });
    return archive;
  }

  /** Every path under DATA_DIR with its content (or its link target), to show nothing changed. */
  function snapshot() {
    return readdirSync(dataDir, { recursive: true, withFileTypes: true })
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const content = entry.isFile() ? readFileSync(file, "base64") : entry.isDirectory() ? "dir" : "other";
        return `${path.relative(dataDir, file)} ${content}`;
      })
      .sort();
  }

  it.each([
    {
      case: "a symbolic link",
      archive: () =>
        craftedArchive((dir) => {
          mkdirSync(path.join(dir, "uploads"));
          symlinkSync("/etc/passwd", path.join(dir, "uploads", "x"));
          return ["uploads"];
        }),
    },
    {
      case: "a hard link",
      archive: () =>
        craftedArchive((dir) => {
          writeFileSync(path.join(dir, "auth-secret"), "secret");
          mkdirSync(path.join(dir, "uploads"));
          spawnSync("ln", [path.join(dir, "auth-secret"), path.join(dir, "uploads", "y")]);
          return ["auth-secret", "uploads"];
        }),
    },
    {
      case: "a path leaving the archive",
      archive: () =>
        craftedArchive(
          (dir) => {
            mkdirSync(path.join(dir, "uploads"));
            writeFileSync(path.join(dir, "escape"), "dehors");
            return ["-C", path.join(dir, "uploads"), "../escape"];
          },
          ["--absolute-names"],
        ),
    },
    {
      case: "an entry backup never writes",
      archive: () =>
        craftedArchive((dir) => {
          writeFileSync(path.join(dir, "server.js"), "process.exit(0)");
          return ["server.js"];
        }),
    },
  ])("refuses an archive holding $case and leaves DATA_DIR untouched", ({ archive }) => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ? (database?.url ?? "") : "" };
    mkdirSync(path.join(dataDir, "uploads", "cv"), { recursive: true });
    writeFileSync(path.join(dataDir, "uploads", "cv", "33333333-3333-4333-8333-333333333333.pdf"), "%PDF-en place");
    const before = snapshot();
    const crafted = archive();
    const restore = script("restore", env, [crafted]);
    expect(restore.status).toBe(1);
    expect(restore.err).toMatch(/^Archive refusée : « .+ » .+\. Rien n'a été restauré\.$/);
    expect(snapshot()).toEqual(before);
    expect(existsSync(path.join(path.dirname(dataDir), "escape"))).toBe(false);
  });
});
