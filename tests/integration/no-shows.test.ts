import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { markAttendance } from "~/features/admin/agenda-attendance.server";
import { queueDueReviewRequests } from "~/features/salon-reviews/review-requests.server";
import { agendaMessages as am } from "~/features/admin/agenda-messages";
import { createPhoneBooking, moveBooking } from "~/features/admin/agenda.server";
import { cancelBookingAsAdmin } from "~/features/admin/bookings.server";
import { createBooking } from "~/features/booking/booking-write.server";
import { parisInstant } from "~/lib/paris-time";
import { action, loader } from "~/routes/admin/agenda";
import { loader as bookingsLoader } from "~/routes/admin/bookings";
import { middleware as adminShellGuard } from "~/routes/admin/shell";
import { bookings, emailOutbox, waitlistEntries } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { barberIdsByName, nextWeekday, serviceIdsBySlug } from "../support/demo-salon";
import { adminSessionCookie, signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
let admin = "";
let customer = "";
let services: Record<string, string> = {};
let team: Record<string, string> = {};

// The appointments are in March 2026 (Paris is UTC+1 then): past by the real clock, which the routes read.
const at = (date: string, time: string) => parisInstant(date, time);
/** A week before: when the salon took the booking on the phone. */
const bookedAt = (date: string) => new Date(at(date, "09:00").getTime() - 7 * 86_400_000);

type Client = { name: string; phone: string; email?: string };
/** A booking taken on the phone (a customer of its own when there is no e-mail), with the clock of the day it was taken. */
async function phoneBooking(date: string, timeSlot: string, client: Client, barber = "Karim") {
  const input = {
    intent: "phone-booking" as const,
    serviceIds: [services["coupe-shampoing"]!],
    barberId: team[barber],
    date,
    timeSlot,
    name: client.name,
    phone: client.phone,
    email: client.email ?? null,
  };
  const created = await createPhoneBooking(input, bookedAt(date));
  if (!created.ok) throw new Error(created.message);
  return created.bookingId;
}
const rowOf = async (id: string) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!;
const post = (fields: Record<string, string>, cookie = admin) => callRoute(action, formRequest("/admin/agenda", fields, { cookie }));
const get = (fn: typeof loader | typeof bookingsLoader, path: string, cookie = admin) =>
  callRoute(fn, new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } }));

type ShownBooking = { id: string; customerName: string; started: boolean; noShow: boolean; absences: number };
type AgendaData = { days: Array<{ date: string; bookings: ShownBooking[] }>; waitlist: unknown[] | null };
const agendaOf = async (query: string) => (await get(loader, `/admin/agenda?${query}`)).data as AgendaData;
const listed = async (query: string) => ((await get(bookingsLoader, `/admin/bookings?${query}`)).data as { bookings: ShownBooking[] }).bookings;
/** Each booking's client's absences, by the booking's name. */
const countsByName = (rows: ShownBooking[]) => Object.fromEntries(rows.map((b) => [b.customerName, b.absences]));

beforeAll(async () => {
  await seedDatabase(db());
  services = await serviceIdsBySlug(db());
  team = await barberIdsByName(db());
  admin = await adminSessionCookie(auth.current, db());
  customer = await signUpAndGetCookie(auth.current, "client-absences@example.test");
});

