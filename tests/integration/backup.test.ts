import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot } from "~/lib/project-root.server";
import { openDatabase, type Database } from "~db/client.server";
import { contactMessages } from "~db/schema";
import { createTestDatabase, migrationsFolder } from "../support/test-database";

/** `npm run backup` / `npm run restore` as the owner runs them, on this test's data. */
function script(name: "backup" | "restore", env: Record<string, string>, args: string[] = []) {
  const result = spawnSync(process.execPath, [path.join(projectRoot(), "scripts", `${name}.js`), ...args], {
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

    const backup = script("backup", env);
    expect(backup.err).toBe("");
    expect(backup.status).toBe(0);
    expect(backup.out).toMatch(new RegExp(`^${backupDir}/monsieur-moustache-\\d{8}-\\d{6}\\.tar\\.gz$`));

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
    expect(script("restore", { DATA_DIR: dataDir, DATABASE_URL: "" }, ["/nulle/part.tar.gz"])).toMatchObject({ status: 1, err: expect.stringContaining("Usage") });
  });
});
