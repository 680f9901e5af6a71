/** The PostgreSQL error code (SQLSTATE) of a failed query, from PGlite, node-postgres or Drizzle's wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === "string" ? code : undefined;
}

export const PG_UNIQUE_VIOLATION = "23505";
export const PG_FOREIGN_KEY_VIOLATION = "23503";
export const PG_EXCLUSION_VIOLATION = "23P01";
export const PG_DEADLOCK = "40P01";
export const PG_SERIALIZATION_FAILURE = "40001";

/**
 * Runs a transaction again when PostgreSQL aborted it only because of a race with another one
 * (deadlock or serialization failure): concurrent inserts checked by the same exclusion
 * constraint can deadlock, and the retry then resolves cleanly.
 */
export async function retryOnRace<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
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
