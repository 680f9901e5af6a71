/** "2026-11-23" → "lundi 23 novembre 2026" (a calendar day: no time zone shift). */
export function formatLongDate(date: string, options: { year?: boolean } = {}): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("fr-FR", {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    ...(options.year === false ? {} : { year: "numeric" }),
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** 30 → "30 min", 60 → "1 h", 90 → "1 h 30". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const min = minutes % 60;
  if (h === 0) return `${min} min`;
  return min === 0 ? `${h} h` : `${h} h ${String(min).padStart(2, "0")}`;
}

// Made at first use (see money.ts): with its time zone, the costliest formatter to make.
let parisDay: Intl.DateTimeFormat | undefined;

/** An instant as its Paris calendar day, e.g. "12 octobre 2026" (reviews, orders). */
export function formatParisDate(iso: string | Date): string {
  return (parisDay ??= new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", day: "numeric", month: "long", year: "numeric" })).format(
    typeof iso === "string" ? new Date(iso) : iso,
  );
}
