import { Dialog } from "radix-ui";
import { useRef, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { Field, SelectField } from "~/components/ui/field";
import { useResultToast } from "~/lib/form-feedback";
import { minutesOf, timeOf } from "~/lib/paris-time";
import type { ActionResult } from "~/lib/result";
import type { OpeningBlock } from "~/features/booking/schedule";
import { agendaMessages } from "../agenda-messages";
import type { AgendaBarber, AgendaBlock, AgendaBooking, AgendaDay } from "../agenda.server";
import { AttendanceDetails, AttendanceForm } from "./agenda-attendance";
import { bookingButtonClass, bookingLabel, bookingTimes, BookingSummary } from "./agenda-booking-summary";

/** An empty time the owner clicked: the forms open on it, with its column's barber (null: the salon). */
export type AgendaPick = { barberId: string | null; date: string; time?: string };

type Reply = ActionResult<string, object>;

const PX_PER_MINUTE = 1.1;
const CELL_MINUTES = 30;
const submitClass = "rounded bg-ink px-5 py-2.5 font-semibold text-paper hover:bg-ink-soft disabled:opacity-60";

/** Hours the grid shows: the salon's hours and anything booked or blocked, on whole hours (9:00–20:00 at least). */
export function gridRange(days: AgendaDay[]): { from: number; to: number } {
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
  }
  return { from: Math.floor(from / 60) * 60, to: Math.min(24 * 60, Math.ceil(to / 60) * 60) };
}

/** A modal dialog opened by its trigger: focus kept inside, Escape closes, focus back on the trigger. */
export function AgendaDialog({
  title,
  trigger,
  children,
  open,
  onOpenChange,
}: {
  title: string;
  trigger: ReactNode;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="mm-overlay fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[94dvh] overflow-y-auto rounded-t-xl bg-paper p-5 shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[34rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-7"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-2xl">{title}</Dialog.Title>
            <Dialog.Close aria-label="Fermer" className="rounded p-1 text-2xl leading-none hover:bg-ink/10">
              ×
            </Dialog.Close>
          </div>
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A form of the agenda, sent without leaving the page; its answer is a toast, a success closes its dialog. */
export function useAgendaForm(onSuccess?: () => void) {
  const fetcher = useFetcher<Reply>();
  useResultToast(fetcher.data, { onSuccess });
  return { fetcher, busy: fetcher.state !== "idle" };
}

/** Where the barber of a form is chosen; "" is `emptyLabel` ('Sans préférence', 'Même barbier', 'Tout le salon'). */
export function BarberSelect({
  team,
  emptyLabel,
  defaultValue,
  label = "Barbier",
}: {
  team: ReadonlyArray<AgendaBarber>;
  emptyLabel: string;
  defaultValue?: string | null;
  label?: string;
}) {
  return (
    <SelectField label={label} name="barberId" defaultValue={defaultValue ?? ""}>
      <option value="">{emptyLabel}</option>
      {team.map((b) => (
        <option key={b.id} value={b.id}>
          {b.name}
        </option>
      ))}
    </SelectField>
  );
}

function MoveForm({ booking, today, team }: { booking: AgendaBooking; today: string; team: ReadonlyArray<AgendaBarber> }) {
  const close = useRef<HTMLButtonElement>(null);
  const { fetcher, busy } = useAgendaForm(() => close.current?.click());
  return (
    <fetcher.Form method="post" className="mt-5 space-y-3 border-t border-ink/10 pt-4" aria-label="Déplacer le rendez-vous">
      <h3 className="font-semibold">Déplacer le rendez-vous</h3>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={booking.id} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Nouvelle date" name="date" type="date" min={today} defaultValue={booking.date} required />
        <Field label="Nouvelle heure" name="timeSlot" type="time" step={300} defaultValue={booking.start} required />
      </div>
      <BarberSelect team={team.filter((b) => b.active && b.id !== booking.barber.id)} emptyLabel={`Même barbier (${booking.barber.name})`} />
      <p className="text-sm text-muted">
        {booking.customerEmail
          ? "Le client reçoit la nouvelle heure par e-mail, avec une nouvelle invitation pour son agenda."
          : "Pas d'e-mail : prévenez le client par téléphone."}
      </p>
      <button type="submit" disabled={busy} className={submitClass}>
        Déplacer
      </button>
      <Dialog.Close ref={close} className="sr-only" tabIndex={-1} aria-hidden>
        Fermer
      </Dialog.Close>
    </fetcher.Form>
  );
}

function BookingItem({ booking, from, today, team }: { booking: AgendaBooking; from: number; today: string; team: ReadonlyArray<AgendaBarber> }) {
  const start = minutesOf(booking.start);
  const top = (start - from) * PX_PER_MINUTE;
  const height = Math.max(26, booking.durationMinutes * PX_PER_MINUTE - 2);
  const when = bookingTimes(booking);
  return (
    <li className="absolute inset-x-1 flex items-start gap-0.5" style={{ top, height }}>
      <AgendaDialog
        title={`${booking.customerName}, ${when}`}
        trigger={
          <button type="button" aria-label={bookingLabel(booking)} className={bookingButtonClass(booking)}>
            <BookingSummary booking={booking} />
          </button>
        }
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-semibold">Service</dt>
          <dd>
            {booking.serviceTitle} ({booking.durationText})
          </dd>
          <dt className="font-semibold">Heure</dt>
          <dd>{when}</dd>
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
        {booking.noShow ? (
          <p className="mt-5 border-t border-ink/10 pt-4 text-sm text-muted">{agendaMessages.absentMoveNote}</p>
        ) : (
          <MoveForm booking={booking} today={today} team={team} />
        )}
      </AgendaDialog>
      {booking.started ? <AttendanceForm booking={booking} /> : null}
    </li>
  );
}

function BlockItem({ block, from }: { block: AgendaBlock; from: number }) {
  const { fetcher, busy } = useAgendaForm();
  const top = (minutesOf(block.start) - from) * PX_PER_MINUTE;
  const height = Math.max(26, (minutesOf(block.end) - minutesOf(block.start)) * PX_PER_MINUTE - 2);
  return (
    <li
      className="absolute inset-x-1 flex items-start justify-between gap-1 overflow-hidden rounded bg-[repeating-linear-gradient(135deg,#e7e1d6_0_6px,#d8d0c2_6px_12px)] px-1.5 py-0.5 text-xs"
      style={{ top, height }}
    >
      <span>
        <span className="font-semibold">
          {block.start}–{block.end}
        </span>{" "}
        {block.label}
        {block.barber ? null : <span className="block text-ink/70">Tout le salon</span>}
      </span>
      <fetcher.Form method="post">
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
              {column.blocks.map((block) => (
                <BlockItem key={block.id} block={block} from={from} />
              ))}
              {column.bookings.map((booking) => (
                <BookingItem key={booking.id} booking={booking} from={from} today={today} team={team} />
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
