import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { documentNonce } from "~/lib/nonce";
import { notify } from "~/lib/notify";
import { orderMessages } from "../messages";

type PayPalNamespace = {
  Buttons: (options: {
    style?: Record<string, string>;
    createOrder: () => Promise<string>;
    onApprove: (data: { orderID: string }) => Promise<void>;
    onCancel?: () => void;
    onError?: (error: unknown) => void;
  }) => { render: (container: HTMLElement) => Promise<void>; close?: () => Promise<void> };
};

declare global {
  interface Window {
    paypal?: PayPalNamespace;
  }
}

type Reply = { ok: true; paypalOrderId?: string; redirectTo?: string; message?: string } | { ok: false; message: string; code?: string };

async function postPayPal(endpoint: string, body: Record<string, unknown>): Promise<Reply> {
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Reply;
  } catch {
    return { ok: false, message: orderMessages.PAYMENT_FAILED };
  }
}

let sdk: Promise<PayPalNamespace> | null = null;

/** PayPal's script, loaded once, and only on the pages that pay with it (/checkout, a booking's arrhes). */
function loadSdk(sdkUrl: string, clientId: string): Promise<PayPalNamespace> {
  sdk ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    const src = new URL(sdkUrl);
    for (const [name, value] of Object.entries({ "client-id": clientId, currency: "EUR", intent: "capture", locale: "fr_FR" }))
      src.searchParams.set(name, value);
    script.src = src.href;
    script.async = true;
    // PayPal's SDK gives the style elements it writes this nonce, which the page's policy allows.
    script.setAttribute("data-csp-nonce", documentNonce());
    script.onload = () => (window.paypal ? resolve(window.paypal) : reject(new Error("PayPal SDK without paypal")));
    script.onerror = () => {
      sdk = null;
      reject(new Error("PayPal SDK failed to load"));
    };
    document.head.appendChild(script);
  });
  return sdk;
}

/**
 * PayPal's buttons. Every amount comes from the server: 'create' asks our server for a PayPal order
 * of today's total, 'approve' asks it to capture and write the order, then goes to /success.
 * `payment()` checks the checkout's form and gives its current choices (lines, delivery, address,
 * code, total seen), or null when the form is not ready (the reasons are shown under its fields).
 */
export function PayPalButtons({
  clientId,
  sdkUrl,
  payment,
  endpoint = "/api/paypal",
  onPaid,
  cancelText = "Paiement annulé : votre panier vous attend.",
}: {
  clientId: string;
  sdkUrl: string;
  payment: () => Promise<Record<string, unknown> | null>;
  /** Where 'create' and 'capture' are posted: the checkout's, or a booking's arrhes'. */
  endpoint?: string;
  /** A capture answered without a page to go to (the arrhes' page reads itself again). */
  onPaid?: (message: string | undefined) => void;
  cancelText?: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef({ payment, onPaid });
  useEffect(() => {
    latest.current = { payment, onPaid };
  });
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let closed = false;
    let buttons: ReturnType<PayPalNamespace["Buttons"]> | null = null;
    // PayPal also calls onError when createOrder fails: a reason already shown is not followed by a second toast.
    let told = false;
    // What the PayPal order was made for: its capture sends the same.
    let paid: Record<string, unknown> | null = null;
    const tell = (message: string) => {
      told = true;
      notify.error(message);
    };
    loadSdk(sdkUrl, clientId)
      .then((paypal) => {
        if (closed || !container.current) return;
        buttons = paypal.Buttons({
          style: { layout: "vertical", color: "black", label: "pay" },
          createOrder: async () => {
            const body = await latest.current.payment();
            if (!body) {
              told = true;
              throw new Error("form not ready");
            }
            paid = body;
            const reply = await postPayPal(endpoint, { intent: "create", ...body });
            if (!reply.ok || !reply.paypalOrderId) {
              tell(reply.ok ? orderMessages.PAYMENT_FAILED : reply.message);
              throw new Error("not created");
            }
            return reply.paypalOrderId;
          },
          onApprove: async ({ orderID }) => {
            const reply = await postPayPal(endpoint, { intent: "capture", ...paid, paypalOrderId: orderID });
            if (reply.ok && reply.redirectTo) await navigate(reply.redirectTo);
            else if (reply.ok && latest.current.onPaid) latest.current.onPaid(reply.message);
            else notify.error(reply.ok ? orderMessages.PAYMENT_FAILED : reply.message);
          },
          onCancel: () => notify.info(cancelText),
          onError: () => {
            if (!told) notify.error(orderMessages.PAYMENT_FAILED);
            told = false;
          },
        });
        return buttons.render(container.current);
      })
      .catch(() => setFailed(true));
    return () => {
      closed = true;
      void buttons?.close?.();
    };
  }, [clientId, sdkUrl, navigate, endpoint, cancelText]);

  return (
    <div>
      <div ref={container} />
      {failed ? <p className="text-sm text-red-800">Le paiement PayPal ne peut pas s'afficher pour le moment. Réessayez dans un instant.</p> : null}
    </div>
  );
}
