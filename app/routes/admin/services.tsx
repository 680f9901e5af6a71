import { requireAdmin } from "~/features/accounts/session.server";
import { underItsField } from "~/features/admin/field-refusal";
import { servicesAdminMessages as m } from "~/features/admin/services-admin-messages";
import { servicesActionSchema, type ServicesAction } from "~/features/admin/services-admin-schema";
import { moveCategory, moveService, restoreService, retireService, saveService, servicesForAdmin } from "~/features/admin/services-admin.server";
import { AdminEmptyState, AdminLoadError } from "~/features/admin/ui/admin-parts";
import { DocumentReply } from "~/features/admin/ui/document-reply";
import { RetiredService, ServiceCard } from "~/features/admin/ui/service-card";
import { ServiceForm } from "~/features/admin/ui/service-form";
import { OrderButtons } from "~/features/admin/ui/service-parts";
import { sectionClass } from "~/features/admin/ui/team-parts";
import { getDepositRules, saveDepositRules } from "~/features/booking/deposit-rules.server";
import { DepositRulesForm } from "~/features/admin/ui/deposit-rules-form";
import { formAction } from "~/lib/form.server";
import { succeed } from "~/lib/result";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/services";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [list, depositRules] = await Promise.all([servicesForAdmin(), getDepositRules()]);
  return { ...list, depositRules };
}

/** The boxes checked, one entry each (a JSON body names its one barber). */
const checkedOf = (form: FormData | null, sent: string) =>
  (form ? form.getAll("barberIds") : [sent]).filter((v): v is string => typeof v === "string" && v !== "").slice(0, 100);

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return formAction(request, { name: "admin services", schema: servicesActionSchema, messages: m }, async (input, body) =>
    underItsField(await run(input, body.form)),
  );
}

/** What each form of the screen does (its refusal of one field is then answered under that field). */
function run(input: ServicesAction, form: FormData | null) {
  switch (input.intent) {
    case "create":
    case "edit":
      return saveService(input, checkedOf(form, input.barberIds));
    case "move-service":
      return moveService(input.id, input.direction);
    case "move-category":
      return moveCategory(input.category, input.direction);
    case "deposit-rules": {
      const { intent: _intent, ...rules } = input;
      return saveDepositRules(rules).then(() => succeed({}, m.rulesSaved));
    }
    case "retire":
      return retireService(input.id);
    case "restore":
      return restoreService(input.id);
  }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Prestations – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export function ErrorBoundary() {
  return <AdminLoadError title="Prestations" message={m.loadFailed} />;
}

export default function AdminServices({ loaderData }: Route.ComponentProps) {
  const { categories, retired, barbers, depositRules } = loaderData;
  const names = categories.map((c) => c.name);
  const listed = categories.reduce((n, c) => n + c.services.length, 0);
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl">Prestations</h1>
        <a href="#nouvelle-prestation" className="rounded bg-ink px-4 py-2.5 font-semibold text-paper hover:bg-ink-soft">
          Nouvelle prestation
        </a>
      </div>
      <DocumentReply />
      <p className="text-sm text-muted">
        La carte du site, dans l'ordre où la page d'accueil la présente : {listed} prestation(s) en {categories.length} catégorie(s).
      </p>
      {listed === 0 ? <AdminEmptyState title={m.emptyTitle} text={m.emptyText} /> : null}
      {categories.map((category, i) => (
        <section key={category.name} aria-labelledby={`category-${i}`} className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-brass/40 pb-2">
            <h2 id={`category-${i}`} className="font-display text-2xl">
              {category.name}
            </h2>
            <OrderButtons
              identity={{ intent: "move-category", category: category.name }}
              what={`la catégorie ${category.name}`}
              first={i === 0}
              last={i === categories.length - 1}
            />
          </div>
          {category.services.length === 0 ? (
            <p className="text-sm text-muted">{m.emptyCategory}</p>
          ) : (
            <ul className="space-y-3" aria-label={`Prestations : ${category.name}`}>
              {category.services.map((service, j) => (
                <ServiceCard
                  key={service.id}
                  service={service}
                  categories={names}
                  barbers={barbers}
                  first={j === 0}
                  last={j === category.services.length - 1}
                />
              ))}
            </ul>
          )}
        </section>
      ))}
      {retired.length > 0 ? (
        <section aria-labelledby="retired-title" className={sectionClass}>
          <h2 id="retired-title" className="text-xl font-semibold">
            Retirées de la carte
          </h2>
          <p className="text-sm text-muted">Elles ne sont plus proposées sur le site ; les rendez-vous déjà pris les gardent tels quels.</p>
          <ul className="divide-y divide-ink/10" aria-label="Retirées de la carte">
            {retired.map((service) => (
              <RetiredService key={service.id} service={service} />
            ))}
          </ul>
        </section>
      ) : null}
      <section id="nouvelle-prestation" aria-labelledby="add-title" className={`${sectionClass} scroll-mt-4`}>
        <h2 id="add-title" className="text-xl font-semibold">
          Nouvelle prestation
        </h2>
        <ServiceForm categories={names} barbers={barbers} />
      </section>
      <section id="arrhes" aria-labelledby="deposit-rules-title" className={`${sectionClass} scroll-mt-4`}>
        <h2 id="deposit-rules-title" className="text-xl font-semibold">
          Arrhes : règles du salon
        </h2>
        <DepositRulesForm rules={depositRules} />
      </section>
    </div>
  );
}
