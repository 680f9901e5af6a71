import { Form, Link } from "react-router";
import { nextPeriod, previousPeriod } from "../period";
import type { Period, PeriodKind } from "../types";

const KIND_LABELS: Record<PeriodKind, string> = { semaine: "Semaine", mois: "Mois", annee: "Année" };

/** The query of a period: `periode=mois&date=2026-11-01`. */
export const periodQuery = (kind: PeriodKind, date: string) => `periode=${kind}&date=${date}`;

/** A week, a month or a year holding a day: a GET form, and links to the periods on each side (no script needed). */
export function PeriodChooser({ period, date }: { period: Period; date: string }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border border-ink/10 bg-white p-4">
      <div className="flex flex-col text-sm">
        <label htmlFor="dashboard-period">Période</label>
        <select id="dashboard-period" name="periode" defaultValue={period.kind} className="mt-1 rounded border border-ink/30 px-2 py-1.5">
          {(Object.keys(KIND_LABELS) as PeriodKind[]).map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col text-sm">
        <label htmlFor="dashboard-date">Contenant le</label>
        <input id="dashboard-date" type="date" name="date" defaultValue={date} required className="mt-1 rounded border border-ink/30 px-2 py-1" />
      </div>
      <button type="submit" className="rounded bg-ink px-4 py-2 text-paper">
        Afficher
      </button>
      <nav aria-label="Périodes voisines" className="ml-auto flex gap-4 text-sm">
        <Link to={`?${periodQuery(period.kind, previousPeriod(period).from)}`} className="underline">
          Période précédente
        </Link>
        <Link to={`?${periodQuery(period.kind, nextPeriod(period).from)}`} className="underline">
          Période suivante
        </Link>
      </nav>
    </Form>
  );
}
