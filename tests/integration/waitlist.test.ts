import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { moveBooking, removeBlock } from "~/features/admin/agenda.server";
import { cancelBookingAsAdmin } from "~/features/admin/bookings.server";
import { rangeOf } from "~/features/booking/availability.server";
import { hashToken } from "~/features/booking/booking-mails.server";
import { createBooking } from "~/features/booking/booking-write.server";
import { cancelBookingByToken } from "~/features/booking/cancellation.server";
import { invalidateTeam } from "~/features/booking/team.server";
import { MAX_OPEN_WAITS, waitlistMessages as m } from "~/features/booking/waitlist-messages";
import { waitlistStopMessages } from "~/features/booking/waitlist-stop-messages";
import { joinWaitlist, notifyWaitlist, onWaitlistNudge } from "~/features/booking/waitlist.server";
import { createMailTransport } from "~/features/email/transport.server";
import { MailWorker } from "~/features/email/worker.server";
import { purgeExpiredData } from "~/features/privacy/retention.server";
import { resetConfig } from "~/lib/config.server";
import { commonMessages } from "~/lib/result";
import { addDays, isoWeekday, parisInstant } from "~/lib/paris-time";
import { action as waitlistAction } from "~/routes/api/waitlist";
import { action as stopAction, loader as stopLoader } from "~/routes/waitlist-stop";
import { agendaBlocks, barbers, bookings, emailOutbox, waitlistEntries, waitlistNotices } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { barberIdsByName, nextWeekday, parisToday, serviceIdsBySlug } from "../support/demo-salon";
import { startSmtpSink } from "../support/smtp-sink";
import { useTestDatabase } from "../support/test-database";

// The waiting list with the demo team: Karim (off on Mondays), Yanis (off on Wednesdays), Lucas
// (off on Sundays; no shaves or colourings). The job's tests pin the clock in April 2030 (each on
// days of its own); the route's tests read the real clock, on the coming days of a weekday.
const database = useTestDatabase();
const db = () => database.current.db;
const ids: Record<string, string> = {};
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

beforeAll(async () => {
  process.env.PUBLIC_URL = "http://salon.test";
  process.env.PAYMENT_MODE = "demo";
  delete process.env.WAITLIST_MAIL_HOURS;
  resetConfig();
  await seedDatabase(db());
  // A barber who left the salon.
  await db().insert(barbers).values({ name: "Ancien", position: 9, active: false });
  invalidateTeam();
  Object.assign(ids, await serviceIdsBySlug(db()), await barberIdsByName(db()));
  // The pinned days of the job's tests, as their comments name them.
  expect(["2030-04-02", "2030-04-03", "2030-04-04", "2030-04-05"].map(isoWeekday)).toEqual([2, 3, 4, 5]);
});

const at = (date: string, time: string) => parisInstant(date, time);

/** A blocked time; `to` "24:00" is the day's end. Without a barber, the whole salon's. */
async function block(date: string, from: string, to: string, barber: string | null = null) {
  const end = to === "24:00" ? at(addDays(date, 1), "00:00") : at(date, to);
  const [row] = await db()
    .insert(agendaBlocks)
    .values({ date, during: rangeOf({ start: at(date, from), end }), label: "Complet", barberId: barber ? ids[barber]! : null })
    .returning({ id: agendaBlocks.id });
  return row!.id;
}

let clients = 0;
/** An online booking by a client of its own; its private link's token. */
async function book(date: string, timeSlot: string, barber: string, now: Date, service = "coupe-shampoing") {
  const n = ++clients;
  const made = await createBooking(
    {
      serviceIds: [ids[service]!],
      date,
      timeSlot,
      barberId: ids[barber]!,
      name: `Client ${n}`,
      email: `client${n}@example.test`,
      phone: `07${String(10_000_000 + n)}`,
    },
    now,
  );
  if (!made.ok) throw new Error(made.message);
  return made.cancelUrl.split("/").pop()!;
}

/** The barber's day taken but for 19:30, then 19:30 booked: the day is full for them. */
async function fullDayOf(barber: string, date: string, now: Date) {
  await block(date, "10:00", "19:30", barber);
  return book(date, "19:30", barber, now);
}

