type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
let threshold: Level = (process.env.LOG_LEVEL as Level) in order ? (process.env.LOG_LEVEL as Level) : "info";

export function setLogLevel(level: Level) {
  threshold = level;
}

/** Longest text kept of one field, and of one line: a huge request cannot write a huge log. */
const MAX_FIELD = 2000;
const MAX_LINE = 8000;

// Bounded repetitions: a long run of letters without "@" costs a linear scan, not a quadratic one.
const emailPattern = /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/g;
const phonePattern = /(?<![\w+])(?:\+33 ?|0)[1-9](?:[ .-]?\d{2}){4}(?!\w)/g;

/**
 * The last safety net for personal data: e-mail addresses and French phone numbers are masked
 * wherever they appear (an SMTP server's refusal quotes the recipient, for instance), and long
 * texts are cut.
 */
export function scrub(text: string, max = MAX_FIELD): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return cut.replace(emailPattern, "[e-mail]").replace(phonePattern, "[téléphone]");
}

const scrubFields = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, typeof value === "string" ? scrub(value) : value]));

/** One JSON line per event on stdout (errors on stderr), ready for any log collector. */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  if (order[level] < order[threshold]) return;
  const head = { time: new Date().toISOString(), level, msg };
  let line = JSON.stringify({ ...head, ...scrubFields(fields) });
  // Still too long (many fields): each text is cut shorter, and the line stays valid JSON.
  if (line.length > MAX_LINE) {
    const short = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, typeof value === "string" ? scrub(value, 200) : value]));
    line = JSON.stringify({ ...head, ...short, truncated: true });
    if (line.length > MAX_LINE) line = JSON.stringify({ ...head, truncated: true });
  }
  (level === "error" ? process.stderr : process.stdout).write(line + "\n");
}

/**
 * Paths that carry a private link's token (every `:token` route of app/routes.ts, and the auth
 * library's reset callback), matched as the router matches them: any case, percent-encoded.
 */
const privatePaths = [
  /^(\/+avis\/+)[^/]+/i,
  /^(\/+desinscription\/+)[^/]+/i,
  /^(\/+newsletter\/+confirmation\/+)[^/]+/i,
  /^(\/+liste-attente\/+)[^/]+/i,
  /^(\/+rendez-vous\/+)[^/]+/i,
  /^(\/+r\/+)[^/]+/i,
  /^(\/+arrhes\/+)[^/]+/i,
  /^(\/+agenda\/+)[^/]+/i,
  /^(\/+account\/+confirm-email\/+)[^/]+/i,
  /^(\/+api\/+auth\/+reset-password\/+)[^/]+/i,
];

/** A request's path as logged: no query string (a reset link's `?token=`), and no private token. */
export function loggedPath(url: string): string {
  const pathname = url.startsWith("/") ? url.split("?")[0]! : new URL(url).pathname;
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: the router refuses it too, but it is matched as it came.
  }
  const pattern = privatePaths.find((p) => p.test(decoded));
  return pattern ? decoded.replace(pattern, "$1:token") : pathname;
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
      stack: error.stack
        ?.split("\n")
        .filter((line) => line.trimStart().startsWith("at "))
        .join("\n"),
    };
  }
  return { error: error.message, stack: error.stack };
}
