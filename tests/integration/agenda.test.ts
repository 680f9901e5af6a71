import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { agendaMessages as am } from "~/features/admin/agenda-messages";
import { createPhoneBooking, moveBooking } from "~/features/admin/agenda.server";
import { availableSlots, createBooking } from "~/features/booking/booking.server";
import { bookingMessages as m } from "~/features/booking/messages";
import { queueDueReminders } from "~/features/booking/reminders.server";
import { resetConfig } from "~/lib/config.server";
import { addDays, isoWeekday, parisInstant, parisWallClock } from "~/lib/paris-time";
import { action, loader } from "~/routes/admin/agenda";
import { agendaBlocks, bookings, customers, emailOutbox, services } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { adminSessionCookie, signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
let admin = "";
let customer = "";
const ids: Record<string, string> = {};

const today = () => parisWallClock(new Date()).date;
/** The coming `weekday` at least two days ahead (nothing of it is past yet), inside the online booking window. */
function next(weekday: number): string {
  let date = addDays(today(), 2);
  while (isoWeekday(date) !== weekday) date = addDays(date, 1);
  return date;
}

type Day = {
  date: string;
  hours: [string, string][];
  bookings: Array<{ id: string; start: string; end: string; customerName: string; customerPhone: string; customerEmail: string | null; channel: string; serviceTitle: string }>;
  blocks: Array<{ id: string; start: string; end: string; label: string }>;
};
const agenda = async (query: string, cookie = admin) => callRoute(loader, new Request(`${ORIGIN}/admin/agenda?${query}`, { headers: { Cookie: cookie } }));
const day = async (date: string) => ((await agenda(`view=day&date=${date}`)).data as { days: Day[] }).days[0]!;
const post = (fields: Record<string, string>, cookie = admin) => callRoute(action, formRequest("/admin/agenda", fields, { cookie }));
const slots = async (date: string, slug = "coupe-shampoing") => {
  const result = await availableSlots(ids[slug]!, date);
  return result.ok ? result.slots : result.code;
};

let phones = 0;
const nextPhone = () => `07 ${String(10 + (++phones % 90))} 22 33 ${String(10 + Math.floor(phones / 90)).padStart(2, "0")}`;
const online = (date: string, timeSlot: string, email = `en-ligne-${++phones}@example.test`) =>
  createBooking({ serviceId: ids["coupe-shampoing"]!, date, timeSlot, name: "Client En Ligne", email, phone: nextPhone() });
const phoneBooking = (date: string, timeSlot: string, extra: Record<string, string> = {}) => ({
  intent: "phone-booking",
  serviceId: ids["coupe-shampoing"]!,
  date,
  timeSlot,
  name: "Client Téléphone",
  phone: nextPhone(),
  email: "",
  ...extra,
});
const phoneInput = (date: string, timeSlot: string) => ({ ...phoneBooking(date, timeSlot), intent: "phone-booking" as const, email: null });
const mailsTo = (to: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, to));

beforeAll(async () => {
  process.env.PUBLIC_URL = "http://salon.test";
  process.env.PAYMENT_MODE = "demo";
  resetConfig();
  await seedDatabase(db());
  for (const s of await db().select().from(services)) ids[s.slug] = s.id;
  admin = await adminSessionCookie(auth.current, database.current.db);
  customer = await signUpAndGetCookie(auth.current, "client-agenda@example.test");
});

