import { useFetcher } from "react-router";
import { Field } from "~/components/ui/field";
import type { OpeningBlock, WeeklyHours } from "~/lib/opening-hours";
import type { ActionResult } from "~/lib/result";
import { useForm } from "~/lib/use-form";
import { openingText, weekdayNames } from "../schedule-messages";
import { usePageReply } from "./document-reply";

type Reply = ActionResult<string>;

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const sectionClass = "space-y-4 rounded-lg border border-ink/10 bg-white p-5";
const submitClass = "rounded bg-ink px-5 py-2.5 font-semibold text-paper hover:bg-ink-soft disabled:opacity-60";
const buttonClass = "rounded border border-ink/30 px-4 py-2 text-sm font-semibold hover:bg-ink/5 disabled:opacity-60";
const hoursHint = "Ex. : 10:00-12:30, 15:00-20:00. Vide : fermé.";

const scheduleSchema = () => import("../schedule-schema").then((s) => s.scheduleActionSchema);

/**
 * A form of the 'Horaires' screen (`identity`: its hidden fields), sent without leaving the page,
 * or as a plain post before the page is live. `checked`: checked with the screen's schema before it
 * leaves, each field's error under it; `reset`: emptied once saved.
 */
function useScheduleForm(identity: Record<string, string>, { checked = false, reset = false } = {}) {
  const fetcher = useFetcher<Reply>();
  const pageReply = usePageReply<Reply>(identity);
  const { form, field } = useForm({
    reply: fetcher.data ?? pageReply,
    schema: checked ? scheduleSchema : undefined,
    onSuccess: () => (reset ? form.ref.current?.reset() : undefined),
  });
  return { fetcher, form, field, busy: fetcher.state !== "idle" };
}

export function WeekForm({ weekly }: { weekly: WeeklyHours }) {
  const { fetcher, form, field, busy } = useScheduleForm({ intent: "save-week" }, { checked: true });
  return (
    <fetcher.Form method="post" {...form} className={sectionClass} aria-labelledby="week-title">
      <h2 id="week-title" className="text-xl font-semibold">
        Semaine type
      </h2>
      <input type="hidden" name="intent" value="save-week" />
      <div className="grid gap-3 sm:grid-cols-2">
        {WEEKDAYS.map((day) => (
          <Field key={day} label={weekdayNames[day]} defaultValue={openingText(weekly[day])} placeholder="Fermé" {...field(`day${day}`)} />
        ))}
      </div>
      <p className="text-sm text-muted">{hoursHint}</p>
      <button type="submit" disabled={busy} className={submitClass}>
        Enregistrer les horaires
      </button>
    </fetcher.Form>
  );
}

export function ExceptionForm({ today }: { today: string }) {
  const { fetcher, form, field, busy } = useScheduleForm({ intent: "add-exception" }, { checked: true, reset: true });
  return (
    <fetcher.Form method="post" {...form} className="grid gap-3 sm:grid-cols-2" aria-label="Ajouter une fermeture ou des horaires exceptionnels">
      <input type="hidden" name="intent" value="add-exception" />
      <Field label="Du" type="date" min={today} required {...field("from")} />
      <Field label="Au" type="date" min={today} required {...field("to")} />
      <Field label="Motif" maxLength={80} placeholder="Congés, Formation…" required {...field("label")} />
      <Field label="Horaires ce(s) jour(s)-là" placeholder="Fermé" hint={hoursHint} {...field("hours")} />
      <div className="sm:col-span-2">
        <button type="submit" disabled={busy} className={submitClass}>
          Ajouter
        </button>
      </div>
    </fetcher.Form>
  );
}

/** An exception to come, and 'Retirer' (a plain form: it works before the page is live). */
export function ExceptionRow({ exception: e }: { exception: { id: string; label: string; period: string; hours: ReadonlyArray<OpeningBlock> } }) {
  const { fetcher, form, busy } = useScheduleForm({ intent: "delete-exception", id: e.id });
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span>
        <strong>{e.label}</strong> : {e.period} — {e.hours.length === 0 ? "fermé" : openingText(e.hours)}
      </span>
      <fetcher.Form method="post" {...form}>
        <input type="hidden" name="intent" value="delete-exception" />
        <input type="hidden" name="id" value={e.id} />
        <button
          type="submit"
          disabled={busy}
          aria-label={`Retirer ${e.label} (${e.period})`}
          className="rounded border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50"
        >
          Retirer
        </button>
      </fetcher.Form>
    </li>
  );
}

export function HolidayButton({ year }: { year: number }) {
  const { fetcher, form, busy } = useScheduleForm({ intent: "add-holidays", year: String(year) });
  return (
    <fetcher.Form method="post" {...form}>
      <input type="hidden" name="intent" value="add-holidays" />
      <input type="hidden" name="year" value={year} />
      <button type="submit" disabled={busy} className={buttonClass}>
        Fermer les jours fériés {year}
      </button>
    </fetcher.Form>
  );
}

/** An owner's on/off setting, said in words and switched by one button (a plain form: works before the page is live). */
function SettingSwitch(props: { intent: string; title: string; enabled: boolean; on: string; off: string; turnOn: string; turnOff: string }) {
  const { fetcher, form, busy } = useScheduleForm({ intent: props.intent });
  const titleId = `${props.intent}-title`;
  return (
    <fetcher.Form method="post" {...form} className={sectionClass} aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-semibold">
        {props.title}
      </h2>
      <p>{props.enabled ? props.on : props.off}</p>
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="enabled" value={props.enabled ? "off" : "on"} />
      <button type="submit" disabled={busy} className={buttonClass}>
        {props.enabled ? props.turnOff : props.turnOn}
      </button>
    </fetcher.Form>
  );
}

export const RemindersSwitch = ({ enabled }: { enabled: boolean }) => (
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

export const ReviewRequestsSwitch = ({ enabled }: { enabled: boolean }) => (
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
