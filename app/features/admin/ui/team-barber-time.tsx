import { Field, FieldError, useFieldIds } from "~/components/ui/field";
import type { OpeningBlock, WeeklyHours } from "~/features/booking/schedule";
import { openingText, weekdayNames } from "../schedule-messages";
import { dayModes } from "../team-messages";
import { dangerClass, secondaryClass, useTeamForm } from "./team-parts";

/** What the week and absences forms know of a barber. */
type Barber = {
  id: string;
  name: string;
  weekly: Partial<Record<number, ReadonlyArray<OpeningBlock>>>;
  absences: Array<{ id: string; label: string; period: string }>;
};

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
type Weekday = (typeof WEEKDAYS)[number];

/** A weekday of the barber's week: the salon's hours, a day off, or hours of their own (the error of those under them). */
function DayRow({ day, own, salonHours, error }: { day: Weekday; own?: ReadonlyArray<OpeningBlock>; salonHours: ReadonlyArray<OpeningBlock>; error?: string }) {
  const ids = useFieldIds({ error });
  const mode = !own ? "salon" : own.length === 0 ? "off" : "hours";
  const salon = salonHours.length === 0 ? "salon fermé" : `salon : ${openingText(salonHours)}`;
  return (
    <fieldset className="flex flex-wrap items-center gap-2 text-sm">
      <legend className="sr-only">{weekdayNames[day]}</legend>
      <span className="w-24 font-medium" aria-hidden="true">
        {weekdayNames[day]}
      </span>
      <select name={`mode${day}`} defaultValue={mode} aria-label={`${weekdayNames[day]} : mode`} className="rounded border border-ink/20 bg-white px-2 py-1.5">
        {Object.entries(dayModes).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <input
        {...ids.control}
        name={`hours${day}`}
        defaultValue={own && own.length > 0 ? openingText(own) : ""}
        aria-label={`${weekdayNames[day]} : horaires`}
        placeholder="10:00-14:00"
        maxLength={200}
        className="rounded border border-ink/20 bg-white px-2 py-1.5 aria-invalid:border-red-700"
      />
      <span className="text-muted">({salon})</span>
      <div className="basis-full">
        <FieldError id={ids.errorId} error={error} />
      </div>
    </fieldset>
  );
}

export function WeekForm({ barber, salonWeekly }: { barber: Barber; salonWeekly: WeeklyHours }) {
  const { fetcher, form, field, busy } = useTeamForm({ intent: "save-week", id: barber.id }, { checked: true });
  return (
    <fetcher.Form method="post" {...form} aria-label={`Semaine de ${barber.name}`} className="space-y-2">
      <input type="hidden" name="intent" value="save-week" />
      <input type="hidden" name="id" value={barber.id} />
      <h4 className="font-semibold">Semaine type</h4>
      <div className="grid gap-2">
        {WEEKDAYS.map((day) => (
          <DayRow key={day} day={day} own={barber.weekly[day]} salonHours={salonWeekly[day]} error={field(`hours${day}`).error ?? field(`mode${day}`).error} />
        ))}
      </div>
      <p className="text-sm text-muted">« Horaires » : ex. 10:00-12:30, 15:00-20:00, dans ceux du salon.</p>
      <button type="submit" disabled={busy} className={secondaryClass}>
        Enregistrer la semaine
      </button>
    </fetcher.Form>
  );
}

/** An absence to come, and 'Retirer' (a plain form: it works before the page is live). */
function AbsenceRow({ absence: a }: { absence: Barber["absences"][number] }) {
  const { fetcher, form, busy } = useTeamForm({ intent: "delete-absence", absenceId: a.id });
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-1.5">
      <span>
        <strong>{a.label}</strong> : {a.period}
      </span>
      <fetcher.Form method="post" {...form}>
        <input type="hidden" name="intent" value="delete-absence" />
        <input type="hidden" name="absenceId" value={a.id} />
        <button type="submit" disabled={busy} aria-label={`Retirer ${a.label} (${a.period})`} className={dangerClass}>
          Retirer
        </button>
      </fetcher.Form>
    </li>
  );
}

export function Absences({ barber, today }: { barber: Barber; today: string }) {
  const { fetcher, form, field, busy } = useTeamForm({ intent: "add-absence", id: barber.id }, { checked: true, reset: true });
  return (
    <div className="space-y-2">
      <h4 className="font-semibold">Absences</h4>
      {barber.absences.length === 0 ? (
        <p className="text-sm text-muted">Aucune absence à venir.</p>
      ) : (
        <ul aria-label={`Absences de ${barber.name}`} className="divide-y divide-ink/10">
          {barber.absences.map((a) => (
            <AbsenceRow key={a.id} absence={a} />
          ))}
        </ul>
      )}
      <fetcher.Form method="post" {...form} className="grid gap-2 sm:grid-cols-3" aria-label={`Ajouter une absence de ${barber.name}`}>
        <input type="hidden" name="intent" value="add-absence" />
        <input type="hidden" name="id" value={barber.id} />
        <Field label="Du" type="date" min={today} required {...field("from")} />
        <Field label="Au" type="date" min={today} required {...field("to")} />
        <Field label="Motif" maxLength={80} placeholder="Congés, Formation, Maladie…" required {...field("label")} />
        <div className="sm:col-span-3">
          <button type="submit" disabled={busy} className={secondaryClass}>
            Ajouter l'absence
          </button>
        </div>
      </fetcher.Form>
    </div>
  );
}
