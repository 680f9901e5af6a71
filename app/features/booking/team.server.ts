// The team as stored: barbers, the services they skip, their weeks and their absences.
import { asc, sql } from "drizzle-orm";
import { memo } from "~/lib/memo.server";
import { addDays, parisWallClock } from "~/lib/paris-time";
import { getDatabase, getDb, type DbOrTx } from "~db/client.server";
import { barbers, type OpeningBlocksJson } from "~db/schema";
import type { OpeningBlock, WeeklyHours } from "./schedule";
import type { Barber } from "./team";

/** A barber as the team's pages show them, with what the slots need. */
export type TeamMember = Barber & { presentation: string | null; photoUrl: string | null; position: number };

/**
 * One query (a booking reads the team inside its transaction, under the day's lock, where each
 * round trip keeps the other bookings of that day waiting): each barber with the services they
 * skip, their week and their absences to come, as JSON.
 */
export async function readTeam(db: DbOrTx, today: string): Promise<TeamMember[]> {
  const rows = await db
    .select({
      id: barbers.id,
      name: barbers.name,
      presentation: barbers.presentation,
      photoUrl: barbers.photoUrl,
      position: barbers.position,
      active: barbers.active,
      // Written out qualified: drizzle names a column without its table in a one-table select, and
      // inside these subqueries an unqualified "id" would be the inner table's.
      skipped: sql<string[]>`coalesce((select json_agg(s.service_id) from barber_skipped_services s where s.barber_id = "barbers"."id"), '[]'::json)`,
      weeks: sql<
        Array<[number, OpeningBlocksJson]>
      >`coalesce((select json_agg(json_build_array(w.weekday, w.blocks)) from barber_weekly_hours w where w.barber_id = "barbers"."id"), '[]'::json)`,
      absences: sql<
        Array<[string, string]>
      >`coalesce((select json_agg(json_build_array(a.from_date, a.to_date)) from barber_absences a where a.barber_id = "barbers"."id" and a.to_date >= ${today}), '[]'::json)`,
    })
    .from(barbers)
    .orderBy(asc(barbers.position), asc(barbers.createdAt), asc(barbers.id));
  return rows.map((row) => {
    const weekly: Partial<WeeklyHours> = {};
    for (const [weekday, blocks] of row.weeks) weekly[weekday as keyof WeeklyHours] = blocks.map(([open, close]) => [open, close] as OpeningBlock);
    return {
      id: row.id,
      name: row.name,
      presentation: row.presentation,
      photoUrl: row.photoUrl,
      position: row.position,
      active: row.active,
      skippedServiceIds: row.skipped,
      weekly,
      absences: row.absences.map(([from, to]) => ({ from, to })),
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
