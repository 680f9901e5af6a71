import { useEffect, useId, useMemo, useRef, useState } from "react";
import { SelectField } from "~/components/ui/field";
import { formatDuration } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { bookingMessages } from "../messages";
import type { ServiceView } from "../types";
import { visitTotals } from "../visit";
import { addableServices, firstAddable } from "./visit-choice";

type Props = {
  /** The services chosen, in the order they are done. */
  visit: ServiceView[];
  /** The service list, in the site's order. */
  services: ServiceView[];
  onChange(visit: ServiceView[]): void;
};

const durationAndPrice = (s: { durationMinutes: number; priceCents: number }) => `${formatDuration(s.durationMinutes)} · ${formatPrice(s.priceCents)}`;

/**
 * 'Vos prestations': the visit's services, each with its 'Retirer' while another remains, the total,
 * and 'Ajouter une prestation' (a list by category, those that would not fit disabled) while the
 * visit has room. After a change the focus stays on a control near it, the total is read out.
 */
export function VisitServices({ visit, services, onChange }: Props) {
  const headingId = useId();
  const panelId = useId();
  const [adding, setAdding] = useState(false);
  const groups = useMemo(() => addableServices(services, visit), [services, visit]);
  const first = firstAddable(groups);
  const [pick, setPick] = useState("");
  // The service picked, while it may still be added; else the first that may.
  const picked = groups.some((g) => g.options.some((o) => o.fits && o.service.id === pick)) ? pick : (first?.id ?? "");
  const totals = visitTotals(visit);

  const section = useRef<HTMLElement>(null);
  // What takes the focus once the change is drawn (a selector inside the section).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target) (section.current?.querySelector<HTMLElement>(target) ?? section.current?.querySelector<HTMLElement>("h3"))?.focus();
  }, [visit, adding]);

  function add() {
    const service = services.find((s) => s.id === picked);
    if (!service) return;
    const next = [...visit, service];
    // Room for another: 'Ajouter une prestation' again; else the new service's 'Retirer'.
    focusNext.current = firstAddable(addableServices(services, next)) ? "[data-add-service]" : `[data-remove-service="${service.id}"]`;
    setAdding(false);
    onChange(next);
  }

  function remove(index: number) {
    const next = visit.filter((_, i) => i !== index);
    // The 'Retirer' of the service that took its place (or came before it), while there are several.
    const neighbour = next[index] ?? next[index - 1];
    focusNext.current = next.length > 1 && neighbour ? `[data-remove-service="${neighbour.id}"]` : "[data-add-service]";
    onChange(next);
  }

  function toggle() {
    focusNext.current = adding ? "[data-add-service]" : "select";
    setAdding(!adding);
  }

  return (
    <section ref={section} aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1} className="font-semibold outline-none">
        Vos prestations
      </h3>
      <ul className="mt-2 divide-y divide-ink/10 rounded border border-ink/20 bg-white">
        {visit.map((service, index) => (
          <li key={service.id} className="flex items-center justify-between gap-3 px-3 py-2">
            <div>
              <p className="font-medium">{service.title}</p>
              <p className="text-sm text-muted">{durationAndPrice(service)}</p>
            </div>
            {visit.length > 1 ? (
              <button
                type="button"
                data-remove-service={service.id}
                aria-label={`Retirer : ${service.title}`}
                onClick={() => remove(index)}
                className="shrink-0 rounded border border-ink/30 px-3 py-1.5 text-sm hover:bg-ink/5"
              >
                Retirer
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="mt-2 font-semibold">
        Total : {durationAndPrice(totals)}
      </p>
      {first ? (
        <div className="mt-3">
          <button
            type="button"
            data-add-service=""
            aria-expanded={adding}
            aria-controls={panelId}
            onClick={toggle}
            className="rounded border border-ink px-4 py-2 text-sm font-semibold hover:bg-ink/5"
          >
            Ajouter une prestation
          </button>
          <div id={panelId} hidden={!adding} className="mt-3 space-y-3 rounded-lg bg-white p-4 ring-1 ring-brass/40">
            {adding ? (
              <>
                <SelectField label="Prestation à ajouter" hint={bookingMessages.VISIT_TOO_LONG} value={picked} onChange={(e) => setPick(e.currentTarget.value)}>
                  {groups.map((group) => (
                    <optgroup key={group.category} label={group.category}>
                      {group.options.map(({ service, fits }) => (
                        <option key={service.id} value={service.id} disabled={!fits}>
                          {`${service.title} (${durationAndPrice(service)})`}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </SelectField>
                <button type="button" onClick={add} className="rounded bg-ink px-4 py-2 text-sm font-semibold text-paper hover:bg-ink-soft">
                  Ajouter cette prestation
                </button>
              </>
            ) : null}
          </div>
        </div>
      ) : (
        <p className="mt-2 text-sm text-muted">{bookingMessages.VISIT_TOO_LONG}</p>
      )}
    </section>
  );
}
