import type { ReactNode } from "react";
import { Form, Link, useSubmit } from "react-router";

type Props = {
  q: string;
  status: string;
  statusOptions: ReadonlyArray<{ value: string; label: string }>;
  placeholder: string;
  /** Where 'Effacer' goes: the list without search nor status. */
  clearTo: string;
  /** Other search parameters the form keeps (the bookings' period). */
  keep?: Record<string, string>;
  /** More filters, after the status (the bookings' barber); `filtered` then says whether one is set. */
  children?: ReactNode;
  filtered?: boolean;
};

/** The admin lists' search box and status filter; they live in the address, so a list can be shared or reloaded. */
export function AdminSearchForm({ q, status, statusOptions, placeholder, clearTo, keep = {}, children, filtered = q !== "" || status !== "all" }: Props) {
  const submit = useSubmit();
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="flex min-w-60 flex-1 flex-col gap-1 text-sm font-semibold">
        Rechercher
        <input type="search" name="q" defaultValue={q} key={q} placeholder={placeholder} className="rounded border border-ink/30 px-3 py-2 font-normal" />
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Statut
        <select
          name="status"
          defaultValue={status}
          key={status}
          onChange={(e) => void submit(e.currentTarget.form)}
          className="rounded border border-ink/30 px-3 py-2 font-normal"
        >
          {statusOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      {children}
      <button type="submit" className="rounded bg-ink px-4 py-2 font-semibold text-paper hover:bg-ink-soft">
        Rechercher
      </button>
      {filtered ? (
        <Link to={clearTo} className="rounded border border-ink/30 px-4 py-2 hover:bg-ink/5">
          Effacer
        </Link>
      ) : null}
    </Form>
  );
}
