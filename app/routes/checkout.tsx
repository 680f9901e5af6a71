import { randomUUID } from "node:crypto";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { getSessionUser, requireUser } from "~/features/accounts/session.server";
import { useCart } from "~/features/cart/cart-store";
import { useCartReconciliation } from "~/features/cart/ui/use-cart-reconciliation";
import { useCartHydrated } from "~/features/cart/use-cart-hydrated";
import { checkoutSchema, shippingAddressSchema } from "~/features/orders/checkout-schema";
import { checkoutSummary, payAndPlace } from "~/features/orders/checkout.server";
import { orderMessages } from "~/features/orders/messages";
import { lastShippingAddress } from "~/features/orders/orders.server";
import { AddressForm, emptyAddress, type AddressErrors, type AddressField, type AddressValues } from "~/features/orders/ui/address-form";
import { OrderAmountsList } from "~/features/orders/ui/order-amounts";
import { PayPalButtons } from "~/features/orders/ui/paypal-buttons";
import { StreetCombobox } from "~/features/orders/ui/street-combobox";
import { getConfig } from "~/lib/config.server";
import { formAction } from "~/lib/form.server";
import type { RouteHandle } from "~/lib/layout";
import { formatPrice } from "~/lib/money";
import { notify } from "~/lib/notify";
import { fail } from "~/lib/result";
import { fullAddress, salon } from "~/lib/salon";
import { pageMeta } from "~/lib/seo";
import type { DeliveryMode } from "~db/schema/values";
import type { Route } from "./+types/checkout";

export const handle: RouteHandle = { layout: { newsletter: false, deliveryStrip: false } };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "/checkout");
  return {
    lastAddress: await lastShippingAddress(user.id),
    paymentMode: getConfig().paymentMode,
    // Public by nature: PayPal's script is loaded with it in the browser.
    paypalClientId: getConfig().paypal.clientId ?? null,
    paypalSdkUrl: getConfig().paypal.sdkUrl,
    // One per visit: the payment and the order it makes are tied to it, so a second click orders once.
    attemptId: randomUUID(),
  };
}

