import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingMessages as m } from "~/features/booking/messages";
import { invalidateServices } from "~/features/booking/services.server";
import { invalidateTeam } from "~/features/booking/team.server";
import { action as bookingsAction } from "~/routes/api/bookings";
import { loader as slotsLoader } from "~/routes/api/booking-slots";
import { barberSkippedServices, bookings, bookingServices, emailOutbox, services } from "~db/schema";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { nextWeekday, openDemoSalon } from "../support/demo-salon";
import { useTestDatabase } from "../support/test-database";

// The booking API with a visit of several services, as a client other than the dialog may call it:
// the list as a comma-separated field, as a repeated one, or the one `serviceId` of before; and the
// crafted requests (too many, twice the same, retired, not bookable online, no barber for them all).
// Demo team: Karim, Yanis, and Lucas the apprentice (no shaves, colourings or straightening).
const database = useTestDatabase();
const db = () => database.current.db;
const ids: Record<string, string> = {};
const team: Record<string, string> = {};

type SlotsAnswer = { ok: boolean; slots?: string[]; barbers?: Array<{ id: string; name: string }>; code?: string; message?: string };
const slots = async (query: string) => {
  const answer = await callRoute(slotsLoader, new Request(`${ORIGIN}/api/booking/slots?${query}`));
  return { status: answer.status, data: answer.data as SlotsAnswer };
};

let n = 0;
const contact = () => {
  n++;
  return { name: "Paul Visite", email: `visite${n}@example.test`, phone: `06 21 31 ${String(10 + n).slice(-2)} 00` };
};
const post = (body: Record<string, string> | FormData) => callRoute(bookingsAction, formRequest("/api/bookings", body, { ip: `203.0.113.${150 + (n % 90)}` }));

// Tuesday: the three barbers work.
const tuesday = nextWeekday(2, 1);

beforeAll(async () => {
  const salon = await openDemoSalon(db());
  Object.assign(ids, salon.services);
  Object.assign(team, salon.team);
});

