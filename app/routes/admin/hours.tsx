import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field } from "~/components/ui/field";
import { requireAdmin } from "~/features/accounts/session.server";
import { openingText, scheduleMessages as m, weekdayNames } from "~/features/admin/schedule-messages";
import { scheduleActionSchema } from "~/features/admin/schedule-schema";
import {
  addPublicHolidays,
  addScheduleException,
  cancelBookingsOutsideHours,
  deleteScheduleException,
  saveWeeklyHours,
  scheduleForAdmin,
  switchReminders,
  switchReviewRequests,
} from "~/features/admin/schedule.server";
import { AdminEmptyState, AdminLoadError } from "~/features/admin/ui/admin-parts";
import { useResultToast } from "~/lib/form-feedback";
import { formAction } from "~/lib/form.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/hours";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return scheduleForAdmin();
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return formAction(request, { name: "admin schedule", schema: scheduleActionSchema, messages: m }, (input) => {
    switch (input.intent) {
      case "save-week":
        return saveWeeklyHours({ 1: input.day1, 2: input.day2, 3: input.day3, 4: input.day4, 5: input.day5, 6: input.day6, 7: input.day7 });
      case "add-exception":
        return addScheduleException({ from: input.from, to: input.to, label: input.label, hours: input.hours });
      case "delete-exception":
        return deleteScheduleException(input.id);
      case "add-holidays":
        return addPublicHolidays(input.year);
      case "cancel-bookings":
        return cancelBookingsOutsideHours(input.ids);
      case "reminders":
        return switchReminders(input.enabled === "on");
      case "review-requests":
        return switchReviewRequests(input.enabled === "on");
    }
  });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Horaires – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export function ErrorBoundary() {
  return <AdminLoadError title="Horaires" message={m.loadFailed} />;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const sectionClass = "space-y-4 rounded-lg border border-ink/10 bg-white p-5";
const submitClass = "rounded bg-ink px-5 py-2.5 font-semibold text-paper hover:bg-ink-soft disabled:opacity-60";
const hoursHint = "Ex. : 10:00-12:30, 15:00-20:00. Vide : fermé.";

/** A form of this screen: its answer is shown as a toast; a success may reset it. */
function useScheduleForm(resetOnSuccess = false) {
  const fetcher = useFetcher<typeof action>();
  const form = useRef<HTMLFormElement>(null);
  useResultToast(fetcher.data, { onSuccess: () => (resetOnSuccess ? form.current?.reset() : undefined) });
  return { fetcher, form, busy: fetcher.state !== "idle" };
}

function WeekForm({ weekly }: { weekly: Route.ComponentProps["loaderData"]["weekly"] }) {
  const { fetcher, busy } = useScheduleForm();
  return (
    <fetcher.Form method="post" className={sectionClass} aria-labelledby="week-title">
      <h2 id="week-title" className="text-xl font-semibold">
        Semaine type
      </h2>
      <input type="hidden" name="intent" value="save-week" />
      <div className="grid gap-3 sm:grid-cols-2">
        {WEEKDAYS.map((day) => (
          <Field key={day} label={weekdayNames[day]} name={`day${day}`} defaultValue={openingText(weekly[day])} placeholder="Fermé" />
        ))}
      </div>
      <p className="text-sm text-muted">{hoursHint}</p>
      <button type="submit" disabled={busy} className={submitClass}>
        Enregistrer les horaires
      </button>
    </fetcher.Form>
  );
}

function ExceptionForm({ today }: { today: string }) {
  const { fetcher, form, busy } = useScheduleForm(true);
  return (
    <fetcher.Form ref={form} method="post" className="grid gap-3 sm:grid-cols-2" aria-label="Ajouter une fermeture ou des horaires exceptionnels">
      <input type="hidden" name="intent" value="add-exception" />
      <Field label="Du" name="from" type="date" min={today} required />
      <Field label="Au" name="to" type="date" min={today} required />
      <Field label="Motif" name="label" maxLength={80} placeholder="Congés, Formation…" required />
      <Field label="Horaires ce(s) jour(s)-là" name="hours" placeholder="Fermé" hint={hoursHint} />
      <div className="sm:col-span-2">
        <button type="submit" disabled={busy} className={submitClass}>
          Ajouter
        </button>
      </div>
    </fetcher.Form>
  );
}

function HolidayButton({ year }: { year: number }) {
  const { fetcher, busy } = useScheduleForm();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="add-holidays" />
      <input type="hidden" name="year" value={year} />
      <button type="submit" disabled={busy} className="rounded border border-ink/30 px-4 py-2 text-sm font-semibold hover:bg-ink/5 disabled:opacity-60">
        Fermer les jours fériés {year}
      </button>
    </fetcher.Form>
  );
}

/** An owner's on/off setting, said in words and switched by one button (a plain form: works before the page is live). */
function SettingSwitch(props: { intent: string; title: string; enabled: boolean; on: string; off: string; turnOn: string; turnOff: string }) {
  const { fetcher, busy } = useScheduleForm();
  const titleId = `${props.intent}-title`;
  return (
    <fetcher.Form method="post" className={sectionClass} aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-semibold">
        {props.title}
      </h2>
      <p>{props.enabled ? props.on : props.off}</p>
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="enabled" value={props.enabled ? "off" : "on"} />
      <button type="submit" disabled={busy} className="rounded border border-ink/30 px-4 py-2 text-sm font-semibold hover:bg-ink/5 disabled:opacity-60">
        {props.enabled ? props.turnOff : props.turnOn}
      </button>
    </fetcher.Form>
  );
}

