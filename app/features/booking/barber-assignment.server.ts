import { asc } from "drizzle-orm";
import type { Tx } from "~db/client.server";
import type { DepositRules } from "./deposits";
import { readAll } from "~db/transactions";
import { barbers } from "~db/schema";
import { addDays, parisInstant } from "~/lib/paris-time";
import { getSchedule } from "./schedule.server";
import type { Interval } from "./slots";
import { barberHoursOn, candidateBarbers, performsAll } from "./team";
import { getTeam } from "./team.server";
import { takenTimes } from "./availability.server";

export type AssignedBarber = { id: string; name: string };

/** Why a booking could not be written; each caller says it in its own words. */
export type WriteRefusal =
  | "SLOT_TAKEN"
  | "INVALID_BARBER"
  | "INVALID_SERVICE"
  | "TOO_MANY_BOOKINGS"
  | "NOT_FOUND"
  | "SAME_TIME"
  | "PAST"
  | "ENDS_NEXT_DAY"
  | "SERVICES_APART"
  | "VISIT_TOO_LONG"
  /** The salon's rule on absences: online booking refused for this client. */
  | "CALL_SALON";

export class Refused extends Error {
  constructor(readonly reason: WriteRefusal) {
    super(reason);
  }
}

export type Place = {
  date: string;
  timeSlot: string;
  /**
   * The barber asked for; null: 'Sans préférence' (the assignment rule of `candidateBarbers`);
   * undefined, for a move: the same barber.
   */
  barberId?: string | null;
};

/** A booking to write: a new one (online, or taken by the salon on the phone), or a move of one. */
export type BookingWrite = Place &
  (
    | {
        kind: "new";
        channel: "online" | "phone";
        /** The visit's services, in the order they are done. */
        serviceIds: ReadonlyArray<string>;
        contact: { name: string; email: string | null; phone: string };
        /** The client asked for the reminder by SMS too (online). */
        smsReminder?: boolean;
        /** Online: the client's express request to be served within the right of withdrawal (L221-25). */
        expressRequest?: boolean;
        /** Online: the salon's rules on arrhes, read before the transaction (from memory). */
        depositRules?: DepositRules;
      }
    | { kind: "move"; bookingId: string }
  );

/** What the assignment needs of a visit: its services, its length and the buffer after it. */
export type VisitShape = { serviceIds: ReadonlyArray<string>; durationMinutes: number; bufferMinutes: number };

/**
 * Under the day's lock: the barber who takes the whole visit at the place asked. Online, only inside a
 * barber's hours; the salon (phone, move) books any time a barber is there and free (the owner
 * decides). Read from the transaction, so a barber deactivated, an absence or a block saved a
 * moment ago count.
 */
export async function assignBarber(
  tx: Tx,
  visit: VisitShape,
  place: Place & { barberId: string | null },
  anyHours: boolean,
  except?: string,
  /** The write's moment: a hold for arrhes run out by then does not take its barber's time. */
  now = new Date(),
): Promise<AssignedBarber> {
  // The barbers' rows, shared: a deactivation, a week, an absence or services being saved (which
  // take their barber's row for update) commit before this reads the team, or wait for this
  // booking to commit and then read it. Always in id order: two writers never wait in a circle.
  await tx.select({ id: barbers.id }).from(barbers).orderBy(asc(barbers.id)).for("share");
  const [schedule, team, taken] = await readAll(
    tx,
    () => getSchedule(tx),
    () => getTeam(tx),
    () => takenTimes(place.date, tx, except, now),
  );
  if (!team.some((b) => b.active && performsAll(b, visit.serviceIds))) throw new Refused(visit.serviceIds.length > 1 ? "SERVICES_APART" : "INVALID_BARBER");
  if (place.barberId) {
    const barber = team.find((b) => b.id === place.barberId);
    if (!barber || !barber.active || !performsAll(barber, visit.serviceIds)) throw new Refused("INVALID_BARBER");
  }
  const candidates = candidateBarbers({
    date: place.date,
    time: place.timeSlot,
    serviceIds: visit.serviceIds,
    durationMinutes: visit.durationMinutes,
    bufferMinutes: visit.bufferMinutes,
    schedule,
    // By phone, a barber asked for by name may be booked on their day off (the owner decides);
    // 'Sans préférence' never lands on someone who does not work that day.
    barbers: place.barberId
      ? team.filter((b) => b.id === place.barberId)
      : anyHours
        ? team.filter((b) => barberHoursOn(schedule, b, place.date).length > 0)
        : team,
    bookings: taken.bookings,
    blocks: taken.blocks,
    anyHours,
  });
  const chosen = candidates[0];
  if (!chosen) throw new Refused("SLOT_TAKEN");
  return { id: chosen.id, name: chosen.name };
}

/**
 * A booking lives inside its Paris day: the day's lock covers it, and the next day's absences and
 * blocks never meet it. (Online, the hours already keep it there; by phone, 23:30 for an hour is
 * refused.)
 */
export function withinItsDay(date: string, span: Interval) {
  if (span.end.getTime() > parisInstant(addDays(date, 1), "00:00").getTime()) throw new Refused("ENDS_NEXT_DAY");
}