/** 'quote': today's summary of the cart; 'pay': pay, then place the order and go to /success. */
export function action({ request }: Route.ActionArgs) {
  return formAction(request, { name: "checkout", schema: checkoutSchema, messages: orderMessages }, async (input) => {
    const user = await getSessionUser(request);
    if (!user) return fail("SIGN_IN_REQUIRED", orderMessages.SIGN_IN_REQUIRED, 401);
    if (input.intent === "quote") return checkoutSummary(user, input);
    const placed = await payAndPlace(user, input);
    if (!placed.ok) return placed;
    return new Response(null, { status: 303, headers: { Location: `/success?order=${encodeURIComponent(placed.orderNumber)}` } });
  });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Finaliser ma commande", description: "Livraison, code promo et paiement sécurisé de votre commande.", noindex: true });

const toAddressValues = (address: Route.ComponentProps["loaderData"]["lastAddress"]): AddressValues =>
  address ? { ...emptyAddress, ...address, additionalAddress: address.additionalAddress ?? "" } : emptyAddress;

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { lastAddress, paymentMode, paypalClientId, paypalSdkUrl, attemptId } = loaderData;
  const navigate = useNavigate();
  const hydrated = useCartHydrated();
  const lines = useCart((s) => s.lines);
  const notices = useCartReconciliation(hydrated);
  const [mode, setMode] = useState<DeliveryMode>("homeDelivery");
  const [address, setAddress] = useState<AddressValues>(() => toAddressValues(lastAddress));
  const [errors, setErrors] = useState<AddressErrors>({});
  const [codeInput, setCodeInput] = useState("");
  const [appliedCode, setAppliedCode] = useState<string | null>(null);
  const justApplied = useRef(false);
  const quote = useFetcher<typeof action>({ key: "checkout-quote" });
  const pay = useFetcher<typeof action>();
  const modeName = useId();

  // Route table: an empty cart goes back to the shop.
  useEffect(() => {
    if (hydrated && lines.length === 0 && pay.state === "idle") void navigate("/shop", { replace: true });
  }, [hydrated, lines.length, navigate, pay.state]);

  // The server prices the cart again whenever the lines, the mode or the code change.
  const request = useMemo(
    () => ({ lines: lines.map(({ productId, quantity }) => ({ productId, quantity })), deliveryMode: mode, promoCode: appliedCode }),
    [lines, mode, appliedCode],
  );
  const [repriceCount, setRepriceCount] = useState(0);
  useEffect(() => {
    if (!hydrated || request.lines.length === 0) return;
    void quote.submit({ intent: "quote", ...request }, { method: "post", encType: "application/json", defaultShouldRevalidate: false });
  }, [hydrated, request, repriceCount]);

  const reply = quote.data;
  const summary = reply?.ok ? reply : null;
  useEffect(() => {
    if (!reply) return;
    if (reply.ok) {
      if (justApplied.current && reply.promoCode) notify.success("Code promo appliqué : -10 % sur vos produits");
      justApplied.current = false;
      return;
    }
    notify.error(reply.message);
    // A refused code no longer counts: the summary goes back to the price without discount.
    if ("code" in reply && (reply.code === "PROMO_INVALID" || reply.code === "PROMO_USED")) setAppliedCode(null);
    justApplied.current = false;
  }, [reply]);

  useEffect(() => {
    const answer = pay.data;
    if (!answer || answer.ok) return;
    notify.error(answer.message);
    if ("code" in answer && answer.code === "PRICE_CHANGED") setRepriceCount((n) => n + 1);
    if ("field" in answer && typeof answer.field === "string" && answer.field.startsWith("address.")) {
      const field = answer.field.slice("address.".length) as AddressField;
      setErrors({ [field]: answer.message });
    }
  }, [pay.data]);

  const updateAddress = (field: AddressField, value: string) => {
    setAddress((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const applyCode = () => {
    const code = codeInput.trim().toUpperCase();
    if (!code) {
      notify.error(orderMessages.PROMO_EMPTY);
      return;
    }
    justApplied.current = true;
    if (code === appliedCode) setRepriceCount((n) => n + 1);
    else setAppliedCode(code);
  };

  /** The payment as the server wants it, or null (and the reason shown) when the form is not ready. */
  const paymentPayload = () => {
    if (!summary) return null;
    if (mode === "homeDelivery") {
      const parsed = shippingAddressSchema.safeParse(address);
      if (!parsed.success) {
        const found: AddressErrors = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as AddressField;
          found[field] ??= issue.message;
        }
        setErrors(found);
        notify.error(parsed.error.issues[0]!.message);
        const first = parsed.error.issues[0]!.path[0] as string;
        document.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
        return null;
      }
    }
    setErrors({});
    return { ...request, ...(mode === "homeDelivery" ? { address } : {}), expectedTotalCents: summary.amounts.totalCents, attemptId };
  };

  const submitPayment = () => {
    const payload = paymentPayload();
    if (payload) void pay.submit({ intent: "pay", ...payload }, { method: "post", encType: "application/json" });
  };

  const paying = pay.state !== "idle";

  return (
    <>
      <PageHeader title="Finaliser ma commande" />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="livraison-title" className="space-y-6">
          <h2 id="livraison-title" className="font-display text-2xl">
            Livraison
          </h2>
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="sr-only">Mode de livraison</legend>
            {(
              [
                ["homeDelivery", "Livraison à domicile", "Gratuite dès 49 €, sinon 6,00 €"],
                ["pickUpInStore", "Click & Collect", "Retrait gratuit au salon, Paris 20e"],
              ] as const
            ).map(([value, label, hint]) => (
              <label
                key={value}
                className="flex cursor-pointer gap-3 rounded border border-ink/20 bg-white p-4 has-[:checked]:border-ink has-[:checked]:ring-1 has-[:checked]:ring-ink"
              >
                <input type="radio" name={modeName} value={value} checked={mode === value} onChange={() => setMode(value)} className="mt-1 accent-ink" />
                <span>
                  <span className="block font-semibold">{label}</span>
                  <span className="block text-sm text-muted">{hint}</span>
                </span>
              </label>
            ))}
          </fieldset>

          {mode === "homeDelivery" ? (
            <AddressForm
              values={address}
              errors={errors}
              onChange={updateAddress}
              streetField={
                <StreetCombobox
                  value={address.address}
                  error={errors.address}
                  onChange={(value) => updateAddress("address", value)}
                  onChoose={(suggestion) => {
                    setAddress((current) => ({
                      ...current,
                      streetNumber: suggestion.housenumber ?? current.streetNumber,
                      address: suggestion.street ?? suggestion.name,
                      postalCode: suggestion.postcode,
                      city: suggestion.city,
                    }));
                    setErrors((current) => ({ ...current, streetNumber: undefined, address: undefined, postalCode: undefined, city: undefined }));
                  }}
                />
              }
            />
          ) : (
            <div className="rounded border border-ink/10 bg-white p-5">
              <p className="font-semibold">Retrait au salon {salon.name}</p>
              <p className="mt-1">{fullAddress}</p>
              <p className="mt-1 text-sm text-muted">Nous vous prévenons par e-mail dès que votre commande vous attend. Téléphone : {salon.phone}</p>
            </div>
          )}
        </section>

        <aside aria-labelledby="recap-title" className="h-fit space-y-5 rounded-lg border border-ink/10 bg-white p-5 lg:sticky lg:top-32">
          <h2 id="recap-title" className="font-display text-2xl">
            Récapitulatif
          </h2>
          {notices.length > 0 ? (
            <ul role="status" className="space-y-1 rounded border border-brass/40 bg-brass/10 p-3 text-sm">
              {notices.map((notice) => (
                <li key={notice}>{notice}</li>
              ))}
            </ul>
          ) : null}
          <ul className="divide-y divide-ink/10" aria-label="Articles de votre commande">
            {(summary?.lines ?? lines).map((line) => (
              <li key={line.productId} className="flex items-center gap-3 py-2 text-sm">
                <img src={line.imageUrl} alt="" width={48} height={48} className="h-12 w-12 rounded object-cover" />
                <span className="flex-1">
                  {line.name} <span className="text-muted">× {line.quantity}</span>
                </span>
                <span className="tabular-nums">{formatPrice(line.priceCents * line.quantity)}</span>
              </li>
            ))}
          </ul>

          <div>
            <label htmlFor="promo-code" className="mb-1 block text-sm font-medium">
              Code promo
            </label>
            <div className="flex gap-2">
              <input
                id="promo-code"
                value={codeInput}
                onChange={(e) => setCodeInput(e.target.value.toUpperCase())}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    applyCode();
                  }
                }}
                autoComplete="off"
                className="h-10 min-w-0 flex-1 rounded border border-ink/20 px-3 uppercase"
              />
              <button type="button" onClick={applyCode} className="h-10 rounded border border-ink px-4 text-sm font-semibold hover:bg-ink hover:text-paper">
                Appliquer
              </button>
            </div>
          </div>

          <div aria-live="polite" aria-busy={quote.state !== "idle"}>
            {summary ? (
              <>
                <OrderAmountsList amounts={summary.amounts} />
                {summary.deliveryMode === "homeDelivery" ? (
                  <p className="mt-3 text-sm text-muted">Livraison estimée : au plus tard le {summary.estimatedDelivery}</p>
                ) : null}
              </>
            ) : (
              <p className="text-sm text-muted">Calcul du total…</p>
            )}
          </div>

          {paymentMode === "demo" ? (
            <div className="space-y-2">
              <button
                type="button"
                onClick={submitPayment}
                disabled={!summary || paying || quote.state !== "idle"}
                className="w-full rounded bg-ink px-4 py-3 font-semibold text-paper hover:bg-ink-soft disabled:cursor-not-allowed disabled:opacity-60"
              >
                {paying ? "Paiement en cours..." : `Payer ${summary ? formatPrice(summary.amounts.totalCents) : ""} (démonstration)`}
              </button>
              <p className="text-xs text-muted">Paiement de démonstration : aucun montant n'est débité. La commande est enregistrée comme une vraie.</p>
            </div>
          ) : paypalClientId && summary ? (
            <PayPalButtons clientId={paypalClientId} sdkUrl={paypalSdkUrl} payment={paymentPayload} />
          ) : null}
          <p className="text-xs text-muted">
            En commandant, vous acceptez nos{" "}
            <Link to="/sales-conditions" className="underline">
              conditions générales de vente
            </Link>
            .
          </p>
        </aside>
      </div>
    </>
  );
}
