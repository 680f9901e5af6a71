import { useRef, useState } from "react";
import { data, Form, Link, useNavigation, useRevalidator } from "react-router";
import { z } from "zod";
import { CheckboxField, NoScriptNotice, primaryButtonClass } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { markPrivate } from "~/features/accounts/session.server";
import { underItsField } from "~/features/admin/field-refusal";
import { BOOKING_ANCHOR } from "~/features/booking/anchors";
import { depositPageOf, payDepositInDemo } from "~/features/booking/deposit-payment.server";
import { depositMessages } from "~/features/booking/deposit-messages";
import { expressRequest } from "~/features/booking/deposit-schema";
import { depositNotice, EXPRESS_REQUEST_LABEL } from "~/features/booking/deposits";
import { PayPalButtonsOnDemand } from "~/features/orders/ui/paypal-buttons-on-demand";
import { getConfig } from "~/lib/config.server";
import { formatDuration, formatLongDate } from "~/lib/dates";
import { formAction } from "~/lib/form.server";
import type { RouteHandle } from "~/lib/layout";
import { formatPrice } from "~/lib/money";
import { parisWallClock } from "~/lib/paris-time";
import { notify } from "~/lib/notify";
import { pageMeta } from "~/lib/seo";
import { useForm } from "~/lib/use-form";
import type { Route } from "./+types/deposit-payment";
import { DetailsCard } from "~/components/ui/details-card";

export const handle: RouteHandle = { layout: { newsletter: false, deliveryStrip: false } };

// The link's token says which booking; the client's express request is the one field.
const demoSchema = z.object({ expressRequest });

/**
 * The page of a held booking's arrhes, opened by the browser that booked (its payment token, never
 * the booking's private link): the visit, the amount and the rule, and PayPal's buttons, or the
 * demonstration's. A page of its own: PayPal's script is allowed here and at /checkout only.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  markPrivate(request);
  const page = await depositPageOf(params.token);
  if (!page) throw data(null, { status: 404 });
  const { paymentMode, paypal } = getConfig();
  return {
    page,
    paypal: paymentMode === "paypal" && paypal.clientId ? { clientId: paypal.clientId, sdkUrl: paypal.sdkUrl } : null,
  };
}

/** Demonstration mode, with or without scripts: the arrhes "paid" without PayPal. */
export function action({ request, params }: Route.ActionArgs) {
  return formAction(request, { name: "booking deposit demo", schema: demoSchema, messages: depositMessages }, async (input) =>
    // The express request missing: said under its box.
    underItsField(await payDepositInDemo(params.token, undefined, undefined, input.expressRequest !== undefined)),
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Arrhes de votre rendez-vous", description: "Régler les arrhes de votre rendez-vous.", noindex: true });

export default function DepositPayment({ loaderData, actionData, params }: Route.ComponentProps) {
  const { page, paypal } = loaderData;
  const busy = useNavigation().state === "submitting";
  const revalidator = useRevalidator();
  const { form, field, notice, ok } = useForm({ reply: actionData });
  // Read from the box itself when PayPal asks: ticked before the page was live, it still counts.
  const askBox = useRef<HTMLInputElement>(null);
  const [askError, setAskError] = useState<string | undefined>();
  const rows: Array<[string, string]> = [
    ["Prestation", page.title],
    ["Barbier", page.barberName],
    ["Date", formatLongDate(page.date)],
    ["Heure", page.timeSlot],
    ["Durée", formatDuration(page.durationMinutes)],
    ["Prix", formatPrice(page.priceCents)],
    ["Arrhes", formatPrice(page.amountCents)],
    ["Reste à payer au salon", formatPrice(Math.max(0, page.priceCents - page.amountCents))],
  ];
  return (
    <>
      <PageHeader title="Arrhes de votre rendez-vous" intro="Votre créneau est réservé le temps de régler les arrhes." />
      <section className="mx-auto max-w-xl space-y-6 px-4 py-10">
        <DetailsCard rows={rows} />
        <NoScriptNotice notice={notice} ok={ok} />
        {page.state === "paid" ? (
          <p role="status" className="rounded bg-paper p-4 ring-1 ring-brass/40">
            {depositMessages.confirmed}
          </p>
        ) : page.state === "refunded" ? (
          <p role="status" className="rounded bg-paper p-4 ring-1 ring-brass/40">
            {depositMessages.HOLD_ENDED_REFUNDED}
          </p>
        ) : page.state === "ended" ? (
          <p role="alert" className="rounded bg-white p-4 font-medium text-red-800 ring-1 ring-red-800/30">
            {depositMessages.HOLD_ENDED}
          </p>
        ) : (
          <div className="space-y-4 rounded-lg bg-white p-6 shadow-sm">
            <p>{depositNotice(page.amountCents)}</p>
            <p className="font-semibold">Créneau réservé pour vous jusqu'à {parisWallClock(new Date(page.holdUntil!)).time}.</p>
            {paypal ? (
              <>
                {page.expressRequested ? null : (
                  <CheckboxField label={EXPRESS_REQUEST_LABEL} name="expressRequest" ref={askBox} error={askError} onChange={() => setAskError(undefined)} />
                )}
                <PayPalButtonsOnDemand
                  clientId={paypal.clientId}
                  sdkUrl={paypal.sdkUrl}
                  endpoint="/api/bookings/arrhes"
                  payment={() => {
                    if (page.expressRequested) return Promise.resolve({ token: params.token });
                    const asked = askBox.current?.checked === true;
                    if (!asked) setAskError(depositMessages.expressRequestRequired);
                    return Promise.resolve(asked ? { token: params.token, expressRequest: "on" } : null);
                  }}
                  onPaid={(message) => {
                    notify.success(message ?? depositMessages.confirmed);
                    void revalidator.revalidate();
                  }}
                  cancelText="Paiement annulé : le créneau reste réservé pour vous jusqu'à la fin du délai."
                />
              </>
            ) : (
              <Form method="post" {...form} className="space-y-3">
                {page.expressRequested ? null : <CheckboxField label={EXPRESS_REQUEST_LABEL} {...field("expressRequest")} />}
                <button type="submit" disabled={busy} className={primaryButtonClass}>
                  {busy ? "Paiement en cours..." : `Payer ${formatPrice(page.amountCents)} d'arrhes (démonstration)`}
                </button>
                <p className="text-xs text-muted">Paiement de démonstration : aucun montant n'est débité. Le rendez-vous est confirmé comme un vrai.</p>
              </Form>
            )}
          </div>
        )}
        <p>
          <Link to={`/#${BOOKING_ANCHOR}`} className="underline hover:text-brass-dark">
            Prendre un autre rendez-vous
          </Link>
        </p>
      </section>
    </>
  );
}
