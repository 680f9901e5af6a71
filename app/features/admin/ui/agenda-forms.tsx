import { useRef } from "react";
import { useFetcher } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { Field, SelectField } from "~/components/ui/field";
import type { ActionResult, FieldErrors } from "~/lib/result";
import { useForm } from "~/lib/use-form";
import type { Agenda, AgendaBarber, AgendaBooking } from "../agenda.server";
import { visitTooLong, VisitServicesField } from "./agenda-visit";

/** An empty time the owner clicked: the forms open on it, with its column's barber (null: the salon). */
export type AgendaPick = { barberId: string | null; date: string; time?: string };

/**
 * The agenda's schema, reading the `serviceIds` fields of the form `intentRef`'s field belongs to as
 * the server does (each one, in order).
 */
const agendaSchema = (intentRef: { current: HTMLInputElement | null }) =>
  import("../agenda-schema").then((s) =>
    s.agendaFormSchema(() => {
      const form = intentRef.current?.form;
      const ids = form ? new FormData(form).getAll("serviceIds").map(String) : [];
      return ids.length > 0 ? ids : null;
    }),
  );

const submitClass = "rounded bg-ink px-5 py-2.5 font-semibold text-paper hover:bg-ink-soft disabled:opacity-60";

/**
 * A form of the agenda, sent without leaving the page: checked with the agenda's schema before it
 * leaves (`checked`; a form of one button has nothing to check), its fields' errors under them,
 * its answer a toast; a success may close its dialog.
 */
export function useAgendaForm({
  onSuccess,
  checked = true,
  extra,
}: { onSuccess?: () => void; checked?: boolean; extra?: (form: FormData) => FieldErrors | null } = {}) {
  const fetcher = useFetcher<ActionResult<string>>();
  // The `ref` of the form's hidden `intent` field: through it, the check reads the form's services.
  const intentRef = useRef<HTMLInputElement>(null);
  const { form, field } = useForm({ reply: fetcher.data, schema: checked ? () => agendaSchema(intentRef) : undefined, extra, onSuccess });
  return { fetcher, form, field, intentRef, busy: fetcher.state !== "idle" };
}

/** Where the barber of a form is chosen; "" is `emptyLabel` ('Sans préférence', 'Même barbier', 'Tout le salon'). */
function BarberSelect({
  team,
  emptyLabel,
  defaultValue,
  label = "Barbier",
  error,
}: {
  team: ReadonlyArray<AgendaBarber>;
  emptyLabel: string;
  defaultValue?: string | null;
  label?: string;
  error?: string;
}) {
  return (
    <SelectField label={label} name="barberId" defaultValue={defaultValue ?? ""} error={error}>
      <option value="">{emptyLabel}</option>
      {team.map((b) => (
        <option key={b.id} value={b.id}>
          {b.name}
        </option>
      ))}
    </SelectField>
  );
}

