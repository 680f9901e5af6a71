import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { agendaFor, moveBooking } from "~/features/admin/agenda.server";
import { readBookingFilters } from "~/features/admin/booking-filters";
import { cancelBookingAsAdmin, listAdminBookings } from "~/features/admin/bookings.server";
import { availableSlots } from "~/features/booking/availability.server";
import { BOOKING_LIMIT, createBooking } from "~/features/booking/booking-write.server";
import { cancelBookingByToken, getManagedBooking } from "~/features/booking/cancellation.server";
import { bookingMessages as m } from "~/features/booking/messages";
import { resetConfig } from "~/lib/config.server";
import { formatLongDate } from "~/lib/dates";
import { addDays, isoWeekday, parisWallClock } from "~/lib/paris-time";
import { barbers, bookings, customers, emailOutbox } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { action as bookingsAction } from "~/routes/api/bookings";
import { loader as slotsLoader } from "~/routes/api/booking-slots";
import { callRoute, formRequest } from "../support/actions";
import { barberIdsByName, serviceIdsBySlug } from "../support/demo-salon";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
// Sunday 22 November 2026, 09:00 in Paris.
const now = new Date("2026-11-22T08:00:00Z");
const monday = "2026-11-23";
const ids: Record<string, string> = {};

beforeAll(async () => {
  process.env.PUBLIC_URL = "http://salon.test";
  process.env.PAYMENT_MODE = "demo";
  process.env.OWNER_EMAIL = "patron@salon.test";
  resetConfig();
  await seedDatabase(database.current.db);
  Object.assign(ids, await serviceIdsBySlug(database.current.db));
  // Bookings here are for one barber (one chair) unless a test says otherwise: Yanis, who works on Mondays.
  ids.barber = (await barberIdsByName(database.current.db)).Yanis!;
});

// Each booking its own phone number, unless a test means to share one.
let phones = 0;
const nextPhone = () =>
  `06 12 ${String(10_000 + ++phones)
    .slice(-4)
    .replace(/(\d\d)(\d\d)/, "$1 $2")} 00`;
const form = (overrides: Record<string, string> = {}) => ({
  serviceId: ids["coupe-shampoing"]!,
  date: monday,
  timeSlot: "10:00",
  barberId: ids.barber!,
  name: "Jean Dupont",
  email: "jean@example.test",
  phone: nextPhone(),
  ...overrides,
});
/** The same, as `createBooking` takes it: the visit's services as a list. */
const direct = (overrides: Record<string, string> = {}) => {
  const { serviceId, ...rest } = form(overrides);
  return { ...rest, serviceIds: [serviceId] };
};
const slotsOf = async (slug: string, date = monday) => {
  const result = await availableSlots([ids[slug]!], date, now, undefined, ids.barber!);
  if (!result.ok) throw new Error(result.message);
  return result.slots;
};

