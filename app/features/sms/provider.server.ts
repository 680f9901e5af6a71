import { smsSegments } from "./gsm";

/** One SMS as a provider sends it: `to` in E.164 (`+33612345678`). */
export type SmsMessage = { to: string; text: string; tag: string };

export type SmsProvider = {
  name: string;
  /** Resolves with the provider's id of the message once accepted; rejects with an SmsSendError. */
  send(message: SmsMessage): Promise<{ messageId: string | null }>;
};

/**
 * A refused or failed send. `retryable`: the same request may succeed later (a server error, a
 * timeout, too many requests); otherwise sending it again gets the same refusal.
 */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** How long the provider asks us to wait (429). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export type BrevoOptions = { apiUrl: string; apiKey: string; sender: string; timeoutMs?: number };

/** Brevo's error body: `{ code, message }`. */
async function brevoError(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown };
    return [body.code, body.message].filter((v) => typeof v === "string").join(": ") || text.slice(0, 200);
  } catch {
    return text.slice(0, 200);
  }
}

/** Seconds to wait, from Retry-After or Brevo's x-sib-ratelimit-reset. */
function retryAfterMs(response: Response): number | undefined {
  const seconds = Number(response.headers.get("retry-after") ?? response.headers.get("x-sib-ratelimit-reset"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

/**
 * Brevo's transactional SMS API (POST /v3/transactionalSMS/send, which replaced the deprecated
 * /v3/transactionalSMS/sms): `api-key` header, the recipient as digits with the country code.
 */
export function createBrevoSms(options: BrevoOptions): SmsProvider {
  const url = `${options.apiUrl.replace(/\/$/, "")}/v3/transactionalSMS/send`;
  return {
    name: "brevo",
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: { "api-key": options.apiKey, "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({
            sender: options.sender,
            recipient: message.to.replace(/^\+/, ""),
            content: message.text,
            type: "transactional",
            tag: message.tag,
            unicodeEnabled: smsSegments(message.text).encoding === "UCS-2",
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        // No answer: the message may or may not have left; it is tried again (see 0029).
        const reason = error instanceof Error && error.name === "TimeoutError" ? "no answer in time" : String(error instanceof Error ? error.message : error);
        throw new SmsSendError(`Brevo: ${reason}`, true);
      }
      if (response.ok) {
        const body = (await response.json().catch(() => ({}))) as { messageId?: unknown; reference?: unknown };
        const id = body.messageId ?? body.reference;
        return { messageId: typeof id === "number" || typeof id === "string" ? String(id) : null };
      }
      const detail = `Brevo ${response.status} ${await brevoError(response)}`;
      throw new SmsSendError(detail, response.status === 429 || response.status >= 500, response.status === 429 ? retryAfterMs(response) : undefined);
    },
  };
}
