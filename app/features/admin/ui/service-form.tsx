import { Field, FieldError, SelectField, TextAreaField, useFieldIds } from "~/components/ui/field";
import type { AdminService } from "../services-admin.server";
import { priceText, SERVICE_LIMITS as L } from "../services-admin-messages";
import { useServicesForm, type PerformerChoice } from "./service-parts";
import { submitClass } from "./team-parts";

/** 'Réalisée par': one box per active barber, the field's error under them all. */
function PerformersField({ barbers, checkedIds, error }: { barbers: PerformerChoice[]; checkedIds: ReadonlyArray<string>; error?: string }) {
  const ids = useFieldIds({ error });
  return (
    <fieldset aria-describedby={ids.control["aria-describedby"]} className="sm:col-span-2">
      <legend className="mb-1 text-sm font-medium">Réalisée par</legend>
      {barbers.length === 0 ? <p className="text-sm text-muted">Aucun barbier actif : ajoutez-en un dans « Équipe ».</p> : null}
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {barbers.map((b) => (
          <label key={b.id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="barberIds" value={b.id} defaultChecked={checkedIds.includes(b.id)} aria-invalid={ids.control["aria-invalid"]} />{" "}
            {b.name}
          </label>
        ))}
      </div>
      <FieldError id={ids.errorId} error={error} />
    </fieldset>
  );
}

/** The arrhes' amount as the form shows it: euros of a fixed amount, a percentage, or nothing. */
const depositAmountText = (s: AdminService) =>
  s.depositKind === "fixed" ? priceText(s.depositValue) : s.depositKind === "percent" ? String(s.depositValue) : "";

/** The one form of a service: a new one (no `service`, emptied once added) or an existing one. */
export function ServiceForm({ service, categories, barbers }: { service?: AdminService; categories: string[]; barbers: PerformerChoice[] }) {
  const identity: Record<string, string> = service ? { intent: "edit", id: service.id } : { intent: "create" };
  const { fetcher, form, field, busy } = useServicesForm(identity, { checked: true, reset: !service });
  // A refusal of this form came back with the page: its boxes as they were sent.
  const sent = field("title").defaultValue !== undefined;
  return (
    <fetcher.Form method="post" {...form} aria-label={service ? `Modifier ${service.title}` : "Nouvelle prestation"} className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value={identity.intent} />
      {service ? <input type="hidden" name="id" value={service.id} /> : null}
      <div className="sm:col-span-2">
        <Field label="Nom" defaultValue={service?.title} maxLength={L.titleMax} required {...field("title")} />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField label="Description" defaultValue={service?.description ?? ""} maxLength={L.descriptionMax} rows={2} {...field("description")} />
      </div>
      <SelectField label="Catégorie" defaultValue={service?.category ?? categories[0] ?? ""} {...field("category")}>
        {categories.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
        <option value="">Nouvelle catégorie (nom ci-contre)</option>
      </SelectField>
      <Field
        label="Nouvelle catégorie"
        hint="Choisissez « Nouvelle catégorie » dans la liste : elle sera ajoutée en fin de carte."
        maxLength={L.categoryMax}
        {...field("newCategory")}
      />
      <Field label="Durée (min)" inputMode="numeric" defaultValue={service ? String(service.durationMinutes) : ""} required {...field("duration")} />
      <Field label="Prix (€)" inputMode="decimal" defaultValue={service ? priceText(service.priceCents) : ""} required {...field("price")} />
      <Field
        label="Temps de battement après (min)"
        inputMode="numeric"
        defaultValue={String(service?.bufferMinutes ?? 0)}
        hint="Temps gardé libre après la prestation (nettoyage du fauteuil), jamais montré aux clients."
        {...field("buffer")}
      />
      <SelectField
        label="Arrhes"
        defaultValue={service?.depositKind ?? "none"}
        hint="Demandées en ligne à la réservation, remboursées si le client annule au moins 24 h avant."
        {...field("depositKind")}
      >
        <option value="none">Aucune</option>
        <option value="fixed">Montant fixe (€)</option>
        <option value="percent">Pourcentage du prix (%)</option>
        <option value="full">Prépaiement total</option>
      </SelectField>
      <Field
        label="Montant ou pourcentage des arrhes"
        inputMode="decimal"
        defaultValue={service ? depositAmountText(service) : ""}
        hint="En euros pour un montant fixe (10 ou 12,50), en % pour un pourcentage (30)."
        {...field("depositAmount")}
      />
      <label className="flex items-center gap-2 self-center text-sm font-medium">
        <input
          type="checkbox"
          name="bookableOnline"
          value="on"
          defaultChecked={sent ? field("bookableOnline").defaultValue === "on" : (service?.bookableOnline ?? true)}
        />{" "}
        Réservable en ligne
      </label>
      <PerformersField barbers={barbers} checkedIds={service?.performerIds ?? barbers.map((b) => b.id)} error={field("barberIds").error} />
      <div className="sm:col-span-2">
        <button type="submit" disabled={busy} className={submitClass}>
          {service ? "Enregistrer" : "Ajouter la prestation"}
        </button>
      </div>
    </fetcher.Form>
  );
}
