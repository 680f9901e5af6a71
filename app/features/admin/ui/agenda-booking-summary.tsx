import { absencesText, agendaMessages as m } from "../agenda-messages";
import type { AgendaBooking } from "../agenda.server";
import { ClientNotesMark, notesLabel } from "../clients/ui/client-notes-mark";
import { AbsencesBadge } from "./absences-badge";

/** The booking's times as the grid and its dialog write them: "10:00–10:30". */
export const bookingTimes = (booking: AgendaBooking) => `${booking.start}–${booking.end}`;

/** What a screen reader hears of a booking in the grid, its state and its client's absences included. */
export function bookingLabel(booking: AgendaBooking): string {
  const by = booking.channel === "phone" ? " (par téléphone)" : "";
  const absent = booking.noShow ? `, ${m.absent.toLowerCase()}` : "";
  const absences = booking.absences > 0 ? `, ${absencesText(booking.absences)}` : "";
  const note = booking.notes.length > 0 ? `, ${notesLabel(booking.notes)}` : "";
  return `${bookingTimes(booking)} : ${booking.serviceTitle}, ${booking.customerName}${by}, avec ${booking.barber.name}${absent}${absences}${note}`;
}

/** The booking's button in the grid: an absent one greyed, with a red edge. */
export const bookingButtonClass = (booking: AgendaBooking) =>
  `h-full min-w-0 flex-1 overflow-hidden rounded border-l-4 px-1.5 py-0.5 text-left text-xs leading-tight focus-visible:outline-2 focus-visible:outline-ink ${
    booking.noShow ? "border-red-700 bg-ink/[0.07] text-ink/75 hover:bg-ink/[0.12]" : "border-brass bg-brass/20 hover:bg-brass/35"
  }`;

/** Two lines of a booking in the grid: its time, the client and their absences; its state and service. */
export function BookingSummary({ booking }: { booking: AgendaBooking }) {
  return (
    <>
      <span className="flex items-baseline gap-1">
        <span className="truncate">
          <span className="font-semibold">{booking.start}</span> {booking.customerName}
        </span>
        <AbsencesBadge count={booking.absences} className="shrink-0 text-[10px]" />
        <ClientNotesMark notes={booking.notes} className="shrink-0 text-[10px]" />
      </span>
      <span className="block truncate text-ink/80">
        {booking.noShow ? <span className="mr-1 rounded bg-red-700 px-1 text-[10px] font-semibold tracking-wide text-white uppercase">{m.absent}</span> : null}
        {booking.serviceTitle}
      </span>
    </>
  );
}