const join = (wait: { date: string; email: string; barber?: string; service?: string; phone?: string }, now: Date) =>
  joinWaitlist(
    {
      serviceIds: [ids[wait.service ?? "coupe-shampoing"]!],
      date: wait.date,
      barberId: wait.barber ? ids[wait.barber] : undefined,
      email: wait.email,
      phone: wait.phone,
    },
    now,
  );

const noticesTo = (email: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.type, "waitlist_notice"), eq(emailOutbox.to, email)));
const waitsOf = (email: string) => db().select().from(waitlistEntries).where(eq(waitlistEntries.email, email));

/** The status of a page's loader: its data's, or the one it threw (`throw data(null, { status: 404 })`). */
async function pageStatus(token: string, context = new RouterContextProvider()): Promise<number> {
  try {
    return (await callRoute(stopLoader, new Request(`${ORIGIN}/liste-attente/${encodeURIComponent(token)}`), { token }, context)).status;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? 500;
  }
}

/** The 'Ne plus être prévenu' token of a mail, from the copy to send (the stored copy masks it). */
const stopTokenOf = (mail: { unsentContent: { html: string } | null }) => /\/liste-attente\/([A-Za-z0-9_-]{43})/.exec(mail.unsentContent!.html)?.[1];

describe("the waiting list's job", () => {
  it("a cancellation frees a time: the one waiting gets one mail with the day's link and a private link to stop; the job was nudged", async () => {
    const now = at("2030-04-01", "12:00");
    const day = "2030-04-02"; // a Tuesday: everyone works
    const token = await fullDayOf("Karim", day, now);
    const email = "attente.karim@example.test";
    expect(await join({ date: day, barber: "Karim", email }, now)).toMatchObject({ ok: true, message: m.success });
    expect(await notifyWaitlist(now)).toBe(0);
    expect(await noticesTo(email)).toHaveLength(0);

    const nudges: string[] = [];
    cleanups.push(onWaitlistNudge(() => nudges.push("nudge")));
    expect((await cancelBookingByToken(token, now)).ok).toBe(true);
    expect(nudges).toEqual(["nudge"]);
    expect(await notifyWaitlist(now)).toBe(1);
    const [mail, ...more] = await noticesTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Un créneau s'est libéré le mardi 2 avril 2030");
    expect(mail!.text).toContain("Prestation : Coupe + shampoing");
    expect(mail!.text).toContain("Barbier : Karim");
    expect(mail!.text).toContain("Horaire libre : 19:30");
    expect(mail!.text).toContain("Premier arrivé, premier servi");
    const link = `http://salon.test/?service=${ids["coupe-shampoing"]}&barber=${ids.Karim}&date=${day}#booking`;
    expect(mail!.html).toContain(link.replace(/&/g, "&amp;"));
    // The stop link is masked in the stored copy, in clear in the copy to send.
    const stop = stopTokenOf(mail!);
    expect(stop).toBeTruthy();
    expect(mail!.html).toContain("/liste-attente/[masqué]");
    expect(JSON.stringify([mail!.html, mail!.text])).not.toContain(stop!);
    const [wait] = await waitsOf(email);
    expect(wait!.tokenHash).toBe(hashToken(stop!));
    expect(await db().select().from(waitlistNotices).where(eq(waitlistNotices.email, email))).toMatchObject([{ entryId: wait!.id, emailId: mail!.id }]);

    // Told once: later runs, while the time stays free, say nothing more.
    expect(await notifyWaitlist(new Date(now.getTime() + 60_000))).toBe(0);
    expect(await noticesTo(email)).toHaveLength(1);

    // Delivered as written: the SMTP server receives the booking link and the working stop link.
    const sink = await startSmtpSink();
    cleanups.push(sink.close);
    const worker = new MailWorker({
      db: db(),
      transport: createMailTransport({ smtpUrl: sink.url, mailboxDir: "unused", from: "Salon <contact@salon.test>" }),
      pollMs: 50,
    });
    cleanups.push(() => worker.stop());
    worker.start();
    const received = await sink.waitFor((r) => r.envelopeTo.includes(email));
    expect(received.html).toContain(link.replace(/&/g, "&amp;"));
    expect(received.text).toContain(`http://salon.test/liste-attente/${stop}`);

    // Taken again, the day is full: the wait waits again, and a later freeing tells them again.
    const again = await book(day, "19:30", "Karim", new Date(now.getTime() + 120_000));
    expect(await notifyWaitlist(new Date(now.getTime() + 180_000))).toBe(0);
    expect((await waitsOf(email))[0]!.toldAt).toBeNull();
    expect((await cancelBookingByToken(again, new Date(now.getTime() + 240_000))).ok).toBe(true);
    expect(await notifyWaitlist(new Date(now.getTime() + 300_000))).toBe(1);
    expect(await noticesTo(email)).toHaveLength(2);
  });

  it("no mail when the freed time is taken again before the job runs", async () => {
    const now = at("2030-04-02", "12:00");
    const day = "2030-04-03"; // a Wednesday: Karim works
    const token = await fullDayOf("Karim", day, now);
    const email = "trop.tard@example.test";
    expect((await join({ date: day, barber: "Karim", email }, now)).ok).toBe(true);
    expect((await cancelBookingByToken(token, now)).ok).toBe(true);
    await book(day, "19:30", "Karim", now);
    expect(await notifyWaitlist(now)).toBe(0);
    expect(await noticesTo(email)).toHaveLength(0);
  });

  it("waiting for Karim, Yanis's booking cancelled: no mail; 'Sans préférence' waiting that day is told", async () => {
    const now = at("2030-04-03", "12:00");
    const day = "2030-04-04"; // a Thursday: the three work
    await block(day, "10:00", "19:30");
    const tokens = {
      Karim: await book(day, "19:30", "Karim", now),
      Yanis: await book(day, "19:30", "Yanis", now),
      Lucas: await book(day, "19:30", "Lucas", now),
    };
    expect(await join({ date: day, barber: "Karim", email: "pour.karim@example.test" }, now)).toMatchObject({ ok: true });
    expect(await join({ date: day, email: "nimporte.qui@example.test" }, now)).toMatchObject({ ok: true });
    expect((await cancelBookingByToken(tokens.Yanis, now)).ok).toBe(true);
    expect(await notifyWaitlist(now)).toBe(1);
    expect(await noticesTo("pour.karim@example.test")).toHaveLength(0);
    const [mail] = await noticesTo("nimporte.qui@example.test");
    expect(mail!.text).toContain("Barbier : Sans préférence");
    // Without a barber, the link chooses none.
    expect(mail!.html).toContain(`http://salon.test/?service=${ids["coupe-shampoing"]}&amp;date=${day}#booking`);
  });

  it("a move by the salon frees the old time: the one waiting for it is told", async () => {
    const now = at("2030-04-14", "12:00");
    const day = "2030-04-16"; // a Tuesday
    const token = await fullDayOf("Yanis", day, now);
    const email = "attente.yanis@example.test";
    expect((await join({ date: day, barber: "Yanis", email }, now)).ok).toBe(true);
    const [{ id: bookingId }] = (await db()
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.cancelTokenHash, hashToken(token)))) as [{ id: string }];
    const nudges: string[] = [];
    cleanups.push(onWaitlistNudge(() => nudges.push("nudge")));
    expect((await moveBooking({ id: bookingId, date: "2030-04-18", timeSlot: "11:00" }, now)).ok).toBe(true);
    expect(nudges).toEqual(["nudge"]);
    expect(await notifyWaitlist(now)).toBe(1);
    expect((await noticesTo(email))[0]!.text).toContain("Horaire libre : 19:30");
  });

  it("a cancellation by the salon (agenda or bookings list) frees the time: the one waiting is told", async () => {
    const now = at("2030-04-28", "12:00");
    const day = "2030-04-30"; // a Tuesday
    const token = await fullDayOf("Karim", day, now);
    const email = "attente.karim@example.test";
    expect((await join({ date: day, barber: "Karim", email }, now)).ok).toBe(true);
    const [{ id: bookingId }] = (await db()
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.cancelTokenHash, hashToken(token)))) as [{ id: string }];
    const nudges: string[] = [];
    cleanups.push(onWaitlistNudge(() => nudges.push("nudge")));
    expect((await cancelBookingAsAdmin(bookingId, now)).ok).toBe(true);
    expect(nudges).toEqual(["nudge"]);
    expect(await notifyWaitlist(now)).toBe(1);
    expect((await noticesTo(email))[0]!.text).toContain("Horaire libre : 19:30");
  });

  it("at most 3 mails a Paris day per address; the next day the fourth wait is told", async () => {
    const now = at("2030-04-03", "10:00");
    const day = "2030-04-05"; // a Friday
    const blockId = await block(day, "00:00", "24:00");
    const email = "patient@example.test";
    for (const service of ["coupe-shampoing", "taille-barbe-sculptee", "soin-visage", "coupe-enfant"])
      expect((await join({ date: day, service, email }, now)).ok).toBe(true);
    expect(await notifyWaitlist(now)).toBe(0);
    const nudges: string[] = [];
    cleanups.push(onWaitlistNudge(() => nudges.push("nudge")));
    expect((await removeBlock(blockId)).ok).toBe(true);
    expect(nudges).toEqual(["nudge"]);
    expect(await notifyWaitlist(now)).toBe(3);
    // Later that Paris day, within the mail hours: still three.
    expect(await notifyWaitlist(at("2030-04-03", "20:59"))).toBe(0);
    expect(await noticesTo(email)).toHaveLength(3);
    expect((await waitsOf(email)).filter((w) => w.toldAt)).toHaveLength(3);
    // A new Paris day: the fourth.
    expect(await notifyWaitlist(at("2030-04-04", "08:30"))).toBe(1);
    const mails = await noticesTo(email);
    expect(mails).toHaveLength(4);
    for (const title of ["Coupe + shampoing", "Taille de barbe sculptée", "Soin visage", "Coupe enfant (-12 ans)"]) {
      expect(
        mails.filter((mail) => mail.text.includes(`Prestation : ${title}`)),
        title,
      ).toHaveLength(1);
    }
  });

  it("quiet hours: a time freed at 22:30 Paris is not told until 08:00, when it is still free", async () => {
    const before = at("2030-04-07", "12:00");
    const day = "2030-04-09"; // a Tuesday
    const token = await fullDayOf("Karim", day, before);
    const email = "dort@example.test";
    expect((await join({ date: day, barber: "Karim", email }, before)).ok).toBe(true);
    const late = at("2030-04-07", "22:30");
    expect((await cancelBookingByToken(token, late)).ok).toBe(true);
    expect(await notifyWaitlist(late)).toBe(0);
    expect(await notifyWaitlist(at("2030-04-08", "07:59"))).toBe(0);
    expect(await noticesTo(email)).toHaveLength(0);
    expect(await notifyWaitlist(at("2030-04-08", "08:00"))).toBe(1);
    expect(await noticesTo(email)).toHaveLength(1);
  });

  it("runs at once (several instances, or a nudge beside the minute) mail each one waiting once", async () => {
    const now = at("2030-04-08", "12:00");
    const day = "2030-04-10"; // a Wednesday: Karim works
    const token = await fullDayOf("Karim", day, now);
    const emails = ["un", "deux", "trois", "quatre", "cinq", "six"].map((n) => `${n}@example.test`);
    for (const email of emails) expect((await join({ date: day, barber: "Karim", email }, now)).ok).toBe(true);
    expect((await cancelBookingByToken(token, now)).ok).toBe(true);
    // Three at the same moment, then three more while those are at work: a run may then reach a
    // wait another has just told.
    const runs = [notifyWaitlist(now), notifyWaitlist(now), notifyWaitlist(now)];
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      runs.push(notifyWaitlist(now));
    }
    const counts = await Promise.all(runs);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(emails.length);
    for (const email of emails) expect(await noticesTo(email)).toHaveLength(1);
  });

  it("the stop link shows the wait, ends it once (replayed: 404), and refuses altered or made-up links", async () => {
    const now = at("2030-04-09", "12:00");
    const day = "2030-04-11"; // a Thursday
    const token = await fullDayOf("Lucas", day, now);
    const email = "stop@example.test";
    expect((await join({ date: day, barber: "Lucas", email }, now)).ok).toBe(true);
    expect((await cancelBookingByToken(token, now)).ok).toBe(true);
    expect(await notifyWaitlist(now)).toBe(1);
    const stop = stopTokenOf((await noticesTo(email))[0]!)!;
    const page = `${ORIGIN}/liste-attente/${stop}`;

    const shown = await callRoute(stopLoader, new Request(page), { token: stop }, new RouterContextProvider());
    expect(shown).toMatchObject({
      status: 200,
      data: { wait: { serviceTitle: "Coupe + shampoing", date: day, dateText: "jeudi 11 avril 2030", barberChoice: "Lucas", email } },
    });
    // The button, sent as a page without scripts sends it: the answer still shows the wait ended.
    const context = new RouterContextProvider();
    const stopped = await callRoute(stopAction, formRequest(`/liste-attente/${stop}`, {}), { token: stop }, context);
    expect(stopped).toMatchObject({ status: 200, data: { ok: true, message: waitlistStopMessages.stopped } });
    expect(await callRoute(stopLoader, new Request(page), { token: stop }, context)).toMatchObject({ status: 200, data: { wait: { date: day } } });
    expect(await waitsOf(email)).toEqual([]);
    // The notice stays (the day's cap counts it), no longer tied to a wait.
    expect(await db().select({ entryId: waitlistNotices.entryId }).from(waitlistNotices).where(eq(waitlistNotices.email, email))).toEqual([{ entryId: null }]);

    const replayed = await callRoute(stopAction, formRequest(`/liste-attente/${stop}`, {}), { token: stop }, new RouterContextProvider());
    expect(replayed).toMatchObject({ status: 404, data: { ok: false, message: waitlistStopMessages.NOT_FOUND } });
    expect(await pageStatus(stop)).toBe(404);
    const altered = `${stop.slice(0, -1)}${stop.endsWith("A") ? "B" : "A"}`;
    for (const bad of [altered, "x".repeat(43), "%2e%2e%2fadmin", stop.slice(0, 20), `${stop}A`]) {
      expect(await pageStatus(bad)).toBe(404);
      expect(
        (await callRoute(stopAction, formRequest(`/liste-attente/${encodeURIComponent(bad)}`, {}), { token: bad }, new RouterContextProvider())).status,
      ).toBe(404);
    }
  });

  it("waits of past days are ignored by the job and purged with their day; notices after 30 days", async () => {
    const now = at("2030-04-23", "12:00");
    const yesterday = "2030-04-22";
    const today = "2030-04-23";
    const wait = (date: string, email: string) => ({
      serviceId: ids["coupe-shampoing"]!,
      serviceIds: [ids["coupe-shampoing"]!],
      date,
      email,
      tokenHash: randomBytes(32).toString("hex"),
    });
    // Days with free times, never told: only today's is.
    await db()
      .insert(waitlistEntries)
      .values([wait(yesterday, "hier@example.test"), wait(today, "aujourdhui@example.test")]);
    expect(await notifyWaitlist(now)).toBe(1);
    expect(await noticesTo("hier@example.test")).toHaveLength(0);
    expect(await noticesTo("aujourdhui@example.test")).toHaveLength(1);

    await db()
      .insert(waitlistNotices)
      .values([
        { email: "vieux@example.test", createdAt: new Date(now.getTime() - 31 * 86_400_000) },
        { email: "recent@example.test", createdAt: new Date(now.getTime() - 29 * 86_400_000) },
      ]);
    const purged = await purgeExpiredData(now);
    expect(purged.waitlistEntries).toBeGreaterThanOrEqual(1);
    expect(purged.waitlistNotices).toBe(1);
    expect(await waitsOf("hier@example.test")).toEqual([]);
    expect(await waitsOf("aujourdhui@example.test")).toHaveLength(1);
    expect(await db().select().from(waitlistNotices).where(eq(waitlistNotices.email, "vieux@example.test"))).toEqual([]);
    expect(await db().select().from(waitlistNotices).where(eq(waitlistNotices.email, "recent@example.test"))).toHaveLength(1);
  });
});