describe("booking", () => {
  it("gives exactly one of 20 simultaneous requests for the same barber and slot", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => createBooking(direct({ timeSlot: "14:00", email: `rush${i}@example.test` }), now)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const refused = results.filter((r) => !r.ok);
    expect(refused).toHaveLength(19);
    expect(refused.every((r) => !r.ok && r.message === m.SLOT_TAKEN && r.status === 409)).toBe(true);
    const rows = await database.current.db.select().from(bookings).where(eq(bookings.timeSlot, "14:00"));
    expect(rows.filter((r) => r.status === "confirmed")).toHaveLength(1);
  });

  it("refuses overlapping times too, not only the same start", async () => {
    const results = await Promise.all([
      createBooking(direct({ serviceId: ids["formule-complete"]!, timeSlot: "16:00", email: "a@example.test" }), now),
      createBooking(direct({ timeSlot: "16:30", email: "b@example.test" }), now),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it("lets a 60-minute booking block the following slot, and a cancellation free it", async () => {
    const created = await createBooking(direct({ serviceId: ids["coupe-barbe"]!, timeSlot: "11:00" }), now);
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(await slotsOf("coupe-shampoing")).not.toContain("11:00");
    expect(await slotsOf("coupe-shampoing")).not.toContain("11:30");
    expect(await slotsOf("coupe-shampoing")).toContain("12:00");
    expect(await slotsOf("coupe-barbe")).not.toContain("10:30");
    expect(await createBooking(direct({ timeSlot: "11:30", email: "late@example.test" }), now)).toMatchObject({ message: m.SLOT_TAKEN });

    const token = created.cancelUrl.split("/").at(-1)!;
    expect(await getManagedBooking(token, now)).toMatchObject({ serviceTitle: "Coupe + barbe", barberName: "Yanis", status: "confirmed", cancellable: true });
    expect(await cancelBookingByToken(token, now)).toMatchObject({ ok: true });
    const [ownerNotice] = await database.current.db.select().from(emailOutbox).where(eq(emailOutbox.type, "booking_cancelled"));
    expect(ownerNotice!.text).toContain("Barbier : Yanis");
    expect(await cancelBookingByToken(token, now)).toMatchObject({ ok: false, code: "ALREADY_CANCELLED", status: 409 });
    expect(await slotsOf("coupe-shampoing")).toContain("11:00");
    expect(await slotsOf("coupe-shampoing")).toContain("11:30");
    expect((await createBooking(direct({ timeSlot: "11:30", email: "late@example.test" }), now)).ok).toBe(true);
  });

  it("queues the customer's confirmation with its .ics and the owner's notice", async () => {
    const created = await createBooking(direct({ timeSlot: "18:00", email: "mail@example.test", name: "Marc Leroy" }), now);
    expect(created).toMatchObject({ ok: true, barber: { id: ids.barber, name: "Yanis" } });
    const [customerMail] = await database.current.db.select().from(emailOutbox).where(eq(emailOutbox.to, "mail@example.test"));
    expect(customerMail).toMatchObject({ type: "booking_confirmation" });
    expect(customerMail!.subject).toBe("Rendez-vous confirmé le lundi 23 novembre 2026 à 18:00");
    expect(customerMail!.html).toContain("http://salon.test/rendez-vous/");
    const attachment = customerMail!.attachments[0]!;
    const ics = Buffer.from("contentBase64" in attachment ? attachment.contentBase64 : "", "base64").toString();
    expect(ics).toContain("DTSTART;TZID=Europe/Paris:20261123T180000");
    // The mail, its invitation and the owner's notice name the barber.
    expect(customerMail!.text).toContain("Barbier : Yanis");
    expect(ics.replace(/\r\n[ \t]/g, "")).toContain("SUMMARY:Coupe + shampoing avec Yanis – Monsieur Moustache");
    const owner = await database.current.db.select().from(emailOutbox).where(eq(emailOutbox.to, "patron@salon.test"));
    const notice = owner.find((x) => x.type === "coiffeur_notification" && x.html.includes("Marc Leroy"));
    expect(notice!.subject).toContain("pour Yanis");
    expect(notice!.text).toContain("Barbier : Yanis");
  });

  it("refuses closed times, past slots, dates outside the 14 days and incomplete forms", async () => {
    expect(await createBooking(direct({ timeSlot: "20:00" }), now)).toMatchObject({ message: m.CLOSED, status: 400 });
    expect(await createBooking(direct({ timeSlot: "10:15" }), now)).toMatchObject({ message: m.CLOSED });
    expect(await createBooking(direct({ date: "2026-11-27", timeSlot: "13:00" }), now)).toMatchObject({ message: m.CLOSED });
    expect(await createBooking(direct({ date: "2026-11-22", timeSlot: "10:00" }), new Date("2026-11-22T10:00:00Z"))).toMatchObject({
      message: m.SLOT_TAKEN,
    });
    expect(await createBooking(direct({ date: "2026-12-06" }), now)).toMatchObject({ message: m.OUTSIDE_WINDOW });
    expect(await createBooking(direct({ date: "2026-02-30" }), now)).toMatchObject({ status: 400 });
    expect(await createBooking(direct({ serviceId: "00000000-0000-4000-8000-000000000000" }), now)).toMatchObject({
      message: m.INVALID_SERVICE,
    });
    expect(await availableSlots([ids["coupe-shampoing"]!], "2027-01-01", now)).toMatchObject({ ok: false, message: m.OUTSIDE_WINDOW });
  });

  it("composes with the caller's transaction: rolled back, it leaves neither the booking nor its mails", async () => {
    const db = database.current.db;
    const rollback = new Error("rollback");
    await expect(
      db.transaction(async (tx) => {
        const created = await createBooking(direct({ timeSlot: "15:00", email: "composed@example.test" }), now, tx);
        expect(created.ok).toBe(true);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await db.select().from(bookings).where(eq(bookings.timeSlot, "15:00"))).toEqual([]);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to, "composed@example.test"))).toEqual([]);
    expect(await slotsOf("coupe-shampoing")).toContain("15:00");
  });

  it("answers an incomplete or malformed form on /api/bookings with the spec's message, by POST only", async () => {
    const post = (fields: Record<string, string>) => callRoute(bookingsAction, formRequest("/api/bookings", fields, { ip: "203.0.113.60" }));
    expect(await post({ ...form(), name: "  " })).toMatchObject({ status: 400, data: { code: "INVALID_INPUT", message: m.missingFields, field: "name" } });
    expect(await post({ ...form(), name: "A".repeat(121) })).toMatchObject({ status: 400, data: { message: m.nameTooLong, field: "name" } });
    expect(await post({})).toMatchObject({ status: 400, data: { message: m.missingFields } });
    expect(await post({ ...form(), email: "pas-un-email" })).toMatchObject({ status: 400, data: { message: m.invalidEmail } });
    expect(await post({ ...form(), serviceId: "-".repeat(36) })).toMatchObject({ status: 400, data: { message: m.INVALID_SERVICE } });
    expect(await callRoute(bookingsAction, new Request("http://localhost/api/bookings"))).toMatchObject({ status: 405 });
    // The route reads the real clock: a day inside its booking window, whatever today is.
    const inWindow = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect(await callRoute(slotsLoader, new Request(`http://localhost/api/booking/slots?serviceId=${"-".repeat(36)}&date=${inWindow}`))).toMatchObject({
      status: 404,
      data: { code: "INVALID_SERVICE" },
    });
  });

  it("answers a robot as if it worked and limits the bookings of one address", async () => {
    const post = (fields: Record<string, string>, ip: string) => callRoute(bookingsAction, formRequest("/api/bookings", fields, { ip }));
    const robot = await post({ ...form({ timeSlot: "19:00", email: "robot@example.test" }), website: "http://spam" }, "203.0.113.70");
    expect(robot).toMatchObject({ status: 200, data: { ok: true } });
    expect(await database.current.db.select().from(bookings).where(eq(bookings.timeSlot, "19:00"))).toEqual([]);
    // Past the limit the request is refused before anything is checked or booked.
    for (let i = 0; i < BOOKING_LIMIT.max; i++) {
      expect((await post({ ...form({ timeSlot: "10:00" }), date: "2026-12-05" }, "203.0.113.71")).status).not.toBe(429);
    }
    expect(await post(form({ timeSlot: "19:30", email: "trop@example.test" }), "203.0.113.71")).toMatchObject({
      status: 429,
      data: { code: "TOO_MANY_REQUESTS", message: m.TOO_MANY_REQUESTS },
    });
    expect(await database.current.db.select().from(bookings).where(eq(bookings.timeSlot, "19:30"))).toEqual([]);
  });

  it("caps the appointments to come of one e-mail, however written and whatever number comes with it", async () => {
    // A Thursday: Yanis works (his day off is Wednesday).
    const day = "2026-12-03";
    for (const timeSlot of ["10:00", "11:00", "12:00"]) {
      expect((await createBooking(direct({ date: day, timeSlot, email: "fidele@example.test" }), now)).ok).toBe(true);
    }
    const fourth = await createBooking(direct({ date: day, timeSlot: "14:00", email: " Fidele@Example.test", phone: "07 00 00 00 01" }), now);
    expect(fourth).toEqual({ ok: false, code: "TOO_MANY_BOOKINGS", message: m.TOO_MANY_BOOKINGS, status: 409 });
    expect(
      await database.current.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.date, day), eq(bookings.timeSlot, "14:00"))),
    ).toEqual([]);
    // A cancelled appointment gives its place back; so does one that has passed.
    await database.current.db
      .update(bookings)
      .set({ status: "cancelled" })
      .where(and(eq(bookings.date, day), eq(bookings.timeSlot, "12:00")));
    expect((await createBooking(direct({ date: day, timeSlot: "14:00", email: "fidele@example.test" }), now)).ok).toBe(true);
    expect((await createBooking(direct({ date: day, timeSlot: "15:00", email: "fidele@example.test" }), new Date("2026-12-03T13:30:00Z"))).ok).toBe(true);
  });

  it("never lets strangers' bookings with someone's phone number count against her: her own booking goes through, however she writes it", async () => {
    // A Friday: Yanis works 10:00-12:30, then 15:00-20:00.
    const day = "2026-12-04";
    for (const [i, timeSlot] of ["10:00", "10:30", "11:00"].entries()) {
      expect((await createBooking(direct({ date: day, timeSlot, email: `inconnu-${i}@example.test`, phone: "06 99 88 77 66" }), now)).ok).toBe(true);
    }
    for (const [timeSlot, email, phone] of [
      ["11:30", "numero-pris@example.test", "+33 6 99 88 77 66"],
      ["12:00", "numero-pris.bis@example.test", "06 99 88 77 66"],
    ] as const) {
      expect(await createBooking(direct({ date: day, timeSlot, email, phone }), now)).toMatchObject({ ok: true });
    }
    const phones = await database.current.db
      .select({ timeSlot: bookings.timeSlot, phone: bookings.customerPhone })
      .from(bookings)
      .where(and(eq(bookings.date, day), eq(bookings.status, "confirmed")));
    expect(phones.filter((b) => b.timeSlot >= "11:30")).toEqual(
      expect.arrayContaining([
        { timeSlot: "11:30", phone: "+33 6 99 88 77 66" },
        { timeSlot: "12:00", phone: "06 99 88 77 66" },
      ]),
    );
  });

  it("lets the customer cancel only until 24 hours before", async () => {
    const created = await createBooking(direct({ date: "2026-11-24", timeSlot: "10:00", email: "tard@example.test" }), now);
    if (!created.ok) throw new Error(created.message);
    const token = created.cancelUrl.split("/").at(-1)!;
    const dayBefore = new Date("2026-11-23T09:30:00Z"); // 10:30 Paris on the 23rd: 23.5 h before
    expect(await getManagedBooking(token, dayBefore)).toMatchObject({ cancellable: false });
    expect(await cancelBookingByToken(token, dayBefore)).toMatchObject({ ok: false, code: "TOO_LATE" });
    expect(await getManagedBooking("x".repeat(43), now)).toBeNull();
    expect(await cancelBookingByToken("x".repeat(43), now)).toMatchObject({ ok: false, code: "NOT_FOUND", status: 404 });
  });

  it("never lets an anonymous booking with someone's e-mail rewrite them: each booking keeps its own name and phone", async () => {
    const db = database.current.db;
    // The route reads the real clock: a day inside its booking window, whatever today is, at times
    // no other test of this file books (it may be one of their fixed dates).
    // Not a Wednesday: Yanis, who takes this file's bookings, is off then.
    const threeDaysOn = addDays(parisWallClock(new Date()).date, 3);
    const date = isoWeekday(threeDaysOn) === 3 ? addDays(threeDaysOn, 1) : threeDaysOn;
    const email = "victime@example.test";
    const victim = { name: "Claire Victime", phone: "06 41 41 41 41" };
    const stranger = { name: "Intrus Inconnu", phone: "07 52 52 52 52" };
    const post = (fields: Record<string, string>, ip: string) => callRoute(bookingsAction, formRequest("/api/bookings", fields, { ip }));
    expect(await post(form({ date, timeSlot: "17:00", email, ...victim }), "203.0.113.80")).toMatchObject({ status: 200, data: { ok: true } });
    expect(await post(form({ date, timeSlot: "17:30", email, ...stranger }), "203.0.113.81")).toMatchObject({ status: 200, data: { ok: true } });

    expect(await db.select({ name: customers.name, phone: customers.phone }).from(customers).where(eq(customers.email, email))).toEqual([victim]);
    const rows = await db.select().from(bookings).where(eq(bookings.date, date));
    const idAt = (timeSlot: string) => rows.find((r) => r.timeSlot === timeSlot && [victim.name, stranger.name].includes(r.customerName))!.id;
    const listed = async (q: string) =>
      (await listAdminBookings(readBookingFilters(new URLSearchParams({ q })), new Date())).bookings
        .filter((b) => b.date === date && b.customerEmail === email)
        .map((b) => ({ timeSlot: b.timeSlot, customerName: b.customerName, customerPhone: b.customerPhone, customerEmail: b.customerEmail }));
    const victimRow = { timeSlot: "17:00", customerName: victim.name, customerPhone: victim.phone, customerEmail: email };
    const strangerRow = { timeSlot: "17:30", customerName: stranger.name, customerPhone: stranger.phone, customerEmail: email };
    expect(await listed(date)).toEqual([victimRow, strangerRow]);
    // The search reads the booking's own name and phone.
    expect(await listed("victime")).toEqual([victimRow, strangerRow]);
    expect(await listed("Claire")).toEqual([victimRow]);
    expect(await listed("intrus")).toEqual([strangerRow]);
    expect(await listed("07 52 52")).toEqual([strangerRow]);
    expect(await listed("06 41 41")).toEqual([victimRow]);
    const agendaDay = (await agendaFor({ view: "day", date })).days[0]!.bookings.filter((b) => b.customerEmail === email).map((b) => [
      b.start,
      b.customerName,
      b.customerPhone,
    ]);
    expect(agendaDay).toEqual([
      ["17:00", victim.name, victim.phone],
      ["17:30", stranger.name, stranger.phone],
    ]);

    // Every mail about a booking names the one who made it.
    const mailsAbout = async (timeSlot: string) =>
      db
        .select()
        .from(emailOutbox)
        .where(like(emailOutbox.subject, `%${formatLongDate(date)} à ${timeSlot}`));
    const greets = (text: string) => /Bonjour ([^,]+),/.exec(text)?.[1];
    const victimMails = await mailsAbout("17:00");
    expect(victimMails.map((x) => x.type).sort()).toEqual(["booking_confirmation", "coiffeur_notification"]);
    expect(victimMails.every((x) => x.html.includes(victim.name) && !x.html.includes(stranger.name))).toBe(true);
    expect(greets(victimMails.find((x) => x.type === "booking_confirmation")!.text)).toBe(victim.name);
    expect(victimMails.find((x) => x.type === "coiffeur_notification")!.text).toContain(victim.phone);
    const strangerMails = await mailsAbout("17:30");
    expect(strangerMails.every((x) => x.html.includes(stranger.name) && !x.html.includes(victim.name))).toBe(true);

    // A move keeps the booking's name and phone, and so does the salon's cancellation.
    expect(await moveBooking({ id: idAt("17:30"), date, timeSlot: "18:30" })).toMatchObject({ ok: true });
    const [moved] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.type, "booking_moved"), like(emailOutbox.subject, `%${formatLongDate(date)} à 18:30`)));
    expect(greets(moved!.text)).toBe(stranger.name);
    expect(moved!.text).toContain("Barbier : Yanis");
    // Moved to another barber: the mail says whom it was with, the mail and its invitation name the new one.
    const other = isoWeekday(date) === 1 ? "Lucas" : "Karim";
    const [otherBarber] = await db.select().from(barbers).where(eq(barbers.name, other));
    expect(await moveBooking({ id: idAt("17:30"), date, timeSlot: "19:00", barberId: otherBarber!.id })).toMatchObject({ ok: true });
    const [movedAgain] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.type, "booking_moved"), like(emailOutbox.subject, `%${formatLongDate(date)} à 19:00`)));
    expect(movedAgain!.text).toContain(`à 18:30 avec Yanis`);
    expect(movedAgain!.text).toContain(`Barbier : ${other}`);
    const movedIcs = Buffer.from((movedAgain!.attachments as Array<{ contentBase64: string }>)[0]!.contentBase64, "base64").toString();
    expect(movedIcs.replace(/\r\n[ \t]/g, "")).toContain(`SUMMARY:Coupe + shampoing avec ${other} – Monsieur Moustache`);
    expect(await cancelBookingAsAdmin(idAt("17:00"))).toMatchObject({ ok: true });
    const [cancelled] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.type, "booking_cancelled_by_salon"), eq(emailOutbox.to, email)));
    expect(greets(cancelled!.text)).toBe(victim.name);
    expect(cancelled!.text).toContain("Barbier : Yanis");
    expect(
      await db
        .select({ name: bookings.customerName, phone: bookings.customerPhone })
        .from(bookings)
        .where(eq(bookings.id, idAt("17:30"))),
    ).toEqual([stranger]);
  });
});