describe("marking a booking 'Absent'", () => {
  it("only once it has begun; marked again it keeps its first time; and back to 'Venu'", async () => {
    const id = await phoneBooking("2026-03-10", "10:00", { name: "Alice Horloge", phone: "06 10 20 30 40" });
    expect(await markAttendance(id, true, at("2026-03-10", "09:59"))).toEqual({ ok: false, code: "NOT_STARTED", message: am.NOT_STARTED, status: 409 });
    expect((await rowOf(id)).noShowAt).toBeNull();

    const first = at("2026-03-10", "10:20");
    expect(await markAttendance(id, true, first)).toEqual({ ok: true, message: am.markedAbsent });
    expect((await rowOf(id)).noShowAt).toEqual(first);
    expect(await markAttendance(id, true, at("2026-03-10", "18:00"))).toEqual({ ok: true, message: am.markedAbsent });
    expect((await rowOf(id)).noShowAt).toEqual(first);

    expect(await markAttendance(id, false, at("2026-03-10", "18:05"))).toEqual({ ok: true, message: am.markedCame });
    expect((await rowOf(id)).noShowAt).toBeNull();
    expect(await markAttendance(id, false, at("2026-03-10", "18:06"))).toMatchObject({ ok: true });
    expect((await rowOf(id)).noShowAt).toBeNull();
  });

  it("through the agenda's form: a booking to come, a cancelled one, an unknown or a crafted id are refused in French, and nothing changes", async () => {
    const past = await phoneBooking("2026-03-10", "11:00", { name: "Bruno Annulé", phone: "06 11 21 31 41" });
    expect(await cancelBookingAsAdmin(past)).toMatchObject({ ok: true });
    // By the real clock: a day to come.
    const coming = nextWeekday(4);
    const future = await createPhoneBooking({
      intent: "phone-booking",
      serviceIds: [services["coupe-shampoing"]!],
      barberId: team.Yanis,
      date: coming,
      timeSlot: "15:00",
      name: "Chloé Demain",
      phone: "06 12 22 32 42",
      email: null,
    });
    if (!future.ok) throw new Error(future.message);

    for (const intent of ["mark-absent", "mark-came"]) {
      expect(await post({ intent, id: past })).toMatchObject({ status: 409, data: { ok: false, code: "NOT_CONFIRMED", message: am.NOT_CONFIRMED } });
      expect(await post({ intent, id: future.bookingId })).toMatchObject({ status: 409, data: { ok: false, code: "NOT_STARTED", message: am.NOT_STARTED } });
      expect(await post({ intent, id: randomUUID() })).toMatchObject({ status: 404, data: { ok: false, code: "NOT_FOUND", message: am.NOT_FOUND } });
      for (const id of ["", "pas-un-id", `${past}x`, "../../admin", "%2e%2e%2F", "x".repeat(300), "00000000-0000-0000-0000-00000000000g"]) {
        expect(await post({ intent, id })).toMatchObject({ status: 400, data: { ok: false, message: am.UNKNOWN } });
      }
      expect(await post({ intent })).toMatchObject({ status: 400, data: { ok: false, message: am.UNKNOWN } });
    }
    expect(await post({ intent: "mark-late", id: past })).toMatchObject({ status: 400, data: { ok: false, message: am.UNKNOWN } });
    const rows = await db()
      .select({ noShowAt: bookings.noShowAt, status: bookings.status })
      .from(bookings)
      .where(inArray(bookings.id, [past, future.bookingId]));
    expect(rows).toEqual(
      expect.arrayContaining([
        { noShowAt: null, status: "cancelled" },
        { noShowAt: null, status: "confirmed" },
      ]),
    );
  });

  it("is the admin's only: a visitor and a customer are refused and nothing changes; the admin marks it, twice at once", async () => {
    const id = await phoneBooking("2026-03-10", "12:00", { name: "Denis Droits", phone: "06 13 23 33 43" });
    for (const cookie of ["", customer]) {
      // The admin area's guard, before any admin route runs; then the action's own.
      const shell = adminShellGuard[0]!(
        { request: formRequest("/admin/agenda", { intent: "mark-absent", id }, { cookie }), params: {}, context: {} } as never,
        async () => new Response(),
      );
      await expect(Promise.resolve(shell)).rejects.toMatchObject({ status: 403 });
      expect((await post({ intent: "mark-absent", id }, cookie)).status).toBe(403);
      expect((await rowOf(id)).noShowAt).toBeNull();
    }
    const [one, two] = await Promise.all([post({ intent: "mark-absent", id }), post({ intent: "mark-absent", id })]);
    expect([one, two]).toEqual([
      { status: 200, data: { ok: true, message: am.markedAbsent } },
      { status: 200, data: { ok: true, message: am.markedAbsent } },
    ]);
    const marked = (await rowOf(id)).noShowAt;
    expect(marked).toBeInstanceOf(Date);
    for (const cookie of ["", customer]) {
      expect((await post({ intent: "mark-came", id }, cookie)).status).toBe(403);
      expect((await rowOf(id)).noShowAt).toEqual(marked);
    }
    expect(await post({ intent: "mark-came", id })).toEqual({ status: 200, data: { ok: true, message: am.markedCame } });
    expect((await rowOf(id)).noShowAt).toBeNull();
  });

  it("marked absent, its review request still waiting to be sent is withdrawn", async () => {
    const email = "fabien-absent@example.test";
    const id = await phoneBooking("2026-03-10", "14:00", { name: "Fabien Oubli", phone: "06 15 25 35 45", email });
    const reviewMails = () =>
      db()
        .select({ status: emailOutbox.status })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, email), eq(emailOutbox.type, "review_request")));
    expect(await queueDueReviewRequests(at("2026-03-11", "10:00"))).toBeGreaterThanOrEqual(1);
    expect(await reviewMails()).toEqual([{ status: "pending" }]);
    expect(await markAttendance(id, true, at("2026-03-11", "10:01"))).toMatchObject({ ok: true });
    expect(await reviewMails()).toEqual([]);
    // Marked 'Absent' by mistake, then back to 'Venu': the next run asks again.
    expect(await markAttendance(id, false, at("2026-03-11", "10:02"))).toMatchObject({ ok: true });
    await queueDueReviewRequests(at("2026-03-11", "10:03"));
    expect(await reviewMails()).toEqual([{ status: "pending" }]);
    // Cancelled by the salon afterwards: withdrawn too.
    expect(await cancelBookingAsAdmin(id)).toMatchObject({ ok: true });
    expect(await reviewMails()).toEqual([]);
  });

  it("an absent booking is not moved (nothing changes, no mail) until it is back to 'Venu'", async () => {
    const id = await phoneBooking("2026-03-10", "13:00", { name: "Eva Déplacée", phone: "06 14 24 34 44", email: "eva-absente@example.test" });
    const now = at("2026-03-10", "15:00");
    expect(await markAttendance(id, true, now)).toMatchObject({ ok: true });
    const before = await rowOf(id);
    const mails = async () => (await db().select().from(emailOutbox).where(eq(emailOutbox.to, "eva-absente@example.test"))).length;
    const mailed = await mails();
    const move = { id, date: "2026-03-11", timeSlot: "17:00" };
    expect(await moveBooking(move, now)).toEqual({ ok: false, code: "NO_SHOW_MOVE", message: am.NO_SHOW_MOVE, status: 409 });
    expect(await rowOf(id)).toEqual(before);
    expect(await mails()).toBe(mailed);

    expect(await markAttendance(id, false, now)).toMatchObject({ ok: true });
    expect(await moveBooking(move, now)).toMatchObject({ ok: true });
    expect(await rowOf(id)).toMatchObject({ date: "2026-03-11", timeSlot: "17:00", noShowAt: null });
    expect(await mails()).toBe(mailed + 1);
  });
});

