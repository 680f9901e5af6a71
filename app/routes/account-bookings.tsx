import { Link, useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { NoScriptNotice } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { getSessionUser, requireUser } from "~/features/accounts/session.server";
import { cancelBookingOf } from "~/features/booking/cancellation.server";
import { cancellationMessages } from "~/features/booking/messages";
import { myBookingsSchema } from "~/features/booking/my-bookings-schema";
import { isEmailConfirmed, listMyBookings, sendEmailConfirmation, type MyBooking } from "~/features/booking/my-bookings.server";
import { BOOKING_ANCHOR } from "~/features/booking/anchors";
import { formAction, type FormLimit } from "~/lib/form.server";
import { fail } from "~/lib/result";
import { pageMeta } from "~/lib/seo";
import { useForm } from "~/lib/use-form";
import type { Route } from "./+types/account-bookings";

/** What one client address may ask of this page in an hour (confirmation links, cancellations). */
const MY_BOOKINGS_LIMIT: FormLimit = { key: "my-bookings", max: 10, windowSeconds: 3600 };

export async function loader({ request }: Route.LoaderArgs) {
  const account = await requireUser(request, "/account/bookings");
  return { email: account.email, bookings: await listMyBookings(account) };
}

export async function action({ request }: Route.ActionArgs) {
  const account = await getSessionUser(request);
  return formAction(request, { name: "my bookings", schema: myBookingsSchema, messages: cancellationMessages, limit: MY_BOOKINGS_LIMIT }, async (input) => {
    if (!account) return fail("SIGN_IN_REQUIRED", "Veuillez vous connecter pour gérer vos rendez-vous.", 401);
    if (input.intent === "send-confirmation") {
      if (input.email.toLowerCase() !== account.email.toLowerCase()) return fail("STALE_PAGE", "Cette page n'est plus à jour : rechargez-la.", 400);
      return sendEmailConfirmation(account);
    }
    // Only the bookings this page lists: the address must be confirmed first.
    if (!(await isEmailConfirmed(account))) return fail("NOT_FOUND", cancellationMessages.NOT_FOUND, 404);
    return cancelBookingOf(account.email, input.id);
  });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Mes rendez-vous", description: "Vos rendez-vous au salon Monsieur Moustache.", noindex: true });

/** The booking dialog of the home page, the service and the barber already chosen. */
const rebookHref = (booking: MyBooking) =>
  `/?${new URLSearchParams({ service: booking.serviceIds.join(","), barber: booking.barberId }).toString()}#${BOOKING_ANCHOR}`;

/** What cancelling does to the arrhes, said before the client confirms. */
const cancelDepositText = (booking: MyBooking) =>
  !booking.deposit
    ? ""
    : booking.deposit.keptIfCancelled
      ? ` Le rendez-vous commence dans moins de 24 heures et votre délai de rétractation est écoulé : vos arrhes de ${booking.deposit.paid} seront conservées par le salon (article L214-1 du Code de la consommation).`
      : ` Vos arrhes de ${booking.deposit.paid} vous seront remboursées.`;

function BookingRow({ booking, upcoming }: { booking: MyBooking; upcoming: boolean }) {
  const cancellation = useFetcher<typeof action>();
  const { form } = useForm({ reply: cancellation.data });
  const cancelled = booking.status === "cancelled";
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-ink/10 bg-white p-4">
      <div>
        <p className="font-semibold">{booking.serviceTitle}</p>
        <p>
          {booking.dateText} à {booking.timeSlot} – {booking.price}
        </p>
        <p className="text-sm">Avec {booking.barberName}</p>
        {booking.deposit ? (
          <p className="text-sm">
            Arrhes versées : {booking.deposit.paid} · reste à payer au salon : {booking.deposit.remaining}
          </p>
        ) : null}
        <p className="text-sm text-muted">Au nom de {booking.customerName}</p>
        {cancelled ? <p className="text-sm text-red-800">Annulé</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {upcoming && !cancelled && booking.cancellable ? (
          // Without scripts the button sends the form itself; with them, only once confirmed.
          <cancellation.Form method="post" {...form}>
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="id" value={booking.id} />
            <ConfirmDialog
              title="Annuler ce rendez-vous"
              message={`${booking.serviceTitle}, ${booking.dateText} à ${booking.timeSlot} : le créneau sera libéré.${cancelDepositText(booking)}`}
              confirmLabel="Annuler le rendez-vous"
              onConfirm={() => void cancellation.submit({ intent: "cancel", id: booking.id }, { method: "post" })}
              trigger={
                <button
                  type="submit"
                  onClick={(event) => event.preventDefault()}
                  disabled={cancellation.state !== "idle"}
                  aria-label={`Annuler le rendez-vous du ${booking.dateText} à ${booking.timeSlot}`}
                  className="rounded border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50"
                >
                  Annuler
                </button>
              }
            />
          </cancellation.Form>
        ) : null}
        <Link to={rebookHref(booking)} className="rounded bg-ink px-3 py-1.5 text-sm font-semibold text-paper hover:bg-ink-soft">
          Réserver à nouveau
        </Link>
      </div>
      {upcoming && !cancelled && !booking.cancellable ? (
        <p className="w-full text-sm text-muted">Moins de 24 h avant le rendez-vous : pour annuler, appelez le salon.</p>
      ) : null}
    </li>
  );
}

function ConfirmAddress({ email }: { email: string }) {
  const fetcher = useFetcher<typeof action>();
  const { form } = useForm({ reply: fetcher.data });
  return (
    <div className="space-y-4 rounded-lg border border-ink/10 bg-white p-6">
      <p>
        Pour voir les rendez-vous pris avec l'adresse <strong>{email}</strong> (avec ou sans compte), confirmez d'abord qu'elle est bien la vôtre : nous vous
        envoyons un lien.
      </p>
      <fetcher.Form method="post" {...form}>
        <input type="hidden" name="intent" value="send-confirmation" />
        <input type="hidden" name="email" value={email} />
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="rounded bg-ink px-5 py-2.5 font-semibold text-paper hover:bg-ink-soft disabled:opacity-60"
        >
          Recevoir le lien de confirmation
        </button>
      </fetcher.Form>
    </div>
  );
}

export default function AccountBookings({ loaderData, actionData }: Route.ComponentProps) {
  const { email, bookings } = loaderData;
  // The forms below answer in toasts; a page sent without scripts comes back with the answer here.
  const { notice, ok } = useForm({ reply: actionData });
  return (
    <>
      <PageHeader title="Mes rendez-vous" />
      <section className="mx-auto max-w-3xl space-y-8 px-4 py-12">
        <NoScriptNotice notice={notice} ok={ok} />
        {!bookings.confirmed ? (
          <ConfirmAddress email={email} />
        ) : bookings.upcoming.length === 0 && bookings.past.length === 0 ? (
          <div className="text-center">
            <p className="text-muted">Vous n'avez pas encore de rendez-vous.</p>
            <Link to={`/#${BOOKING_ANCHOR}`} className="mt-6 inline-block rounded bg-ink px-6 py-3 font-semibold text-paper hover:bg-ink-soft">
              Prendre rendez-vous
            </Link>
          </div>
        ) : (
          <>
            <div>
              <h2 className="font-display text-2xl">À venir</h2>
              {bookings.upcoming.length === 0 ? (
                <p className="mt-3 text-muted">Aucun rendez-vous à venir.</p>
              ) : (
                <ul className="mt-4 space-y-3" aria-label="Rendez-vous à venir">
                  {bookings.upcoming.map((b) => (
                    <BookingRow key={b.id} booking={b} upcoming />
                  ))}
                </ul>
              )}
            </div>
            {bookings.past.length > 0 ? (
              <div>
                <h2 className="font-display text-2xl">Passés</h2>
                <ul className="mt-4 space-y-3" aria-label="Rendez-vous passés">
                  {bookings.past.map((b) => (
                    <BookingRow key={b.id} booking={b} upcoming={false} />
                  ))}
                </ul>
              </div>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}