describe("the agenda's views", () => {
  it("shows a day with its hours and its bookings at their Paris time, and a week from Monday to Sunday", async () => {
    const tuesday = next(2);
    expect(await online(tuesday, "15:00", "vue-jour@example.test")).toMatchObject({ ok: true });
    const shown = await day(tuesday);
    expect(shown.hours).toEqual([["10:00", "20:00"]]);
    expect(shown.bookings).toEqual([expect.objectContaining({ start: "15:00", end: "15:30", customerEmail: "vue-jour@example.test", channel: "online", serviceTitle: expect.any(String) })]);

    const week = (await agenda(`view=week&date=${tuesday}`)).data as { days: Day[] };
    expect(week.days.map((d) => isoWeekday(d.date))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(week.days[1]!.date).toBe(tuesday);
    expect(week.days[4]!.hours).toEqual([
      ["10:00", "12:30"],
      ["15:00", "20:00"],
    ]);
  });

  it("reads a bad address as today's day, and is the admin's only", async () => {
    const fallback = (await agenda("view=mois&date=2026-02-31")).data as { view: { view: string; date: string } };
    expect(fallback.view).toEqual({ view: "day", date: today() });
    const refused = await agenda("", customer);
    expect(refused.status).toBe(302);
    expect(refused.response!.headers.get("Location")).toMatch(/^\/admin\b/);
    expect((await callRoute(action, formRequest("/admin/agenda", phoneBooking(next(2), "11:00"), { cookie: customer }))).status).toBe(403);
  });
});

describe("bookings taken on the phone", () => {
  it("appear in the agenda and their time is gone online at once; without an e-mail, no mail", async () => {
    const wednesday = next(3);
    expect(await slots(wednesday)).toContain("11:00");
    const answer = await post(phoneBooking(wednesday, "11:00", { name: "Paul Sans Mail" }));
    expect(answer).toMatchObject({ status: 200, data: { ok: true, message: am.booked } });
    expect(await slots(wednesday)).not.toContain("11:00");
    const [booking] = (await day(wednesday)).bookings.filter((b) => b.customerName === "Paul Sans Mail");
    expect(booking).toMatchObject({ start: "11:00", channel: "phone", customerEmail: null });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking!.id));
    expect(row!.channel).toBe("phone");
    expect(await online(wednesday, "11:00")).toMatchObject({ ok: false, message: m.SLOT_TAKEN, status: 409 });
  });

  it("with an e-mail, the customer gets the usual confirmation with its invitation", async () => {
    const wednesday = next(3);
    const answer = await post(phoneBooking(wednesday, "16:00", { email: "Tel.Client@Example.test", name: "Léa Téléphone" }));
    expect(answer).toMatchObject({ status: 200, data: { ok: true, message: am.bookedAndMailed } });
    const [mail] = await mailsTo("tel.client@example.test");
    expect(mail).toMatchObject({ type: "booking_confirmation" });
    expect(mail!.html).toContain("Léa Téléphone");
    expect(mail!.attachments).toEqual([expect.objectContaining({ filename: "rendez-vous.ics" })]);
    const token = /\/rendez-vous\/([A-Za-z0-9_-]{40,64})/.exec(mail!.unsentContent?.html ?? mail!.html)![1]!;
    expect(JSON.stringify([mail!.html, mail!.text])).not.toContain(token);
  });

  it("with a known customer's e-mail, keeps its own name and phone and changes nothing of the customer's", async () => {
    const wednesday = next(3);
    const first = { name: "Nadia Fidèle", phone: "06 31 31 31 31" };
    expect(await createBooking({ serviceId: ids["coupe-shampoing"]!, date: wednesday, timeSlot: "18:00", email: "nadia@example.test", ...first })).toMatchObject({ ok: true });
    expect(await post(phoneBooking(wednesday, "18:30", { email: "nadia@example.test", name: "Sami Frère", phone: "07 64 64 64 64" }))).toMatchObject({ status: 200 });
    expect(await db().select({ name: customers.name, phone: customers.phone }).from(customers).where(eq(customers.email, "nadia@example.test"))).toEqual([first]);
    const shown = (await day(wednesday)).bookings.filter((b) => b.customerEmail === "nadia@example.test");
    expect(shown.map((b) => [b.start, b.customerName, b.customerPhone, b.channel])).toEqual([
      ["18:00", "Nadia Fidèle", "06 31 31 31 31", "online"],
      ["18:30", "Sami Frère", "07 64 64 64 64", "phone"],
    ]);
    const mails = await mailsTo("nadia@example.test");
    expect(mails.find((x) => x.subject.endsWith("à 18:30"))!.text).toContain("Bonjour Sami Frère,");
    expect(mails.find((x) => x.subject.endsWith("à 18:00"))!.text).toContain("Bonjour Nadia Fidèle,");
  });

  it("refuses a taken or past time and bad fields with the French message, writing nothing", async () => {
    const wednesday = next(3);
    const before = (await db().select().from(bookings)).length;
    expect(await post(phoneBooking(wednesday, "11:00"))).toMatchObject({ status: 409, data: { ok: false, message: am.SLOT_TAKEN } });
    expect(await post(phoneBooking(addDays(today(), -1), "11:00"))).toMatchObject({ status: 400, data: { message: am.PAST } });
    expect(await post(phoneBooking(wednesday, "25:00"))).toMatchObject({ status: 400, data: { message: am.invalidTime } });
    expect(await post(phoneBooking(wednesday, "12:00", { name: " " }))).toMatchObject({ status: 400, data: { message: am.missingName } });
    expect(await post(phoneBooking(wednesday, "12:00", { phone: "appelle-moi" }))).toMatchObject({ status: 400, data: { message: am.invalidPhone } });
    expect(await post(phoneBooking(wednesday, "12:00", { email: "pas-un-email" }))).toMatchObject({ status: 400, data: { message: am.invalidEmail } });
    expect(await post(phoneBooking(wednesday, "12:00", { serviceId: "00000000-0000-4000-8000-000000000000" }))).toMatchObject({ status: 400, data: { message: am.INVALID_SERVICE } });
    expect((await db().select().from(bookings)).length).toBe(before);
  });

  it("a phone booking and an online booking racing for one time: exactly one wins, each time", async () => {
    const thursday = next(4);
    for (const time of ["10:00", "12:00", "14:00", "17:00", "19:00"]) {
      const results = await Promise.all([createPhoneBooking(phoneInput(thursday, time)), online(thursday, time)]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.find((r) => !r.ok)).toMatchObject({ status: 409 });
    }
    const confirmed = await db().select().from(bookings).where(and(eq(bookings.date, thursday), eq(bookings.status, "confirmed")));
    expect(confirmed).toHaveLength(5);
  });
});

