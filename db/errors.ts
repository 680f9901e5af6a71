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
