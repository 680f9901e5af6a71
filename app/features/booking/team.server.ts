// The team as stored: barbers, the services they skip, their weeks and their absences.
import { asc, gte } from "drizzle-orm";
import { memo } from "~/lib/memo.server";
import { addDays, parisWallClock } from "~/lib/paris-time";
import { getDatabase, getDb, type DbOrTx } from "~db/client.server";
import { barberAbsences, barbers, barberSkippedServices, barberWeeklyHours } from "~db/schema";
import type { OpeningBlock, WeeklyHours } from "./schedule";
import type { Barber } from "./team";

/** A barber as the team's pages show them, with what the slots need. */
export type TeamMember = Barber & { presentation: string | null; photoUrl: string | null; position: number };

async function readTeam(db: DbOrTx, today: string): Promise<TeamMember[]> {
  const [rows, skipped, weeks, absences] = await Promise.all([
    db.select().from(barbers).orderBy(asc(barbers.position), asc(barbers.createdAt), asc(barbers.id)),
    db.select().from(barberSkippedServices),
    db.select({ barberId: barberWeeklyHours.barberId, weekday: barberWeeklyHours.weekday, blocks: barberWeeklyHours.blocks }).from(barberWeeklyHours),
    db
      .select({ barberId: barberAbsences.barberId, from: barberAbsences.from, to: barberAbsences.to })
      .from(barberAbsences)
      .where(gte(barberAbsences.to, today)),
  ]);
  return rows.map((row) => {
    const weekly: Partial<WeeklyHours> = {};
    for (const w of weeks) if (w.barberId === row.id) weekly[w.weekday as keyof WeeklyHours] = w.blocks.map(([open, close]) => [open, close] as OpeningBlock);
    return {
      id: row.id,
      name: row.name,
      presentation: row.presentation,
      photoUrl: row.photoUrl,
      position: row.position,
      active: row.active,
      skippedServiceIds: skipped.filter((s) => s.barberId === row.id).map((s) => s.serviceId),
      weekly,
      absences: absences.filter((a) => a.barberId === row.id).map(({ from, to }) => ({ from, to })),
    };
  });
}

const yesterday = () => addDays(parisWallClock(new Date()).date, -1);
const cached = memo(() => readTeam(getDb(), yesterday()), { scope: getDatabase });

/**
 * Every barber (active or not) in the team's order, with their absences from yesterday on: from
 * memory, or from `db` when given (inside a booking's transaction, under the day's lock).
 */
export function getTeam(db?: DbOrTx): Promise<TeamMember[]> {
  return db ? readTeam(db, yesterday()) : cached.get();
}

/** Forgets the team kept in memory (and the pages built from it): after a change is committed. */
export function invalidateTeam() {
  cached.invalidate();
}
