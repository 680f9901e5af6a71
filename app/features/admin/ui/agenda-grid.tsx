import { minutesOf, timeOf } from "~/lib/paris-time";
import type { OpeningBlock } from "~/features/booking/schedule";
import type { AgendaBarber, AgendaBlock, AgendaBooking, AgendaDay } from "../agenda.server";
import type { AgendaPick } from "./agenda-forms";
import { BlockItem, BookingItem, BufferItem } from "./agenda-items";

const PX_PER_MINUTE = 1.1;
const CELL_MINUTES = 30;

/** Where a time of `minutes` from `start` falls in a column whose first hour is `from`: at least a line high. */
const place = (from: number, start: number, minutes: number) => ({ top: (start - from) * PX_PER_MINUTE, height: Math.max(26, minutes * PX_PER_MINUTE - 2) });

/** Minutes of the day at which a time ending at `end` ends ("00:00", or before its start: midnight). */
const endOf = (start: string, end: string) => (end <= start ? 24 * 60 : minutesOf(end));

/** Hours the grid shows: the salon's hours and anything booked or blocked, on whole hours (9:00–20:00 at least). */
function gridRange(days: AgendaDay[]): { from: number; to: number } {
  let from = 9 * 60;
  let to = 20 * 60;
  for (const day of days) {
    for (const [open, close] of day.hours) {
      from = Math.min(from, minutesOf(open));
      to = Math.max(to, close === "24:00" ? 24 * 60 : minutesOf(close));
    }
    for (const item of [...day.bookings, ...day.blocks]) {
      from = Math.min(from, minutesOf(item.start));
      to = Math.max(to, item.end < item.start ? 24 * 60 : minutesOf(item.end));
    }
    for (const booking of day.bookings) to = Math.max(to, endOf(booking.start, booking.blockedEnd));
  }
  return { from: Math.floor(from / 60) * 60, to: Math.min(24 * 60, Math.ceil(to / 60) * 60) };
}

/** One column of the grid: a barber on the day view, a day on the week view. */
type Column = {
  key: string;
  title: string;
  /** The barber of the column (null: everyone), whom a click on an empty time books. */
  barber: AgendaBarber | null;
  date: string;
  hours: ReadonlyArray<OpeningBlock>;
  /** When the column has no hours: the salon is closed, or the barber is not working. */
  offLabel: string;
  bookings: AgendaBooking[];
  blocks: AgendaBlock[];
};

/** A day's barbers side by side; or the week's days, for everyone or for one barber. */
function columnsOf(days: AgendaDay[], team: ReadonlyArray<AgendaBarber>, barberId: string | null): Column[] {
  const [day] = days;
  if (days.length === 1 && day && team.length > 0) {
    return team.map((barber) => ({
      key: barber.id,
      title: barber.name,
      barber,
      date: day.date,
      hours: day.barberHours[barber.id] ?? [],
      offLabel: day.hours.length === 0 ? "Fermé" : "Ne travaille pas",
      bookings: day.bookings.filter((b) => b.barber.id === barber.id),
      blocks: day.blocks.filter((b) => b.barber === null || b.barber.id === barber.id),
    }));
  }
  const barber = team.find((b) => b.id === barberId) ?? null;
  return days.map((d) => ({
    key: d.date,
    title: d.label,
    barber,
    date: d.date,
    hours: barber ? (d.barberHours[barber.id] ?? []) : d.hours,
    offLabel: d.hours.length === 0 || !barber ? "Fermé" : "Ne travaille pas",
    bookings: d.bookings,
    blocks: d.blocks,
  }));
}

/**
 * Days side by side on Paris wall-clock time (a day: its barbers side by side): closed hours
 * shaded, bookings and blocked times where they fall; a click on an empty time of a day to come
 * opens the phone-booking form there. On a phone, a week scrolls sideways, the hours staying in view.
 */
