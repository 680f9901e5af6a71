import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { NoScriptNotice } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { markPrivate } from "~/features/accounts/session.server";
import { cancelBookingByToken, getManagedBooking } from "~/features/booking/cancellation.server";
import { CANCELLATION_NOTICE_HOURS } from "~/features/booking/booking-rules";
import { bookingStatusLabel, cancellationMessages } from "~/features/booking/messages";
import { formatDuration, formatLongDate } from "~/lib/dates";
import { formAction } from "~/lib/form.server";
import { formatPrice } from "~/lib/money";
import { salon } from "~/lib/salon";
import { pageMeta } from "~/lib/seo";
import { useForm } from "~/lib/use-form";
import type { Route } from "./+types/booking-manage";
import { DetailsCard } from "~/components/ui/details-card";

// Cancelling needs no field: the link's token says which booking.
const cancelSchema = z.object({});

export async function loader({ request, params }: Route.LoaderArgs) {
  // The page of one person's appointment, opened from their private link.
  markPrivate(request);
  const booking = await getManagedBooking(params.token);
  if (!booking) throw data(null, { status: 404 });
  return { booking };
}

export function action({ request, params }: Route.ActionArgs) {
  return formAction(request, { name: "booking cancellation", schema: cancelSchema, messages: cancellationMessages }, () => cancelBookingByToken(params.token));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Mon rendez-vous", description: "Consulter ou annuler votre rendez-vous.", noindex: true });

export default function BookingManage({ loaderData, actionData }: Route.ComponentProps) {
  const { booking } = loaderData;
  const busy = useNavigation().state === "submitting";
  // Cancelled is the page's content; a refusal is the form's answer (the page then says why it cannot be cancelled).
  const { form, notice, ok } = useForm({ reply: actionData?.ok ? undefined : actionData });
  const several = booking.lines.length > 1;
  const rows: Array<[string, string]> = [
    ...(several
      ? booking.lines.map((l, i): [string, string] => [
          `Prestation ${i + 1}`,
          `${l.title} · ${formatDuration(l.durationMinutes)} · ${formatPrice(l.priceCents)}`,
        ])
      : ([["Prestation", booking.serviceTitle]] as Array<[string, string]>)),
    ["Barbier", booking.barberName],
    ["Date", formatLongDate(booking.date)],
    ["Heure", booking.timeSlot],
    [several ? "Durée totale" : "Durée", formatDuration(booking.durationMinutes)],
    [several ? "Prix total" : "Prix", formatPrice(booking.priceCents)],
    ...(booking.deposit
      ? ([
          ["Arrhes versées", formatPrice(booking.deposit.amountCents)],
          ["Reste à payer au salon", formatPrice(Math.max(0, booking.priceCents - booking.deposit.amountCents))],
        ] as Array<[string, string]>)
      : []),
    ["Statut", bookingStatusLabel(booking.status)],
  ];
  return (
    <>
      <PageHeader title="Mon rendez-vous" intro={`Bonjour ${booking.customerName}, voici votre réservation.`} />
      <section className="mx-auto max-w-xl px-4 py-10">
        <DetailsCard rows={rows} />
        {notice ? (
          <div className="mt-6">
            <NoScriptNotice notice={notice} ok={ok} />
          </div>
        ) : null}
        {actionData?.ok ? (
          <p role="status" className="mt-6 rounded bg-paper p-4 ring-1 ring-brass/40">
            {actionData.message}
          </p>
        ) : booking.cancellable ? (
          <Form method="post" {...form} className="mt-6">
            {!booking.deposit ? (
              <p className="mb-4 text-muted">Vous pouvez annuler ce rendez-vous jusqu'à {CANCELLATION_NOTICE_HOURS} heures avant son début.</p>
            ) : booking.deposit.refundable ? (
              <p className="mb-4 text-muted">Annulé maintenant, vos arrhes de {formatPrice(booking.deposit.amountCents)} vous sont remboursées par PayPal.</p>
            ) : (
              <p role="alert" className="mb-4 rounded bg-white p-3 font-medium text-red-800 ring-1 ring-red-800/30">
                Le rendez-vous commence dans moins de {CANCELLATION_NOTICE_HOURS} heures et votre délai de rétractation est écoulé : si vous l'annulez, vos
                arrhes de {formatPrice(booking.deposit.amountCents)} seront conservées par le salon (article L214-1 du Code de la consommation).
              </p>
            )}
            <button type="submit" disabled={busy} className="rounded bg-red-700 px-5 py-3 font-semibold text-white hover:bg-red-800 disabled:opacity-60">
              {busy ? "Annulation..." : "Annuler mon rendez-vous"}
            </button>
          </Form>
        ) : booking.status === "confirmed" ? (
          <p className="mt-6 rounded bg-paper p-4 ring-1 ring-brass/40">
            Les annulations en ligne sont possibles jusqu'à {CANCELLATION_NOTICE_HOURS} heures avant le rendez-vous (conditions générales de vente). Pour un
            empêchement de dernière minute, appelez-nous au{" "}
            <a href={salon.phoneHref} className="font-semibold underline">
              {salon.phone}
            </a>
            .
          </p>
        ) : (
          <p className="mt-6 rounded bg-paper p-4 ring-1 ring-brass/40">{cancellationMessages.ALREADY_CANCELLED}</p>
        )}
        <p className="mt-8">
          <Link to="/#services" className="underline hover:text-brass-dark">
            Prendre un autre rendez-vous
          </Link>
        </p>
      </section>
    </>
  );
}
