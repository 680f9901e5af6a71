import { useState, type CSSProperties } from "react";
import { Link } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { formatDuration } from "~/lib/dates";
import { agendaMessages, bufferText } from "../agenda-messages";
import { ClientNotesDetails } from "../clients/ui/client-notes-mark";
import type { AgendaBarber, AgendaBlock, AgendaBooking } from "../agenda.server";
import { AttendanceDetails, AttendanceForm } from "./agenda-attendance";
import { bookingButtonClass, bookingLabel, bookingTimes, BookingSummary } from "./agenda-booking-summary";
import { MoveForm, useAgendaForm } from "./agenda-forms";

/** A booking where it falls in the grid (`style`: its place): its button opens its details, with the form to move it. */
export function BookingItem({
  booking,
  style,
  today,
  team,
}: {
  booking: AgendaBooking;
  style: CSSProperties;
  today: string;
  team: ReadonlyArray<AgendaBarber>;
}) {
  const [open, setOpen] = useState(false);
  const when = bookingTimes(booking);
  return (
    <li className="absolute inset-x-1 flex items-start gap-0.5" style={style}>
      <Dialog
        title={`${booking.customerName}, ${when}`}
        width="sm"
        open={open}
        onOpenChange={setOpen}
        trigger={
          <button type="button" aria-label={bookingLabel(booking)} className={bookingButtonClass(booking)}>
            <BookingSummary booking={booking} />
          </button>
        }
      >
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <ClientNotesDetails notes={booking.notes} customerId={booking.customerId} customerName={booking.customerName} />
          <dt className="font-semibold">Service</dt>
          <dd>
            {booking.serviceTitle} ({booking.durationText})
          </dd>
          <dt className="font-semibold">Heure</dt>
          <dd>{when}</dd>
          {booking.bufferMinutes > 0 ? (
            <>
              <dt className="font-semibold">Battement</dt>
              <dd>
                {formatDuration(booking.bufferMinutes)}, jusqu'à {booking.blockedEnd}
              </dd>
            </>
          ) : null}
          <dt className="font-semibold">Barbier</dt>
          <dd>{booking.barber.name}</dd>
          <dt className="font-semibold">Téléphone</dt>
          <dd>
            <a href={`tel:${booking.customerPhone.replace(/\s/g, "")}`} className="underline">
              {booking.customerPhone}
            </a>
          </dd>
          <dt className="font-semibold">E-mail</dt>
          <dd>{booking.customerEmail ?? "non communiqué"}</dd>
          <dt className="font-semibold">Réservé</dt>
          <dd>{booking.channel === "phone" ? "par téléphone" : "en ligne"}</dd>
          <AttendanceDetails booking={booking} />
        </dl>
        <p className="mt-4">
          <Link to={`/admin/cartes-cadeaux?rdv=${booking.id}`} className="text-sm underline">
            Encaisser une carte cadeau
          </Link>
        </p>
        {booking.noShow ? (
          <p className="mt-5 border-t border-ink/10 pt-4 text-sm text-muted">{agendaMessages.absentMoveNote}</p>
        ) : (
          <MoveForm booking={booking} today={today} team={team} onDone={() => setOpen(false)} />
        )}
      </Dialog>
      {booking.started ? <AttendanceForm booking={booking} /> : null}
    </li>
  );
}

/**
 * The buffer after a booking (« temps de battement »: its barber cleans up, never shown to clients),
 * from the end of the appointment to when the barber is free again: a lighter striped strip.
 */
export function BufferItem({ booking, style }: { booking: AgendaBooking; style: CSSProperties }) {
  const text = bufferText(formatDuration(booking.bufferMinutes), booking.blockedEnd);
  return (
    <li
      title={text}
      className="absolute inset-x-1 overflow-hidden rounded-b border-l-4 border-brass/40 bg-[repeating-linear-gradient(45deg,rgb(176_141_87/0.28)_0_3px,rgb(176_141_87/0.08)_3px_8px)]"
      style={style}
    >
      <span className="sr-only">{text}</span>
    </li>
  );
}

/** A blocked time where it falls in the grid, with 'Libérer' (a plain form: it works before the page is live). */
export function BlockItem({ block, style }: { block: AgendaBlock; style: CSSProperties }) {
  const { fetcher, form, busy } = useAgendaForm({ checked: false });
  return (
    <li
      className="absolute inset-x-1 flex items-start justify-between gap-1 overflow-hidden rounded bg-[repeating-linear-gradient(135deg,#e7e1d6_0_6px,#d8d0c2_6px_12px)] px-1.5 py-0.5 text-xs"
      style={style}
    >
      <span>
        <span className="font-semibold">
          {block.start}–{block.end}
        </span>{" "}
        {block.label}
        {block.barber ? null : <span className="block text-ink/70">Tout le salon</span>}
      </span>
      <fetcher.Form method="post" {...form}>
        <input type="hidden" name="intent" value="unblock" />
        <input type="hidden" name="id" value={block.id} />
        <button
          type="submit"
          disabled={busy}
          aria-label={`Libérer ${block.start}–${block.end} (${block.label}, ${block.barber?.name ?? "tout le salon"})`}
          className="rounded bg-white/80 px-1.5 font-semibold hover:bg-white disabled:opacity-50"
        >
          Libérer
        </button>
      </fetcher.Form>
    </li>
  );
}
