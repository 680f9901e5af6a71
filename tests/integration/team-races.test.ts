import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { blockTime, createPhoneBooking, moveBooking } from "~/features/admin/agenda.server";
import { availableSlots, rangeOf } from "~/features/booking/availability.server";
import { createBooking } from "~/features/booking/booking-write.server";
import { invalidateTeam } from "~/features/booking/team.server";
import { bookingMessages as m } from "~/features/booking/messages";
import { appointmentSpan } from "~/features/booking/slots";
import { resetConfig } from "~/lib/config.server";
import { minutesOf, timeOf } from "~/lib/paris-time";
import { agendaBlocks, barberAbsences, barberWeeklyHours, bookings } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { barberIdsByName, serviceIdsBySlug } from "../support/demo-salon";
import { useTestDatabase } from "../support/test-database";

// The team's guarantees under simultaneous requests, on the demo team: Karim (Mondays off), Yanis
// (Wednesdays off), Lucas (Sundays off). Each test takes days or times no other test takes.
const database = useTestDatabase();
// Sunday 22 November 2026, 09:00 in Paris: the window runs to Saturday 5 December.
const now = new Date("2026-11-22T08:00:00Z");
const MON = "2026-11-23";
const TUE = "2026-11-24";
const THU = "2026-11-26";
const ids: Record<string, string> = {};
const names: Record<string, string> = {};

beforeAll(async () => {
  process.env.PUBLIC_URL = "http://salon.test";
  process.env.PAYMENT_MODE = "demo";
  process.env.OWNER_EMAIL = "patron@salon.test";
  resetConfig();
  await seedDatabase(database.current.db);
  const barberIds = await barberIdsByName(database.current.db);
  Object.assign(ids, await serviceIdsBySlug(database.current.db), barberIds);
  for (const [name, id] of Object.entries(barberIds)) names[id] = name;
});

// Every request its own customer (one may hold only a few appointments to come).
let customers = 0;
const customer = () => {
  const n = ++customers;
  return {
    name: `Client ${n}`,
    email: `client${n}@example.test`,
    phone: `06 ${String(10_000_000 + n)
      .slice(-8)
      .replace(/(\d\d)(?=\d)/g, "$1 ")}`,
  };
};
/** Online, with `barberId` or ('Sans préférence') without. */
const online = (date: string, timeSlot: string, barberId?: string, slug = "coupe-shampoing") =>
  createBooking({ serviceIds: [ids[slug]!], date, timeSlot, barberId, ...customer() }, now);
const byPhone = (date: string, timeSlot: string, barberId: string | null) =>
  createPhoneBooking({ intent: "phone-booking", serviceIds: [ids["coupe-shampoing"]!], date, timeSlot, barberId, ...customer() }, now);

/** Confirmed bookings starting at `date` `timeSlot`, with their barber's name. */
async function rowsAt(date: string, timeSlot: string) {
  const rows = await database.current.db
    .select({ barberId: bookings.barberId })
    .from(bookings)
    .where(and(eq(bookings.date, date), eq(bookings.timeSlot, timeSlot), eq(bookings.status, "confirmed")));
  return rows.map((r) => names[r.barberId]!).sort();
}

/** How many confirmed bookings and blocked times of `barberId` (or of the salon) overlap the span. */
async function holdersOf(barberId: string, date: string, timeSlot: string, minutes: number) {
  const span = rangeOf(appointmentSpan(date, timeSlot, minutes));
  const { db } = database.current;
  const [booked] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.barberId, barberId), eq(bookings.status, "confirmed"), sql`${bookings.during} && ${span}`));
  const [blocked] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(agendaBlocks)
    .where(and(sql`(${agendaBlocks.barberId} = ${barberId} or ${agendaBlocks.barberId} is null)`, sql`${agendaBlocks.during} && ${span}`));
  return booked!.n + blocked!.n;
}

