import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { blockTime, createPhoneBooking, moveBooking } from "~/features/admin/agenda.server";
import { setBarberActive } from "~/features/admin/team.server";
import { FEED_LIMIT, feedFor } from "~/features/booking/calendar-feed.server";
import { invalidateTeam } from "~/features/booking/team.server";
import { resetConfig } from "~/lib/config.server";
import { parisWallClock } from "~/lib/paris-time";
import { CLIENT_IP_HEADER } from "~/lib/rate-limit.server";
import { action as addressAction, loader as addressLoader } from "~/routes/admin/calendar-feed";
import { loader } from "~/routes/calendar-feed";
import { barbers, bookings, calendarFeeds, customers, services } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { adminSessionCookie, signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { barberIdsByName, nextDayWhere } from "../support/demo-salon";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
let admin = "";
let customer = "";
let serviceId = "";
const team: Record<string, string> = {};

type FeedEvent = { uid: string; summary: string; description: string; sequence: number; start: string; end: string };

/** The events of a feed, as a calendar application reads them (its own time zone included). */
function readFeed(ics: string): { name: string; events: FeedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!), "Europe/Paris");
  const events = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      sequence: event.sequence,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
    };
  });
  return { name: String(calendar.getFirstPropertyValue("x-wr-calname")), events };
}

let ips = 0;
/** GET /agenda/<file> as the router hands it over (the path segment decoded), each from its own address unless told. */
const getFeed = (file: string, ip = `198.51.100.${++ips}`) =>
  callRoute(loader, new Request(`${ORIGIN}/agenda/${file}`, { headers: { [CLIENT_IP_HEADER]: ip } }), { token: decodeURIComponent(file) });
const postScope = (scope: string, cookie = admin) => callRoute(addressAction, formRequest("/admin/equipe/abonnement", { scope }, { cookie }));

/** A new feed address through the admin's route; answers its token. */
async function newAddress(scope: string): Promise<{ token: string; url: string; webcalUrl: string }> {
  const answer = await postScope(scope);
  expect(answer.status).toBe(200);
  const { url, webcalUrl } = answer.data as { url: string; webcalUrl: string };
  return { token: /\/agenda\/([^/]+)\.ics$/.exec(url)![1]!, url, webcalUrl };
}

const feedOf = async (token: string) => readFeed((await feedFor(token))!);

/** A Paris day `days` from today that is none of the barbers' day off (Monday, Wednesday, Sunday). */
/** A day at least `days` ahead when all three demo barbers work (not Monday, Wednesday or Sunday). */
const workday = (days: number) => nextDayWhere(days, (weekday) => ![1, 3, 7].includes(weekday));

let phones = 0;
async function phoneBooking(barber: string, date: string, timeSlot: string, name: string, email: string | null = null) {
  const result = await createPhoneBooking({
    intent: "phone-booking",
    serviceIds: [serviceId],
    date,
    timeSlot,
    name,
    phone: `06 12 34 56 ${String(++phones).padStart(2, "0")}`,
    email,
    barberId: team[barber]!,
  });
  if (!result.ok) throw new Error(`${name}: ${result.code}`);
  return result.bookingId;
}

/** A booking written straight into the table (the past, or beyond what the salon lets one book). */
async function storedBooking(barber: string, start: Date, name: string, status: "confirmed" | "cancelled" = "confirmed") {
  const [client] = await db()
    .insert(customers)
    .values({ name, phone: "06 00 00 00 00", email: `${name.toLowerCase().replace(/\W+/g, "-")}@example.test` })
    .returning();
  const end = new Date(start.getTime() + 30 * 60_000);
  const { date, time } = parisWallClock(start);
  await db()
    .insert(bookings)
    .values({
      serviceId,
      customerId: client!.id,
      barberId: team[barber]!,
      customerName: name,
      customerPhone: "06 00 00 00 00",
      date,
      timeSlot: time,
      durationMinutes: 30,
      priceCents: 2500,
      during: `[${start.toISOString()},${end.toISOString()})`,
      blocked: `[${start.toISOString()},${end.toISOString()})`,
      title: "Coupe + shampoing",
      status,
    });
}

const daysFromNow = (days: number) => {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCMinutes(0, 0, 0);
  return at;
};

beforeAll(async () => {
  process.env.PUBLIC_URL = "https://salon.test";
  process.env.PAYMENT_MODE = "demo";
  resetConfig();
  await seedDatabase(db());
  serviceId = (await db().select().from(services).where(eq(services.slug, "coupe-shampoing")))[0]!.id;
  Object.assign(team, await barberIdsByName(db()));
  admin = await adminSessionCookie(auth.current, database.current.db);
  customer = await signUpAndGetCookie(auth.current, "client-agenda-abonnement@example.test");
});

