import { isoWeekday } from "~/lib/paris-time";
import { salon } from "~/lib/salon";
import { smsSegments, toGsmText } from "./gsm";

const WEEKDAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"];

/** « jeudi 12/03 »: the day named, never « demain » (a message held for the morning may leave on the day). */
const shortDate = (date: string) => `${WEEKDAYS[isoWeekday(date) - 1]} ${date.slice(8, 10)}/${date.slice(5, 7)}`;

/**
 * The reminder by SMS, in one message when it can be: the GSM alphabet (French letters it lacks
 * are written without their accent), 160 characters; a long visit title drops the barber, then
 * itself. Only a very long site address makes it two messages.
 */
export function reminderSmsText(b: { date: string; timeSlot: string; title: string; barberName: string; link: string }): string {
  const head = `${salon.name} : rappel de votre RDV ${shortDate(b.date)} à ${b.timeSlot}`;
  const tail = `Gérer : ${b.link}`;
  const candidates = [`${head} (${b.title} avec ${b.barberName}). ${tail}`, `${head} (${b.title}). ${tail}`, `${head}. ${tail}`].map(toGsmText);
  return candidates.find((text) => smsSegments(text).segments === 1) ?? candidates[candidates.length - 1]!;
}
