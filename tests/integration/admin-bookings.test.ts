import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listAdminBookings } from "~/features/admin/bookings.server";
import { readBookingFilters } from "~/features/admin/booking-filters";
import { availableSlots } from "~/features/booking/availability.server";
import { createBooking } from "~/features/booking/booking-write.server";
import { barbers, bookings, emailOutbox, services } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { action, loader } from "~/routes/admin/bookings";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { adminSessionCookie, signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);
// Sunday 22 November 2026, 09:00 in Paris.
const now = new Date("2026-11-22T08:00:00Z");
const ids: Record<string, string> = {};
let admin = "";

const filters = (query: string) => readBookingFilters(new URLSearchParams(query));

async function book(date: string, timeSlot: string, who: { name: string; email: string; phone: string }, slug = "coupe-shampoing", at = now) {
  const created = await createBooking({ serviceIds: [ids[slug]!], date, timeSlot, ...who }, at);
  if (!created.ok) throw new Error(created.message);
  return created.bookingId;
}

beforeAll(async () => {
  await seedDatabase(database.current.db);
  for (const s of await database.current.db.select().from(services)) ids[s.slug] = s.id;
  admin = await adminSessionCookie(auth.current, database.current.db);
  await book("2026-11-24", "10:00", { name: "Amélie Poulain", email: "amelie@example.test", phone: "06 12 34 56 78" });
  await book("2026-11-23", "15:00", { name: "Karim Benali", email: "karim@example.test", phone: "07 98 76 54 32" }, "coupe-barbe");
  await book("2026-11-25", "11:00", { name: "Luc Martin", email: "luc@example.test", phone: "+33 6 11 22 33 44" });
  // Taken three weeks earlier: now in the past.
  await book(
    "2026-11-05",
    "10:00",
    { name: "Paul Ancien", email: "paul@example.test", phone: "01 43 00 00 00" },
    "coupe-shampoing",
    new Date("2026-11-01T08:00:00Z"),
  );
});

describe("admin bookings list", () => {
  it("shows upcoming bookings soonest first, and past ones on their own", async () => {
    const upcoming = await listAdminBookings(filters(""), now);
    expect(upcoming.bookings.map((b) => b.customerName)).toEqual(["Karim Benali", "Amélie Poulain", "Luc Martin"]);
    expect(upcoming).toMatchObject({ found: 3, total: 3, page: 1, pageCount: 1 });
    expect(upcoming.bookings[0]).toMatchObject({ serviceTitle: expect.any(String), customerPhone: "07 98 76 54 32", status: "confirmed" });
    const past = await listAdminBookings(filters("when=past"), now);
    expect(past.bookings.map((b) => b.customerName)).toEqual(["Paul Ancien"]);
  });

  it("finds a booking by name, e-mail, phone however it is typed, service and date", async () => {
    const names = async (query: string) => (await listAdminBookings(filters(query), now)).bookings.map((b) => b.customerName);
    expect(await names("q=poulain")).toEqual(["Amélie Poulain"]);
    expect(await names("q=KARIM%40example")).toEqual(["Karim Benali"]);
    expect(await names("q=0612345678")).toEqual(["Amélie Poulain"]);
    expect(await names("q=06.11.22")).toEqual(["Luc Martin"]);
    expect(await names("q=%2B33 7 98 76 54 32")).toEqual(["Karim Benali"]);
    expect(await names("q=barbe")).toEqual(["Karim Benali"]);
    expect(await names("q=25/11")).toEqual(["Luc Martin"]);
    expect(await names("q=2026-11-24")).toEqual(["Amélie Poulain"]);
    // LIKE's wildcards are searched as text.
    expect(await names("q=%25")).toEqual([]);
    const filtered = await listAdminBookings(filters("q=poulain"), now);
    expect(filtered).toMatchObject({ found: 1, total: 3 });
  });

  it("shows each booking's barber, and filters by barber (an unknown one shows everyone)", async () => {
    const team = Object.fromEntries((await database.current.db.select().from(barbers)).map((b) => [b.name, b.id]));
    const all = await listAdminBookings(filters(""), now);
    // 'Sans préférence': Karim, first in the team, except on Monday, his day off.
    expect(all.bookings.map((b) => [b.customerName, b.barberName])).toEqual([
      ["Karim Benali", "Yanis"],
      ["Amélie Poulain", "Karim"],
      ["Luc Martin", "Karim"],
    ]);
    expect(all.barbers.map((b) => b.name)).toEqual(["Karim", "Yanis", "Lucas"]);
    const yanis = await listAdminBookings(filters(`barber=${team.Yanis}`), now);
    expect(yanis).toMatchObject({ barber: team.Yanis, found: 1, total: 3 });
    expect(yanis.bookings.map((b) => b.customerName)).toEqual(["Karim Benali"]);
    expect((await listAdminBookings(filters(`barber=${team.Karim}&q=luc`), now)).bookings.map((b) => b.customerName)).toEqual(["Luc Martin"]);
    expect((await listAdminBookings(filters(`barber=${team.Lucas}`), now)).found).toBe(0);
    expect(await listAdminBookings(filters("barber=00000000-0000-4000-8000-000000000000"), now)).toMatchObject({ barber: null, found: 3 });

    const page = await callRoute(loader, new Request(`${ORIGIN}/admin/bookings?barber=${team.Yanis}`, { headers: { Cookie: admin } }));
    expect(page.data).toMatchObject({ filters: { barber: team.Yanis } });
    const unknown = await callRoute(loader, new Request(`${ORIGIN}/admin/bookings?barber=${ids["coupe-shampoing"]}`, { headers: { Cookie: admin } }));
    expect(unknown).toMatchObject({ status: 200, data: { filters: { barber: null } } });
  });

  it("reads a bad address leniently", () => {
    expect(filters("status=nimporte&page=-4&when=demain&barber=karim")).toEqual({ q: "", status: "all", barber: null, when: "upcoming", page: 1 });
    expect(filters(`q=${"x".repeat(300)}`).q).toBe("");
  });
});