describe("a client's number of absences", () => {
  // Jules books on the phone without an e-mail: each booking a customer of its own, whose absences are its own only.
  const jules = { name: "Jules Téléphone", phone: "06 41 52 63 74" };
  const julesAgain = { name: "Jules T.", phone: "+33 6 41 52 63 74" };
  // Emma books with her e-mail (one customer) but two numbers.
  const emma = { name: "Emma Courriel", phone: "07 11 11 11 11", email: "emma-absences@example.test" };
  const emmaOtherPhone = { ...emma, phone: "07 22 22 22 22" };
  const neighbour = { name: "Voisin Presque", phone: "06 41 52 63 75" };
  const shortA = { name: "Court Un", phone: "12 34 56" };
  const shortB = { name: "Court Deux", phone: "12.34.56" };
  // Nora books online with her e-mail; strangers typed her number: one online with an address of
  // their own, one taken on the phone without any.
  const nora = { name: "Nora Victime", phone: "+33 6 99 88 77 66", email: "nora-absences@example.test" };
  const noraOtherPhone = { ...nora, phone: "07 33 33 33 33" };
  const stranger = { name: "Inconnu Numéro", phone: "06 99 88 77 66", email: "inconnu-numero@example.test" };
  const anonymous = { name: "Anonyme Numéro", phone: "06.99.88.77.66" };
  const ids: Record<string, string> = {};

  /** Booked on the site a week before, with Lucas. */
  async function onlineBooking(date: string, timeSlot: string, client: Required<Client>) {
    const input = { serviceIds: [services["coupe-shampoing"]!], barberId: team.Lucas, date, timeSlot, ...client };
    const made = await createBooking(input, bookedAt(date));
    if (!made.ok) throw new Error(made.message);
    return made.bookingId;
  }

  beforeAll(async () => {
    ids.jules1 = await phoneBooking("2026-03-11", "10:00", jules);
    ids.jules2 = await phoneBooking("2026-03-12", "10:00", julesAgain, "Yanis");
    ids.emma1 = await phoneBooking("2026-03-11", "11:00", emma);
    ids.shortA = await phoneBooking("2026-03-11", "12:00", shortA);
    ids.shortB = await phoneBooking("2026-03-11", "14:00", shortB);
    ids.stranger = await onlineBooking("2026-03-11", "10:00", stranger);
    ids.nora1 = await onlineBooking("2026-03-11", "11:00", noraOtherPhone);
    ids.nora2 = await onlineBooking("2026-03-13", "10:00", nora);
    ids.anonymous = await phoneBooking("2026-03-11", "12:00", anonymous, "Lucas");
    // Friday 13 March: each of them again, not marked.
    ids.jules3 = await phoneBooking("2026-03-13", "10:00", jules);
    ids.emma2 = await phoneBooking("2026-03-13", "11:00", emmaOtherPhone);
    ids.neighbour = await phoneBooking("2026-03-13", "12:00", neighbour);
    ids.shortA2 = await phoneBooking("2026-03-13", "15:00", shortA);
    for (const key of ["jules1", "jules2", "emma1", "shortA", "shortB", "stranger", "nora1", "anonymous"])
      expect(await markAttendance(ids[key]!, true, at("2026-03-13", "09:00"))).toMatchObject({ ok: true });
  });

  it("counts the client's own bookings, found by e-mail: never a stranger's who typed the same number", async () => {
    const customersOf = await db()
      .select({ id: bookings.id, customerId: bookings.customerId })
      .from(bookings)
      .where(inArray(bookings.id, [ids.jules1!, ids.jules2!, ids.jules3!, ids.emma1!, ids.emma2!, ids.nora1!, ids.nora2!]));
    const customer = Object.fromEntries(customersOf.map((r) => [r.id, r.customerId]));
    expect(new Set([customer[ids.jules1!], customer[ids.jules2!], customer[ids.jules3!]]).size).toBe(3);
    expect(customer[ids.emma1!]).toBe(customer[ids.emma2!]);
    expect(customer[ids.nora1!]).toBe(customer[ids.nora2!]);

    const friday = (await agendaOf("view=day&date=2026-03-13")).days[0]!;
    expect(countsByName(friday.bookings)).toEqual({ "Jules Téléphone": 0, "Emma Courriel": 1, "Voisin Presque": 0, "Court Un": 0, "Nora Victime": 1 });
    expect(friday.bookings.every((b) => b.started && !b.noShow)).toBe(true);
    const wednesday = (await agendaOf("view=day&date=2026-03-11")).days[0]!;
    expect(
      wednesday.bookings
        .filter((b) => b.noShow)
        .map((b) => b.customerName)
        .sort(),
    ).toEqual(["Anonyme Numéro", "Court Deux", "Court Un", "Emma Courriel", "Inconnu Numéro", "Jules Téléphone", "Nora Victime"]);
    expect(countsByName(wednesday.bookings)).toMatchObject({
      "Jules Téléphone": 1,
      "Emma Courriel": 1,
      "Court Un": 1,
      "Court Deux": 1,
      "Nora Victime": 1,
      "Inconnu Numéro": 1,
      "Anonyme Numéro": 1,
    });
  });

  it("shows in the agenda's week and in the bookings list", async () => {
    const week = await agendaOf("view=week&date=2026-03-13");
    const shown = week.days.flatMap((d) => d.bookings);
    const absencesOf = (keys: string[]) => keys.map((key) => shown.find((b) => b.id === ids[key])?.absences);
    expect(absencesOf(["jules1", "jules2", "jules3"])).toEqual([1, 1, 0]);
    expect(absencesOf(["nora1", "nora2", "stranger", "anonymous"])).toEqual([1, 1, 1, 1]);
    expect(shown.find((b) => b.id === ids.emma2)).toMatchObject({ absences: 1, noShow: false });

    const jules = await listed("when=past&q=41 52 63");
    expect(jules.map((b) => [b.customerName, b.absences, b.noShow])).toEqual([
      ["Voisin Presque", 0, false],
      ["Jules Téléphone", 0, false],
      ["Jules T.", 1, true],
      ["Jules Téléphone", 1, true],
    ]);
    expect(countsByName(await listed("when=past&q=emma-absences"))).toEqual({ "Emma Courriel": 1 });
    const noraNumber = await listed("when=past&q=06 99 88 77 66");
    expect(noraNumber.map((b) => [b.customerName, b.absences, b.noShow])).toEqual([
      ["Nora Victime", 1, false],
      ["Anonyme Numéro", 1, true],
      ["Inconnu Numéro", 1, true],
    ]);
  });

  it("a booking to come shows its client's absences too, and a cancelled booking is no longer counted", async () => {
    const coming = nextWeekday(5);
    const next = await createPhoneBooking({
      intent: "phone-booking",
      serviceIds: [services["coupe-shampoing"]!],
      barberId: team.Karim,
      date: coming,
      timeSlot: "16:00",
      name: "Emma",
      phone: "07 44 44 44 44",
      email: emma.email,
    });
    if (!next.ok) throw new Error(next.message);
    const day = (await agendaOf(`view=day&date=${coming}`)).days[0]!;
    expect(day.bookings.find((b) => b.id === next.bookingId)).toMatchObject({ absences: 1, started: false, noShow: false });
    expect((await listed("q=emma-absences")).map((b) => b.absences)).toEqual([1]);

    expect(await cancelBookingAsAdmin(ids.emma1!)).toMatchObject({ ok: true });
    expect((await listed("q=emma-absences")).map((b) => b.absences)).toEqual([0]);
    expect((await listed("when=past&q=emma-absences")).find((b) => b.id === ids.emma1)).toMatchObject({ absences: 0, noShow: false });
  });
});

