import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { agendaMessages as am, agendaToasts } from "~/features/admin/agenda-messages";
import { createPhoneBooking, moveBooking } from "~/features/admin/agenda.server";
import { availableSlots } from "~/features/booking/availability.server";
import { createBooking } from "~/features/booking/booking-write.server";
import { bookingMessages as m } from "~/features/booking/messages";
import { queueDueReminders } from "~/features/booking/reminders.server";
import { invalidateServices } from "~/features/booking/services.server";
import { invalidateTeam } from "~/features/booking/team.server";
import { resetConfig } from "~/lib/config.server";
import { addDays, isoWeekday, parisInstant } from "~/lib/paris-time";
import { action, loader } from "~/routes/admin/agenda";
import { agendaBlocks, barberAbsences, barbers, barberSkippedServices, bookings, bookingServices, customers, emailOutbox, services } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { adminSessionCookie, signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { barberIdsByName, nextWeekday, parisToday } from "../support/demo-salon";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
let admin = "";
let customer = "";
const ids: Record<string, string> = {};
/** The demo team's ids by name: Karim (off on Monday), Yanis (off on Wednesday), Lucas (off on Sunday). */
const team: Record<string, string> = {};

const today = parisToday;
/** The coming `weekday` at least two days ahead (nothing of it is past yet), inside the online booking window. */
const next = (weekday: number) => nextWeekday(weekday);

type Named = { id: string; name: string };
type Day = {
  date: string;
  hours: [string, string][];
  barberHours: Record<string, [string, string][]>;
  bookings: Array<{
    id: string;
    start: string;
    end: string;
    customerName: string;
    customerPhone: string;
    customerEmail: string | null;
    channel: string;
    serviceTitle: string;
    barber: Named;
  }>;
  blocks: Array<{ id: string; start: string; end: string; label: string; barber: Named | null }>;
};
type AgendaData = { view: { view: string; date: string; barber: string | null }; team: Array<Named & { active: boolean }>; days: Day[] };
const agenda = async (query: string, cookie = admin) => callRoute(loader, new Request(`${ORIGIN}/admin/agenda?${query}`, { headers: { Cookie: cookie } }));
const day = async (date: string) => ((await agenda(`view=day&date=${date}`)).data as { days: Day[] }).days[0]!;
const post = (fields: Record<string, string>, cookie = admin) => callRoute(action, formRequest("/admin/agenda", fields, { cookie }));
/** Free starts of one barber (Karim unless said): another barber may still be free at a time he is not. */
const slots = async (date: string, slug = "coupe-shampoing", barber = "Karim") => {
  const result = await availableSlots([ids[slug]!], date, undefined, undefined, team[barber]);
  return result.ok ? result.slots : result.code;
};

let phones = 0;
const nextPhone = () => `07 ${String(10 + (++phones % 90))} 22 33 ${String(10 + Math.floor(phones / 90)).padStart(2, "0")}`;
const online = (date: string, timeSlot: string, email = `en-ligne-${++phones}@example.test`, barber = "Karim") =>
  createBooking({ serviceIds: [ids["coupe-shampoing"]!], date, timeSlot, name: "Client En Ligne", email, phone: nextPhone(), barberId: team[barber] });
const phoneBooking = (date: string, timeSlot: string, extra: Record<string, string> = {}) => ({
  intent: "phone-booking",
  serviceIds: ids["coupe-shampoing"]!,
  date,
  timeSlot,
  name: "Client Téléphone",
  phone: nextPhone(),
  email: "",
  ...extra,
});
const phoneInput = (date: string, timeSlot: string, barber = "Karim") => ({
  ...phoneBooking(date, timeSlot),
  serviceIds: [ids["coupe-shampoing"]!],
  intent: "phone-booking" as const,
  email: null,
  barberId: team[barber],
});
/** The phone form as the browser sends it: one `serviceIds` field per select, in order (an extra one left on « — » is empty). */
const visitForm = (serviceIds: string[], date: string, timeSlot: string, extra: Record<string, string> = {}) => {
  const form = new FormData();
  form.append("intent", "phone-booking");
  for (const id of serviceIds) form.append("serviceIds", id);
  for (const [name, value] of Object.entries(phoneBooking(date, timeSlot, extra))) if (name !== "intent" && name !== "serviceIds") form.append(name, value);
  return form;
};
const postForm = (form: FormData) => callRoute(action, formRequest("/admin/agenda", form, { cookie: admin }));
const mailsTo = (to: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, to));