describe("a barber's feed and the salon's", () => {
  let karim = "";
  let salon = "";
  const day = () => workday(3);

  beforeAll(async () => {
    karim = (await newAddress(team.Karim!)).token;
    salon = (await newAddress("salon")).token;
    await phoneBooking("Karim", day(), "10:00", "Jean Dupont", "jean.dupont@example.test");
    await phoneBooking("Yanis", day(), "10:00", "Paul Martin");
    await storedBooking("Karim", daysFromNow(-29), "Passé Récent");
    await storedBooking("Karim", daysFromNow(-31), "Passé Lointain");
    await storedBooking("Karim", daysFromNow(89), "Futur Proche");
    await storedBooking("Karim", daysFromNow(91), "Futur Lointain");
    await storedBooking("Karim", daysFromNow(5), "Rendez-vous Annulé", "cancelled");
    expect(await blockTime({ intent: "block", date: day(), from: "13:00", to: "14:00", label: "Formation, barbe", barberId: team.Karim! })).toMatchObject({
      ok: true,
    });
    expect(await blockTime({ intent: "block", date: day(), from: "19:00", to: "20:00", label: "Réunion d'équipe", barberId: null })).toMatchObject({
      ok: true,
    });
    expect(await blockTime({ intent: "block", date: day(), from: "15:00", to: "16:00", label: "Pause de Yanis", barberId: team.Yanis! })).toMatchObject({
      ok: true,
    });
  });

  it("shows the barber's own bookings, their blocks and the salon's, named after them", async () => {
    const { name, events } = await feedOf(karim);
    expect(name).toBe("Monsieur Moustache – Karim");
    const summaries = events.map((e) => e.summary);
    expect(summaries).toEqual(expect.arrayContaining([expect.stringContaining("Jean Dupont"), "Bloqué : Formation, barbe", "Bloqué : Réunion d'équipe"]));
    expect(summaries.join("\n")).not.toContain("Paul Martin");
    expect(summaries).not.toContain("Bloqué : Pause de Yanis");
    const jean = events.find((e) => e.summary.includes("Jean Dupont"))!;
    expect(jean.summary).toBe("Coupe + shampoing – Jean Dupont");
    expect(parisWallClock(new Date(jean.start))).toEqual({ date: day(), time: "10:00" });
    expect(Date.parse(jean.end) - Date.parse(jean.start)).toBe(30 * 60_000);
  });

  it("tells the client's name and phone, not their e-mail nor the price", async () => {
    const jean = (await feedOf(karim)).events.find((e) => e.summary.includes("Jean Dupont"))!;
    expect(jean.description).toContain("Client : Jean Dupont");
    expect(jean.description).toMatch(/Téléphone : 06 12 34 56 \d\d/);
    expect(jean.description).not.toContain("jean.dupont@example.test");
    expect(jean.description).not.toContain("€");
    expect(await feedFor(karim)).not.toContain("jean.dupont@example.test");
  });

  it("holds 30 days back to 90 ahead, without cancelled bookings", async () => {
    const text = (await feedOf(karim)).events.map((e) => e.summary).join("\n");
    expect(text).toContain("Passé Récent");
    expect(text).toContain("Futur Proche");
    expect(text).not.toContain("Passé Lointain");
    expect(text).not.toContain("Futur Lointain");
    expect(text).not.toContain("Rendez-vous Annulé");
  });

  it("the salon's shows every barber with their name", async () => {
    const { name, events } = await feedOf(salon);
    expect(name).toBe("Monsieur Moustache – Salon");
    const paul = events.find((e) => e.summary.includes("Paul Martin"))!;
    const jean = events.find((e) => e.summary.includes("Jean Dupont"))!;
    expect(paul.description).toContain("Barbier : Yanis");
    expect(jean.description).toContain("Barbier : Karim");
    expect(events.map((e) => e.summary)).toEqual(expect.arrayContaining(["Bloqué : Pause de Yanis", "Bloqué : Formation, barbe", "Bloqué : Réunion d'équipe"]));
  });

  it("keeps a booking's UID when it moves, and raises its SEQUENCE", async () => {
    const id = await phoneBooking("Karim", day(), "16:00", "Luc Déplacé");
    const before = (await feedOf(karim)).events.find((e) => e.summary.includes("Luc Déplacé"))!;
    expect(before.uid).toBe(`booking-${id}@monsieur-moustache.fr`);
    expect(await moveBooking({ id, date: day(), timeSlot: "17:00" })).toMatchObject({ ok: true });
    const after = (await feedOf(karim)).events.find((e) => e.summary.includes("Luc Déplacé"))!;
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(parisWallClock(new Date(after.start)).time).toBe("17:00");
  });

  it("is valid text/calendar: CRLF lines of at most 75 octets, text escaped", async () => {
    const ics = (await feedFor(karim))!;
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toContain("\n");
    expect(ics.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics).toContain("SUMMARY:Bloqué : Formation\\, barbe");
    for (const line of ["VERSION:2.0", "CALSCALE:GREGORIAN", "BEGIN:VTIMEZONE"]) expect(ics).toContain(line);
    expect(ics).toMatch(/^PRODID:/m);
  });
});

