import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { lockNamespaces } from "./lock-namespaces";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: what feature functions take to write inside a caller's transaction. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** A cheap round trip, for /healthz. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs its own: instances started together on one PostgreSQL
   * migrate, seed and create the admin one after the other. (PGlite has one process: it just runs.)
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string | null;
  /** The committed SQL migrations (`db/migrations` of the project). */
  migrationsFolder: string;
  /** Told when the server drops an idle connection (the pool replaces it). */
  onConnectionError?: (error: Error) => void;
};

/** PostgreSQL through node-postgres when a URL is given, otherwise PGlite in `<dataDir>/pglite` (or in memory). */
export function openDatabase(options: DatabaseOptions): Database {
  const { migrationsFolder } = options;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on("error", (error) => options.onConnectionError?.(error));
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      ping: async () => void (await pool.query("select 1")),
      migrate: () => migratePg(db, { migrationsFolder }),
      exclusively: async (work) => {
        // A session lock on a connection of its own, closed afterwards (not returned to the pool):
        // closing the session releases the lock, as would the death of the process.
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1::int, 0)", [lockNamespaces.startup]);
          return await work();
        } finally {
          client.release(true);
        }
      },
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, "pglite");
    mkdirSync(dataDir, { recursive: true });
  }
  // A salon's database is a few megabytes: PostgreSQL's default 128 MB of shared buffers would only
  // add to the process's memory (measured: about 100 MB less resident memory with 32 MB).
  const client = new PGlite(dataDir, { postgresqlconf: ["shared_buffers = 32MB"] });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    ping: async () => void (await client.query("select 1")),
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}

let current: Database | undefined;

/** The process's database, set once at start (or by a test). */
export function setDatabase(database: Database | undefined) {
  current = database;
}

export function getDatabase(): Database {
  if (!current) throw new Error("Database not opened yet");
  return current;
}

export const getDb = (): Db => getDatabase().db;