const RemindersSwitch = ({ enabled }: { enabled: boolean }) => (
  <SettingSwitch
    intent="reminders"
    title="Rappels la veille"
    enabled={enabled}
    on="Activés : chaque client reçoit un e-mail de rappel la veille de son rendez-vous (sauf s'il a réservé moins de 24 h avant)."
    off="Désactivés : aucun e-mail de rappel n'est envoyé."
    turnOn="Activer les rappels"
    turnOff="Désactiver les rappels"
  />
);

const ReviewRequestsSwitch = ({ enabled }: { enabled: boolean }) => (
  <SettingSwitch
    intent="review-requests"
    title="Demandes d'avis le lendemain"
    enabled={enabled}
    on="Activées : le lendemain d'un rendez-vous honoré, chaque client reçoit un e-mail pour donner son avis (« Avis vérifié », publié après votre modération)."
    off="Désactivées : aucun e-mail de demande d'avis n'est envoyé."
    turnOn="Activer les demandes d'avis"
    turnOff="Désactiver les demandes d'avis"
  />
);

export default function AdminHours({ loaderData }: Route.ComponentProps) {
  const { weekly, exceptions, outside, today, reminders, reviewRequests } = loaderData;
  const removal = useFetcher<typeof action>();
  useResultToast(removal.data);
  const cancellation = useFetcher<typeof action>();
  useResultToast(cancellation.data);
  const outsideTitle = useRef<HTMLHeadingElement>(null);
  const hadOutside = useRef(outside.length > 0);
  // Once the bookings are cancelled, their list goes: focus stays on the section's heading.
  useEffect(() => {
    if (hadOutside.current && outside.length === 0) outsideTitle.current?.focus();
    hadOutside.current = outside.length > 0;
  }, [outside.length]);
  const year = Number(today.slice(0, 4));

  return (
    <div className="space-y-8">
      <h1 className="font-display text-3xl">Horaires</h1>

      {outside.length > 0 ? (
        <section aria-labelledby="outside-title" className="space-y-3 rounded-lg border border-amber-700/40 bg-amber-50 p-5">
          <h2 id="outside-title" ref={outsideTitle} tabIndex={-1} className="text-xl font-semibold text-amber-950">
            Rendez-vous en dehors des horaires ({outside.length})
          </h2>
          <p className="text-sm">
            Ces rendez-vous confirmés tombent un jour fermé ou hors des horaires. Annulez-les (chaque client reçoit un e-mail) ou retirez l'exception.
          </p>
          <ul className="space-y-1" aria-label="Rendez-vous en dehors des horaires">
            {outside.map((b) => (
              <li key={b.id}>
                {b.dateText} à {b.timeSlot.replace(":", "h")} – {b.serviceTitle} – {b.customerName} ({b.customerEmail ?? "pas d'e-mail"})
              </li>
            ))}
          </ul>
          <ConfirmDialog
            title="Annuler ces rendez-vous"
            message={`${outside.length} rendez-vous seront annulés et chaque client prévenu par e-mail.`}
            confirmLabel="Annuler les rendez-vous"
            onConfirm={() => void cancellation.submit({ intent: "cancel-bookings", ids: outside.map((b) => b.id).join(",") }, { method: "post" })}
            trigger={
              <button
                type="button"
                disabled={cancellation.state !== "idle"}
                className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-60"
              >
                Annuler ces rendez-vous et prévenir les clients
              </button>
            }
          />
        </section>
      ) : (
        <h2 ref={outsideTitle} tabIndex={-1} className="sr-only">
          Aucun rendez-vous en dehors des horaires
        </h2>
      )}

      <WeekForm weekly={weekly} />

      <section aria-labelledby="exceptions-title" className={sectionClass}>
        <h2 id="exceptions-title" className="text-xl font-semibold">
          Fermetures et horaires exceptionnels
        </h2>
        {exceptions.length === 0 ? (
          <AdminEmptyState
            title="Aucune exception à venir"
            text="Les fermetures (congés, jours fériés, formation) et ouvertures exceptionnelles apparaîtront ici."
          />
        ) : (
          <ul className="divide-y divide-ink/10" aria-label="Exceptions à venir">
            {exceptions.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <strong>{e.label}</strong> : {e.period} — {e.hours.length === 0 ? "fermé" : openingText(e.hours)}
                </span>
                <button
                  type="button"
                  disabled={removal.state !== "idle"}
                  onClick={() => void removal.submit({ intent: "delete-exception", id: e.id }, { method: "post" })}
                  aria-label={`Retirer ${e.label} (${e.period})`}
                  className="rounded border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50"
                >
                  Retirer
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          <HolidayButton year={year} />
          <HolidayButton year={year + 1} />
        </div>
        <h3 className="pt-2 font-semibold">Ajouter une fermeture ou des horaires exceptionnels</h3>
        <ExceptionForm today={today} />
      </section>

      <RemindersSwitch enabled={reminders} />
      <ReviewRequestsSwitch enabled={reviewRequests} />
    </div>
  );
}
