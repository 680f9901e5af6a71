// The dashboard's charts: SVG drawn by the server as plain elements (no chart library, nothing to
// run in the browser), each followed by its table for screen readers and keyboards, and its CSV.
import type { ReactNode } from "react";
import { formatRoundPrice } from "~/lib/money";

export type Series = { name: string; className: string };
export type GroupPoint = { label: string; values: number[] };

const WIDTH = 720;
const HEIGHT = 240;
const LEFT = 64;
const RIGHT = 8;
const TOP = 12;
const BOTTOM = 28;

/** A round top for the scale: 1, 2 or 5 times a power of ten, at least `value`. */
export function niceCeil(value: number): number {
  if (value <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** Where each bar of a grouped chart goes, in SVG units: `values` in cents (may be negative). */
export function groupedBars(points: ReadonlyArray<GroupPoint>, seriesCount: number) {
  const all = points.flatMap((p) => p.values);
  const top = niceCeil(Math.max(0, ...all));
  const bottom = -niceCeil(-Math.min(0, ...all));
  const span = top - bottom || 1;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const y = (value: number) => TOP + ((top - value) / span) * plotHeight;
  const groupWidth = (WIDTH - LEFT - RIGHT) / Math.max(1, points.length);
  const barWidth = Math.max(1, (groupWidth * 0.7) / Math.max(1, seriesCount));
  const bars = points.flatMap((p, i) =>
    p.values.map((value, s) => {
      const x = LEFT + i * groupWidth + groupWidth * 0.15 + s * barWidth;
      const from = y(Math.max(0, value));
      const to = y(Math.min(0, value));
      return { point: i, series: s, x, y: from, width: barWidth, height: Math.max(0, to - from), value };
    }),
  );
  const ticks = [0, 1, 2, 3, 4].map((k) => bottom + (span * k) / 4).map((value) => ({ value, y: y(value) }));
  return { bars, ticks, zeroY: y(0), groupWidth, top, bottom };
}

type ChartFrame = { title: string; summary: string; csvHref: string; table: ReactNode; children: ReactNode };

/** A chart's frame: its title, the drawing, its table (opened on demand) and its CSV. */
export function ChartFigure({ title, summary, csvHref, table, children }: ChartFrame) {
  return (
    <figure className="space-y-3 rounded-lg border border-ink/10 bg-white p-4">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-display text-xl">{title}</span>
        <a href={csvHref} className="text-sm underline" download>
          Télécharger (CSV)<span className="sr-only"> : {title}</span>
        </a>
      </figcaption>
      {children ? (
        <div role="img" aria-label={summary}>
          {children}
        </div>
      ) : (
        <p className="text-sm text-muted">Aucune donnée pour cette période.</p>
      )}
      <details>
        <summary className="cursor-pointer text-sm underline">Voir le tableau</summary>
        <div className="mt-2 overflow-x-auto">{table}</div>
      </details>
    </figure>
  );
}

/** Bars side by side per point (the revenue of each day or month): amounts in cents. */
export function GroupedBarChart({ points, series }: { points: ReadonlyArray<GroupPoint>; series: ReadonlyArray<Series> }) {
  const { bars, ticks, zeroY, groupWidth } = groupedBars(points, series.length);
  // Every label when there is room, else one in two or more.
  const every = Math.max(1, Math.ceil(14 / groupWidth));
  return (
    <div>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true" focusable="false">
        {ticks.map((t) => (
          <g key={t.value}>
            <line x1={LEFT} x2={WIDTH - RIGHT} y1={t.y} y2={t.y} className="stroke-ink/10" />
            <text x={LEFT - 6} y={t.y + 4} textAnchor="end" className="fill-muted text-[11px]">
              {formatRoundPrice(t.value)}
            </text>
          </g>
        ))}
        <line x1={LEFT} x2={WIDTH - RIGHT} y1={zeroY} y2={zeroY} className="stroke-ink/40" />
        {bars.map((b) => (
          <rect key={`${b.point}-${b.series}`} x={b.x} y={b.y} width={b.width} height={b.height} className={series[b.series]!.className} />
        ))}
        {points.map((p, i) =>
          i % every === 0 ? (
            <text key={i} x={LEFT + i * groupWidth + groupWidth / 2} y={HEIGHT - 8} textAnchor="middle" className="fill-muted text-[11px]">
              {p.label}
            </text>
          ) : null,
        )}
      </svg>
      <Legend series={series} />
    </div>
  );
}

export function Legend({ series }: { series: ReadonlyArray<Series> }) {
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

/** One bar per row, against `max` (a fill rate against 1, a count against the largest). */
export function HorizontalBarChart({ bars, max, className = "fill-brass" }: { bars: ReadonlyArray<HorizontalBar>; max: number; className?: string }) {
  const row = 28;
  const labelWidth = 190;
  const textWidth = 90;
  const height = bars.length * row + 4;
  const plot = WIDTH - labelWidth - textWidth;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} className="h-auto w-full" aria-hidden="true" focusable="false">
      {bars.map((b, i) => {
        const width = max > 0 ? (Math.max(0, Math.min(b.value, max)) / max) * plot : 0;
        return (
          <g key={`${b.label}-${i}`} transform={`translate(0 ${i * row + 2})`}>
            <text x={labelWidth - 8} y={row / 2 + 4} textAnchor="end" className="fill-ink text-[12px]">
              {b.label.length > 28 ? `${b.label.slice(0, 27)}…` : b.label}
            </text>
            <rect x={labelWidth} y={4} width={plot} height={row - 8} className="fill-ink/5" />
            <rect x={labelWidth} y={4} width={width} height={row - 8} className={className} />
            <text x={labelWidth + plot + 8} y={row / 2 + 4} className="fill-ink text-[12px]">
              {b.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