describe("blocked times", () => {
  it("a break from 12:00 to 13:00 takes its slots off line, refuses bookings, and comes back once freed", async () => {
    const tuesday = next(2);
    expect(await slots(tuesday)).toEqual(expect.arrayContaining(["11:30", "12:00", "12:30", "13:00"]));
    expect(await post({ intent: "block", date: tuesday, from: "12:00", to: "13:00", label: "Pause déjeuner" })).toMatchObject({
      status: 200,
      data: { ok: true, message: am.blocked },
    });
    const open = await slots(tuesday);
    expect(open).not.toContain("12:00");
    expect(open).not.toContain("12:30");
    expect(open).toContain("11:30");
    expect(open).toContain("13:00");
    // An hour's service cannot start at 11:30 any more: it would run into the break.
    expect(await slots(tuesday, "coupe-barbe")).not.toContain("11:30");
    expect(await online(tuesday, "12:30")).toMatchObject({ ok: false, message: m.SLOT_TAKEN, status: 409 });
    expect(await post(phoneBooking(tuesday, "12:15"))).toMatchObject({ status: 409, data: { message: am.SLOT_TAKEN } });

    const [block] = (await day(tuesday)).blocks;
    expect(block).toMatchObject({ start: "12:00", end: "13:00", label: "Pause déjeuner" });
    expect(await post({ intent: "unblock", id: block!.id })).toMatchObject({ status: 200, data: { message: am.unblocked } });
    expect(await slots(tuesday)).toEqual(expect.arrayContaining(["12:00", "12:30"]));
    expect(await post({ intent: "unblock", id: block!.id })).toMatchObject({ status: 404, data: { message: am.BLOCK_NOT_FOUND } });
  });

  it("refuses to block a time that holds a booking, an end before the start, or no reason", async () => {
    const tuesday = next(2);
    expect(await online(tuesday, "17:00")).toMatchObject({ ok: true });
    expect(await post({ intent: "block", date: tuesday, from: "16:00", to: "17:15", label: "Rendez-vous médecin" })).toMatchObject({
      status: 409,
      data: { message: am.BOOKINGS_IN_RANGE },
    });
    expect(await post({ intent: "block", date: tuesday, from: "15:00", to: "14:00", label: "Pause" })).toMatchObject({ status: 400, data: { message: am.invalidRange } });
    expect(await post({ intent: "block", date: tuesday, from: "15:00", to: "16:00", label: "" })).toMatchObject({ status: 400, data: { message: am.labelRequired } });
    expect(await post({ intent: "block", date: addDays(today(), -1), from: "15:00", to: "16:00", label: "Pause" })).toMatchObject({ status: 400, data: { message: am.PAST } });
    expect(await db().select().from(agendaBlocks).where(eq(agendaBlocks.date, tuesday))).toEqual([]);
  });

  it("a block and an online booking racing for one time: never both", async () => {
    const friday = next(5);
    for (const time of ["10:00", "11:00", "16:00", "18:00"]) {
      const [blocked, booked] = await Promise.all([
        post({ intent: "block", date: friday, from: time, to: time.replace(/:00$/, ":30"), label: "Course" }),
        online(friday, time),
      ]);
      expect([blocked.status === 200, booked.ok].filter(Boolean)).toHaveLength(1);
    }
  });
});

