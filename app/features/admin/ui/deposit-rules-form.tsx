import { Field, SelectField } from "~/components/ui/field";
import type { DepositRules } from "~/features/booking/deposits";
import { useServicesForm } from "./service-parts";
import { submitClass } from "./team-parts";

const identity = { intent: "deposit-rules" };

/**
 * The salon's rules on arrhes: whom each service's arrhes apply to, and what a client with N
 * absences or more meets online (found by the e-mail they book with).
 */
export function DepositRulesForm({ rules }: { rules: DepositRules }) {
  const { fetcher, form, field, busy } = useServicesForm(identity);
  return (
    <fetcher.Form method="post" {...form} aria-label="Règles des arrhes" className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value="deposit-rules" />
      <div className="sm:col-span-2">
        <SelectField
          label="Arrhes des prestations demandées à"
          defaultValue={rules.audience}
          hint="Chaque prestation dit ses arrhes ; un client « honoré » est venu au moins une fois sans être marqué absent."
          {...field("audience")}
        >
          <option value="everyone">Tous les clients</option>
          <option value="new_clients">Seulement les clients sans visite honorée</option>
        </SelectField>
      </div>
      <Field
        label="À partir de combien d'absences"
        inputMode="numeric"
        defaultValue={rules.absenceThreshold === null ? "" : String(rules.absenceThreshold)}
        hint="Laisser vide : aucune règle sur les absences. Le client est reconnu par son e-mail."
        {...field("absenceThreshold")}
      />
      <SelectField label="Alors" defaultValue={rules.absenceAction} {...field("absenceAction")}>
        <option value="deposit">Demander des arrhes, quelle que soit la prestation</option>
        <option value="refuse">Refuser la réservation en ligne (« Merci d'appeler le salon pour réserver »)</option>
      </SelectField>
      <Field
        label="Arrhes demandées dans ce cas (% du prix)"
        inputMode="numeric"
        defaultValue={String(rules.absencePercent)}
        hint="Si les prestations demandent davantage, leurs arrhes s'appliquent."
        {...field("absencePercent")}
      />
      <div className="sm:col-span-2">
        <button type="submit" disabled={busy} className={submitClass}>
          Enregistrer les règles
        </button>
      </div>
    </fetcher.Form>
  );
}