describe("the feed's address", () => {
  it("answers text/calendar, never kept by a cache, only with its .ics suffix", async () => {
    const { token, url, webcalUrl } = await newAddress(team.Yanis!);
    expect(url).toBe(`https://salon.test/agenda/${token}.ics`);
    expect(webcalUrl).toBe(`webcal://salon.test/agenda/${token}.ics`);
    const answer = await getFeed(`${token}.ics`);
    expect(answer.status).toBe(200);
    expect(answer.response!.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(answer.response!.headers.get("cache-control")).toBe("no-store");
    expect(answer.response!.headers.get("x-robots-tag")).toBe("noindex");
    expect(readFeed(await answer.response!.text()).name).toBe("Monsieur Moustache – Yanis");
    expect((await getFeed(token)).status).toBe(404);
    expect((await getFeed(`${token}.ics.txt`)).status).toBe(404);
  });

  it("is 404 for a wrong token, one of the right shape nobody has, and an encoded path", async () => {
    const { token } = await newAddress("salon");
    const unknown = "A".repeat(43);
    for (const file of ["nimporte-quoi.ics", `${unknown}.ics`, `${token.slice(0, -1)}.ics`, `..%2F..%2F${token}.ics`, `${token}%2F.ics`, "%00.ics", ".ics"]) {
      const answer = await getFeed(file);
      expect(answer.status, file).toBe(404);
      expect(answer.response!.headers.get("cache-control"), file).toBe("no-store");
      expect(await answer.response!.text(), file).toBe("Introuvable");
    }
  });

  it("a new address ends the old one", async () => {
    const old = await newAddress(team.Lucas!);
    expect((await getFeed(`${old.token}.ics`)).status).toBe(200);
    const fresh = await newAddress(team.Lucas!);
    expect(fresh.token).not.toBe(old.token);
    expect((await getFeed(`${old.token}.ics`)).status).toBe(404);
    expect((await getFeed(`${fresh.token}.ics`)).status).toBe(200);
  });

  it("ends when its barber is deactivated, and none is made for an inactive barber", async () => {
    const [leaving] = await db().insert(barbers).values({ name: "Sur Le Départ", position: 20 }).returning({ id: barbers.id });
    invalidateTeam();
    const { token } = await newAddress(leaving!.id);
    expect((await getFeed(`${token}.ics`)).status).toBe(200);
    expect(await setBarberActive(leaving!.id, false)).toMatchObject({ ok: true });
    expect((await getFeed(`${token}.ics`)).status).toBe(404);
    expect(await db().select().from(calendarFeeds).where(eq(calendarFeeds.scope, leaving!.id))).toEqual([]);
    expect(await postScope(leaving!.id)).toMatchObject({ status: 400, data: { message: "Ce barbier n'existe pas ou n'est plus actif." } });
    // Even a feed row left behind (a barber deactivated by hand) shows nothing.
    await db().update(barbers).set({ active: true }).where(eq(barbers.id, leaving!.id));
    const again = await newAddress(leaving!.id);
    await db().update(barbers).set({ active: false }).where(eq(barbers.id, leaving!.id));
    expect((await getFeed(`${again.token}.ics`)).status).toBe(404);
  });

  it("is stored hashed: the table holds no token", async () => {
    const { token } = await newAddress("salon");
    const rows = await db().select().from(calendarFeeds);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.find((r) => r.scope === "salon")!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
  });

  it("is read at most FEED_LIMIT times a window per client address, then 429 with Retry-After", async () => {
    const { token } = await newAddress("salon");
    const ip = "203.0.113.77";
    for (let i = 0; i < FEED_LIMIT.max; i++) expect((await getFeed(i % 2 ? `${token}.ics` : "inconnu.ics", ip)).status).not.toBe(429);
    const refused = await getFeed(`${token}.ics`, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.response!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.response!.text()).toContain("Trop de tentatives");
    // Another address still reads it.
    expect((await getFeed(`${token}.ics`, "203.0.113.78")).status).toBe(200);
  });
});

describe("making an address", () => {
  it("is for the admin only: a customer and a visitor get 403, nothing changed", async () => {
    const before = await db().select().from(calendarFeeds);
    expect((await postScope("salon", customer)).status).toBe(403);
    expect((await postScope("salon", "")).status).toBe(403);
    expect(await db().select().from(calendarFeeds)).toEqual(before);
    // A page load of the address sends a visitor to the admin's sign-in, as every admin page.
    const load = await callRoute(addressLoader, new Request(`${ORIGIN}/admin/equipe/abonnement`));
    expect(load.response!.headers.get("location")).toBe("/admin");
  });

  it("refuses a barber who does not exist, in French", async () => {
    for (const scope of ["00000000-0000-4000-8000-000000000000", "pas-un-barbier", ""]) {
      const answer = await postScope(scope);
      expect(answer.status, scope).toBe(400);
      expect((answer.data as { message: string }).message, scope).toMatch(
        /^(Ce barbier n'existe pas ou n'est plus actif\.|Veuillez indiquer l'agenda à partager\.)$/,
      );
    }
    expect(await db().select().from(calendarFeeds).where(eq(calendarFeeds.scope, "pas-un-barbier"))).toEqual([]);
  });
});
