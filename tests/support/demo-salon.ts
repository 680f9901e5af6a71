// The demo salon as tests meet it: the coming Paris days, and the ids of the seeded team and services.
import { resetConfig } from "~/lib/config.server";
import { addDays, isoWeekday, parisWallClock } from "~/lib/paris-time";
import type { Database } from "~db/client.server";
import { barbers, services } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";

/** Today in Paris by the real clock (routes read it, so tests that call them do too). */
export const parisToday = () => parisWallClock(new Date()).date;

/** The first Paris day at least `after` days from today whose ISO weekday (Monday = 1) suits. */
export function nextDayWhere(after: number, suits: (weekday: number) => boolean): string {
  let date = addDays(parisToday(), after);
  while (!suits(isoWeekday(date))) date = addDays(date, 1);
  return date;
}

/** The coming `weekday` (Monday = 1) at least `after` days from today, in Paris. */
export const nextWeekday = (weekday: number, after = 2) => nextDayWhere(after, (d) => d === weekday);

/** The barbers' ids by name (the demo team: Karim, Yanis, Lucas). */
export async function barberIdsByName(db: Database["db"]): Promise<Record<string, string>> {
  return Object.fromEntries((await db.select({ id: barbers.id, name: barbers.name }).from(barbers)).map((b) => [b.name, b.id]));
}

/** The services' ids by slug. */
export async function serviceIdsBySlug(db: Database["db"]): Promise<Record<string, string>> {
  return Object.fromEntries((await db.select({ id: services.id, slug: services.slug }).from(services)).map((s) => [s.slug, s.id]));
}

/**
 * A fresh test database made the demo salon a journey of the booking API meets: the site's public
 * address and demo payments, the seeded list and team; their ids, by slug and by name.
 */
export async function openDemoSalon(db: Database["db"]): Promise<{ services: Record<string, string>; team: Record<string, string> }> {
  process.env.PUBLIC_URL = "http://salon.test";
  process.env.PAYMENT_MODE = "demo";
  resetConfig();
  await seedDatabase(db);
  return { services: await serviceIdsBySlug(db), team: await barberIdsByName(db) };
}
