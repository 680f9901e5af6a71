import { absencesText, agendaMessages as m } from "../agenda-messages";
import type { AgendaBooking } from "../agenda.server";
import { bookingTimes } from "./agenda-booking-summary";
import { useAgendaForm } from "./agenda-forms";

/**
 * 'Absent' on a booking that has begun, 'Venu' on one marked absent: a plain form, so a press
 * before the page is live is sent all the same (the page comes back with the new state).
 */
export function AttendanceForm({ booking }: { booking: AgendaBooking }) {
  const { fetcher, form, busy } = useAgendaForm({ checked: false });
  const who = `${booking.customerName}, ${bookingTimes(booking)}`;
  return (
    <fetcher.Form method="post" {...form} className="shrink-0">
      <input type="hidden" name="intent" value={booking.noShow ? "mark-came" : "mark-absent"} />
      <input type="hidden" name="id" value={booking.id} />
      <button
        type="submit"
        disabled={busy}
        aria-label={`${booking.noShow ? m.markCame : m.markAbsent} : ${who}`}
        className="rounded border border-ink/30 bg-white px-1 text-[11px] leading-5 font-semibold hover:bg-ink/5 focus-visible:outline-2 focus-visible:outline-ink disabled:opacity-50"
      >
        {booking.noShow ? m.came : m.absent}
      </button>
    </fetcher.Form>
  );
}

/** The booking's details: the client's absences, and whether they came once it has begun. */
export function AttendanceDetails({ booking }: { booking: AgendaBooking }) {
  return (
    <>
      {booking.started ? (
        <>
          <dt className="font-semibold">{m.attendance}</dt>
          <dd>{booking.noShow ? m.absent : m.came}</dd>
        </>
      ) : null}
      {booking.absences > 0 ? (
        <>
          <dt className="font-semibold">{m.absences}</dt>
          <dd>{absencesText(booking.absences)}</dd>
        </>
      ) : null}
    </>
  );
}