describe("a visit of several services through the API", () => {
  it("offers the times of the whole visit, with the barbers who perform every service of it", async () => {
    const one = await slots(`serviceId=${ids["coupe-degrade"]}&date=${tuesday}`);
    const visit = await slots(`serviceIds=${ids["coupe-degrade"]},${ids["rasage-complet"]}&date=${tuesday}`);
    const repeated = await slots(`serviceIds=${ids["coupe-degrade"]}&serviceIds=${ids["rasage-complet"]}&date=${tuesday}`);
    expect(one.data.barbers!.map((b) => b.name).sort()).toEqual(["Karim", "Lucas", "Yanis"]);
    // Lucas does no shave: not offered for the visit.
    expect(visit).toMatchObject({ status: 200, data: { ok: true } });
    expect(visit.data.barbers!.map((b) => b.name).sort()).toEqual(["Karim", "Yanis"]);
    expect(repeated.data).toEqual(visit.data);
    // The visit lasts longer: its last start is earlier in the day.
    expect(visit.data.slots!.at(-1)! < one.data.slots!.at(-1)!).toBe(true);
    expect(await slots(`serviceIds=${ids["coupe-degrade"]},${ids["rasage-complet"]}&date=${tuesday}&barberId=${team.Lucas}`)).toMatchObject({
      status: 400,
      data: { code: "INVALID_BARBER" },
    });
  });

  it("books one visit: one booking, its lines in order, its totals in the answer and the mails", async () => {
    const chosen = [ids["coupe-degrade"]!, ids["taille-barbe-sculptee"]!, ids["soin-visage"]!];
    const rows = await db()
      .select()
      .from(services)
      .where(sql`${services.id} in ${chosen}`);
    const byId = (id: string) => rows.find((r) => r.id === id)!;
    const who = contact();
    const answer = await post({ serviceIds: chosen.join(","), date: tuesday, timeSlot: "14:00", barberId: team.Karim!, ...who });
    const total = chosen.reduce((sum, id) => sum + byId(id).durationMinutes, 0);
    const price = chosen.reduce((sum, id) => sum + byId(id).priceCents, 0);
    expect(answer).toMatchObject({
      status: 200,
      data: {
        ok: true,
        barber: { id: team.Karim, name: "Karim" },
        services: chosen.map((id) => ({ id, title: byId(id).title })),
        durationMinutes: total,
        priceCents: price,
      },
    });
    const [booked] = await db().select().from(bookings).where(eq(bookings.customerName, "Paul Visite")).orderBy(asc(bookings.createdAt));
    expect(booked).toMatchObject({ serviceId: chosen[0], title: chosen.map((id) => byId(id).title).join(" + "), durationMinutes: total, priceCents: price });
    const lines = await db().select().from(bookingServices).where(eq(bookingServices.bookingId, booked!.id)).orderBy(asc(bookingServices.position));
    expect(lines.map((l) => [l.serviceId, l.title, l.priceCents])).toEqual(chosen.map((id) => [id, byId(id).title, byId(id).priceCents]));
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, who.email));
    for (const id of chosen) expect(mail!.text).toContain(byId(id).title);
    expect(mail!.text).toContain("Prix total");
    // The time is the barber's for the whole visit: 14:00 to 16:00 (1 h 45 in 30-minute slots).
    const after = await slots(`serviceIds=${ids["coupe-shampoing"]}&date=${tuesday}&barberId=${team.Karim}`);
    expect(after.data.slots).not.toContain("15:30");
    expect(after.data.slots).toContain("16:00");
  });

  it("takes the list repeated, and the one serviceId of before", async () => {
    const form = new FormData();
    form.append("serviceIds", ids["coupe-shampoing"]!);
    form.append("serviceIds", ids["contours-finitions"]!);
    for (const [key, value] of Object.entries({ date: tuesday, timeSlot: "10:00", barberId: team.Yanis!, ...contact() })) form.append(key, value);
    expect(await post(form)).toMatchObject({ status: 200, data: { services: [{ id: ids["coupe-shampoing"] }, { id: ids["contours-finitions"] }] } });
    expect(await post({ serviceId: ids["coupe-shampoing"]!, date: tuesday, timeSlot: "10:00", barberId: team.Karim!, ...contact() })).toMatchObject({
      status: 200,
      data: { services: [{ id: ids["coupe-shampoing"] }], durationMinutes: 30 },
    });
  });

  it("refuses the crafted visits with the French message and a 4xx, writing nothing", async () => {
    const before = (await db().select({ id: bookings.id }).from(bookings)).length;
    const base = () => ({ date: tuesday, timeSlot: "11:00", ...contact() });
    const five = ["coupe-shampoing", "contours-finitions", "taille-barbe-sculptee", "soin-visage", "rasage-complet"].map((s) => ids[s]!);
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ serviceIds: five.join(",") }, 400, m.VISIT_TOO_LONG],
      [{ serviceIds: `${ids["coupe-shampoing"]},${ids["coupe-shampoing"]}` }, 400, m.INVALID_SERVICE],
      [{ serviceIds: `${ids["coupe-shampoing"]},not-an-id` }, 400, m.INVALID_SERVICE],
      [{ serviceIds: `${ids["coupe-shampoing"]},00000000-0000-4000-8000-000000000000` }, 400, m.INVALID_SERVICE],
      [{ serviceIds: " , ," }, 400, m.missingFields],
    ];
    for (const [fields, status, message] of cases) expect(await post({ ...base(), ...fields })).toMatchObject({ status, data: { ok: false, message } });
    // Four services, 4 h 30 in all (90 + 60 + 60 + 60 minutes).
    const long = ["defrisage", "coloration-cheveux", "formule-complete", "coupe-barbe"].map((s) => ids[s]!);
    expect(await post({ ...base(), serviceIds: long.join(",") })).toMatchObject({ status: 400, data: { message: m.VISIT_TOO_LONG } });
    expect(await slots(`serviceIds=${long.join(",")}&date=${tuesday}`)).toMatchObject({ status: 400, data: { code: "VISIT_TOO_LONG" } });
    expect((await db().select({ id: bookings.id }).from(bookings)).length).toBe(before);
  });

  it("refuses a retired service and one not bookable online, and a combination no barber performs", async () => {
    await db().update(services).set({ retiredAt: new Date() }).where(eq(services.id, ids["soin-visage-purifiant"]!));
    await db().update(services).set({ bookableOnline: false }).where(eq(services.id, ids["coupe-ciseaux"]!));
    invalidateServices();
    const base = () => ({ date: tuesday, timeSlot: "12:00", ...contact() });
    expect(await post({ ...base(), serviceIds: `${ids["coupe-shampoing"]},${ids["soin-visage-purifiant"]}` })).toMatchObject({
      status: 400,
      data: { message: m.INVALID_SERVICE },
    });
    expect(await post({ ...base(), serviceId: ids["coupe-ciseaux"]! })).toMatchObject({ status: 400, data: { message: m.INVALID_SERVICE } });
    expect(await slots(`serviceIds=${ids["coupe-ciseaux"]}&date=${tuesday}`)).toMatchObject({ status: 404, data: { code: "INVALID_SERVICE" } });
    // Karim gives up shaves: Yanis shaves, Lucas does not; no one does a shave and a colouring then,
    // when Yanis gives up colourings.
    await db()
      .insert(barberSkippedServices)
      .values([
        { barberId: team.Karim!, serviceId: ids["rasage-complet"]! },
        { barberId: team.Yanis!, serviceId: ids["coloration-barbe"]! },
      ]);
    invalidateTeam();
    const apart = `${ids["rasage-complet"]},${ids["coloration-barbe"]}`;
    expect(await slots(`serviceIds=${apart}&date=${tuesday}`)).toMatchObject({ status: 400, data: { code: "SERVICES_APART", message: m.SERVICES_APART } });
    expect(await post({ ...base(), serviceIds: apart })).toMatchObject({ status: 400, data: { code: "SERVICES_APART", message: m.SERVICES_APART } });
    // Each alone is still offered.
    expect(await slots(`serviceIds=${ids["rasage-complet"]}&date=${tuesday}`)).toMatchObject({ status: 200 });
  });
});
