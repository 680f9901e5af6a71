import { formatPrice } from "~/lib/money";
import { changeOf, figureRows, formatShare, type Value } from "../rows";
import type { Dashboard } from "../types";

function show(value: Value): string {
  if ("cents" in value) return formatPrice(value.cents);
  if ("count" in value) return String(value.count);
  return formatShare(value.share);
}

/** The period's figures, each beside the period before's and the change. */
export function FigureCards({ dashboard, csvHref }: { dashboard: Dashboard; csvHref: string }) {
  const rows = figureRows(dashboard);
  return (
    <div className="space-y-2">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {rows.map((r) => (
          <div key={r.label} className="rounded-lg border border-ink/10 bg-white p-3">
            <dt className="text-sm text-muted">{r.label}</dt>
            <dd className="font-display text-2xl">{show(r.current)}</dd>
            <dd className="text-xs text-muted">
              {dashboard.previous.label} : {show(r.previous)} <span className="font-semibold text-ink">({changeOf(r.current, r.previous)})</span>
            </dd>
          </div>
        ))}
      </dl>
      <a href={csvHref} className="text-sm underline" download>
        Télécharger les chiffres (CSV)
      </a>
    </div>
  );
}
