import { useId, useState } from "react";
import { Form, Link } from "react-router";
import { Field, inputClass } from "~/components/ui/field";
import { requireAdmin } from "~/features/accounts/session.server";
import { agendaMessages as m } from "~/features/admin/agenda-messages";
import { agendaActionSchema, readAgendaView, type AgendaView } from "~/features/admin/agenda-schema";
import { agendaFor, blockTime, createPhoneBooking, moveBooking, removeBlock, type Agenda } from "~/features/admin/agenda.server";
import { AdminLoadError } from "~/features/admin/ui/admin-parts";
import { AgendaDialog, AgendaGrid, useAgendaForm } from "~/features/admin/ui/agenda-grid";
import { formAction } from "~/lib/form.server";
import { addDays, parisWallClock } from "~/lib/paris-time";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/agenda";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const view = readAgendaView(new URL(request.url).searchParams, parisWallClock(new Date()).date);
  return agendaFor(view);
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return formAction(request, { name: "admin agenda", schema: agendaActionSchema, messages: m }, (input) => {
    switch (input.intent) {
      case "phone-booking":
        return createPhoneBooking(input);
      case "block":
        return blockTime(input);
      case "unblock":
        return removeBlock(input.id);
      case "move":
        return moveBooking(input);
    }
  });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Agenda – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export function ErrorBoundary() {
  return <AdminLoadError title="Agenda" message={m.loadFailed} />;
}

const buttonClass = "rounded border border-ink/30 px-3 py-1.5 text-sm font-semibold hover:bg-ink/5";
const submitClass = "rounded bg-ink px-5 py-2.5 font-semibold text-paper hover:bg-ink-soft disabled:opacity-60";

const viewLink = (view: AgendaView["view"], date: string) => `?view=${view}&date=${date}`;

function PhoneBookingForm({ agenda }: { agenda: Agenda }) {
  const [open, setOpen] = useState(false);
  const { fetcher, busy } = useAgendaForm(() => setOpen(false));
  const serviceId = useId();
  return (
    <AgendaDialog
      title="Rendez-vous pris par téléphone"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className="rounded bg-ink px-4 py-2 font-semibold text-paper hover:bg-ink-soft">
          Nouveau rendez-vous
        </button>
      }
    >
      <fetcher.Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="phone-booking" />
        <div>
          <label htmlFor={serviceId} className="mb-1 block text-sm font-medium">
            Service
          </label>
          <select id={serviceId} name="serviceId" required defaultValue="" className={inputClass}>
            <option value="" disabled>
              Choisir…
            </option>
            {agenda.services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Date" name="date" type="date" min={agenda.today} defaultValue={agenda.view.date < agenda.today ? agenda.today : agenda.view.date} required />
          <Field label="Heure" name="timeSlot" type="time" step={300} required />
        </div>
        <Field label="Nom du client" name="name" autoComplete="off" maxLength={120} required />
        <Field label="Téléphone" name="phone" type="tel" autoComplete="off" required />
        <Field label="E-mail (facultatif)" name="email" type="email" autoComplete="off" hint="Le client reçoit alors la confirmation et le rappel la veille." />
        <button type="submit" disabled={busy} className={submitClass}>
          Enregistrer le rendez-vous
        </button>
      </fetcher.Form>
    </AgendaDialog>
  );
}

function BlockForm({ agenda }: { agenda: Agenda }) {
  const [open, setOpen] = useState(false);
  const { fetcher, busy } = useAgendaForm(() => setOpen(false));
  return (
    <AgendaDialog
      title="Bloquer un créneau"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className="rounded border border-ink/30 px-4 py-2 font-semibold hover:bg-ink/5">
          Bloquer un créneau
        </button>
      }
    >
      <fetcher.Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="block" />
        <Field label="Date" name="date" type="date" min={agenda.today} defaultValue={agenda.view.date < agenda.today ? agenda.today : agenda.view.date} required />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="De" name="from" type="time" step={300} required />
          <Field label="À" name="to" type="time" step={300} required />
        </div>
        <Field label="Motif" name="label" maxLength={80} placeholder="Pause, rendez-vous personnel…" required />
        <p className="text-sm text-muted">Ce temps n'est plus proposé en ligne ni réservable.</p>
        <button type="submit" disabled={busy} className={submitClass}>
          Bloquer
        </button>
      </fetcher.Form>
    </AgendaDialog>
  );
}

export default function AdminAgenda({ loaderData: agenda }: Route.ComponentProps) {
  const { view, days, today } = agenda;
  const step = view.view === "day" ? 1 : 7;
  const count = days.reduce((n, d) => n + d.bookings.length, 0);
  const period = view.view === "day" ? days[0]!.label : `du ${days[0]!.label} au ${days[6]!.label}`;
  return (
    <div className="space-y-5">
      <h1 className="font-display text-3xl">Agenda</h1>
      <div className="flex flex-wrap items-center gap-2">
        <nav aria-label="Vue" className="flex gap-1">
          {(["day", "week"] as const).map((v) => (
            <Link
              key={v}
              to={viewLink(v, view.date)}
              aria-current={view.view === v ? "page" : undefined}
              className={`rounded-full px-4 py-1.5 text-sm ${view.view === v ? "bg-ink text-paper" : "border border-ink/20 hover:bg-ink/5"}`}
            >
              {v === "day" ? "Jour" : "Semaine"}
            </Link>
          ))}
        </nav>
        <nav aria-label="Période" className="flex gap-1">
          <Link to={viewLink(view.view, addDays(view.date, -step))} className={buttonClass}>
            <span aria-hidden>←</span> {view.view === "day" ? "Jour précédent" : "Semaine précédente"}
          </Link>
          <Link to={viewLink(view.view, today)} className={buttonClass}>
            Aujourd'hui
          </Link>
          <Link to={viewLink(view.view, addDays(view.date, step))} className={buttonClass}>
            {view.view === "day" ? "Jour suivant" : "Semaine suivante"} <span aria-hidden>→</span>
          </Link>
        </nav>
        <Form method="get" className="flex items-end gap-1">
          <input type="hidden" name="view" value={view.view} />
          <label className="sr-only" htmlFor="agenda-date">
            Aller au
          </label>
          <input id="agenda-date" type="date" name="date" defaultValue={view.date} className={`${inputClass} !w-auto !py-1.5`} />
          <button type="submit" className={buttonClass}>
            Afficher
          </button>
        </Form>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted first-letter:uppercase">
          {period} : {count} rendez-vous
        </p>
        <div className="flex flex-wrap gap-2">
          <PhoneBookingForm agenda={agenda} />
          <BlockForm agenda={agenda} />
        </div>
      </div>
      <AgendaGrid days={days} today={today} />
    </div>
  );
}