const outcome = (results: Array<{ ok: boolean; code?: string; status?: number }>) => ({
  ok: results.filter((r) => r.ok).length,
  taken: results.filter((r) => !r.ok && r.code === "SLOT_TAKEN" && r.status === 409).length,
});

describe("'Sans préférence' at one time, k barbers free", () => {
  for (const [label, date, time, slug, busy, free] of [
    ["k = 3: Tuesday, all three", TUE, "11:00", "coupe-shampoing", null, ["Karim", "Lucas", "Yanis"]],
    ["k = 2: Monday, Karim's day off", MON, "11:00", "coupe-shampoing", null, ["Lucas", "Yanis"]],
    ["k = 2: Thursday, Karim already booked then", THU, "11:00", "coupe-shampoing", "Karim", ["Lucas", "Yanis"]],
    ["k = 2: Tuesday, a shave Lucas does not perform", TUE, "15:00", "rasage-complet", null, ["Karim", "Yanis"]],
  ] as const) {
    it(`${label}: k + 3 simultaneous requests, exactly k booked on k barbers, the others refused`, async () => {
      if (busy) expect((await online(date, time, ids[busy])).ok).toBe(true);
      const before = busy ? [busy] : [];
      const k = free.length;
      const results = await Promise.all(Array.from({ length: k + 3 }, () => online(date, time, undefined, slug)));
      expect(outcome(results)).toEqual({ ok: k, taken: 3 });
      expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.message === m.SLOT_TAKEN)).toBe(true);
      const assigned = results.flatMap((r) => (r.ok ? [r.barber.name] : [])).sort();
      expect(assigned).toEqual([...free]);
      expect(await rowsAt(date, time)).toEqual([...before, ...free].sort());
    });
  }
});

describe("a request is never refused while a barber is free then", () => {
  it("one after the other: as many as barbers free, then refused", async () => {
    const date = "2026-11-28";
    for (let n = 0; n < 3; n++) expect((await online(date, "16:00")).ok).toBe(true);
    expect(outcome([await online(date, "16:00")])).toEqual({ ok: 0, taken: 1 });
    expect(await rowsAt(date, "16:00")).toEqual(["Karim", "Lucas", "Yanis"]);
  });

  for (const [date, k] of [
    ["2026-11-27", 3],
    ["2026-11-27", 2],
    ["2026-11-30", 2],
    ["2026-11-30", 1],
  ] as const) {
    it(`at once: ${k} of ${k} simultaneous requests booked on ${date}, where ${date === "2026-11-30" ? 2 : 3} barbers work`, async () => {
      const time = k === 1 || k === 3 ? "17:00" : "18:00";
      const results = await Promise.all(Array.from({ length: k }, () => online(date, time)));
      expect(outcome(results)).toEqual({ ok: k, taken: 0 });
      expect(new Set(await rowsAt(date, time)).size).toBe(k);
    });
  }
});

it("5 simultaneous requests for one barber and time: exactly 1 booked", async () => {
  for (const [date, barber] of [
    [TUE, "Lucas"],
    [THU, "Yanis"],
  ] as const) {
    const results = await Promise.all(Array.from({ length: 5 }, () => online(date, "12:00", ids[barber])));
    expect(outcome(results)).toEqual({ ok: 1, taken: 4 });
    expect(await rowsAt(date, "12:00")).toEqual([barber]);
  }
});

