import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { projectRoot } from "~/lib/project-root.server";
import { openDatabase, setDatabase, type Database } from "~db/client.server";
import { hasSealKey, setSealKey } from "~db/sealed";
import { barbers } from "~db/schema";

export const migrationsFolder = path.join(projectRoot(), "db", "migrations");

/**
 * A fresh, migrated database for the calling test file: in-memory PGlite by default, or a new
 * database created on the server of DATABASE_URL (and dropped afterwards) when it is set. Another
 * `folder` migrates it as far as that folder's migrations go.
 */
export async function createTestDatabase(folder = migrationsFolder): Promise<Database & { url?: string }> {
  // What the database keeps sealed, under a key of the test file's own (the server derives it from its secret).
  if (!hasSealKey()) setSealKey(randomBytes(32));
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = openDatabase({ dataDir: null, migrationsFolder: folder });
    await database.migrate();
    return database;
  }
  const name = `salon_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), migrationsFolder: folder });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A database as an older version left it: migrated up to, not including, the migration whose tag
 * ends with `tagEnd`. `upgrade()` applies the rest, as the next start does.
 */
export async function createTestDatabaseBefore(tagEnd: string): Promise<Database & { upgrade(): Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), "migrations-"));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: Array<{ tag: string }> };
  const index = journal.entries.findIndex((e) => e.tag.endsWith(tagEnd));
  if (index < 0) throw new Error(`No migration ends with ${tagEnd}`);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalFile, JSON.stringify(journal));
  const database = await createTestDatabase(folder);
  return {
    ...database,
    upgrade: async () => {
      const config = { migrationsFolder };
      await (database.kind === "pglite" ? migratePglite(database.db as never, config) : migratePg(database.db as never, config));
    },
    close: async () => {
      await database.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** Registers a fresh database as the process database for the whole test file. */
export function useTestDatabase() {
  const ref: { current: Database } = { current: undefined as unknown as Database };
  beforeAll(async () => {
    ref.current = await createTestDatabase();
    setDatabase(ref.current);
  });
  afterAll(async () => {
    setDatabase(undefined);
    await ref.current?.close();
  });
  return ref;
}

/** The salon's first barber (made by the migrations): who takes bookings written straight into a table. */
export async function firstBarberId(db: Database["db"]): Promise<string> {
  const [barber] = await db.select({ id: barbers.id }).from(barbers).orderBy(asc(barbers.position), asc(barbers.createdAt)).limit(1);
  return barber!.id;
}