export function AgendaGrid({
  days,
  today,
  team,
  barberId = null,
  onPick,
}: {
  days: AgendaDay[];
  today: string;
  team: ReadonlyArray<AgendaBarber>;
  barberId?: string | null;
  onPick?: (pick: AgendaPick) => void;
}) {
  const { from, to } = gridRange(days);
  const height = (to - from) * PX_PER_MINUTE;
  const hours = Array.from({ length: (to - from) / 60 }, (_, i) => from + i * 60);
  const cells = Array.from({ length: (to - from) / CELL_MINUTES }, (_, i) => from + i * CELL_MINUTES);
  const columns = columnsOf(days, team, barberId);
  const byBarber = days.length === 1 && columns[0]?.barber !== null && team.length > 0;
  const grid = (
    <div className="flex" style={{ minWidth: columns.length > 1 ? `${3.5 + columns.length * 8.5}rem` : undefined }}>
      <div className="sticky left-0 z-10 w-14 shrink-0 border-r border-ink/10 bg-white" aria-hidden>
        <div className="h-10 border-b border-ink/10" />
        <div className="relative" style={{ height }}>
          {hours.map((m) => (
            <span key={m} className="absolute right-1.5 -translate-y-1/2 text-xs text-muted first:translate-y-0" style={{ top: (m - from) * PX_PER_MINUTE }}>
              {timeOf(m)}
            </span>
          ))}
        </div>
      </div>
      {columns.map((column) => (
        <section key={column.key} aria-label={column.title} className="min-w-0 flex-1 border-r border-ink/10 last:border-r-0">
          <h2
            className={`flex h-10 items-center justify-center border-b border-ink/10 px-1 text-sm font-semibold first-letter:uppercase ${!byBarber && column.date === today ? "bg-brass/30" : ""}`}
          >
            {column.title}
          </h2>
          <div className="relative bg-ink/[0.06]" style={{ height }}>
            {column.hours.map(([open, close]) => (
              <div
                key={open}
                className="absolute inset-x-0 bg-white"
                style={{
                  top: (minutesOf(open) - from) * PX_PER_MINUTE,
                  height: ((close === "24:00" ? 1440 : minutesOf(close)) - minutesOf(open)) * PX_PER_MINUTE,
                }}
              />
            ))}
            {hours.map((m) => (
              <div key={m} className="absolute inset-x-0 border-t border-ink/10" style={{ top: (m - from) * PX_PER_MINUTE }} />
            ))}
            {column.hours.length === 0 ? <p className="relative p-2 text-center text-sm text-muted">{column.offLabel}</p> : null}
            {onPick && column.date >= today
              ? cells.map((m) => (
                  <button
                    key={m}
                    type="button"
                    tabIndex={-1}
                    aria-label={`Réserver ${timeOf(m)}${column.barber ? ` avec ${column.barber.name}` : ""}`}
                    onClick={() => onPick({ barberId: column.barber?.id ?? null, date: column.date, time: timeOf(m) })}
                    className="absolute inset-x-0 hover:bg-brass/10"
                    style={{ top: (m - from) * PX_PER_MINUTE, height: CELL_MINUTES * PX_PER_MINUTE }}
                  />
                ))
              : null}
            <ul aria-label={`Rendez-vous et créneaux bloqués, ${column.title}`}>
              {/* Each buffer first: a booking drawn taller than its time (a line high at least) stays over it. */}
              {column.bookings
                .filter((booking) => booking.bufferMinutes > 0)
                .map((booking) => {
                  const end = minutesOf(booking.start) + booking.durationMinutes;
                  const until = endOf(booking.start, booking.blockedEnd);
                  return until > end ? (
                    <BufferItem
                      key={`${booking.id}-buffer`}
                      booking={booking}
                      style={{ top: (end - from) * PX_PER_MINUTE, height: (until - end) * PX_PER_MINUTE - 2 }}
                    />
                  ) : null;
                })}
              {column.blocks.map((block) => (
                <BlockItem key={block.id} block={block} style={place(from, minutesOf(block.start), minutesOf(block.end) - minutesOf(block.start))} />
              ))}
              {column.bookings.map((booking) => (
                <BookingItem
                  key={booking.id}
                  booking={booking}
                  style={place(from, minutesOf(booking.start), booking.durationMinutes)}
                  today={today}
                  team={team}
                />
              ))}
            </ul>
          </div>
        </section>
      ))}
    </div>
  );
  const frame = "overflow-x-auto rounded-lg border border-ink/10 bg-white";
  // A day's columns are its barbers: the day itself is the region around them.
  return byBarber ? (
    <section aria-label={days[0]!.label} className={frame}>
      {grid}
    </section>
  ) : (
    <div className={frame}>{grid}</div>
  );
}
