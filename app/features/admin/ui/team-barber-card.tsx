import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field, FieldError, TextAreaField, useFieldIds } from "~/components/ui/field";
import type { OpeningBlock, WeeklyHours } from "~/features/booking/schedule";
import { PRODUCT_IMAGE_MAX_BYTES } from "../product-messages";
import { teamMessages as m } from "../team-messages";
import { Absences, WeekForm } from "./team-barber-time";
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

const PHOTO_ACCEPT = "image/png,image/jpeg,image/webp";

/** What the browser checks of a photo before sending it (the server reads its content): 5 MB at most. */
function photoProblem(form: FormData) {
  const photo = form.get("photo");
  return photo instanceof File && photo.size > PRODUCT_IMAGE_MAX_BYTES ? { photo: m.IMAGE_TOO_LARGE } : null;
}

/** Name, presentation and photo: adds a barber (no `barber`) or updates one. */
export function BarberProfileForm({ barber }: { barber?: AdminBarber }) {
  const identity: Record<string, string> = barber ? { intent: "edit-barber", id: barber.id } : { intent: "add-barber" };
  const { fetcher, form, field, busy } = useTeamForm(identity, { checked: true, reset: !barber, extra: photoProblem });
  const label = barber ? `Profil de ${barber.name}` : "Ajouter un barbier";
  return (
    <fetcher.Form method="post" encType="multipart/form-data" {...form} className="grid gap-3 sm:grid-cols-2" aria-label={label}>
      <input type="hidden" name="intent" value={barber ? "edit-barber" : "add-barber"} />
      {barber ? <input type="hidden" name="id" value={barber.id} /> : null}
      <Field label="Nom" defaultValue={barber?.name} maxLength={80} required {...field("name")} />
      <Field label="Photo (PNG, JPG ou WebP, 5 Mo au plus)" type="file" accept={PHOTO_ACCEPT} {...field("photo")} />
      <div className="sm:col-span-2">
        <TextAreaField label="Présentation" defaultValue={barber?.presentation ?? ""} maxLength={500} rows={3} {...field("presentation")} />
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
  const { fetcher, form, field, busy } = useTeamForm({ intent: "save-services", id: barber.id });
  const { error } = field("serviceIds");
  const ids = useFieldIds({ error });
  return (
    <fetcher.Form method="post" {...form} aria-label={`Prestations de ${barber.name}`} className="space-y-2">
      <input type="hidden" name="intent" value="save-services" />
      <input type="hidden" name="id" value={barber.id} />
      <fieldset aria-describedby={ids.control["aria-describedby"]}>
        <legend className="font-semibold">Prestations réalisées</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {services.map((s) => (
            <label key={s.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="serviceIds"
                value={s.id}
                defaultChecked={!barber.skippedServiceIds.includes(s.id)}
                aria-invalid={ids.control["aria-invalid"]}
              />{" "}
              {s.title}
            </label>
          ))}
        </div>
        <FieldError id={ids.errorId} error={error} />
      </fieldset>
      <button type="submit" disabled={busy} className={secondaryClass}>
        Enregistrer les prestations
      </button>
    </fetcher.Form>
  );
}

/** 'Monter' and 'Descendre': one plain form, its button says which way. */
function OrderForm({ barber, first, last }: { barber: AdminBarber; first: boolean; last: boolean }) {
  const { fetcher, form, busy } = useTeamForm({ intent: "reorder", id: barber.id });
  return (
    <fetcher.Form method="post" {...form} className="contents">
      <input type="hidden" name="intent" value="reorder" />
      <input type="hidden" name="id" value={barber.id} />
      <button type="submit" name="direction" value="up" disabled={first || busy} className={secondaryClass} aria-label={`Monter ${barber.name}`}>
        Monter
      </button>
      <button type="submit" name="direction" value="down" disabled={last || busy} className={secondaryClass} aria-label={`Descendre ${barber.name}`}>
        Descendre
      </button>
    </fetcher.Form>
  );
}

/** 'Désactiver' behind a confirmation; 'Réactiver' a plain form. */
function StatusForm({ barber }: { barber: AdminBarber }) {
  const { fetcher, form, busy } = useTeamForm({ intent: "set-active", id: barber.id });
  if (barber.active)
    return (
      <ConfirmDialog
        title={`Désactiver ${barber.name}`}
        message="Il ne sera plus proposé à la réservation. Ses rendez-vous à venir seront listés en haut de la page, pour les confier à un autre barbier ou les annuler."
        confirmLabel="Désactiver"
        onConfirm={() => void fetcher.submit({ intent: "set-active", id: barber.id, active: "off" }, { method: "post" })}
        trigger={
          <button type="button" disabled={busy} className={dangerClass}>
            Désactiver
          </button>
        }
      />
    );
  return (
    <fetcher.Form method="post" {...form} className="contents">
      <input type="hidden" name="intent" value="set-active" />
      <input type="hidden" name="id" value={barber.id} />
      <input type="hidden" name="active" value="on" />
      <button type="submit" disabled={busy} className={secondaryClass}>
        Réactiver
      </button>
    </fetcher.Form>
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
          <div className="flex flex-wrap gap-2">
            <OrderForm barber={barber} first={props.first} last={props.last} />
            <StatusForm barber={barber} />
          </div>
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
