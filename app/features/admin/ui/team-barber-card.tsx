import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field, TextAreaField } from "~/components/ui/field";
import type { OpeningBlock, WeeklyHours } from "~/features/booking/schedule";
import { openingText, weekdayNames } from "../schedule-messages";
import { dayModes } from "../team-messages";
import { FeedAddress } from "./feed-address";
import { dangerClass, secondaryClass, submitClass, useTeamForm } from "./team-parts";

export type AdminBarber = {
  id: string;
  name: string;
  presentation: string | null;
  photoUrl: string | null;
  active: boolean;
  skippedServiceIds: ReadonlyArray<string>;
  weekly: Partial<Record<number, ReadonlyArray<OpeningBlock>>>;
  absences: Array<{ id: string; label: string; period: string }>;
};

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const PHOTO_ACCEPT = "image/png,image/jpeg,image/webp";

/** Name, presentation and photo: adds a barber (no `barber`) or updates one. */
export function BarberProfileForm({ barber }: { barber?: AdminBarber }) {
  const { fetcher, form, busy } = useTeamForm(!barber);
  const label = barber ? `Profil de ${barber.name}` : "Ajouter un barbier";
  return (
    <fetcher.Form ref={form} method="post" encType="multipart/form-data" className="grid gap-3 sm:grid-cols-2" aria-label={label}>
      <input type="hidden" name="intent" value={barber ? "edit-barber" : "add-barber"} />
      {barber ? <input type="hidden" name="id" value={barber.id} /> : null}
      <Field label="Nom" name="name" defaultValue={barber?.name} maxLength={80} required />
      <Field label="Photo (PNG, JPG ou WebP, 5 Mo au plus)" name="photo" type="file" accept={PHOTO_ACCEPT} />
      <div className="sm:col-span-2">
        <TextAreaField label="Présentation" name="presentation" defaultValue={barber?.presentation ?? ""} maxLength={500} rows={3} />
      </div>
      {barber?.photoUrl ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="removePhoto" value="on" /> Retirer la photo
        </label>
      ) : null}
      <div className="sm:col-span-2">
        <button type="submit" disabled={busy} className={submitClass}>
          {barber ? "Enregistrer" : "Ajouter le barbier"}
        </button>
      </div>
    </fetcher.Form>
  );
}