describe("the day's waiting list in the agenda", () => {
  it("lists the day's entries, first come first, with the barber or 'Sans préférence' and when they were last told; none: an empty list; a week: none", async () => {
    const day = nextWeekday(6);
    const other = nextWeekday(6, 9);
    const entry = (values: Partial<typeof waitlistEntries.$inferInsert>) => ({
      serviceId: services["coupe-shampoing"]!,
      serviceIds: [values.serviceId ?? services["coupe-shampoing"]!],
      date: day,
      email: "attente@example.test",
      tokenHash: randomUUID(),
      ...values,
    });
    await db()
      .insert(waitlistEntries)
      .values([
        entry({ email: "second@example.test", barberId: null, phone: null, createdAt: new Date("2026-03-01T10:00:00Z") }),
        entry({
          email: "premier@example.test",
          barberId: team.Lucas,
          phone: "06 99 88 77 66",
          serviceId: services["coupe-barbe"]!,
          toldAt: new Date("2026-03-12T13:05:00Z"),
          createdAt: new Date("2026-03-01T09:00:00Z"),
        }),
        entry({ date: other, email: "autre-jour@example.test" }),
      ]);
    const { waitlist } = await agendaOf(`view=day&date=${day}`);
    expect(waitlist).toEqual([
      {
        id: expect.any(String),
        serviceTitle: expect.stringMatching(/barbe/i),
        barberName: "Lucas",
        email: "premier@example.test",
        phone: "06 99 88 77 66",
        toldText: "Prévenu le jeudi 12 mars à 14:05",
      },
      {
        id: expect.any(String),
        serviceTitle: "Coupe + shampoing",
        barberName: "Sans préférence",
        email: "second@example.test",
        phone: null,
        toldText: "Pas encore prévenu",
      },
    ]);
    expect((await agendaOf(`view=day&date=${other}`)).waitlist).toEqual([expect.objectContaining({ email: "autre-jour@example.test" })]);
    expect((await agendaOf(`view=day&date=${nextWeekday(6, 16)}`)).waitlist).toEqual([]);
    expect((await agendaOf(`view=week&date=${day}`)).waitlist).toBeNull();
  });
});
