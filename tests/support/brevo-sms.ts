import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const BREVO_API_KEY = "xkeysib-test-0123456789";

/**
 * What the next request gets: accepted (201); a server error; too many requests (429, with
 * Brevo's rate-limit headers); a key refused (401); no credits left (402); no answer at all.
 */
export type BrevoMode = "ok" | "error" | "rate-limited" | "unauthorized" | "no-credits" | "hang";

export type SentSms = { messageId: number; sender: string; recipient: string; content: string; type: string; tag?: unknown; unicodeEnabled?: boolean };

export type BrevoSmsServer = {
  url: string;
  /** Messages accepted, in order. */
  messages: SentSms[];
  /** Every call, with its answer's status (null: left unanswered). */
  requests: Array<{ method: string; path: string; apiKey: string | undefined; status: number | null }>;
  /** Answers for the next requests, one each, then `ok`. */
  next: BrevoMode[];
  /** Resolves once `count` messages have been accepted. */
  waitForMessages(count: number): Promise<SentSms[]>;
  close(): Promise<void>;
};

const ALLOWED = new Set(["sender", "recipient", "content", "type", "tag", "webUrl", "unicodeEnabled", "organisationPrefix"]);

/** Brevo's checks of a send, as its API documents them: the answer it gives, or null when the body is valid. */
function refusal(body: unknown): { code: string; message: string } | null {
  if (!body || typeof body !== "object" || Array.isArray(body)) return { code: "bad_request", message: "Input must be a JSON object" };
  const b = body as Record<string, unknown>;
  for (const key of Object.keys(b)) if (!ALLOWED.has(key)) return { code: "invalid_parameter", message: `${key} is not a valid property` };
  for (const key of ["sender", "recipient", "content"])
    if (typeof b[key] !== "string" || b[key] === "") return { code: "missing_parameter", message: `${key} is missing` };
  if (!/^(?:[A-Za-z0-9 ]{1,11}|[0-9]{1,15})$/.test(b.sender as string))
    return { code: "invalid_parameter", message: "sender is invalid: 11 alphanumeric or 15 numeric characters at most" };
  if (!/^\+?[0-9]{6,15}$/.test(b.recipient as string)) return { code: "invalid_parameter", message: "recipient is invalid" };
  if (b.type !== undefined && b.type !== "transactional" && b.type !== "marketing") return { code: "invalid_parameter", message: "type is invalid" };
  if (b.unicodeEnabled !== undefined && typeof b.unicodeEnabled !== "boolean")
    return { code: "invalid_parameter", message: "unicodeEnabled must be a boolean" };
  const tags = Array.isArray(b.tag) ? b.tag : b.tag === undefined ? [] : [b.tag];
  if (tags.length > 10 || !tags.every((t) => typeof t === "string")) return { code: "invalid_parameter", message: "tag is invalid" };
  return null;
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers }).end(JSON.stringify(body));

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (text += c));
    req.on("end", () => resolve(text));
  });

/** Brevo's transactional SMS API on a loopback port: POST /v3/transactionalSMS/send. */
export async function startBrevoSms(apiKey = BREVO_API_KEY): Promise<BrevoSmsServer> {
  const messages: SentSms[] = [];
  const requests: BrevoSmsServer["requests"] = [];
  const next: BrevoMode[] = [];
  const waiters: Array<() => void> = [];
  let messageId = 1511882900176220;

  const server = createServer(async (req, res) => {
    const path = (req.url ?? "/").split("?")[0]!;
    const key = req.headers["api-key"];
    const call = { method: req.method ?? "", path, apiKey: typeof key === "string" ? key : undefined, status: null as number | null };
    requests.push(call);
    const text = await readBody(req);
    const answer = (status: number, body: unknown, headers?: Record<string, string>) => {
      call.status = status;
      json(res, status, body, headers);
    };
    if (path !== "/v3/transactionalSMS/send") return answer(404, { code: "not_found", message: "Not found" });
    if (req.method !== "POST") return answer(405, { code: "method_not_allowed", message: `${req.method} Method is not allowed on this path` });
    if (call.apiKey !== apiKey) return answer(401, { code: "unauthorized", message: "Key not found" });
    const mode = next.shift() ?? "ok";
    if (mode === "hang") return; // Never answered: the client gives up.
    if (mode === "error") return answer(500, { code: "internal_error", message: "Internal server error" });
    if (mode === "unauthorized") return answer(401, { code: "unauthorized", message: "Key not found" });
    if (mode === "rate-limited")
      return answer(
        429,
        { code: "too_many_requests", message: "Too many requests" },
        { "x-sib-ratelimit-limit": "10", "x-sib-ratelimit-remaining": "0", "x-sib-ratelimit-reset": "30" },
      );
    if (!/^application\/json\b/.test(req.headers["content-type"] ?? ""))
      return answer(400, { code: "bad_request", message: "Content-Type must be application/json" });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return answer(400, { code: "bad_request", message: "Invalid JSON" });
    }
    const refused = refusal(body);
    if (refused) return answer(400, refused);
    if (mode === "no-credits") return answer(402, { code: "not_enough_credits", message: "Not enough credits to send the SMS" });
    const sms = { messageId: ++messageId, ...(body as Omit<SentSms, "messageId">) };
    messages.push(sms);
    answer(201, { messageId: sms.messageId });
    waiters.splice(0).forEach((wake) => wake());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    requests,
    next,
    async waitForMessages(count) {
      while (messages.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return messages;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