beforeAll(async () => {
  process.env.PUBLIC_URL = "http://salon.test";
  process.env.PAYMENT_MODE = "demo";
  resetConfig();
  await seedDatabase(db());
  for (const s of await db().select().from(services)) ids[s.slug] = s.id;
  Object.assign(team, await barberIdsByName(db()));
  admin = await adminSessionCookie(auth.current, database.current.db);
  customer = await signUpAndGetCookie(auth.current, "client-agenda@example.test");
});

describe("the agenda's views", () => {
  it("shows a day with its hours and its bookings at their Paris time, and a week from Monday to Sunday", async () => {
    const tuesday = next(2);
    expect(await online(tuesday, "15:00", "vue-jour@example.test")).toMatchObject({ ok: true });
    const shown = await day(tuesday);
    expect(shown.hours).toEqual([["10:00", "20:00"]]);
    expect(shown.bookings).toEqual([
      expect.objectContaining({ start: "15:00", end: "15:30", customerEmail: "vue-jour@example.test", channel: "online", serviceTitle: expect.any(String) }),
    ]);

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
    expect(fallback.view).toEqual({ view: "day", date: today(), barber: null });
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
    const answer = await post(phoneBooking(wednesday, "11:00", { name: "Paul Sans Mail", barberId: team.Karim! }));
    expect(answer).toMatchObject({ status: 200, data: { ok: true, message: "Rendez-vous enregistré avec Karim" } });
    expect(await slots(wednesday)).not.toContain("11:00");
    const [booking] = (await day(wednesday)).bookings.filter((b) => b.customerName === "Paul Sans Mail");
    expect(booking).toMatchObject({ start: "11:00", channel: "phone", customerEmail: null });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking!.id));
    expect(row!.channel).toBe("phone");
    expect(await online(wednesday, "11:00")).toMatchObject({ ok: false, message: m.SLOT_TAKEN, status: 409 });
  });

  it("with an e-mail, the customer gets the usual confirmation with its invitation", async () => {
    const wednesday = next(3);
    const answer = await post(phoneBooking(wednesday, "16:00", { email: "Tel.Client@Example.test", name: "Léa Téléphone", barberId: team.Lucas! }));
    expect(answer).toMatchObject({
      status: 200,
      data: { ok: true, message: "Rendez-vous enregistré avec Lucas : le client a reçu sa confirmation par e-mail" },
    });
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
    expect(
      await createBooking({ serviceIds: [ids["coupe-shampoing"]!], date: wednesday, timeSlot: "18:00", email: "nadia@example.test", ...first }),
    ).toMatchObject({ ok: true });
    expect(await post(phoneBooking(wednesday, "18:30", { email: "nadia@example.test", name: "Sami Frère", phone: "07 64 64 64 64" }))).toMatchObject({
      status: 200,
    });
    expect(await db().select({ name: customers.name, phone: customers.phone }).from(customers).where(eq(customers.email, "nadia@example.test"))).toEqual([
      first,
    ]);
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
    expect(await post(phoneBooking(wednesday, "11:00", { barberId: team.Karim! }))).toMatchObject({ status: 409, data: { ok: false, message: am.SLOT_TAKEN } });
    expect(await post(phoneBooking(addDays(today(), -1), "11:00"))).toMatchObject({ status: 400, data: { message: am.PAST } });
    expect(await post(phoneBooking(wednesday, "25:00"))).toMatchObject({ status: 400, data: { message: am.invalidTime } });
    expect(await post(phoneBooking(wednesday, "12:00", { name: " " }))).toMatchObject({ status: 400, data: { message: am.missingName } });
    expect(await post(phoneBooking(wednesday, "12:00", { phone: "appelle-moi" }))).toMatchObject({ status: 400, data: { message: am.invalidPhone } });
    expect(await post(phoneBooking(wednesday, "12:00", { email: "pas-un-email" }))).toMatchObject({ status: 400, data: { message: am.invalidEmail } });
    expect(await post(phoneBooking(wednesday, "12:00", { serviceIds: "00000000-0000-4000-8000-000000000000" }))).toMatchObject({
      status: 400,
      data: { message: am.INVALID_SERVICE },
    });
    expect((await db().select().from(bookings)).length).toBe(before);
  });

  it("a phone booking and an online booking racing for one time: exactly one wins, each time", async () => {
    const thursday = next(4);
    for (const time of ["10:00", "12:00", "14:00", "17:00", "19:00"]) {
      const results = await Promise.all([createPhoneBooking(phoneInput(thursday, time)), online(thursday, time)]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.find((r) => !r.ok)).toMatchObject({ status: 409 });
    }
    const confirmed = await db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.date, thursday), eq(bookings.status, "confirmed")));
    expect(confirmed).toHaveLength(5);
  });
});

