// Where the dashboard's bars go, in SVG units. Pure arithmetic on numbers, rounded to hundredths,
// so the server and the browser write the very same markup.

export const WIDTH = 720;
export const HEIGHT = 240;
const LEFT = 72;
const RIGHT = 8;
const TOP = 12;
const BOTTOM = 28;

const r = (n: number) => Math.round(n * 100) / 100;

/** A round step: 1, 2 or 5 times a power of ten, at least `value` (0 for nothing). */
export function niceCeil(value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5]) if (step * power >= value * (1 - 1e-12)) return step * power;
  return 10 * power;
}

/** The axis of amounts from `min` to `max` (cents): about four round steps, whole euros at least. */
export function scaleOf(min: number, max: number, minStep = 100) {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  const step = Math.max(minStep, niceCeil((high - low) / 4));
  const top = Math.max(Math.ceil(high / step) * step, low === 0 ? step : 0);
  const bottom = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let k = 0; bottom + k * step <= top; k++) ticks.push(bottom + k * step);
  return { top, bottom, step, ticks };
}

export type GroupPoint = { label: string; values: number[] };

export type PlacedBar = { point: number; series: number; x: number; y: number; width: number; height: number; value: number };

/** Bars side by side per point, above the zero line for gains and under it for losses. */
export function groupedBars(points: ReadonlyArray<GroupPoint>, seriesCount: number) {
  const all = points.flatMap((p) => p.values.filter(Number.isFinite));
  const { top, bottom, ticks } = scaleOf(Math.min(0, ...all), Math.max(0, ...all));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const y = (value: number) => r(TOP + ((top - value) / (top - bottom)) * plotHeight);
  const groupWidth = (WIDTH - LEFT - RIGHT) / Math.max(1, points.length);
  const barWidth = (groupWidth * 0.7) / Math.max(1, seriesCount);
  const bars: PlacedBar[] = points.flatMap((p, i) =>
    p.values.map((raw, s) => {
      const value = Number.isFinite(raw) ? raw : 0;
      const from = y(Math.max(0, value));
      const to = y(Math.min(0, value));
      return { point: i, series: s, x: r(LEFT + i * groupWidth + groupWidth * 0.15 + s * barWidth), y: from, width: r(barWidth), height: r(to - from), value };
    }),
  );
  // One label in two (or more) when the days would overlap.
  const labelEvery = Math.max(1, Math.ceil(22 / groupWidth));
  const labels = points.map((p, i) => ({ text: p.label, x: r(LEFT + (i + 0.5) * groupWidth), shown: i % labelEvery === 0 }));
  return {
    bars,
    labels,
    ticks: ticks.map((value) => ({ value, y: y(value) })),
    zeroY: y(0),
    plot: { left: LEFT, right: WIDTH - RIGHT, labelY: HEIGHT - 8 },
  };
}

/** The horizontal charts' rows: the label on a line, its bar under it, drawn in px and percentages so the text never shrinks. */
export const ROW = { height: 40, labelY: 14, barY: 20, barHeight: 14 };

/** One bar per row against `max` (a rate against 1, a count against the largest): its length in percent of the row. */
export function barLength(value: number, max: number): number {
  if (!(max > 0) || !Number.isFinite(value)) return 0;
  return r((Math.max(0, Math.min(value, max)) / max) * 100);
}

/** A label cut to fit its column (the whole label stays in the bar's title and in the table). */
export const shortLabel = (label: string, max = 40) => (label.length > max ? `${label.slice(0, max - 1)}…` : label);

/** An axis amount: « 450 € », « 12 k€ », « 1,5 M€ » (by hand: the browser's Intl may write it otherwise). */
export function axisEuros(cents: number): string {
  const euros = cents / 100;
  const abs = Math.abs(euros);
  const [unit, size] = abs >= 1e6 ? ["M€", 1e6] : abs >= 1e4 ? ["k€", 1e3] : ["€", 1];
  const amount = Math.round((euros / size) * 10) / 10;
  const text = Math.abs(amount) >= 1000 ? String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, "\u202f") : String(amount).replace(".", ",");
  return `${text.replace("-", "−")}\u00a0${unit}`;
}
