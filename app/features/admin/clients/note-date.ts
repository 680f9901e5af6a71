// Made at first use: formatters with a time zone are costly to make.
let day: Intl.DateTimeFormat | undefined;
let time: Intl.DateTimeFormat | undefined;

/** When a note was written, in Paris: « 28 nov. 2026 à 14:05 ». */
export function formatNoteDate(iso: string | Date): string {
  const at = typeof iso === "string" ? new Date(iso) : iso;
  day ??= new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", day: "numeric", month: "short", year: "numeric" });
  time ??= new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return `${day.format(at)} à ${time.format(at)}`;
}
