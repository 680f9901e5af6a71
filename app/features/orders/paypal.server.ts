import { log } from "~/lib/log.server";

/**
 * The PayPal Orders v2 API as the checkout needs it: an OAuth2 token, create an order for the
 * server's total, read it, capture it. Every call has a time limit; a capture carries a
 * PayPal-Request-Id so that a retried call is answered with the first result, not a second charge.
 */
export type PayPalSettings = { apiUrl: string; clientId?: string; clientSecret?: string; merchantId?: string; timeoutMs: number };

/** A call that did not give a usable answer: refused (4xx), failing (5xx), or timed out / unreachable. */
export class PayPalError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** PayPal's issue code when it gave one (INSTRUMENT_DECLINED, ORDER_ALREADY_CAPTURED…). */
    readonly issue: string | null = null,
  ) {
    super(message);
  }
  /** Whether PayPal may have done it anyway (no answer, or a server error). */
  get uncertain() {
    return this.status === null || this.status >= 500;
  }
}

export type PayPalCapture = { id: string; status: string; amountCents: number; currency: string };

export type PayPalOrder = {
  id: string;
  status: string;
  customId: string | null;
  amountCents: number | null;
  currency: string | null;
  /** The merchant account the money goes to. */
  payeeMerchantId: string | null;
  /** The captures already made on it (a completed order has one). */
  captures: PayPalCapture[];
};

let cachedToken: { key: string; token: string; expiresAt: number } | null = null;

/** "12.50" → 1250; anything else → null. */
export function centsOf(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const [euros, cents = ""] = value.split(".");
  return Number(euros) * 100 + Number(cents.padEnd(2, "0"));
}

async function call(settings: PayPalSettings, path: string, init: RequestInit & { token?: string | null } = {}): Promise<unknown> {
  const headers = new Headers(init.headers);
  headers.set("Accept", "application/json");
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  let response: Response;
  try {
    response = await fetch(`${settings.apiUrl.replace(/\/+$/, "")}${path}`, { ...init, headers, signal: AbortSignal.timeout(settings.timeoutMs) });
  } catch (error) {
    throw new PayPalError(`PayPal unreachable: ${error instanceof Error ? error.name : String(error)}`, null);
  }
  const text = await response.text().catch(() => "");
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const details = (body as { details?: Array<{ issue?: string }>; name?: string } | null) ?? null;
    const issue = details?.details?.[0]?.issue ?? details?.name ?? null;
    throw new PayPalError(`PayPal answered ${response.status}${issue ? ` (${issue})` : ""}`, response.status, issue);
  }
  return body;
}

async function accessToken(settings: PayPalSettings): Promise<string> {
  const key = `${settings.apiUrl}|${settings.clientId}`;
  if (cachedToken && cachedToken.key === key && cachedToken.expiresAt > Date.now()) return cachedToken.token;
  const basic = Buffer.from(`${settings.clientId ?? ""}:${settings.clientSecret ?? ""}`).toString("base64");
  const body = (await call(settings, "/v1/oauth2/token", {
    method: "POST",
    headers: { Authorization: `Basic ${basic}`, "Content-Type": "application/x-www-form-urlencoded" },
    body: "grant_type=client_credentials",
  })) as { access_token?: unknown; expires_in?: unknown };
  if (typeof body?.access_token !== "string") throw new PayPalError("PayPal gave no access token", 502);
  const seconds = typeof body.expires_in === "number" ? body.expires_in : 300;
  cachedToken = { key, token: body.access_token, expiresAt: Date.now() + Math.max(0, seconds - 60) * 1000 };
  return body.access_token;
}

/** Forgets the cached token (tests, or after PayPal refused it). */
export function forgetPayPalToken() {
  cachedToken = null;
}

type RawCapture = { id?: unknown; status?: unknown; amount?: { currency_code?: unknown; value?: unknown } };
type RawOrder = {
  id?: unknown;
  status?: unknown;
  purchase_units?: Array<{
    custom_id?: unknown;
    amount?: { currency_code?: unknown; value?: unknown };
    payee?: { merchant_id?: unknown };
    payments?: { captures?: RawCapture[] };
  }>;
};

