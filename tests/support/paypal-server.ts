import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const PAYPAL_CLIENT = { id: "client-test", secret: "secret-test" };
/** The salon's merchant account, the payee of the orders its credentials create. */
export const PAYPAL_MERCHANT_ID = "SALONTEST0001";
/** Someone else's merchant account. */
export const OTHER_MERCHANT_ID = "AUTRETEST0002";

type Payee = { merchant_id: string; email_address?: string };
type PurchaseUnit = { reference_id?: string; custom_id?: string; description?: string; amount: { currency_code: string; value: string }; payee: Payee };

type Order = {
  id: string;
  status: "CREATED" | "APPROVED" | "COMPLETED";
  purchaseUnit: PurchaseUnit;
  captures: Array<{ id: string; status: string; amount: { currency_code: string; value: string } }>;
};

/**
 * What the next capture does: succeed; answer 500 after capturing; answer 500 without capturing;
 * never answer without capturing, or after capturing (timeouts); decline the card; capture another
 * amount than approved; capture for another merchant than the order's.
 */
type CaptureMode = "ok" | "error-after-capture" | "error" | "hang" | "hang-after-capture" | "declined" | "other-amount" | "other-payee";

export type PayPalServer = {
  url: string;
  /** The merchant whose credentials call the REST API: the payee of the orders they create without one. */
  merchantId: string;
  orders: Map<string, Order>;
  captureMode: CaptureMode;
  /** Capture calls received, with their PayPal-Request-Id. */
  captureCalls: Array<{ orderId: string; requestId: string | null }>;
  /** Runs once PayPal has captured, before it answers: what happens elsewhere meanwhile (the last item sold). */
  whileCapturing: (() => Promise<unknown>) | null;
  /** Every call to the REST API, in order (the browser's SDK and approvals aside). */
  requests: Array<{ method: string; path: string }>;
  /** What the next refund does: succeed, fail with a server error, or be refused (422). */
  refundMode: "ok" | "error" | "refused";
  /** Refunds made, by capture id, with their PayPal-Request-Id. */
  refunds: Array<{ captureId: string; refundId: string; requestId: string | null }>;
  /**
   * An order made in a browser with the public client id (PayPal's `actions.order.create`), never
   * through our server: any custom id, amount and payee.
   */
  createOrder: (unit: { custom_id: string; amount: { currency_code: string; value: string }; payee?: Payee }) => string;
  /** The buyer approves the order in PayPal's window. */
  approve: (orderId: string) => void;
  close: () => Promise<void>;
};

const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    req.on("data", (c) => (text += c));
    req.on("end", () => resolve(text));
  });

const representation = (order: Order) => ({
  id: order.id,
  status: order.status,
  intent: "CAPTURE",
  purchase_units: [{ ...order.purchaseUnit, payments: order.captures.length ? { captures: order.captures } : undefined }],
});

/**
 * PayPal's JavaScript SDK as a page sees it: `paypal.Buttons(options).render(container)` draws a
 * 'Payer avec PayPal' button; a click runs createOrder, has the buyer approve that order, then runs
 * onApprove, and any failure goes to onError, as PayPal's own buttons do.
 */
function sdkScript(base: string) {
  return `window.paypal = {
  Buttons: function (options) {
    var button;
    return {
      render: function (container) {
        button = document.createElement("button");
        button.type = "button";
        button.textContent = "Payer avec PayPal";
        button.onclick = async function () {
          try {
            var id = await options.createOrder();
            await fetch(${JSON.stringify(base)} + "/test/approve/" + encodeURIComponent(id), { method: "POST", mode: "no-cors" });
            await options.onApprove({ orderID: id });
          } catch (error) {
            if (options.onError) options.onError(error);
          }
        };
        container.appendChild(button);
        return Promise.resolve();
      },
      close: function () {
        if (button) button.remove();
        return Promise.resolve();
      },
    };
  },
};
`;
}

