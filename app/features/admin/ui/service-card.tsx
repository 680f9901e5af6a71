import { formatDuration } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import type { AdminService } from "../services-admin.server";
import { ServiceForm } from "./service-form";
import { usePageReply } from "./document-reply";
import { OneButtonForm, OrderButtons, type PerformerChoice } from "./service-parts";

/** Duration, price, buffer, online booking and barbers, as a list of terms. */
function ServiceFacts({ service, barbers }: { service: AdminService; barbers: PerformerChoice[] }) {
  const performers = barbers.filter((b) => service.performerIds.includes(b.id)).map((b) => b.name);
  const facts: Array<[string, string]> = [
    ["Durée", formatDuration(service.durationMinutes)],
    ["Prix", formatPrice(service.priceCents)],
    ["Battement après", service.bufferMinutes > 0 ? `${service.bufferMinutes} min` : "Aucun"],
    ["Réservable en ligne", service.bookableOnline ? "Oui" : "Non (par le salon uniquement)"],
    ["Réalisée par", performers.length > 0 ? performers.join(", ") : "Aucun barbier actif"],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-muted">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The edit form, folded: open when the page came back with its refusal (sent before the page was live). */
function EditDetails(props: { service: AdminService; categories: string[]; barbers: PerformerChoice[] }) {
  const refused = usePageReply({ intent: "edit", id: props.service.id }) !== undefined;
  return (
    <details open={refused || undefined} className="rounded border border-ink/10 px-3 py-2">
      <summary className="cursor-pointer text-sm font-semibold">Modifier la prestation</summary>
      <div className="mt-3">
        <ServiceForm {...props} />
      </div>
    </details>
  );
}

/** A service on the list: what the site shows of it, its place in its category, « Retirer de la carte », its form. */
export function ServiceCard(props: { service: AdminService; categories: string[]; barbers: PerformerChoice[]; first: boolean; last: boolean }) {
  const { service } = props;
  const headingId = `service-${service.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="space-y-3 rounded-lg border border-ink/10 bg-white p-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 id={headingId} className="text-lg font-semibold">
              {service.title}
            </h3>
            {service.description ? <p className="text-sm text-muted">{service.description}</p> : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <OrderButtons identity={{ intent: "move-service", id: service.id }} what={service.title} first={props.first} last={props.last} />
            <OneButtonForm
              identity={{ intent: "retire", id: service.id }}
              label="Retirer de la carte"
              accessibleLabel={`Retirer de la carte : ${service.title}`}
              danger
            />
          </div>
        </div>
        <ServiceFacts service={service} barbers={props.barbers} />
        <EditDetails service={service} categories={props.categories} barbers={props.barbers} />
      </article>
    </li>
  );
}

/** A retired service: what it was, since when, and « Remettre à la carte ». */
export function RetiredService({ service }: { service: AdminService }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-2">
      <span>
        <strong>{service.title}</strong> · {service.category} · {formatPrice(service.priceCents)}
        <span className="block text-sm text-muted">Retirée le {service.retiredOn}</span>
      </span>
      <OneButtonForm identity={{ intent: "restore", id: service.id }} label="Remettre à la carte" accessibleLabel={`Remettre à la carte : ${service.title}`} />
    </li>
  );
}