const captureOf = (raw: RawCapture): PayPalCapture | null => {
  const amountCents = centsOf(raw.amount?.value);
  if (typeof raw.id !== "string" || typeof raw.status !== "string" || amountCents === null || typeof raw.amount?.currency_code !== "string") return null;
  return { id: raw.id, status: raw.status, amountCents, currency: raw.amount.currency_code };
};

function orderOf(raw: RawOrder): PayPalOrder {
  if (typeof raw?.id !== "string" || typeof raw.status !== "string") throw new PayPalError("PayPal answered an unreadable order", 502);
  const unit = raw.purchase_units?.[0];
  return {
    id: raw.id,
    status: raw.status,
    customId: typeof unit?.custom_id === "string" ? unit.custom_id : null,
    amountCents: centsOf(unit?.amount?.value),
    currency: typeof unit?.amount?.currency_code === "string" ? unit.amount.currency_code : null,
    payeeMerchantId: typeof unit?.payee?.merchant_id === "string" ? unit.payee.merchant_id : null,
    captures: (unit?.payments?.captures ?? []).map(captureOf).filter((c): c is PayPalCapture => c !== null),
  };
}

/** Creates the PayPal order the customer approves: our total in EUR, our reference, our custom id. */
export async function createPayPalOrder(
  settings: PayPalSettings,
  order: { amount: string; reference: string; customId: string; description: string },
): Promise<string> {
  const token = await accessToken(settings);
  const body = (await call(settings, "/v2/checkout/orders", {
    method: "POST",
    token,
    headers: { "Content-Type": "application/json", "PayPal-Request-Id": `create-${order.reference}`, Prefer: "return=representation" },
    body: JSON.stringify({
      intent: "CAPTURE",
      purchase_units: [
        { reference_id: order.reference, custom_id: order.customId, description: order.description, amount: { currency_code: "EUR", value: order.amount } },
      ],
    }),
  })) as RawOrder;
  return orderOf(body).id;
}

export async function getPayPalOrder(settings: PayPalSettings, id: string): Promise<PayPalOrder> {
  const token = await accessToken(settings);
  return orderOf((await call(settings, `/v2/checkout/orders/${encodeURIComponent(id)}`, { token })) as RawOrder);
}

/** Captures an approved order; retried calls carry the same PayPal-Request-Id and get the same capture. */
export async function capturePayPalOrder(settings: PayPalSettings, id: string): Promise<PayPalOrder> {
  const token = await accessToken(settings);
  const body = (await call(settings, `/v2/checkout/orders/${encodeURIComponent(id)}/capture`, {
    method: "POST",
    token,
    headers: { "Content-Type": "application/json", "PayPal-Request-Id": `capture-${id}`, Prefer: "return=representation" },
    body: "{}",
  })) as RawOrder;
  const order = orderOf(body);
  if (order.captures.length === 0) log("warn", "PayPal capture answered without a capture", { paypalOrderId: id, status: order.status });
  return order;
}

export type PayPalRefund = { id: string; status: string };

/**
 * Refunds a capture in full. `requestId` makes it idempotent: asked again (a retry after a timeout,
 * a second click), PayPal answers with the same refund rather than paying back twice.
 */
export async function refundPayPalCapture(settings: PayPalSettings, captureId: string, requestId: string): Promise<PayPalRefund> {
  const token = await accessToken(settings);
  const body = (await call(settings, `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
    method: "POST",
    token,
    headers: { "Content-Type": "application/json", "PayPal-Request-Id": requestId, Prefer: "return=representation" },
    body: "{}",
  })) as { id?: unknown; status?: unknown } | null;
  if (typeof body?.id !== "string" || typeof body.status !== "string") throw new PayPalError("PayPal answered an unreadable refund", 502);
  if (body.status !== "COMPLETED" && body.status !== "PENDING") throw new PayPalError(`PayPal refund ${body.status}`, 422, body.status);
  return { id: body.id, status: body.status };
}
