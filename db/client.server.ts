import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { lockNamespaces } from "./lock-namespaces";
import * as schema from "./schema";

type Schema = typeof schema;
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
  // PGlite runs PostgreSQL as WebAssembly. Node 24's V8 recompiles the functions that run most with
  // its optimising compiler, and for PostgreSQL's SQL parser (raw_parser, 105 KB of WebAssembly)
  // that takes 600 MB of memory and 4 s of CPU, soon after start: most of it stays resident. Queries
  // cost the same CPU without it (measured: 240–320 µs a query either way), so no function is
  // recompiled (no function has this index). Set before PGlite compiles its module; read by V8 each
  // time a function is due to be recompiled.
  v8.setFlagsFromString(`--wasm-tier-up-filter=${2 ** 31 - 1}`);
  // A new database is made by a second PostgreSQL instance (initdb) with its own WebAssembly memory,
  // which hands the files over as a tarball: 250–300 MB that nothing refers to once the database is
  // ready, yet V8 may not collect them for minutes. They are collected once, then.
  const created = !dataDir || !existsSync(path.join(dataDir, "PG_VERSION"));
  // A salon's database is a few megabytes: PostgreSQL's default 128 MB of shared buffers would only
  // add to the process's memory (measured: about 100 MB less resident memory with 32 MB).
  // btree_gist: the per-barber exclusion constraint on bookings (migration 0017); pg_trgm: the
  // clients' search (migration 0024).
  // (One options object: `new PGlite(undefined, options)`, in memory, ignores its options.)
  const client = new PGlite({ dataDir, postgresqlconf: ["shared_buffers = 32MB"], extensions: { btree_gist, pg_trgm } });
  if (created) client.waitReady.then(collectGarbage, () => {});
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

/** A full garbage collection, now. */
function collectGarbage() {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as () => void;
  v8.setFlagsFromString("--no-expose-gc");
  gc();
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
