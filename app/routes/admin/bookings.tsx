import { Link, useFetcher, useSearchParams, useSubmit } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { requireAdmin } from "~/features/accounts/session.server";
import { bookingActionSchema, readBookingFilters } from "~/features/admin/booking-filters";
import { adminBookingMessages as m } from "~/features/admin/booking-messages";
import {
  cancelBookingAsAdmin,
  deleteCancelledBooking,
  listAdminBookings,
  markCompensationPaid,
  refundKeptDeposit,
  type AdminBooking,
} from "~/features/admin/bookings.server";
import { clientCancelDepositText, DepositCell, salonCancelDepositText } from "~/features/admin/ui/booking-deposit";
import { AdminEmptyState, AdminLoadError, Pagination, StatusBadge } from "~/features/admin/ui/admin-parts";
import { AdminSearchForm } from "~/features/admin/ui/admin-search-form";
import { AbsencesBadge } from "~/features/admin/ui/absences-badge";
import { ClientNotesList } from "~/features/admin/clients/ui/client-notes-mark";
import { agendaMessages } from "~/features/admin/agenda-messages";
import { bookingStatusLabel } from "~/features/booking/messages";
import { formatDuration, formatLongDate } from "~/lib/dates";
import { useResultToast } from "~/lib/form-feedback";
import { formAction } from "~/lib/form.server";
import { formatPrice } from "~/lib/money";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/bookings";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filters = readBookingFilters(new URL(request.url).searchParams);
  const page = await listAdminBookings(filters);
  return { ...page, filters: { ...filters, barber: page.barber } };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return formAction(request, { name: "admin booking", schema: bookingActionSchema, messages: m }, (input) =>
    input.intent === "cancel" || input.intent === "cancel-for-client"
      ? cancelBookingAsAdmin(input.id, undefined, undefined, input.intent === "cancel-for-client")
      : input.intent === "compensation-paid"
        ? markCompensationPaid(input.id)
        : input.intent === "refund-deposit"
          ? refundKeptDeposit(input.id)
          : deleteCancelledBooking(input.id),
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Réservations – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export function ErrorBoundary() {
  return <AdminLoadError title="Réservations" message={m.loadFailed} />;
}

const statusOptions = [
  { value: "all", label: "Tous les statuts" },
  { value: "confirmed", label: "Confirmées" },
  { value: "cancelled", label: "Annulées" },
] as const;

function BookingActions({ booking }: { booking: AdminBooking }) {
  const fetcher = useFetcher<typeof action>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const when = `${formatLongDate(booking.date)} à ${booking.timeSlot}`;
  const run = (intent: "cancel" | "cancel-for-client" | "delete") => void fetcher.submit({ intent, id: booking.id }, { method: "post" });
  const buttonClass = "rounded border px-3 py-1.5 text-sm font-semibold disabled:opacity-50";
  const paid = booking.deposit?.status === "paid" && !booking.deposit.refundDue;
  if (booking.status === "confirmed") {
    return (
      <div className="flex flex-wrap gap-2">
        {paid ? (
          <ConfirmDialog
            title="Annuler à la demande du client"
            message={`La réservation de ${booking.customerName} du ${when} sera annulée à la demande du client, qui sera prévenu par e-mail. ${clientCancelDepositText(booking.deposit!)}`}
            confirmLabel="Confirmer"
            onConfirm={() => run("cancel-for-client")}
            trigger={
              <button
                type="button"
                disabled={busy}
                className={`${buttonClass} border-ink/30 hover:bg-ink/5`}
                aria-label={`Annuler à la demande du client la réservation de ${booking.customerName} du ${when}`}
              >
                Annuler (demande du client)
              </button>
            }
          />
        ) : null}
        <ConfirmDialog
          title="Annuler la réservation"
          message={`La réservation de ${booking.customerName} du ${when} sera annulée ; le client sera prévenu par e-mail et le créneau de nouveau proposé.${salonCancelDepositText(booking.deposit)}`}
          confirmLabel="Confirmer"
          onConfirm={() => run("cancel")}
          trigger={
            <button
              type="button"
              disabled={busy}
              className={`${buttonClass} border-red-700 text-red-800 hover:bg-red-50`}
              aria-label={`Annuler la réservation de ${booking.customerName} du ${when}`}
            >
              {paid ? "Annuler (salon)" : "Annuler"}
            </button>
          }
        />
      </div>
    );
  }
  return (
    <ConfirmDialog
      title="Supprimer la réservation"
      message={`La réservation annulée de ${booking.customerName} du ${when} sera supprimée définitivement.`}
      onConfirm={() => run("delete")}
      trigger={
        <button
          type="button"
          disabled={busy}
          className={`${buttonClass} border-ink/30 hover:bg-ink/5`}
          aria-label={`Supprimer la réservation de ${booking.customerName} du ${when}`}
        >
          Supprimer
        </button>
      }
    />
  );
}

/** The barber filter, inside the search form: it submits on change like the status. */
function BarberFilter({ barber, barbers }: { barber: string | null; barbers: ReadonlyArray<{ id: string; name: string }> }) {
  const submit = useSubmit();
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      Barbier
      <select
        name="barber"
        defaultValue={barber ?? ""}
        key={barber ?? ""}
        onChange={(e) => void submit(e.currentTarget.form)}
        className="rounded border border-ink/30 px-3 py-2 font-normal"
      >
        <option value="">Tous les barbiers</option>
        {barbers.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </select>
    </label>
  );
}

const cell = "block px-3 py-1 md:table-cell md:py-3 md:align-top";
const label = "mr-1 font-semibold md:hidden";

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  const { filters, bookings, barbers, found, total, page, pageCount } = loaderData;
  const [params] = useSearchParams();
  const filtered = filters.q !== "" || filters.status !== "all" || filters.barber !== null;
  const periodLink = (when: string) => (when === "upcoming" ? "?" : `?when=${when}`);

  return (
    <section aria-labelledby="bookings-title" className="space-y-5">
      <h1 id="bookings-title" className="font-display text-3xl">
        Réservations
      </h1>
      <nav aria-label="Période" className="flex gap-2">
        {(["upcoming", "past"] as const).map((when) => (
          <Link
            key={when}
            to={periodLink(when)}
            aria-current={filters.when === when ? "page" : undefined}
            className={`rounded-full px-4 py-1.5 text-sm ${filters.when === when ? "bg-ink text-paper" : "border border-ink/20 hover:bg-ink/5"}`}
          >
            {when === "upcoming" ? "À venir" : "Passées"}
          </Link>
        ))}
      </nav>
      <AdminSearchForm
        q={filters.q}
        status={filters.status}
        statusOptions={statusOptions}
        placeholder="Nom, email, téléphone, service ou date"
        clearTo={periodLink(filters.when)}
        keep={filters.when === "past" ? { when: "past" } : {}}
        filtered={filtered}
      >
        <BarberFilter barber={filters.barber} barbers={barbers} />
      </AdminSearchForm>
      <p role="status" className="text-sm text-muted">
        {found} réservation(s) trouvée(s){filtered ? ` sur ${total} au total` : ""}
      </p>
      {bookings.length === 0 ? (
        filtered ? (
          <AdminEmptyState title={m.noMatchTitle} text={m.noMatchText}>
            <Link to={periodLink(filters.when)} className="mt-4 inline-block rounded bg-ink px-4 py-2 font-semibold text-paper hover:bg-ink-soft">
              {m.showAll}
            </Link>
          </AdminEmptyState>
        ) : (
          <AdminEmptyState title={m.emptyTitle} text={m.emptyText} />
        )
      ) : (
        <table className="block w-full text-left md:table">
          <thead className="hidden border-b border-ink/20 text-sm md:table-header-group">
            <tr>
              {["Date", "Client", "Service", "Barbier", "Statut", "Actions"].map((h) => (
                <th key={h} scope="col" className="px-3 py-2">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block space-y-3 md:table-row-group md:space-y-0">
            {bookings.map((b) => (
              <tr
                key={b.id}
                className="block rounded-lg border border-ink/15 bg-white py-2 md:table-row md:rounded-none md:border-0 md:border-b md:bg-transparent"
              >
                <td className={cell}>
                  <span className={label}>Date :</span>
                  <span className="inline-block first-letter:uppercase">{formatLongDate(b.date)}</span>
                  <span className="block text-sm text-muted">{b.timeSlot}</span>
                </td>
                <td className={cell}>
                  <span className={label}>Client :</span>
                  <Link to={`/admin/clients/${b.customerId}`} className="underline">
                    {b.customerName}
                  </Link>{" "}
                  <AbsencesBadge count={b.absences} className="text-xs" />
                  {b.customerEmail ? (
                    <a href={`mailto:${b.customerEmail}`} className="block text-sm underline">
                      {b.customerEmail}
                    </a>
                  ) : (
                    <span className="block text-sm text-muted">Pas d'e-mail (réservé par téléphone)</span>
                  )}
                  <a href={`tel:${b.customerPhone.replace(/\s/g, "")}`} className="block text-sm underline">
                    {b.customerPhone}
                  </a>
                  {b.notes.length > 0 ? <ClientNotesList notes={b.notes} customerName={b.customerName} className="mt-1 text-sm" /> : null}
                </td>
                <td className={cell}>
                  <span className={label}>Service :</span>
                  {b.serviceTitle}
                  <span className="block text-sm text-muted">
                    {formatDuration(b.durationMinutes)} - {formatPrice(b.priceCents)}
                  </span>
                </td>
                <td className={cell}>
                  <span className={label}>Barbier :</span>
                  {b.barberName}
                </td>
                <td className={cell}>
                  <StatusBadge tone={b.status === "confirmed" ? "green" : b.status === "cancelled" ? "red" : "neutral"}>
                    {bookingStatusLabel(b.status)}
                  </StatusBadge>
                  {b.noShow ? (
                    <span className="ml-1">
                      <StatusBadge tone="amber">{agendaMessages.absent}</StatusBadge>
                    </span>
                  ) : null}
                  {b.deposit ? <DepositCell bookingId={b.id} deposit={b.deposit} customerName={b.customerName} /> : null}
                </td>
                <td className={cell}>
                  <BookingActions booking={b} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={page} pageCount={pageCount} params={params} label="Pages des réservations" />
    </section>
  );
}
