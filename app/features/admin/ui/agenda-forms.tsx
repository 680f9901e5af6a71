import { Field, SelectField } from "~/components/ui/field";
import type { Agenda } from "../agenda.server";
import { AgendaDialog, BarberSelect, useAgendaForm, type AgendaPick } from "./agenda-grid";

const submitClass = "rounded bg-ink px-5 py-2.5 font-semibold text-paper hover:bg-ink-soft disabled:opacity-60";

type FormProps = {
  agenda: Agenda;
  /** The empty time clicked in the grid, if any: the form opens on its day, time and barber. */
  pick: AgendaPick | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const firstDay = ({ view, today }: Agenda) => (view.date < today ? today : view.date);
const activeTeam = (agenda: Agenda) => agenda.team.filter((b) => b.active);

export function PhoneBookingForm({ agenda, pick, open, onOpenChange, onBlockInstead }: FormProps & { onBlockInstead: () => void }) {
  const { fetcher, busy } = useAgendaForm(() => onOpenChange(false));
  return (
    <AgendaDialog
      title="Rendez-vous pris par téléphone"
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <button type="button" className="rounded bg-ink px-4 py-2 font-semibold text-paper hover:bg-ink-soft">
          Nouveau rendez-vous
        </button>
      }
    >
      <fetcher.Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="phone-booking" />
        <SelectField label="Service" name="serviceId" required defaultValue="">
          <option value="" disabled>
            Choisir…
          </option>
          {agenda.services.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </SelectField>
        <BarberSelect team={activeTeam(agenda)} emptyLabel="Sans préférence" defaultValue={pick?.barberId} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Date" name="date" type="date" min={agenda.today} defaultValue={pick?.date ?? firstDay(agenda)} required />
          <Field label="Heure" name="timeSlot" type="time" step={300} defaultValue={pick?.time} required />
        </div>
        <Field label="Nom du client" name="name" autoComplete="off" maxLength={120} required />
        <Field label="Téléphone" name="phone" type="tel" autoComplete="off" required />
        <Field label="E-mail (facultatif)" name="email" type="email" autoComplete="off" hint="Le client reçoit alors la confirmation et le rappel la veille." />
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
    </AgendaDialog>
  );
}

export function BlockForm({ agenda, pick, open, onOpenChange }: FormProps) {
  const { fetcher, busy } = useAgendaForm(() => onOpenChange(false));
  return (
    <AgendaDialog
      title="Bloquer un créneau"
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <button type="button" className="rounded border border-ink/30 px-4 py-2 font-semibold hover:bg-ink/5">
          Bloquer un créneau
        </button>
      }
    >
      <fetcher.Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="block" />
        <BarberSelect team={activeTeam(agenda)} emptyLabel="Tout le salon" defaultValue={pick?.barberId} label="Pour" />
        <Field label="Date" name="date" type="date" min={agenda.today} defaultValue={pick?.date ?? firstDay(agenda)} required />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="De" name="from" type="time" step={300} defaultValue={pick?.time} required />
          <Field label="À" name="to" type="time" step={300} required />
        </div>
        <Field label="Motif" name="label" maxLength={80} placeholder="Pause, rendez-vous personnel…" required />
        <p className="text-sm text-muted">Ce temps n'est plus proposé en ligne ni réservable (pour ce barbier, ou pour tous).</p>
        <button type="submit" disabled={busy} className={submitClass}>
          Bloquer
        </button>
      </fetcher.Form>
    </AgendaDialog>
  );
}
