import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingMessages as m } from "~/features/booking/messages";
import { invalidateTeam } from "~/features/booking/team.server";
import { resetConfig } from "~/lib/config.server";
import { action as bookingsAction } from "~/routes/api/bookings";
import { loader as slotsLoader } from "~/routes/api/booking-slots";
import { barbers, bookings, customers, services } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { barberIdsByName, nextWeekday } from "../support/demo-salon";
import { useTestDatabase } from "../support/test-database";

// The booking API as the dialog calls it, with the demo team: Karim (off on Mondays), Yanis (off
// on Wednesdays), Lucas (off on Sundays; no shaves, colourings or straightening). The routes read
// the real clock: the days are the coming ones of a given weekday, whatever today is.
const database = useTestDatabase();
const db = () => database.current.db;
const ids: Record<string, string> = {};

const next = (weekday: number) => nextWeekday(weekday, 1);

type SlotsAnswer = { ok: boolean; slots?: string[]; barbers?: Array<{ id: string; name: string }>; code?: string; message?: string };
const slots = async (query: Record<string, string>) => {
  const answer = await callRoute(slotsLoader, new Request(`${ORIGIN}/api/booking/slots?${new URLSearchParams(query).toString()}`));
  return { status: answer.status, data: answer.data as SlotsAnswer };
};

let n = 0;
const booking = (overrides: Record<string, string> = {}) => {
  n++;
  return {
    serviceId: ids["coupe-shampoing"]!,
    date: next(1),
    timeSlot: "10:00",
    name: "Paul Martin",
    email: `api${n}@example.test`,
    phone: `06 20 30 ${String(10 + n).slice(-2)} 00`,
    ...overrides,
  };
};
// Each request from its own address: the per-address limit is not what is tested here.
const post = (fields: Record<string, string>) => callRoute(bookingsAction, formRequest("/api/bookings", fields, { ip: `203.0.113.${100 + n}` }));

beforeAll(async () => {
  process.env.PUBLIC_URL = "http://salon.test";
  process.env.PAYMENT_MODE = "demo";
  resetConfig();
  await seedDatabase(db());
  for (const s of await db().select().from(services)) ids[s.slug] = s.id;
  // A barber who left the salon.
  await db().insert(barbers).values({ name: "Ancien", position: 9, active: false });
  invalidateTeam();
  Object.assign(ids, await barberIdsByName(db()));
});

describe("the booking API with a barber", () => {
  it("GET /api/booking/slots with a barber answers that barber's times; `barbers` lists the active barbers who perform the service and work that day", async () => {
    const monday = next(1);
    const yanis = { id: ids.Yanis!, name: "Yanis" };
    const lucas = { id: ids.Lucas!, name: "Lucas" };
    const all = await slots({ serviceId: ids["coupe-shampoing"]!, date: monday });
    expect(all).toMatchObject({ status: 200, data: { ok: true, barbers: [yanis, lucas] } });
    expect(all.data.slots).toContain("10:00");
    // Lucas does not shave.
    expect((await slots({ serviceId: ids["rasage-complet"]!, date: monday })).data.barbers).toEqual([yanis]);
    // Karim's day off: no time, and no refusal either.
    expect(await slots({ serviceId: ids["coupe-shampoing"]!, date: monday, barberId: ids.Karim! })).toMatchObject({
      status: 200,
      data: { ok: true, slots: [] },
    });
    const tuesday = await slots({ serviceId: ids["coupe-shampoing"]!, date: next(2), barberId: ids.Karim! });
    expect(tuesday.data.slots).toContain("10:00");
    expect(tuesday.data.barbers!.map((b) => b.name)).toEqual(["Karim", "Yanis", "Lucas"]);

    expect(await post({ ...booking({ timeSlot: "10:00" }), barberId: ids.Yanis! })).toMatchObject({ status: 200, data: { ok: true } });
    const of = async (barberId: string) => (await slots({ serviceId: ids["coupe-shampoing"]!, date: monday, barberId })).data.slots;
    expect(await of(ids.Yanis!)).not.toContain("10:00");
    expect(await of(ids.Yanis!)).toContain("10:30");
    expect(await of(ids.Lucas!)).toContain("10:00");
    // An empty barber: 'Sans préférence', any barber free then.
    expect(await of("")).toContain("10:00");
  });

  it("POST /api/bookings answers the barber: the one chosen, or the one 'Sans préférence' assigns, as long as one is free", async () => {
    const at = { date: next(1), timeSlot: "11:00" };
    expect(await post({ ...booking(at), barberId: ids.Yanis! })).toMatchObject({
      status: 200,
      data: { ok: true, message: m.success, barber: { id: ids.Yanis, name: "Yanis" } },
    });
    // Karim is off, Yanis is taken: Lucas.
    expect(await post({ ...booking(at), barberId: "" })).toMatchObject({ status: 200, data: { ok: true, barber: { id: ids.Lucas, name: "Lucas" } } });
    expect(await post(booking(at))).toMatchObject({ status: 409, data: { code: "SLOT_TAKEN", message: m.SLOT_TAKEN } });
    // A barber on their day off has no time to give.
    expect(await post({ ...booking({ ...at, timeSlot: "12:00" }), barberId: ids.Karim! })).toMatchObject({ status: 409, data: { message: m.SLOT_TAKEN } });
  });

  it("refuses a barber who does not perform the service, one who left, an unknown or a malformed one with the French message, never a 500, booking nothing", async () => {
    const date = next(2);
    const refused = [
      { serviceId: ids["rasage-complet"]!, barberId: ids.Lucas! },
      { serviceId: ids["coupe-shampoing"]!, barberId: ids.Ancien! },
      { serviceId: ids["coupe-shampoing"]!, barberId: "00000000-0000-4000-8000-000000000000" },
      { serviceId: ids["coupe-shampoing"]!, barberId: "karim" },
    ];
    const emails: string[] = [];
    for (const choice of refused) {
      expect(await slots({ ...choice, date })).toMatchObject({ status: 400, data: { ok: false, code: "INVALID_BARBER", message: m.INVALID_BARBER } });
      const fields = { ...booking({ date, timeSlot: "15:00" }), ...choice };
      emails.push(fields.email);
      expect(await post(fields)).toMatchObject({ status: 400, data: { ok: false, message: m.INVALID_BARBER } });
    }
    // The malformed one is the form's own check: the message goes under the field.
    expect(await post({ ...booking({ date }), barberId: "karim" })).toMatchObject({ data: { field: "barberId" } });
    const written = await db()
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(customers, eq(customers.id, bookings.customerId))
      .where(inArray(customers.email, emails));
    expect(written).toEqual([]);
  });
});