describe("visits of several services taken on the phone", () => {
  // Phone bookings may be taken for any day to come: these are weeks ahead, away from the others.
  const thursday = () => addDays(next(4), 28);
  const setBuffer = async (slug: string, bufferMinutes: number) => {
    await db().update(services).set({ bufferMinutes }).where(eq(services.slug, slug));
    invalidateServices();
  };

  it("books the form's services in order as one booking, empty selects left out; the agenda shows it with the buffer after it", async () => {
    const day4 = thursday();
    await setBuffer("coloration-barbe", 15);
    try {
      const visit = [ids["taille-barbe-sculptee"]!, ids["coloration-barbe"]!];
      const answer = await postForm(visitForm([...visit, "", ""], day4, "11:00", { name: "Visite Téléphone", barberId: team.Karim! }));
      expect(answer).toMatchObject({ status: 200, data: { ok: true, message: "Rendez-vous enregistré avec Karim" } });
      const shown = (await day(day4)).bookings.find((b) => b.customerName === "Visite Téléphone");
      expect(shown).toMatchObject({
        start: "11:00",
        end: "12:00",
        serviceTitle: "Taille de barbe sculptée + Coloration barbe",
        durationMinutes: 60,
        durationText: "1 h",
        bufferMinutes: 15,
        blockedEnd: "12:30",
        channel: "phone",
        barber: { id: team.Karim, name: "Karim" },
      });
      const lines = await db().select().from(bookingServices).where(eq(bookingServices.bookingId, shown!.id)).orderBy(asc(bookingServices.position));
      expect(lines.map((l) => [l.position, l.serviceId, l.title])).toEqual([
        [0, visit[0], "Taille de barbe sculptée"],
        [1, visit[1], "Coloration barbe"],
      ]);
      // The buffer is Karim's: no booking nor block of his in it; another barber's block is.
      expect(await post(phoneBooking(day4, "12:00", { barberId: team.Karim! }))).toMatchObject({ status: 409, data: { message: am.SLOT_TAKEN } });
      expect(await post({ intent: "block", date: day4, from: "12:00", to: "12:30", label: "Pause", barberId: team.Karim! })).toMatchObject({
        status: 409,
        data: { message: am.BOOKINGS_IN_RANGE },
      });
      expect(await post({ intent: "block", date: day4, from: "12:00", to: "12:30", label: "Pause Yanis", barberId: team.Yanis! })).toMatchObject({
        status: 200,
      });
      expect(await post(phoneBooking(day4, "12:30", { name: "Après Battement", barberId: team.Karim! }))).toMatchObject({ status: 200 });
      // Without buffer, the barber is free at its end.
      expect((await day(day4)).bookings.find((b) => b.customerName === "Après Battement")).toMatchObject({
        end: "13:00",
        bufferMinutes: 0,
        blockedEnd: "13:00",
      });
    } finally {
      await setBuffer("coloration-barbe", 0);
    }
  });

  it("gives the form each service on the list with its length and price, for the visit's total", async () => {
    const { services: listed } = (await agenda(`view=day&date=${thursday()}`)).data as {
      services: Array<{ id: string; label: string; durationMinutes: number; priceCents: number }>;
    };
    expect(listed).toContainEqual({ id: ids["coupe-shampoing"], label: "Coupe + shampoing (30 min)", durationMinutes: 30, priceCents: 2000 });
    expect(listed).toContainEqual({ id: ids["defrisage"], label: "Défrisage (1 h 30)", durationMinutes: 90, priceCents: 4000 });
  });

  it("says each refusal about the services under 'Service', writing nothing", async () => {
    const day4 = thursday();
    const before = (await db().select({ id: bookings.id }).from(bookings)).length;
    const underService = (message: string) => ({ status: 400, data: { ok: false, message, fieldErrors: { serviceIds: message } } });
    const five = ["coupe-shampoing", "contours-finitions", "taille-barbe-sculptee", "soin-visage", "coloration-barbe"].map((slug) => ids[slug]!);
    // 90 + 60 + 60 + 60 minutes.
    const long = ["defrisage", "coloration-cheveux", "formule-complete", "coupe-barbe"].map((slug) => ids[slug]!);
    const twice = [ids["coupe-shampoing"]!, ids["coupe-shampoing"]!];
    const refused = await postForm(visitForm(twice, day4, "15:00"));
    expect(refused).toMatchObject(underService(am.INVALID_SERVICE));
    // Without scripts, the page comes back with the services chosen.
    expect((refused.data as { values: Record<string, string> }).values.serviceIds).toBe(twice.join(","));
    expect(await postForm(visitForm(["", ""], day4, "15:00"))).toMatchObject(underService(am.INVALID_SERVICE));
    expect(await postForm(visitForm([ids["coupe-shampoing"]!, "00000000-0000-4000-8000-000000000000"], day4, "15:00"))).toMatchObject(
      underService(am.INVALID_SERVICE),
    );
    expect(await postForm(visitForm(five, day4, "15:00"))).toMatchObject(underService(am.VISIT_TOO_LONG));
    expect(await postForm(visitForm(long, day4, "15:00", { barberId: team.Karim! }))).toMatchObject(underService(am.VISIT_TOO_LONG));
    // Lucas does no shave; Karim and Yanis give up the purifying facial care for a while.
    await db()
      .insert(barberSkippedServices)
      .values([team.Karim!, team.Yanis!].map((barberId) => ({ barberId, serviceId: ids["soin-visage-purifiant"]! })));
    invalidateTeam();
    try {
      const apart = [ids["rasage-complet"]!, ids["soin-visage-purifiant"]!];
      expect(await postForm(visitForm(apart, day4, "15:00"))).toMatchObject(underService(am.SERVICES_APART));
      expect(await postForm(visitForm(apart, day4, "15:00", { barberId: team.Karim! }))).toMatchObject(underService(am.SERVICES_APART));
    } finally {
      await db().delete(barberSkippedServices).where(eq(barberSkippedServices.serviceId, ids["soin-visage-purifiant"]!));
      invalidateTeam();
    }
    expect((await db().select({ id: bookings.id }).from(bookings)).length).toBe(before);
  });

  it("still reads the one `serviceId` of the form of before", async () => {
    const day4 = thursday();
    const { serviceIds: _, ...fields } = phoneBooking(day4, "17:00", { name: "Ancien Formulaire", barberId: team.Yanis! });
    expect(await post({ ...fields, serviceId: ids["coupe-degrade"]! })).toMatchObject({ status: 200, data: { message: "Rendez-vous enregistré avec Yanis" } });
    expect((await day(day4)).bookings.find((b) => b.customerName === "Ancien Formulaire")).toMatchObject({ serviceTitle: "Coupe dégradé", end: "17:45" });
  });
});

