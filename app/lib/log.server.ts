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

export function errorFields(error: unknown) {
  return error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
}