describe("moving a booking", () => {
  it("moves it to a free time: the old time is offered again, the customer gets the new time and a new invitation", async () => {
    const saturday = next(6);
    const created = await online(saturday, "10:00", "deplace@example.test");
    expect(created.ok).toBe(true);
    const id = (await day(saturday)).bookings.find((b) => b.customerEmail === "deplace@example.test")!.id;
    const answer = await post({ intent: "move", id, date: saturday, timeSlot: "15:30" });
    expect(answer).toMatchObject({ status: 200, data: { ok: true, message: am.moved } });
    expect(await slots(saturday)).toContain("10:00");
    expect(await slots(saturday)).not.toContain("15:30");
    expect((await day(saturday)).bookings.find((b) => b.id === id)).toMatchObject({ start: "15:30", end: "16:00" });

    const moved = (await mailsTo("deplace@example.test")).find((mail) => mail.type === "booking_moved");
    expect(moved!.subject).toContain("à 15:30");
    expect(moved!.html).toContain("à 10:00");
    const ics = Buffer.from((moved!.attachments as Array<{ contentBase64: string }>)[0]!.contentBase64, "base64").toString();
    expect(ics).toContain(`UID:${id}@`);
    expect(ics).toMatch(/SEQUENCE:\d+/);
    expect(ics).toContain(`DTSTART;TZID=Europe/Paris:${saturday.replace(/-/g, "")}T153000`);
    // The new management link waits in the copy to be sent; the kept copy and its invitation mask it.
    const token = /\/rendez-vous\/([A-Za-z0-9_-]{40,64})/.exec(moved!.unsentContent?.html ?? moved!.html)![1]!;
    expect([moved!.html, moved!.text, ics.replace(/\r\n[ \t]/g, "")].join("\n")).not.toContain(token);
    expect(ics.replace(/\r\n[ \t]/g, "")).toContain("/rendez-vous/[masqué]");
  });

  it("refuses a taken time, a blocked one or a past one, leaving the booking where it was", async () => {
    const saturday = next(6);
    await online(saturday, "11:00", "occupe@example.test");
    const [mine] = await db()
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(customers, eq(customers.id, bookings.customerId))
      .where(eq(customers.email, "deplace@example.test"));
    expect(await post({ intent: "move", id: mine!.id, date: saturday, timeSlot: "11:00" })).toMatchObject({ status: 409, data: { message: am.SLOT_TAKEN } });
    await post({ intent: "block", date: saturday, from: "18:00", to: "19:00", label: "Formation" });
    expect(await post({ intent: "move", id: mine!.id, date: saturday, timeSlot: "18:30" })).toMatchObject({ status: 409, data: { message: am.SLOT_TAKEN } });
    expect(await post({ intent: "move", id: mine!.id, date: addDays(today(), -2), timeSlot: "11:00" })).toMatchObject({ status: 400, data: { message: am.PAST } });
    expect(await post({ intent: "move", id: "00000000-0000-4000-8000-000000000000", date: saturday, timeSlot: "12:00" })).toMatchObject({ status: 404 });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, mine!.id));
    expect(row).toMatchObject({ date: saturday, timeSlot: "15:30", status: "confirmed" });
  });

  it("a move racing an online booking for one time: exactly one wins, each time", async () => {
    const monday = next(1);
    for (const [from, to] of [["10:00", "14:00"], ["10:30", "15:00"], ["11:00", "16:00"]] as const) {
      const created = await createPhoneBooking(phoneInput(monday, from));
      expect(created).toMatchObject({ ok: true });
      if (!created.ok) return;
      const results = await Promise.all([moveBooking({ id: created.bookingId, date: monday, timeSlot: to }), online(monday, to)]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      const atTarget = await db().select().from(bookings).where(and(eq(bookings.date, monday), eq(bookings.timeSlot, to), eq(bookings.status, "confirmed")));
      expect(atTarget).toHaveLength(1);
    }
  });

  it("withdraws the reminder of the old time, and reminds the new time in its turn", async () => {
    const wednesday = next(3);
    // Booked well ahead; its reminder is queued the day before (reminders.server.ts).
    const booked = await createBooking(
      { serviceId: ids["coupe-shampoing"]!, date: wednesday, timeSlot: "10:00", name: "Rappel Déplacé", email: "rappel-deplace@example.test", phone: nextPhone() },
      new Date(parisInstant(wednesday, "10:00").getTime() - 5 * 86_400_000),
    );
    expect(booked.ok).toBe(true);
    const dayBefore = new Date(parisInstant(wednesday, "10:00").getTime() - 24.5 * 3600_000);
    expect(await queueDueReminders(dayBefore)).toBeGreaterThanOrEqual(1);
    const reminders = async () => (await mailsTo("rappel-deplace@example.test")).filter((mail) => mail.type === "booking_reminder");
    expect(await reminders()).toHaveLength(1);

    const id = (await day(wednesday)).bookings.find((b) => b.customerEmail === "rappel-deplace@example.test")!.id;
    expect(await post({ intent: "move", id, date: addDays(wednesday, 1), timeSlot: "13:00" })).toMatchObject({ status: 200 });
    expect(await reminders()).toHaveLength(0);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ reminderQueuedAt: null, reminderEmailId: null });
    expect(await queueDueReminders(new Date(parisInstant(addDays(wednesday, 1), "13:00").getTime() - 24.5 * 3600_000))).toBeGreaterThanOrEqual(1);
    const [again] = await reminders();
    expect(again!.subject).toContain("13:00");
  });
});