describe("blocked times", () => {
  it("a break from 12:00 to 13:00 takes its slots off line, refuses bookings, and comes back once freed", async () => {
    const tuesday = next(2);
    expect(await slots(tuesday)).toEqual(expect.arrayContaining(["11:30", "12:00", "12:30", "13:00"]));
    expect(await post({ intent: "block", date: tuesday, from: "12:00", to: "13:00", label: "Pause déjeuner" })).toMatchObject({
      status: 200,
      data: { ok: true, message: agendaToasts.blocked(null) },
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
    expect(await post({ intent: "block", date: tuesday, from: "15:00", to: "14:00", label: "Pause" })).toMatchObject({
      status: 400,
      data: { message: am.invalidRange },
    });
    expect(await post({ intent: "block", date: tuesday, from: "15:00", to: "16:00", label: "" })).toMatchObject({
      status: 400,
      data: { message: am.labelRequired },
    });
    expect(await post({ intent: "block", date: addDays(today(), -1), from: "15:00", to: "16:00", label: "Pause" })).toMatchObject({
      status: 400,
      data: { message: am.PAST },
    });
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
    expect(answer).toMatchObject({ status: 200, data: { ok: true, message: "Rendez-vous déplacé : le client a reçu la nouvelle heure par e-mail" } });
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
    expect(await post({ intent: "move", id: mine!.id, date: addDays(today(), -2), timeSlot: "11:00" })).toMatchObject({
      status: 400,
      data: { message: am.PAST },
    });
    expect(await post({ intent: "move", id: "00000000-0000-4000-8000-000000000000", date: saturday, timeSlot: "12:00" })).toMatchObject({ status: 404 });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, mine!.id));
    expect(row).toMatchObject({ date: saturday, timeSlot: "15:30", status: "confirmed" });
  });

  it("a move racing an online booking for one time: exactly one wins, each time", async () => {
    const monday = next(1);
    for (const [from, to] of [
      ["10:00", "14:00"],
      ["10:30", "15:00"],
      ["11:00", "16:00"],
    ] as const) {
      const created = await createPhoneBooking(phoneInput(monday, from, "Yanis"));
      expect(created).toMatchObject({ ok: true });
      if (!created.ok) return;
      // Yanis works on Mondays, Karim does not.
      const results = await Promise.all([moveBooking({ id: created.bookingId, date: monday, timeSlot: to }), online(monday, to, undefined, "Yanis")]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      const atTarget = await db()
        .select()
        .from(bookings)
        .where(and(eq(bookings.date, monday), eq(bookings.timeSlot, to), eq(bookings.status, "confirmed")));
      expect(atTarget).toHaveLength(1);
    }
  });

  it("withdraws the reminder of the old time, and reminds the new time in its turn", async () => {
    const wednesday = next(3);
    // Booked well ahead; its reminder is queued the day before (reminders.server.ts).
    const booked = await createBooking(
      {
        serviceIds: [ids["coupe-shampoing"]!],
        date: wednesday,
        timeSlot: "10:00",
        name: "Rappel Déplacé",
        email: "rappel-deplace@example.test",
        phone: nextPhone(),
      },
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

describe("the team in the agenda", () => {
  const named = (name: string) => ({ id: team[name]!, name });
  const barberOf = async (id: string) => (await db().select({ barberId: bookings.barberId }).from(bookings).where(eq(bookings.id, id)))[0]!.barberId;
  const bookingIdOf = async (date: string, name: string) => (await day(date)).bookings.find((b) => b.customerName === name)!.id;

  it("gives the team in order, each booking's and block's barber, and each barber's hours of the day", async () => {
    const tuesday = addDays(next(2), 7);
    expect(await post(phoneBooking(tuesday, "14:00", { name: "Chez Yanis", barberId: team.Yanis! }))).toMatchObject({ status: 200 });
    expect(await post({ intent: "block", date: tuesday, from: "12:00", to: "12:30", label: "Formation", barberId: team.Lucas! })).toMatchObject({
      status: 200,
      data: { message: "Créneau bloqué pour Lucas" },
    });
    expect(await post({ intent: "block", date: tuesday, from: "19:00", to: "19:30", label: "Réunion" })).toMatchObject({ status: 200 });
    const shown = (await agenda(`view=day&date=${tuesday}`)).data as AgendaData;
    expect(shown.team).toEqual([
      { ...named("Karim"), active: true },
      { ...named("Yanis"), active: true },
      { ...named("Lucas"), active: true },
    ]);
    const [tuesdayShown] = shown.days;
    expect(tuesdayShown!.bookings).toEqual([expect.objectContaining({ customerName: "Chez Yanis", start: "14:00", barber: named("Yanis") })]);
    expect(tuesdayShown!.blocks.map((b) => [b.label, b.barber])).toEqual([
      ["Formation", named("Lucas")],
      ["Réunion", null],
    ]);
    expect(tuesdayShown!.barberHours).toEqual({
      [team.Karim!]: [["10:00", "20:00"]],
      [team.Yanis!]: [["10:00", "20:00"]],
      [team.Lucas!]: [["10:00", "20:00"]],
    });
    // Wednesday is Yanis's day off.
    const wednesday = (await day(addDays(tuesday, 1))).barberHours;
    expect(wednesday[team.Yanis!]).toEqual([]);
    expect(wednesday[team.Karim!]).toEqual([["10:00", "20:00"]]);
  });

  it("keeps an inactive barber's column while they still have bookings in the view", async () => {
    const thursday = addDays(next(4), 7);
    expect(await post(phoneBooking(thursday, "10:00", { name: "Chez Paulo", barberId: team.Karim! }))).toMatchObject({ status: 200 });
    const [paulo] = await db().insert(barbers).values({ name: "Paulo", active: false, position: 9 }).returning({ id: barbers.id });
    invalidateTeam();
    try {
      expect(((await agenda(`view=day&date=${thursday}`)).data as AgendaData).team.map((b) => b.name)).toEqual(["Karim", "Yanis", "Lucas"]);
      await db()
        .update(bookings)
        .set({ barberId: paulo!.id })
        .where(eq(bookings.id, await bookingIdOf(thursday, "Chez Paulo")));
      const shown = (await agenda(`view=day&date=${thursday}`)).data as AgendaData;
      expect(shown.team.map((b) => [b.name, b.active])).toEqual([
        ["Karim", true],
        ["Yanis", true],
        ["Lucas", true],
        ["Paulo", false],
      ]);
      expect(shown.days[0]!.bookings.find((b) => b.customerName === "Chez Paulo")!.barber).toEqual({ id: paulo!.id, name: "Paulo" });
    } finally {
      await db().delete(bookings).where(eq(bookings.barberId, paulo!.id));
      await db().delete(barbers).where(eq(barbers.id, paulo!.id));
      invalidateTeam();
    }
  });

  it("filters a week by barber: their bookings, their blocks and the salon's; a bad or unknown barber shows everyone", async () => {
    const friday = addDays(next(5), 14);
    for (const barber of ["Karim", "Yanis", "Lucas"])
      expect(await post(phoneBooking(friday, "11:00", { name: `Semaine ${barber}`, barberId: team[barber]! }))).toMatchObject({ status: 200 });
    await post({ intent: "block", date: friday, from: "13:00", to: "13:30", label: "Pause Karim", barberId: team.Karim! });
    await post({ intent: "block", date: friday, from: "13:00", to: "13:30", label: "Pause Yanis", barberId: team.Yanis! });
    await post({ intent: "block", date: friday, from: "19:30", to: "20:00", label: "Ménage" });
    const week = async (barber: string) => {
      const shown = (await agenda(`view=week&date=${friday}&barber=${barber}`)).data as AgendaData;
      const fri = shown.days.find((d) => d.date === friday)!;
      return { barber: shown.view.barber, bookings: fri.bookings.map((b) => b.customerName).sort(), blocks: fri.blocks.map((b) => b.label).sort() };
    };
    expect(await week(team.Yanis!)).toEqual({ barber: team.Yanis, bookings: ["Semaine Yanis"], blocks: ["Ménage", "Pause Yanis"] });
    const everyone = { barber: null, bookings: ["Semaine Karim", "Semaine Lucas", "Semaine Yanis"], blocks: ["Ménage", "Pause Karim", "Pause Yanis"] };
    expect(await week("")).toEqual(everyone);
    expect(await week("yanis")).toEqual(everyone);
    expect(await week("00000000-0000-4000-8000-000000000000")).toEqual(everyone);
    // A day shows every barber, each in a column.
    const friDay = (await agenda(`view=day&date=${friday}&barber=${team.Yanis}`)).data as AgendaData;
    expect(friDay.view.barber).toBeNull();
    expect(friDay.days[0]!.bookings).toHaveLength(3);
  });

  it("books the barber asked for, or by the rule for 'Sans préférence'; refuses one absent or busy, and one inactive or unknown", async () => {
    const saturday = addDays(next(6), 14);
    expect(await post(phoneBooking(saturday, "10:00", { name: "Premier Karim", barberId: team.Karim! }))).toMatchObject({
      status: 200,
      data: { message: "Rendez-vous enregistré avec Karim" },
    });
    // Karim has booked minutes that day, Yanis none: Yanis, listed before Lucas.
    const any = await post(phoneBooking(saturday, "11:00", { name: "Sans Préférence" }));
    expect(any).toMatchObject({ status: 200, data: { message: "Rendez-vous enregistré avec Yanis" } });
    expect(await barberOf(await bookingIdOf(saturday, "Sans Préférence"))).toBe(team.Yanis);
    // Yanis is busy at 11:00, Lucas free.
    expect(await post(phoneBooking(saturday, "11:00", { barberId: team.Yanis! }))).toMatchObject({ status: 409, data: { message: am.SLOT_TAKEN } });
    expect(await post(phoneBooking(saturday, "11:00", { barberId: team.Lucas! }))).toMatchObject({
      status: 200,
      data: { message: "Rendez-vous enregistré avec Lucas" },
    });
    // Away on the Sunday: no booking for him that day, by phone either.
    const sunday = addDays(saturday, 1);
    await db().insert(barberAbsences).values({ barberId: team.Yanis!, from: sunday, to: sunday, label: "Congé" });
    invalidateTeam();
    expect(await post(phoneBooking(sunday, "11:00", { barberId: team.Yanis! }))).toMatchObject({ status: 409, data: { message: am.SLOT_TAKEN } });
    expect(await post(phoneBooking(sunday, "11:00", { barberId: team.Karim! }))).toMatchObject({ status: 200 });

    const before = (await db().select().from(bookings)).length;
    const [gone] = await db().insert(barbers).values({ name: "Ancien", active: false, position: 8 }).returning({ id: barbers.id });
    invalidateTeam();
    try {
      expect(await post(phoneBooking(saturday, "15:00", { barberId: gone!.id }))).toMatchObject({ status: 400, data: { message: am.INVALID_BARBER } });
      expect(await post({ intent: "block", date: saturday, from: "15:00", to: "16:00", label: "Pause", barberId: gone!.id })).toMatchObject({
        status: 400,
        data: { message: am.INVALID_BARBER },
      });
    } finally {
      await db().delete(barbers).where(eq(barbers.id, gone!.id));
      invalidateTeam();
    }
    expect(await post(phoneBooking(saturday, "15:00", { barberId: "00000000-0000-4000-8000-000000000000" }))).toMatchObject({
      status: 400,
      data: { message: am.INVALID_BARBER },
    });
    // A service's id is no barber's.
    expect(await post(phoneBooking(saturday, "15:00", { barberId: ids["coupe-barbe"]! }))).toMatchObject({ status: 400, data: { message: am.INVALID_BARBER } });
    expect(await post(phoneBooking(saturday, "15:00", { barberId: "yanis" }))).toMatchObject({ status: 400, data: { message: am.INVALID_BARBER } });
    expect((await db().select().from(bookings)).length).toBe(before);
  });

  it("by phone, never gives 'Sans préférence' to a barber on their day off; asked for by name, the owner may book them", async () => {
    const wednesday = addDays(next(3), 7); // Yanis's day off
    for (const barber of ["Karim", "Lucas"])
      expect(await post(phoneBooking(wednesday, "16:00", { name: `Occupé ${barber}`, barberId: team[barber]! }))).toMatchObject({ status: 200 });
    expect(await post(phoneBooking(wednesday, "16:00", { name: "Personne De Libre" }))).toMatchObject({ status: 409, data: { message: am.SLOT_TAKEN } });
    expect(await post(phoneBooking(wednesday, "16:00", { name: "Yanis Exceptionnel", barberId: team.Yanis! }))).toMatchObject({
      status: 200,
      data: { message: "Rendez-vous enregistré avec Yanis" },
    });
  });

  it("keeps a booking inside its day: by phone, 23:30 for an hour is refused, 23:00 taken", async () => {
    const tuesday = addDays(next(2), 21);
    const late = (timeSlot: string) =>
      post(phoneBooking(tuesday, timeSlot, { name: `Tard ${timeSlot}`, barberId: team.Karim!, serviceIds: ids["coupe-barbe"]! }));
    expect(await late("23:30")).toMatchObject({ status: 400, data: { message: am.ENDS_NEXT_DAY } });
    expect(await late("23:00")).toMatchObject({ status: 200 });
  });

  it("moves a booking to another barber at the same time: the customer's mail names the new barber", async () => {
    const thursday = next(4);
    expect(
      await post(phoneBooking(thursday, "15:30", { name: "Change De Barbier", email: "change-barbier@example.test", barberId: team.Karim! })),
    ).toMatchObject({ status: 200 });
    const id = await bookingIdOf(thursday, "Change De Barbier");
    expect(await post({ intent: "move", id, date: thursday, timeSlot: "15:30", barberId: "" })).toMatchObject({ status: 400, data: { message: am.SAME_TIME } });
    expect(await post({ intent: "move", id, date: thursday, timeSlot: "15:30", barberId: team.Yanis! })).toMatchObject({
      status: 200,
      data: { message: "Rendez-vous déplacé avec Yanis : le client a reçu la nouvelle heure par e-mail" },
    });
    expect(await barberOf(id)).toBe(team.Yanis);
    expect((await day(thursday)).bookings.find((b) => b.id === id)!.barber).toEqual(named("Yanis"));
    const moved = (await mailsTo("change-barbier@example.test")).find((mail) => mail.type === "booking_moved")!;
    expect(moved.text).toContain("Yanis");
    expect(moved.text).toContain("avec Karim");
    // Karim is free at that time again; Yanis is not.
    expect(await slots(thursday, "coupe-shampoing", "Karim")).toContain("15:30");
    expect(await slots(thursday, "coupe-shampoing", "Yanis")).not.toContain("15:30");
  });

  it("a barber's block keeps the others bookable at that time and refuses only that barber's bookings; a salon block refuses all", async () => {
    const saturday = next(6);
    expect(await post(phoneBooking(saturday, "12:00", { name: "Déjà Chez Yanis", barberId: team.Yanis! }))).toMatchObject({ status: 200 });
    // Karim's break holds no booking of his: Yanis's at that time does not stand in its way.
    expect(await post({ intent: "block", date: saturday, from: "12:00", to: "13:00", label: "Pause Karim", barberId: team.Karim! })).toMatchObject({
      status: 200,
    });
    expect(await post({ intent: "block", date: saturday, from: "12:00", to: "13:00", label: "Pause Yanis", barberId: team.Yanis! })).toMatchObject({
      status: 409,
      data: { message: am.BOOKINGS_IN_RANGE },
    });
    expect(await slots(saturday, "coupe-shampoing", "Karim")).not.toContain("12:30");
    expect(await slots(saturday, "coupe-shampoing", "Lucas")).toContain("12:30");
    expect(await slots(saturday, "coupe-shampoing", "Yanis")).not.toContain("12:00");
    expect(await post(phoneBooking(saturday, "12:30", { barberId: team.Karim! }))).toMatchObject({ status: 409, data: { message: am.SLOT_TAKEN } });
    expect(await online(saturday, "12:30", undefined, "Karim")).toMatchObject({ ok: false, status: 409 });
    expect(await post(phoneBooking(saturday, "12:30", { name: "Pas Karim" }))).toMatchObject({ status: 200 });
    expect(await barberOf(await bookingIdOf(saturday, "Pas Karim"))).not.toBe(team.Karim);

    expect(await post({ intent: "block", date: saturday, from: "14:00", to: "15:00", label: "Fermeture exceptionnelle" })).toMatchObject({
      status: 200,
      data: { message: "Créneau bloqué pour tout le salon" },
    });
    for (const barber of ["Karim", "Yanis", "Lucas"]) {
      expect(await slots(saturday, "coupe-shampoing", barber)).not.toContain("14:00");
      expect(await post(phoneBooking(saturday, "14:00", { barberId: team[barber]! }))).toMatchObject({ status: 409, data: { message: am.SLOT_TAKEN } });
    }
    expect(await post(phoneBooking(saturday, "14:30"))).toMatchObject({ status: 409, data: { message: am.SLOT_TAKEN } });
  });

  it("answers crafted requests with a 4xx and a French message, never a 500", async () => {
    const friday = addDays(next(5), 21);
    expect(await post(phoneBooking(friday, "10:00", { name: "Cible", barberId: team.Karim! }))).toMatchObject({ status: 200 });
    const id = await bookingIdOf(friday, "Cible");
    const refused = [
      await post({ intent: "move", id, date: friday, timeSlot: "11:00", barberId: "00000000-0000-4000-8000-000000000000" }),
      await post({ intent: "move", id, date: friday, timeSlot: "11:00", barberId: ids["coupe-shampoing"]! }),
      await post({ intent: "move", id, date: friday, timeSlot: "11:00", barberId: "karim" }),
      await post({ intent: "block", date: friday, from: "15:00", to: "16:00", label: "Pause", barberId: id }),
      await post({ intent: "block", date: friday, from: "15:00", to: "16:00", label: "Pause", barberId: ["a", "b"].join(",") }),
      // Another form's fields: a block sent with a booking's time, a move with a block's span.
      await post({ intent: "block", date: friday, timeSlot: "15:00", label: "Pause", barberId: team.Karim! }),
      await post({ intent: "move", id, date: friday, from: "15:00", to: "16:00", barberId: team.Yanis! }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect((answer.data as { message: string }).message).toMatch(/[a-zé]/);
    }
    expect(refused.slice(0, 4).map((a) => (a.data as { message: string }).message)).toEqual([
      am.INVALID_BARBER,
      am.INVALID_BARBER,
      am.INVALID_BARBER,
      am.INVALID_BARBER,
    ]);
    expect(await barberOf(id)).toBe(team.Karim);
    expect(await db().select().from(agendaBlocks).where(eq(agendaBlocks.date, friday))).toEqual([]);
    // A crafted address is read as everyone's week.
    for (const barber of ["%27%20OR%201%3D1", "%00", encodeURIComponent(id)]) {
      const week = await agenda(`view=week&date=${friday}&barber=${barber}`);
      expect(week).toMatchObject({ status: 200, data: { view: { view: "week", date: friday, barber: null } } });
    }
  });
});
