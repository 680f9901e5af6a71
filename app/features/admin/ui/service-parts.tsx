import { useFetcher } from "react-router";
import type { ActionResult } from "~/lib/result";
import { useForm } from "~/lib/use-form";
import type { ServicesAdminCode } from "../services-admin-messages";
import { usePageReply } from "./document-reply";
import { dangerClass, secondaryClass } from "./team-parts";

type Reply = ActionResult<ServicesAdminCode>;

const servicesSchema = () => import("../services-admin-schema").then((s) => s.servicesActionSchema);

/** The active barbers, in the team's order: who may perform a service. */
export type PerformerChoice = { id: string; name: string };

/**
 * A form of the 'Prestations' screen (`identity`: its hidden fields), sent without leaving the
 * page, or as a plain post before the page is live: its fields' errors under them, its answer a
 * toast. `checked`: checked with the screen's schema before it leaves; `reset`: emptied once saved.
 */
export function useServicesForm(identity: Record<string, string>, { checked = false, reset = false } = {}) {
  const fetcher = useFetcher<Reply>();
  const pageReply = usePageReply<Reply>(identity);
  const { form, field } = useForm({
    reply: fetcher.data ?? pageReply,
    schema: checked ? servicesSchema : undefined,
    onSuccess: () => (reset ? form.ref.current?.reset() : undefined),
  });
  return { fetcher, form, field, busy: fetcher.state !== "idle" };
}

/** 'Monter' and 'Descendre': one plain form, its buttons saying which way and what they move. */
export function OrderButtons(props: { identity: Record<string, string>; what: string; first: boolean; last: boolean }) {
  const { fetcher, form, busy } = useServicesForm(props.identity);
  return (
    <fetcher.Form method="post" {...form} className="flex gap-2">
      {Object.entries(props.identity).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" name="direction" value="up" disabled={props.first || busy} className={secondaryClass} aria-label={`Monter ${props.what}`}>
        Monter
      </button>
      <button type="submit" name="direction" value="down" disabled={props.last || busy} className={secondaryClass} aria-label={`Descendre ${props.what}`}>
        Descendre
      </button>
    </fetcher.Form>
  );
}

/** A form of one button (« Retirer de la carte », « Remettre à la carte »): it works before the page is live. */
export function OneButtonForm(props: { identity: Record<string, string>; label: string; accessibleLabel: string; danger?: boolean }) {
  const { fetcher, form, busy } = useServicesForm(props.identity);
  return (
    <fetcher.Form method="post" {...form}>
      {Object.entries(props.identity).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" disabled={busy} className={props.danger ? dangerClass : secondaryClass} aria-label={props.accessibleLabel}>
        {props.label}
      </button>
    </fetcher.Form>
  );
}
