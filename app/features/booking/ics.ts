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

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, comma and semicolon escaped, any line break written
 * `\\n`, and the control characters a calendar refuses left out (its CONTROL: the ASCII ones but the tab).
 */
const escapeText = (s: string) =>
  s
    .replace(/\\/g, "\\\\")
    .replace(/\r\n?|\n/g, "\\n")
    .replace(/([,;])/g, "\\$1")
    .replace(/(?!\t)(?=\p{ASCII})\p{Cc}/gu, "");

const parisStamp = (instant: Date) => {
  const { date, time } = parisWallClock(instant);
  return `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;
};

const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

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
  location?: string;
  description: string;
  url?: string;
  now?: Date;
  /** Raised when the event changes (a moved appointment), so calendars replace the one they hold. */
  sequence?: number;
};

function eventLines(event: CalendarEvent, now: Date): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    ...(event.sequence !== undefined ? [`SEQUENCE:${event.sequence}`] : []),
    `DTSTAMP:${utcStamp(event.now ?? now)}`,
    `DTSTART;TZID=${SALON_TIME_ZONE}:${parisStamp(event.start)}`,
    `DTEND;TZID=${SALON_TIME_ZONE}:${parisStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location !== undefined ? [`LOCATION:${escapeText(event.location)}`] : []),
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    "STATUS:CONFIRMED",
    "END:VEVENT",
  ];
}

/** How every calendar of the salon begins. */
const CALENDAR_HEAD = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Monsieur Moustache//Réservation en ligne//FR", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"];

const written = (lines: string[]) => lines.map(fold).join("\r\n") + "\r\n";

/** A one-event calendar (text/calendar) with times in Europe/Paris. */
export function buildIcs(event: CalendarEvent): string {
  return written([...CALENDAR_HEAD, ...PARIS_VTIMEZONE, ...eventLines(event, new Date()), "END:VCALENDAR"]);
}

/**
 * A calendar others subscribe to (a feed): named, with times in Europe/Paris, asking to be read
 * again every `refreshMinutes`.
 */
export function buildCalendar(calendar: { name: string; events: CalendarEvent[]; now: Date; refreshMinutes: number }): string {
  const every = `PT${calendar.refreshMinutes}M`;
  return written([
    ...CALENDAR_HEAD,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${SALON_TIME_ZONE}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${every}`,
    `X-PUBLISHED-TTL:${every}`,
    ...PARIS_VTIMEZONE,
    ...calendar.events.flatMap((event) => eventLines(event, calendar.now)),
    "END:VCALENDAR",
  ]);
}
