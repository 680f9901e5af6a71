import { PgTransaction } from "drizzle-orm/pg-core";
import type { DbOrTx, Tx } from "./client.server";
import { PG_DEADLOCK, PG_SERIALIZATION_FAILURE, pgErrorCode } from "./errors";

/**
 * Runs a transaction again when PostgreSQL aborted it only because of a race with another one
 * (deadlock or serialization failure). Competing writes should queue on a lock (`db/locks.ts`);
 * this is the safety net.
 */
async function retryOnRace<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = pgErrorCode(error);
      const transient = code === PG_DEADLOCK || code === PG_SERIALIZATION_FAILURE;
      if (!transient || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

/**
 * Runs `work` in a transaction: its own (retried on a race) when given the database, or a savepoint
 * inside the caller's when given a transaction, so that several feature functions can commit
 * together (an order taking stock, using a promo code and queueing its mails).
 */
export function inTransaction<T>(db: DbOrTx, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (db instanceof PgTransaction) return (db as Tx).transaction(work);
  return retryOnRace(() => db.transaction(work));
}

/**
 * Runs reads together on the database's pool, or one after the other inside a transaction: a
 * transaction is one connection, which takes one query at a time (node-postgres warns, and will
 * refuse, when a second is sent before the first has answered).
 */
export async function readAll<T extends unknown[]>(db: DbOrTx, ...reads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T;
}