// The route as the dialog calls it, by the real clock: days of the coming weeks.
describe("POST /api/waitlist", () => {
  let ip = 0;
  const post = (fields: Record<string, string>, from = `198.51.100.${++ip}`) => callRoute(waitlistAction, formRequest("/api/waitlist", fields, { ip: from }));
  const entries = () => db().select().from(waitlistEntries);
  const realDay = (weekday: number) => nextWeekday(weekday, 2);

  it("refuses a day that still has times, with nothing written", async () => {
    const before = (await entries()).length;
    const answer = await post({ serviceId: ids["coupe-shampoing"]!, date: realDay(2), barberId: ids.Karim!, email: "presse@example.test" });
    expect(answer).toMatchObject({ status: 409, data: { ok: false, code: "STILL_AVAILABLE", message: "Des créneaux sont encore disponibles ce jour-là" } });
    expect((await post({ serviceId: ids["coupe-shampoing"]!, date: realDay(2), email: "presse@example.test" })).status).toBe(409);
    expect(await entries()).toHaveLength(before);
  });

  it("answers crafted input with a French 4xx and writes nothing", async () => {
    const before = (await entries()).length;
    const ok = { serviceId: ids["coupe-shampoing"]!, date: realDay(4), email: "curieux@example.test" };
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ ...ok, serviceId: "8c5b7a1e-3a3d-4c1e-9d0f-2b7f0c9a1d11" }, 400, m.INVALID_SERVICE],
      [{ ...ok, serviceId: "pas-un-id" }, 400, m.INVALID_SERVICE],
      [{ ...ok, barberId: "0e6a1c2b-5f4d-4e3a-8b9c-7d6e5f4a3b21" }, 400, m.INVALID_BARBER],
      [{ ...ok, barberId: "'; drop table barbers; --" }, 400, m.INVALID_BARBER],
      [{ ...ok, barberId: ids.Ancien! }, 400, m.INVALID_BARBER],
      // Lucas does no shaves.
      [{ ...ok, serviceId: ids["rasage-complet"]!, barberId: ids.Lucas! }, 400, m.INVALID_BARBER],
      // Karim does not work on Mondays.
      [{ ...ok, date: realDay(1), barberId: ids.Karim! }, 400, m.CLOSED],
      [{ ...ok, date: addDays(parisToday(), -1) }, 400, m.OUTSIDE_WINDOW],
      [{ ...ok, date: addDays(parisToday(), 20) }, 400, m.OUTSIDE_WINDOW],
      [{ ...ok, date: "2030-02-30" }, 400, m.OUTSIDE_WINDOW],
      [{ ...ok, date: "../../etc" }, 400, m.OUTSIDE_WINDOW],
      [{ ...ok, email: "pas-une-adresse" }, 400, m.invalidEmail],
      [{ ...ok, email: "" }, 400, m.missingEmail],
      [{ serviceId: ok.serviceId, date: ok.date }, 400, m.missingEmail],
      [{ ...ok, email: `${"a".repeat(300)}@example.test` }, 400, m.invalidEmail],
      [{ ...ok, phone: "06".repeat(2000) }, 400, m.invalidPhone],
      [{ ...ok, phone: "appelez-moi" }, 400, m.invalidPhone],
    ];
    for (const [fields, status, message] of cases) {
      const answer = await post(fields);
      expect(answer, JSON.stringify(fields).slice(0, 120)).toMatchObject({ status, data: { ok: false, message } });
    }
    const huge = await post({ ...ok, phone: "0".repeat(70_000) });
    expect(huge).toMatchObject({ status: 413, data: { ok: false, message: commonMessages.TOO_LARGE } });
    // A robot filling the honeypot is answered as a person would be, and nothing is kept.
    expect(await post({ ...ok, website: "http://spam.example" })).toMatchObject({ status: 200, data: { ok: true } });
    expect(await entries()).toHaveLength(before);
  });

  it("a full day: the wait is kept once, however often (and at once) it is asked for; the e-mail in lower case", async () => {
    const day = realDay(5);
    await block(day, "00:00", "24:00");
    const fields = { serviceId: ids["coupe-degrade"]!, date: day, email: "Double@Example.TEST", phone: "06 12 34 56 78" };
    expect(await post(fields)).toMatchObject({ status: 200, data: { ok: true, message: m.success } });
    expect(await post({ ...fields, email: "double@example.test" })).toMatchObject({ status: 200, data: { ok: true, message: m.success } });
    const answers = await Promise.all([post(fields), post(fields), post(fields)]);
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, data: { ok: true } });
    expect(await waitsOf("double@example.test")).toMatchObject([
      { serviceId: ids["coupe-degrade"], date: day, barberId: null, phone: "06 12 34 56 78", toldAt: null },
    ]);
    expect(await waitsOf("Double@Example.TEST")).toEqual([]);
    // Another barber choice is another wait.
    expect(await post({ ...fields, barberId: ids.Yanis! })).toMatchObject({ status: 200, data: { ok: true } });
    expect(await waitsOf("double@example.test")).toHaveLength(2);
  });

  it(`at most ${MAX_OPEN_WAITS} days waited for per e-mail, however it is written or whatever number comes with it`, async () => {
    const day = realDay(6);
    await block(day, "00:00", "24:00");
    const services = ["coupe-shampoing", "coupe-degrade", "coupe-ciseaux", "taille-barbe-sculptee", "soin-visage", "coupe-enfant"];
    const wait = (service: string, email: string, phone?: string) => post({ serviceId: ids[service]!, date: day, email, ...(phone ? { phone } : {}) });
    for (const service of services.slice(0, MAX_OPEN_WAITS)) expect((await wait(service, "assidu@example.test", "+33 6 98 76 54 32")).status).toBe(200);
    expect(await wait(services[5]!, " Assidu@Example.TEST ", "07 00 00 00 01")).toMatchObject({
      status: 409,
      data: { ok: false, code: "TOO_MANY_WAITS", message: m.TOO_MANY_WAITS },
    });
    // Called without the form's schema, the address is read the same way.
    expect(await join({ date: day, email: "ASSIDU@example.test ", service: services[5] }, new Date())).toMatchObject({
      ok: false,
      code: "TOO_MANY_WAITS",
      status: 409,
    });
    // Asking again for a day already waited for is no new wait: answered alike.
    expect(await wait(services[0]!, "assidu@example.test")).toMatchObject({ status: 200, data: { ok: true, message: m.success } });
    expect(await waitsOf("assidu@example.test")).toHaveLength(MAX_OPEN_WAITS);
    // Someone else with the same number, however written, is not held back by it.
    expect(await wait(services[5]!, "autre.adresse@example.test", "06.98.76.54.32")).toMatchObject({ status: 200, data: { ok: true } });
    expect(await waitsOf("autre.adresse@example.test")).toHaveLength(1);
  });

  it(`${MAX_OPEN_WAITS} strangers waiting with someone's phone number never keep her off the list, however she writes it`, async () => {
    const day = realDay(6);
    await block(day, "00:00", "24:00");
    const wait = (email: string, phone: string) => post({ serviceId: ids["coupe-shampoing"]!, date: day, email, phone });
    for (let i = 0; i < MAX_OPEN_WAITS; i++) expect((await wait(`inconnu-${i}@example.test`, "06 99 88 77 66")).status).toBe(200);
    for (const [email, phone] of [
      ["victime@example.test", "+33 6 99 88 77 66"],
      ["victime.bis@example.test", "06 99 88 77 66"],
    ] as const) {
      expect(await wait(email, phone)).toMatchObject({ status: 200, data: { ok: true, message: m.success } });
      expect(await waitsOf(email)).toMatchObject([{ date: day, phone }]);
    }
  });

  it("one client address asks at most 10 times an hour (429, with the seconds to wait)", async () => {
    const address = "203.0.113.77";
    const fields = { serviceId: ids["coupe-shampoing"]!, date: realDay(3), email: "robot@example.test" };
    for (let i = 0; i < 10; i++) expect((await post(fields, address)).status).toBe(409);
    const refused = await post(fields, address);
    expect(refused).toMatchObject({ status: 429, data: { ok: false, message: m.TOO_MANY_REQUESTS } });
    expect((refused.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    expect((await post(fields, "203.0.113.78")).status).toBe(409);
  });
});
