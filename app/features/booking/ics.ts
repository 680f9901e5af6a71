import { parisWallClock, SALON_TIME_ZONE } from "~/lib/paris-time";

// Europe/Paris rules, so calendars show the appointment at the salon's wall-clock time.
const PARIS_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${SALON_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

const escapeText = (s: string) => s.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/([,;])/g, "\\$1");

const parisStamp = (instant: Date) => {
  const { date, time } = parisWallClock(instant);
  return `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;
};

const utcStamp = (instant: Date) => instant.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** Lines longer than 75 octets are folded (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char, "utf8") > limit) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export type CalendarEvent = {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url?: string;
  now?: Date;
  /** Raised when the event changes (a moved appointment), so calendars replace the one they hold. */
  sequence?: number;
};

/** A one-event calendar (text/calendar) with times in Europe/Paris. */
export function buildIcs(event: CalendarEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Monsieur Moustache//Réservation en ligne//FR",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...PARIS_VTIMEZONE,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    ...(event.sequence ? [`SEQUENCE:${event.sequence}`] : []),
    `DTSTAMP:${utcStamp(event.now ?? new Date())}`,
    `DTSTART;TZID=${SALON_TIME_ZONE}:${parisStamp(event.start)}`,
    `DTEND;TZID=${SALON_TIME_ZONE}:${parisStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    "STATUS:CONFIRMED",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}