describe("admin booking actions", () => {
  const post = (fields: Record<string, string>, cookie = admin) => callRoute(action, formRequest("/admin/bookings", fields, { cookie }));

  it("cancels a confirmed booking: the customer is told and the time is offered again", async () => {
    const [target] = (await listAdminBookings(filters("q=luc"), now)).bookings;
    // The barber who had the time: another may be free then too.
    const [{ barberId }] = (await database.current.db.select({ barberId: bookings.barberId }).from(bookings).where(eq(bookings.id, target!.id))) as [
      { barberId: string },
    ];
    const before = await availableSlots([ids["coupe-shampoing"]!], "2026-11-25", now, undefined, barberId);
    expect(before.ok && before.slots).not.toContain("11:00");

    const answer = await post({ intent: "cancel", id: target!.id });
    expect(answer).toMatchObject({ status: 200, data: { ok: true, message: "Réservation annulée" } });
    const [row] = await database.current.db.select().from(bookings).where(eq(bookings.id, target!.id));
    expect(row!.status).toBe("cancelled");
    const mails = await database.current.db.select().from(emailOutbox).where(eq(emailOutbox.type, "booking_cancelled_by_salon"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "luc@example.test", subject: "Votre rendez-vous du mercredi 25 novembre 2026 à 11:00 est annulé" });
    expect(mails[0]!.text).toContain("Reprendre rendez-vous");
    const after = await availableSlots([ids["coupe-shampoing"]!], "2026-11-25", now, undefined, barberId);
    expect(after.ok && after.slots).toContain("11:00");

    // Twice is refused, and no second mail leaves.
    expect(await post({ intent: "cancel", id: target!.id })).toMatchObject({ status: 409, data: { message: "Erreur lors de l'annulation" } });
    expect(await database.current.db.select().from(emailOutbox).where(eq(emailOutbox.type, "booking_cancelled_by_salon"))).toHaveLength(1);

    const cancelledOnly = await listAdminBookings(filters("status=cancelled"), now);
    expect(cancelledOnly.bookings.map((b) => b.id)).toEqual([target!.id]);
    expect(cancelledOnly).toMatchObject({ found: 1, total: 3 });
  });

  it("deletes only a cancelled booking", async () => {
    const [confirmed] = (await listAdminBookings(filters("q=amelie"), now)).bookings;
    expect(await post({ intent: "delete", id: confirmed!.id })).toMatchObject({ status: 409, data: { message: "Erreur lors de la suppression" } });
    expect(await database.current.db.select().from(bookings).where(eq(bookings.id, confirmed!.id))).toHaveLength(1);

    const [cancelled] = (await listAdminBookings(filters("status=cancelled"), now)).bookings;
    expect(await post({ intent: "delete", id: cancelled!.id })).toMatchObject({ status: 200, data: { message: "Réservation supprimée" } });
    expect(await database.current.db.select().from(bookings).where(eq(bookings.id, cancelled!.id))).toEqual([]);
  });

  it("answers a bad request with a 400, and a customer with a 403, with nothing changed", async () => {
    expect((await post({ intent: "cancel", id: "pas-un-id" })).status).toBe(400);
    expect((await post({ intent: "effacer-tout", id: "00000000-0000-4000-8000-000000000000" })).status).toBe(400);
    const customer = await signUpAndGetCookie(auth.current, "curieuse@example.test");
    const [target] = (await listAdminBookings(filters("q=karim"), now)).bookings;
    expect((await post({ intent: "cancel", id: target!.id }, customer)).status).toBe(403);
    const [row] = await database.current.db.select().from(bookings).where(eq(bookings.id, target!.id));
    expect(row!.status).toBe("confirmed");
  });

  it("loads the page for the admin with the filters read from the address", async () => {
    const answer = await callRoute(loader, new Request(`${ORIGIN}/admin/bookings?when=past&q=paul`, { headers: { Cookie: admin } }));
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ filters: { q: "paul", when: "past", status: "all", barber: null, page: 1 } });
  });
});
