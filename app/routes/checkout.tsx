import { randomUUID } from "node:crypto";
import { PageHeader } from "~/components/ui/page-header";
import { getSessionUser, requireUser } from "~/features/accounts/session.server";
import { checkoutSchema } from "~/features/orders/checkout-schema";
import { checkoutSummary, payAndPlace } from "~/features/orders/checkout.server";
import { orderMessages } from "~/features/orders/messages";
import { lastShippingAddress } from "~/features/orders/orders.server";
import { CheckoutRecap, DemoPayButton } from "~/features/orders/ui/checkout-recap";
import { DeliverySection } from "~/features/orders/ui/delivery-section";
import { PayPalButtonsOnDemand } from "~/features/orders/ui/paypal-buttons-on-demand";
import { PromoCodeForm } from "~/features/orders/ui/promo-code-form";
import { GiftCardCodeForm } from "~/features/orders/ui/gift-card-code-form";
import { useCheckout } from "~/features/orders/use-checkout";
import { getConfig } from "~/lib/config.server";
import { formAction } from "~/lib/form.server";
import type { RouteHandle } from "~/lib/layout";
import { fail } from "~/lib/result";
import { pageMeta } from "~/lib/seo";
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

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { lastAddress, paymentMode, paypalClientId, paypalSdkUrl, attemptId } = loaderData;
  const { lines, notices, deliveryMode, setDeliveryMode, nothingToDeliver, quote, payment } = useCheckout(attemptId);
  const { summary } = quote;

  return (
    <>
      <PageHeader title="Finaliser ma commande" />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[1fr_24rem]">
        <DeliverySection
          form={payment.form}
          field={payment.field}
          mode={deliveryMode}
          onModeChange={setDeliveryMode}
          lastAddress={lastAddress}
          nothingToDeliver={nothingToDeliver}
        />
        <CheckoutRecap
          notices={notices}
          lines={lines}
          summary={summary}
          pending={quote.pending}
          promoCode={
            <>
              <PromoCodeForm {...quote.promo} />
              <GiftCardCodeForm {...quote.giftCard} />
            </>
          }
          payment={
            paymentMode === "demo" || summary?.amounts.totalCents === 0 ? (
              <DemoPayButton
                form={payment.form.id}
                total={summary?.amounts.totalCents ?? null}
                disabled={!summary || payment.paying || quote.pending}
                paying={payment.paying}
              />
            ) : paypalClientId && summary ? (
              <PayPalButtonsOnDemand clientId={paypalClientId} sdkUrl={paypalSdkUrl} payment={payment.checkedPayment} />
            ) : null
          }
        />
      </div>
    </>
  );
}
