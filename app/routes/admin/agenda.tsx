import { useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { inputClass } from "~/components/ui/field";
import { requireAdmin } from "~/features/accounts/session.server";
import { agendaMessages as m } from "~/features/admin/agenda-messages";
import { agendaActionSchema, readAgendaView, type AgendaView } from "~/features/admin/agenda-schema";
import { markAttendance } from "~/features/admin/agenda-attendance.server";
import { underItsField } from "~/features/admin/field-refusal";
import { agendaFor, blockTime, createPhoneBooking, moveBooking, removeBlock, type Agenda } from "~/features/admin/agenda.server";
import { AdminLoadError } from "~/features/admin/ui/admin-parts";
import { BlockForm, PhoneBookingForm, type AgendaPick } from "~/features/admin/ui/agenda-forms";
import { AgendaGrid } from "~/features/admin/ui/agenda-grid";
import { AgendaWaitlist } from "~/features/admin/ui/agenda-waitlist";
import { DocumentReply } from "~/features/admin/ui/document-reply";
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
  return formAction(request, { name: "admin agenda", schema: agendaActionSchema, messages: m }, async (input) => {
    switch (input.intent) {
      case "phone-booking":
        // A refusal about its services (none performs them all, too long) is said under 'Service'.
        return underItsField(await createPhoneBooking(input));
      case "block":
        return blockTime(input);
      case "unblock":
        return removeBlock(input.id);
      case "move":
        return moveBooking(input);
      case "mark-absent":
      case "mark-came":
        return markAttendance(input.id, input.intent === "mark-absent");
    }
  });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Agenda – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export function ErrorBoundary() {
  return <AdminLoadError title="Agenda" message={m.loadFailed} />;
}

const buttonClass = "rounded border border-ink/30 px-3 py-1.5 text-sm font-semibold hover:bg-ink/5";

/** A view's address; a week keeps its barber. */
const viewLink = (view: AgendaView["view"], date: string, barber: string | null = null) =>
  `?view=${view}&date=${date}${view === "week" && barber ? `&barber=${barber}` : ""}`;

/** The week's barber: a GET form, so it works before the scripts (and at once once they run). */
function BarberFilter({ agenda }: { agenda: Agenda }) {
  const submit = useSubmit();
  return (
    <Form method="get" className="flex items-end gap-1">
      <input type="hidden" name="view" value="week" />
      <input type="hidden" name="date" value={agenda.view.date} />
      <label htmlFor="agenda-barber" className="self-center text-sm font-semibold">
        Barbier
      </label>
      <select
        id="agenda-barber"
        name="barber"
        defaultValue={agenda.view.barber ?? ""}
        key={agenda.view.barber ?? ""}
        onChange={(e) => void submit(e.currentTarget.form)}
        className={`${inputClass} !w-auto !py-1.5`}
      >
        <option value="">Tous</option>
        {agenda.team.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </select>
      <button type="submit" className={buttonClass}>
        Filtrer
      </button>
    </Form>
  );
}

export default function AdminAgenda({ loaderData: agenda }: Route.ComponentProps) {
  const { view, days, today, team, waitlist } = agenda;
  const [pick, setPick] = useState<AgendaPick | null>(null);
  const [dialog, setDialog] = useState<"phone" | "block" | null>(null);
  const step = view.view === "day" ? 1 : 7;
  const count = days.reduce((n, d) => n + d.bookings.length, 0);
  const period = view.view === "day" ? days[0]!.label : `du ${days[0]!.label} au ${days[6]!.label}`;
  const of = view.barber ? ` de ${team.find((b) => b.id === view.barber)?.name ?? ""}` : "";
  const opener = (which: "phone" | "block") => (open: boolean) => {
    // The phone form's own button starts from no barber; the block form keeps the column last clicked.
    if (open && which === "phone") setPick(null);
    setDialog(open ? which : null);
  };
  return (
    <div className="space-y-5">
      <h1 className="font-display text-3xl">Agenda</h1>
      <div className="flex flex-wrap items-center gap-2">
        <nav aria-label="Vue" className="flex gap-1">
          {(["day", "week"] as const).map((v) => (
            <Link
              key={v}
              to={viewLink(v, view.date, view.barber)}
              aria-current={view.view === v ? "page" : undefined}
              className={`rounded-full px-4 py-1.5 text-sm ${view.view === v ? "bg-ink text-paper" : "border border-ink/20 hover:bg-ink/5"}`}
            >
              {v === "day" ? "Jour" : "Semaine"}
            </Link>
          ))}
        </nav>
        <nav aria-label="Période" className="flex gap-1">
          <Link to={viewLink(view.view, addDays(view.date, -step), view.barber)} className={buttonClass}>
            <span aria-hidden>←</span> {view.view === "day" ? "Jour précédent" : "Semaine précédente"}
          </Link>
          <Link to={viewLink(view.view, today, view.barber)} className={buttonClass}>
            Aujourd'hui
          </Link>
          <Link to={viewLink(view.view, addDays(view.date, step), view.barber)} className={buttonClass}>
            {view.view === "day" ? "Jour suivant" : "Semaine suivante"} <span aria-hidden>→</span>
          </Link>
        </nav>
        <Form method="get" className="flex items-end gap-1">
          <input type="hidden" name="view" value={view.view} />
          {view.barber ? <input type="hidden" name="barber" value={view.barber} /> : null}
          <label className="sr-only" htmlFor="agenda-date">
            Aller au
          </label>
          <input id="agenda-date" type="date" name="date" defaultValue={view.date} className={`${inputClass} !w-auto !py-1.5`} />
          <button type="submit" className={buttonClass}>
            Afficher
          </button>
        </Form>
        {view.view === "week" ? <BarberFilter agenda={agenda} /> : null}
      </div>
      <DocumentReply />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted first-letter:uppercase">
          {period} : {count} rendez-vous{of}
        </p>
        <div className="flex flex-wrap gap-2">
          <PhoneBookingForm agenda={agenda} pick={pick} open={dialog === "phone"} onOpenChange={opener("phone")} onBlockInstead={() => setDialog("block")} />
          <BlockForm agenda={agenda} pick={pick} open={dialog === "block"} onOpenChange={opener("block")} />
        </div>
      </div>
      <AgendaGrid
        days={days}
        today={today}
        team={team}
        barberId={view.barber}
        onPick={(p) => {
          setPick(p);
          setDialog("phone");
        }}
      />
      {waitlist ? <AgendaWaitlist waitlist={waitlist} /> : null}
    </div>
  );
}