type DialogProps = {
  agenda: Agenda;
  /** The empty time clicked in the grid, if any: the form opens on its day, time and barber. */
  pick: AgendaPick | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type FormProps = Omit<DialogProps, "open" | "onOpenChange"> & { onDone: () => void };

const firstDay = ({ view, today }: Agenda) => (view.date < today ? today : view.date);
const activeTeam = (agenda: Agenda) => agenda.team.filter((b) => b.active);

// Each form lives inside its dialog: opened again, it starts afresh, with no error of the last time.
function PhoneBookingFields({ agenda, pick, onDone, onBlockInstead }: FormProps & { onBlockInstead: () => void }) {
  const { fetcher, form, field, intentRef, busy } = useAgendaForm({ onSuccess: onDone, extra: visitTooLong(agenda.services) });
  const visit = field("serviceIds");
  return (
    <fetcher.Form method="post" {...form} className="mt-4 space-y-3">
      <input ref={intentRef} type="hidden" name="intent" value="phone-booking" />
      <VisitServicesField services={agenda.services} error={visit.error} sent={visit.defaultValue} />
      <BarberSelect team={activeTeam(agenda)} emptyLabel="Sans préférence" defaultValue={pick?.barberId} error={field("barberId").error} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Date" type="date" min={agenda.today} defaultValue={pick?.date ?? firstDay(agenda)} required {...field("date")} />
        <Field label="Heure" type="time" step={300} defaultValue={pick?.time} required {...field("timeSlot")} />
      </div>
      <Field label="Nom du client" autoComplete="off" maxLength={120} required {...field("name")} />
      <Field label="Téléphone" type="tel" autoComplete="off" required {...field("phone")} />
      <Field
        label="E-mail (facultatif)"
        type="email"
        autoComplete="off"
        hint="Le client reçoit alors la confirmation et le rappel la veille."
        {...field("email")}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className={submitClass}>
          Enregistrer le rendez-vous
        </button>
        {pick ? (
          <button type="button" onClick={onBlockInstead} className="rounded border border-ink/30 px-4 py-2.5 font-semibold hover:bg-ink/5">
            Bloquer ce créneau
          </button>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

export function PhoneBookingForm({ open, onOpenChange, ...props }: DialogProps & { onBlockInstead: () => void }) {
  return (
    <Dialog
      title="Rendez-vous pris par téléphone"
      width="sm"
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <button type="button" className="rounded bg-ink px-4 py-2 font-semibold text-paper hover:bg-ink-soft">
          Nouveau rendez-vous
        </button>
      }
    >
      <PhoneBookingFields {...props} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function BlockFields({ agenda, pick, onDone }: FormProps) {
  const { fetcher, form, field, busy } = useAgendaForm({ onSuccess: onDone });
  return (
    <fetcher.Form method="post" {...form} className="mt-4 space-y-3">
      <input type="hidden" name="intent" value="block" />
      <BarberSelect team={activeTeam(agenda)} emptyLabel="Tout le salon" defaultValue={pick?.barberId} label="Pour" error={field("barberId").error} />
      <Field label="Date" type="date" min={agenda.today} defaultValue={pick?.date ?? firstDay(agenda)} required {...field("date")} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="De" type="time" step={300} defaultValue={pick?.time} required {...field("from")} />
        <Field label="À" type="time" step={300} required {...field("to")} />
      </div>
      <Field label="Motif" maxLength={80} placeholder="Pause, rendez-vous personnel…" required {...field("label")} />
      <p className="text-sm text-muted">Ce temps n'est plus proposé en ligne ni réservable (pour ce barbier, ou pour tous).</p>
      <button type="submit" disabled={busy} className={submitClass}>
        Bloquer
      </button>
    </fetcher.Form>
  );
}

export function BlockForm({ open, onOpenChange, ...props }: DialogProps) {
  return (
    <Dialog
      title="Bloquer un créneau"
      width="sm"
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <button type="button" className="rounded border border-ink/30 px-4 py-2 font-semibold hover:bg-ink/5">
          Bloquer un créneau
        </button>
      }
    >
      <BlockFields {...props} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

/** In a booking's dialog: another day, time or barber; a success closes the dialog. */
export function MoveForm({ booking, today, team, onDone }: { booking: AgendaBooking; today: string; team: ReadonlyArray<AgendaBarber>; onDone: () => void }) {
  const { fetcher, form, field, busy } = useAgendaForm({ onSuccess: onDone });
  return (
    <fetcher.Form method="post" {...form} className="mt-5 space-y-3 border-t border-ink/10 pt-4" aria-label="Déplacer le rendez-vous">
      <h3 className="font-semibold">Déplacer le rendez-vous</h3>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={booking.id} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Nouvelle date" type="date" min={today} defaultValue={booking.date} required {...field("date")} />
        <Field label="Nouvelle heure" type="time" step={300} defaultValue={booking.start} required {...field("timeSlot")} />
      </div>
      <BarberSelect
        team={team.filter((b) => b.active && b.id !== booking.barber.id)}
        emptyLabel={`Même barbier (${booking.barber.name})`}
        error={field("barberId").error}
      />
      <p className="text-sm text-muted">
        {booking.customerEmail
          ? "Le client reçoit la nouvelle heure par e-mail, avec une nouvelle invitation pour son agenda."
          : "Pas d'e-mail : prévenez le client par téléphone."}
      </p>
      <button type="submit" disabled={busy} className={submitClass}>
        Déplacer
      </button>
    </fetcher.Form>
  );
}
