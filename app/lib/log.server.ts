type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
let threshold: Level = (process.env.LOG_LEVEL as Level) in order ? (process.env.LOG_LEVEL as Level) : "info";

export function setLogLevel(level: Level) {
  threshold = level;
}

/** One JSON line per event on stdout (errors on stderr), ready for any log collector. */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  if (order[level] < order[threshold]) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  (level === "error" ? process.stderr : process.stdout).write(line + "\n");
}

type DatabaseCause = { code?: unknown; constraint?: unknown; table?: unknown; column?: unknown };

/**
 * What the log keeps of an error. A failed query keeps its SQL text and the database's error code
 * and constraint, never its parameters nor the database's message: both may hold what a customer
 * typed (name, e-mail, phone).
 */
export function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  if ("query" in error && "params" in error) {
    const cause = (error.cause ?? {}) as DatabaseCause;
    return {
      error: "query failed",
      query: String(error.query),
      code: cause.code,
      constraint: cause.constraint,
      table: cause.table,
      column: cause.column,
      // The stack's first line repeats the message, parameters included: keep only the frames.
      stack: error.stack?.split("\n").filter((line) => line.trimStart().startsWith("at ")).join("\n"),
    };
  }
  return { error: error.message, stack: error.stack };
}
