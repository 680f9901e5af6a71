import { sql } from "drizzle-orm";
import type { Tx } from "./client.server";
import { lockNamespaces } from "./lock-namespaces";

export { lockNamespaces };

/**
 * Takes an advisory lock held until the transaction ends. Take it first in the transaction, before
 * any write, so the waiting happens before any row or index lock is held; the database's own
 * constraints stay the guarantee, the lock only turns a deadlock into a short queue.
 */
export async function lockUntilCommit(tx: Tx, namespace: number, key: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${namespace}::int, ${key}::int)`);
}

/** "2026-11-23" → its day number, the key of a booking day's lock. */
export function dayKey(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

/** Any text (an e-mail address, say) → a 32-bit lock key. Two texts may share a key: they then only queue. */
export function textKey(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash | 0;
}