it("a phone booking, an online booking, a block and a move racing for one barber and time: exactly one holds it", async () => {
  // Yanis on Tuesday 1 December, ten times from 15:00; each move starts from a booking of his before.
  const date = "2026-12-01";
  const yanis = ids.Yanis!;
  const times = Array.from({ length: 10 }, (_, i) => timeOf(15 * 60 + 30 * i));
  const tally: Record<string, number> = { phone: 0, online: 0, block: 0, move: 0 };
  for (const [i, time] of times.entries()) {
    const first = await online(date, timeOf(10 * 60 + 30 * i), yanis);
    expect(first.ok).toBe(true);
    const moved = first.ok ? first.bookingId : "";
    const end = timeOf(minutesOf(time) + 30);
    const [phone, web, block, move] = await Promise.all([
      byPhone(date, time, yanis),
      online(date, time, yanis),
      blockTime({ intent: "block", date, from: time, to: end, label: "Rendez-vous personnel", barberId: yanis }, now),
      moveBooking({ id: moved, date, timeSlot: time }, now),
    ]);
    const winners = Object.entries({ phone, online: web, block, move }).filter(([, r]) => r.ok);
    expect(winners, `at ${time}`).toHaveLength(1);
    tally[winners[0]![0]]!++;
    expect(await holdersOf(yanis, date, time, 30), `at ${time}`).toBe(1);
    // The losers say so in French, with a 4xx.
    for (const r of [phone, web, block, move]) if (!r.ok) expect(r.status).toBeGreaterThanOrEqual(400);
  }
  expect(Object.values(tally).reduce((a, b) => a + b, 0)).toBe(times.length);
});

it("'Sans préférence' goes to the barber with the fewest booked minutes that day, then the first listed", async () => {
  const date = "2026-12-04";
  // Karim 60 minutes, Yanis 30, Lucas none.
  for (const [time, barber] of [
    ["10:00", "Karim"],
    ["10:30", "Karim"],
    ["11:00", "Yanis"],
  ] as const)
    expect((await online(date, time, ids[barber])).ok).toBe(true);
  const assigned: string[] = [];
  for (let n = 0; n < 3; n++) {
    const result = await online(date, "16:00");
    assigned.push(result.ok ? result.barber.name : result.code);
  }
  expect(assigned).toEqual(["Lucas", "Yanis", "Karim"]);
  expect(await rowsAt(date, "16:00")).toEqual(["Karim", "Lucas", "Yanis"]);
  // Now Karim 90, Yanis 60, Lucas 30: at 17:00, Lucas.
  const next = await online(date, "17:00");
  expect(next.ok && next.barber.name).toBe("Lucas");
  // Karim 90, Yanis 60, Lucas 60: at 18:00 Yanis (listed before Lucas), then Lucas, then Karim.
  const evening: string[] = [];
  for (let n = 0; n < 3; n++) {
    const result = await online(date, "18:00");
    evening.push(result.ok ? result.barber.name : result.code);
  }
  expect(evening).toEqual(["Yanis", "Lucas", "Karim"]);
});

it("an absence and a week saved a moment ago count for simultaneous requests", async () => {
  // Thursday 3 December: Yanis away (a long absence, whatever the day this test runs), Lucas from 14:00.
  const date = "2026-12-03";
  const { db } = database.current;
  await db.insert(barberAbsences).values({ barberId: ids.Yanis!, from: date, to: "2099-12-31", label: "Congé" });
  await db.insert(barberWeeklyHours).values({ barberId: ids.Lucas!, weekday: 4, blocks: [["14:00", "20:00"]] });
  invalidateTeam();
  const slots = await availableSlots([ids["coupe-shampoing"]!], date, now);
  expect(slots.ok && slots.barbers.map((b) => b.name)).toEqual(["Karim", "Lucas"]);
  const morning = await Promise.all(Array.from({ length: 3 }, () => online(date, "11:00")));
  expect(outcome(morning)).toEqual({ ok: 1, taken: 2 });
  const afternoon = await Promise.all(Array.from({ length: 3 }, () => online(date, "15:00")));
  expect(outcome(afternoon)).toEqual({ ok: 2, taken: 1 });
  expect([await rowsAt(date, "11:00"), await rowsAt(date, "15:00")]).toEqual([["Karim"], ["Karim", "Lucas"]]);
  // By phone, any hours, but never the absent barber.
  expect(outcome([await byPhone(date, "12:00", ids.Yanis!)])).toEqual({ ok: 0, taken: 1 });
});
