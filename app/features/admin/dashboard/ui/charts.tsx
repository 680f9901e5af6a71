// The dashboard's charts: SVG drawn by the server as plain elements (no chart library, nothing to
// run in the browser). Each drawing is one image described in words; its table says the figures.
import type { ReactNode } from "react";
import { formatPrice } from "~/lib/money";
import { axisEuros, barLength, groupedBars, HEIGHT, ROW, shortLabel, WIDTH, type GroupPoint } from "./chart-geometry";

export const NO_DATA = "Aucune donnée pour cette période.";

export type Series = { name: string; className: string };

type ChartFrame = { title: string; csvHref: string; table: ReactNode; chart: ReactNode | null };

/** A chart's frame: its title, the drawing (or « Aucune donnée »), its table on demand and its CSV. */
export function ChartFigure({ title, csvHref, table, chart }: ChartFrame) {
  return (
    <figure className="space-y-3 rounded-lg border border-ink/10 bg-white p-4">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-display text-xl">{title}</span>
        <a href={csvHref} className="text-sm underline" download>
          Télécharger (CSV)<span className="sr-only"> : {title}</span>
        </a>
      </figcaption>
      {chart ?? <p className="text-sm text-muted">{NO_DATA}</p>}
      <details>
        <summary className="cursor-pointer text-sm underline">Voir le tableau</summary>
        <div className="mt-2 overflow-x-auto">{table}</div>
      </details>
    </figure>
  );
}

/** Bars side by side per point (the revenue of each day or month), amounts in cents, axis in euros. */
export function GroupedBarChart({ label, points, series }: { label: string; points: ReadonlyArray<GroupPoint>; series: ReadonlyArray<Series> }) {
  const { bars, labels, ticks, zeroY, plot } = groupedBars(points, series.length);
  return (
    <div className="overflow-x-auto">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full min-w-[540px]" role="img" aria-label={label}>
        {ticks.map((t) => (
          <g key={t.value}>
            <line x1={plot.left} x2={plot.right} y1={t.y} y2={t.y} className="stroke-ink/10" />
            <text x={plot.left - 6} y={t.y + 4} textAnchor="end" className="fill-muted text-[11px]">
              {axisEuros(t.value)}
            </text>
          </g>
        ))}
        <line x1={plot.left} x2={plot.right} y1={zeroY} y2={zeroY} className="stroke-ink/40" />
        {bars.map((b) => (
          <rect key={`${b.point}-${b.series}`} x={b.x} y={b.y} width={b.width} height={b.height} className={series[b.series]?.className}>
            <title>{`${points[b.point]!.label} – ${series[b.series]?.name ?? ""} : ${formatPrice(b.value)}`}</title>
          </rect>
        ))}
        {labels.map((l, i) =>
          l.shown ? (
            <text key={i} x={l.x} y={plot.labelY} textAnchor="middle" className="fill-muted text-[11px]">
              {l.text}
            </text>
          ) : null,
        )}
      </svg>
      <Legend series={series} />
    </div>
  );
}

function Legend({ series }: { series: ReadonlyArray<Series> }) {
  return (
    <ul className="mt-1 flex flex-wrap gap-4 text-sm" aria-hidden="true">
      {series.map((s) => (
        <li key={s.name} className="flex items-center gap-1.5">
          <svg viewBox="0 0 10 10" className="size-3">
            <rect width="10" height="10" className={s.className} />
          </svg>
          {s.name}
        </li>
      ))}
    </ul>
  );
}

export type HorizontalBar = { label: string; value: number; text: string };

/** One bar per row against `max` (a fill rate against 1, a count against the largest), as wide as its column. */
export function HorizontalBarChart({
  label,
  bars,
  max,
  className = "fill-brass",
}: {
  label: string;
  bars: ReadonlyArray<HorizontalBar>;
  max: number;
  className?: string;
}) {
  return (
    <svg width="100%" height={bars.length * ROW.height} className="block" role="img" aria-label={label}>
      {bars.map((b, i) => (
        <g key={`${b.label}-${i}`} transform={`translate(0 ${i * ROW.height})`}>
          <title>{`${b.label} : ${b.text}`}</title>
          <text x="0" y={ROW.labelY} className="fill-ink text-[13px]">
            {shortLabel(b.label)}
          </text>
          <text x="100%" y={ROW.labelY} textAnchor="end" className="fill-ink text-[13px] font-semibold">
            {b.text}
          </text>
          <rect x="0" y={ROW.barY} width="100%" height={ROW.barHeight} className="fill-ink/5" />
          <rect x="0" y={ROW.barY} width={`${barLength(b.value, max)}%`} height={ROW.barHeight} className={className} />
        </g>
      ))}
    </svg>
  );
}
