import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { SelectField } from "~/components/ui/field";
import { MAX_VISIT_MINUTES, MAX_VISIT_SERVICES } from "~/features/booking/booking-rules";
import { formatDuration } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { agendaMessages as m, visitTotalText } from "../agenda-messages";
import type { Agenda } from "../agenda.server";

type Service = Agenda["services"][number];
type Row = { key: number; id: string };

const secondaryClass = "rounded border border-ink/30 px-3 py-1.5 text-sm font-semibold hover:bg-ink/5";

/** The services chosen in the form, in order (the empty choices left out). */
const chosenIn = (form: FormData) => form.getAll("serviceIds").filter((id): id is string => typeof id === "string" && id !== "");

/** A visit longer than a visit may be, said under 'Service' before anything is sent (the server says it too). */
export const visitTooLong = (services: ReadonlyArray<Service>) => (form: FormData) => {
  const minutes = chosenIn(form).reduce((sum, id) => sum + (services.find((s) => s.id === id)?.durationMinutes ?? 0), 0);
  return minutes > MAX_VISIT_MINUTES ? { serviceIds: m.VISIT_TOO_LONG } : null;
};

/**
 * The visit's services: 'Service', then up to three more added with 'Ajouter une prestation' (each
 * with its 'Retirer'), every one a select named `serviceIds`, sent in order (an empty one is left
 * out by the schema); the total once there are several. The form's refusal about them shows under
 * the first. `sent`: the ids the server got back with a refusal, comma-separated.
 */
export function VisitServicesField({ services, error, sent }: { services: ReadonlyArray<Service>; error?: string; sent?: string }) {
  const [rows, setRows] = useState<Row[]>(() => {
    const ids = (sent ?? "").split(",").slice(0, MAX_VISIT_SERVICES);
    return ids.map((id, key) => ({ key, id: services.some((s) => s.id === id) ? id : "" }));
  });
  const nextKey = useRef(rows.length);
  const listRef = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const chosen = rows.map((r) => services.find((s) => s.id === r.id)).filter((s): s is Service => s !== undefined);
  const minutes = chosen.reduce((sum, s) => sum + s.durationMinutes, 0);
  const price = chosen.reduce((sum, s) => sum + s.priceCents, 0);
  const choose = (key: number, id: string) => setRows((all) => all.map((r) => (r.key === key ? { ...r, id } : r)));
  return (
    <div ref={listRef} className="space-y-2">
      {rows.map((row, i) => (
        <div key={row.key} className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <SelectField
              label={i === 0 ? "Service" : `Service ${i + 1}`}
              name="serviceIds"
              required={i === 0}
              value={row.id}
              onChange={(e) => choose(row.key, e.currentTarget.value)}
              error={i === 0 ? error : undefined}
            >
              <option value="" disabled={i === 0}>
                {i === 0 ? "Choisir…" : "—"}
              </option>
              {services.map((s) => (
                <option key={s.id} value={s.id} disabled={rows.some((other) => other.key !== row.key && other.id === s.id)}>
                  {s.label}
                </option>
              ))}
            </SelectField>
          </div>
          {i > 0 ? (
            <button
              type="button"
              aria-label={`Retirer le service ${i + 1}`}
              onClick={() => {
                // Its button gone, the focus goes to 'Ajouter une prestation'; the form, changed, is checked
                // again as after an input (a visit too long may fit now).
                flushSync(() => setRows((all) => all.filter((r) => r.key !== row.key)));
                addButton.current?.focus();
                listRef.current?.dispatchEvent(new Event("input", { bubbles: true }));
              }}
              className={`${secondaryClass} mb-1`}
            >
              Retirer
            </button>
          ) : null}
        </div>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {rows.length < MAX_VISIT_SERVICES ? (
          <button
            ref={addButton}
            type="button"
            onClick={() => {
              const key = nextKey.current++;
              flushSync(() => setRows((all) => [...all, { key, id: "" }]));
              // The service added is chosen at once.
              Array.from(listRef.current?.querySelectorAll("select") ?? [])
                .at(-1)
                ?.focus();
            }}
            className={secondaryClass}
          >
            Ajouter une prestation
          </button>
        ) : (
          <span />
        )}
        <p aria-live="polite" className="text-sm font-semibold">
          {chosen.length > 1 ? visitTotalText(formatDuration(minutes), formatPrice(price)) : null}
        </p>
      </div>
    </div>
  );
}