function ServicesForm({ barber, services }: { barber: AdminBarber; services: Array<{ id: string; title: string }> }) {
  const { fetcher, busy } = useTeamForm();
  return (
    <fetcher.Form method="post" aria-label={`Prestations de ${barber.name}`} className="space-y-2">
      <input type="hidden" name="intent" value="save-services" />
      <input type="hidden" name="id" value={barber.id} />
      <fieldset>
        <legend className="font-semibold">Prestations réalisées</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {services.map((s) => (
            <label key={s.id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="serviceIds" value={s.id} defaultChecked={!barber.skippedServiceIds.includes(s.id)} /> {s.title}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" disabled={busy} className={secondaryClass}>
        Enregistrer les prestations
      </button>
    </fetcher.Form>
  );
}

function WeekForm({ barber, salonWeekly }: { barber: AdminBarber; salonWeekly: WeeklyHours }) {
  const { fetcher, busy } = useTeamForm();
  return (
    <fetcher.Form method="post" aria-label={`Semaine de ${barber.name}`} className="space-y-2">
      <input type="hidden" name="intent" value="save-week" />
      <input type="hidden" name="id" value={barber.id} />
      <h4 className="font-semibold">Semaine type</h4>
      <div className="grid gap-2">
        {WEEKDAYS.map((day) => {
          const own = barber.weekly[day];
          const mode = !own ? "salon" : own.length === 0 ? "off" : "hours";
          const salon = salonWeekly[day].length === 0 ? "salon fermé" : `salon : ${openingText(salonWeekly[day])}`;
          return (
            <fieldset key={day} className="flex flex-wrap items-center gap-2 text-sm">
              <legend className="sr-only">{weekdayNames[day]}</legend>
              <span className="w-24 font-medium" aria-hidden="true">
                {weekdayNames[day]}
              </span>
              <select
                name={`mode${day}`}
                defaultValue={mode}
                aria-label={`${weekdayNames[day]} : mode`}
                className="rounded border border-ink/20 bg-white px-2 py-1.5"
              >
                {Object.entries(dayModes).map(([value, text]) => (
                  <option key={value} value={value}>
                    {text}
                  </option>
                ))}
              </select>
              <input
                name={`hours${day}`}
                defaultValue={own && own.length > 0 ? openingText(own) : ""}
                aria-label={`${weekdayNames[day]} : horaires`}
                placeholder="10:00-14:00"
                maxLength={200}
                className="rounded border border-ink/20 bg-white px-2 py-1.5"
              />
              <span className="text-muted">({salon})</span>
            </fieldset>
          );
        })}
      </div>
      <p className="text-sm text-muted">« Horaires » : ex. 10:00-12:30, 15:00-20:00, dans ceux du salon.</p>
      <button type="submit" disabled={busy} className={secondaryClass}>
        Enregistrer la semaine
      </button>
    </fetcher.Form>
  );
}

function Absences({ barber, today }: { barber: AdminBarber; today: string }) {
  const add = useTeamForm(true);
  const removal = useTeamForm();
  return (
    <div className="space-y-2">
      <h4 className="font-semibold">Absences</h4>
      {barber.absences.length === 0 ? (
        <p className="text-sm text-muted">Aucune absence à venir.</p>
      ) : (
        <ul aria-label={`Absences de ${barber.name}`} className="divide-y divide-ink/10">
          {barber.absences.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
              <span>
                <strong>{a.label}</strong> : {a.period}
              </span>
              <button
                type="button"
                disabled={removal.busy}
                onClick={() => void removal.fetcher.submit({ intent: "delete-absence", absenceId: a.id }, { method: "post" })}
                aria-label={`Retirer ${a.label} (${a.period})`}
                className={dangerClass}
              >
                Retirer
              </button>
            </li>
          ))}
        </ul>
      )}
      <add.fetcher.Form ref={add.form} method="post" className="grid gap-2 sm:grid-cols-3" aria-label={`Ajouter une absence de ${barber.name}`}>
        <input type="hidden" name="intent" value="add-absence" />
        <input type="hidden" name="id" value={barber.id} />
        <Field label="Du" name="from" type="date" min={today} required />
        <Field label="Au" name="to" type="date" min={today} required />
        <Field label="Motif" name="label" maxLength={80} placeholder="Congés, Formation, Maladie…" required />
        <div className="sm:col-span-3">
          <button type="submit" disabled={add.busy} className={secondaryClass}>
            Ajouter l'absence
          </button>
        </div>
      </add.fetcher.Form>
    </div>
  );
}

function OrderAndStatus({ barber, first, last }: { barber: AdminBarber; first: boolean; last: boolean }) {
  const order = useTeamForm();
  const status = useTeamForm();
  const submitOrder = (direction: "up" | "down") => void order.fetcher.submit({ intent: "reorder", id: barber.id, direction }, { method: "post" });
  const setActive = (active: boolean) => void status.fetcher.submit({ intent: "set-active", id: barber.id, active: active ? "on" : "off" }, { method: "post" });
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" disabled={first || order.busy} onClick={() => submitOrder("up")} className={secondaryClass} aria-label={`Monter ${barber.name}`}>
        Monter
      </button>
      <button
        type="button"
        disabled={last || order.busy}
        onClick={() => submitOrder("down")}
        className={secondaryClass}
        aria-label={`Descendre ${barber.name}`}
      >
        Descendre
      </button>
      {barber.active ? (
        <ConfirmDialog
          title={`Désactiver ${barber.name}`}
          message="Il ne sera plus proposé à la réservation. Ses rendez-vous à venir seront listés en haut de la page, pour les confier à un autre barbier ou les annuler."
          confirmLabel="Désactiver"
          onConfirm={() => setActive(false)}
          trigger={
            <button type="button" disabled={status.busy} className={dangerClass}>
              Désactiver
            </button>
          }
        />
      ) : (
        <button type="button" disabled={status.busy} onClick={() => setActive(true)} className={secondaryClass}>
          Réactiver
        </button>
      )}
    </div>
  );
}

/** One barber: profile, order, status, services, week, absences, and their calendar feed. */
export function BarberCard(props: {
  barber: AdminBarber;
  services: Array<{ id: string; title: string }>;
  salonWeekly: WeeklyHours;
  today: string;
  first: boolean;
  last: boolean;
}) {
  const { barber } = props;
  const headingId = `barber-${barber.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="space-y-4 rounded-lg border border-ink/10 bg-white p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id={headingId} className="flex items-center gap-3 text-xl font-semibold">
            {barber.photoUrl ? <img src={barber.photoUrl} alt="" width={48} height={64} className="h-16 w-12 rounded object-cover" loading="lazy" /> : null}
            {barber.name}
            {barber.active ? null : <span className="rounded bg-ink/10 px-2 py-0.5 text-sm font-normal">inactif</span>}
          </h3>
          <OrderAndStatus barber={barber} first={props.first} last={props.last} />
        </div>
        <BarberProfileForm barber={barber} />
        <ServicesForm barber={barber} services={props.services} />
        <WeekForm barber={barber} salonWeekly={props.salonWeekly} />
        <Absences barber={barber} today={props.today} />
        <FeedAddress scope={barber.id} label={`Agenda de ${barber.name}`} />
      </article>
    </li>
  );
}