/** A loopback server speaking PayPal's REST API: OAuth2 token, Orders v2 create, get and capture. */
export async function startPayPalServer(): Promise<PayPalServer> {
  const tokens = new Set<string>();
  const replies = new Map<string, unknown>();
  const newOrder = (unit: Omit<PurchaseUnit, "payee"> & { payee?: Payee }) => {
    const order: Order = {
      id: randomUUID().replace(/-/g, "").slice(0, 17).toUpperCase(),
      status: "CREATED",
      purchaseUnit: { ...unit, payee: unit.payee ?? { merchant_id: state.merchantId, email_address: "salon@example.test" } },
      captures: [],
    };
    state.orders.set(order.id, order);
    return order;
  };
  const state: PayPalServer = {
    url: "",
    merchantId: PAYPAL_MERCHANT_ID,
    orders: new Map(),
    captureMode: "ok",
    captureCalls: [],
    whileCapturing: null,
    requests: [],
    refundMode: "ok",
    refunds: [],
    createOrder: (unit) => newOrder(unit).id,
    approve: (id) => {
      const order = state.orders.get(id);
      if (order && order.status === "CREATED") order.status = "APPROVED";
    },
    close: async () => undefined,
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const body = await readBody(req);
    if (url.pathname.startsWith("/v1/") || url.pathname.startsWith("/v2/")) state.requests.push({ method: req.method ?? "", path: url.pathname });
    if (req.method === "POST" && url.pathname === "/v1/oauth2/token") {
      const expected = `Basic ${Buffer.from(`${PAYPAL_CLIENT.id}:${PAYPAL_CLIENT.secret}`).toString("base64")}`;
      if (req.headers.authorization !== expected || body !== "grant_type=client_credentials") return json(res, 401, { error: "invalid_client" });
      const token = `A21AA${randomUUID()}`;
      tokens.add(token);
      return json(res, 200, { scope: "https://uri.paypal.com/services/payments", access_token: token, token_type: "Bearer", expires_in: 32400 });
    }
    // The browser's side: the JavaScript SDK, and the buyer's approval in PayPal's window.
    if (req.method === "GET" && url.pathname === "/sdk/js") {
      if (url.searchParams.get("client-id") !== PAYPAL_CLIENT.id || url.searchParams.get("currency") !== "EUR")
        return json(res, 400, { name: "INVALID_REQUEST" });
      return res.writeHead(200, { "content-type": "application/javascript" }).end(sdkScript(state.url));
    }
    const approval = /^\/test\/approve\/([^/]+)$/.exec(url.pathname);
    if (req.method === "POST" && approval) {
      state.approve(decodeURIComponent(approval[1]!));
      return res.writeHead(204, { "access-control-allow-origin": "*" }).end();
    }
    if (!tokens.has((req.headers.authorization ?? "").replace(/^Bearer /, ""))) return json(res, 401, { name: "AUTHENTICATION_FAILURE" });

    if (req.method === "POST" && url.pathname === "/v2/checkout/orders") {
      const input = JSON.parse(body) as { intent: string; purchase_units: Array<Omit<PurchaseUnit, "payee"> & { payee?: Payee }> };
      const unit = input.purchase_units[0]!;
      if (input.intent !== "CAPTURE" || unit.amount.currency_code !== "EUR" || !/^\d+\.\d{2}$/.test(unit.amount.value)) {
        return json(res, 422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "INVALID_PARAMETER_VALUE" }] });
      }
      return json(res, 201, representation(newOrder(unit)));
    }

    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(url.pathname);
    if (req.method === "POST" && refund) {
      const captureId = decodeURIComponent(refund[1]!);
      const requestId = (req.headers["paypal-request-id"] as string | undefined) ?? null;
      const earlier = state.refunds.find((r) => r.requestId !== null && r.requestId === requestId);
      if (earlier) return json(res, 201, { id: earlier.refundId, status: "COMPLETED" });
      const captured = [...state.orders.values()].some((o) => o.captures.some((c) => c.id === captureId));
      if (!captured) return json(res, 404, { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID" }] });
      if (state.refundMode === "error") return json(res, 500, { name: "INTERNAL_SERVER_ERROR" });
      if (state.refundMode === "refused") return json(res, 422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "TRANSACTION_REFUSED" }] });
      if (state.refunds.some((r) => r.captureId === captureId))
        return json(res, 422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "CAPTURE_FULLY_REFUNDED" }] });
      const refundId = `REF${randomUUID().replace(/-/g, "").slice(0, 14).toUpperCase()}`;
      state.refunds.push({ captureId, refundId, requestId });
      return json(res, 201, { id: refundId, status: "COMPLETED" });
    }

    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(url.pathname);
    const order = match ? state.orders.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match || !order) return json(res, 404, { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID" }] });
    if (req.method === "GET" && !match[2]) return json(res, 200, representation(order));
    if (req.method !== "POST" || !match[2]) return json(res, 405, { name: "METHOD_NOT_SUPPORTED" });

    const requestId = (req.headers["paypal-request-id"] as string | undefined) ?? null;
    state.captureCalls.push({ orderId: order.id, requestId });
    // A retried request (same PayPal-Request-Id) gets the first answer again.
    if (requestId && replies.has(requestId)) return json(res, 201, replies.get(requestId));
    if (order.status === "COMPLETED") return json(res, 422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "ORDER_ALREADY_CAPTURED" }] });
    if (order.status !== "APPROVED") return json(res, 422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "ORDER_NOT_APPROVED" }] });
    const mode = state.captureMode;
    if (mode === "declined") return json(res, 422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "INSTRUMENT_DECLINED" }] });
    if (mode === "error") return json(res, 500, { name: "INTERNAL_SERVER_ERROR" });
    if (mode === "hang") return; // never answers, captures nothing
    const amount = mode === "other-amount" ? { currency_code: "EUR", value: "0.01" } : order.purchaseUnit.amount;
    if (mode === "other-payee") order.purchaseUnit.payee = { merchant_id: OTHER_MERCHANT_ID };
    order.captures.push({ id: `CAP${randomUUID().replace(/-/g, "").slice(0, 14).toUpperCase()}`, status: "COMPLETED", amount });
    order.status = "COMPLETED";
    const reply = representation(order);
    if (requestId) replies.set(requestId, reply);
    await state.whileCapturing?.();
    if (mode === "error-after-capture") return json(res, 500, { name: "INTERNAL_SERVER_ERROR" });
    if (mode === "hang-after-capture") return; // never answers
    return json(res, 201, reply);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
