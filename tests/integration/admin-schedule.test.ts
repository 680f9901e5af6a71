import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { availableSlots } from "~/features/booking/availability.server";
import { createBooking } from "~/features/booking/booking-write.server";
import { addDays, isoWeekday } from "~/lib/paris-time";
import { action, loader } from "~/routes/admin/hours";
import { loader as homeLoader } from "~/routes/home";
import { bookings, emailOutbox, scheduleExceptions, services } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { adminSessionCookie, signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { nextWeekday, parisToday } from "../support/demo-salon";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
let admin = "";
let customer = "";
let serviceId = "";

const today = parisToday;
/** The next day after today (at least two days ahead, so nothing is past yet) that is `weekday`. */
const next = nextWeekday;

type Page = {
  weekly: Record<string, [string, string][]>;
  exceptions: Array<{ id: string; from: string; to: string; label: string; hours: [string, string][] }>;
  outside: Array<{ id: string; date: string; timeSlot: string; customerEmail: string }>;
};
const page = async (cookie = admin) => (await callRoute(loader, new Request(`${ORIGIN}/admin/hours`, { headers: { Cookie: cookie } }))).data as Page;
const post = (fields: Record<string, string>, cookie = admin) => callRoute(action, formRequest("/admin/hours", fields, { cookie }));
const slots = async (date: string) => {
  const result = await availableSlots([serviceId], date);
  return result.ok ? result.slots : result.code;
};
const week = (overrides: Record<number, string> = {}) =>
  Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [`day${d}`, overrides[d] ?? (d === 5 ? "10:00-12:30, 15:00-20:00" : "10:00-20:00")]));

beforeAll(async () => {
  await seedDatabase(db());
  serviceId = (await db().select().from(services).where(eq(services.slug, "coupe-shampoing")))[0]!.id;
  admin = await adminSessionCookie(auth.current, database.current.db);
  customer = await signUpAndGetCookie(auth.current, "client-horaires@example.test");
});

describe("opening hours and closures", () => {
  it("starts from the salon's usual week, Friday split included", async () => {
    const { weekly, exceptions, outside } = await page();
    expect(weekly["1"]).toEqual([["10:00", "20:00"]]);
    expect(weekly["5"]).toEqual([
      ["10:00", "12:30"],
      ["15:00", "20:00"],
    ]);
    expect(exceptions).toEqual([]);
    expect(outside).toEqual([]);
  });

  it("a closed weekday disappears from the booking dates and offers no slot; reopening brings it back", async () => {
    const wednesday = next(3);
    expect(await slots(wednesday)).toHaveLength(20);
    expect(await post({ intent: "save-week", ...week({ 3: "" }) })).toMatchObject({
      status: 200,
      data: { ok: true, message: "Horaires de la semaine enregistrés" },
    });
    expect((await page()).weekly["3"]).toEqual([]);
    expect(await slots(wednesday)).toEqual([]);
    const home = (await homeLoader()) as { bookingDates: string[] };
    expect(home.bookingDates.length).toBeGreaterThan(0);
    expect(home.bookingDates.every((d) => isoWeekday(d) !== 3)).toBe(true);

    expect(await post({ intent: "save-week", ...week({ 3: "14h-16h" }) })).toMatchObject({ status: 200 });
    expect(await slots(wednesday)).toEqual(["14:00", "14:30", "15:00", "15:30"]);
    await post({ intent: "save-week", ...week() });
    expect(await slots(wednesday)).toHaveLength(20);
  });

  it("refuses hours that are not on the half-hour or not in order, with the French message", async () => {
    for (const text of ["10:15-12:00", "12:00-10:00", "10:00-12:00, 11:00-13:00", "matin"]) {
      expect(await post({ intent: "save-week", ...week({ 2: text }) })).toMatchObject({
        status: 400,
        data: { ok: false, message: expect.stringContaining("Horaires invalides") },
      });
    }
    expect((await page()).weekly["2"]).toEqual([["10:00", "20:00"]]);
    expect(await post({ intent: "add-exception", from: next(4), to: addDays(next(4), -1), label: "Congés", hours: "" })).toMatchObject({
      status: 400,
      data: { message: "La date de fin doit être le jour de début ou après" },
    });
    expect(await post({ intent: "add-exception", from: "2020-01-01", to: "2020-01-02", label: "Congés", hours: "" })).toMatchObject({
      status: 400,
      data: { message: "La période doit se terminer aujourd'hui ou plus tard" },
    });
    expect(await post({ intent: "add-exception", from: next(4), to: next(4), label: " ", hours: "" })).toMatchObject({ status: 400 });
    expect(await db().select().from(scheduleExceptions)).toEqual([]);
  });

  it("closing a day that holds a booking lists it; cancelling sends its customer one e-mail and frees nothing else", async () => {
    const tuesday = next(2);
    const booked = await createBooking({
      serviceIds: [serviceId],
      date: tuesday,
      timeSlot: "11:00",
      name: "Inès Durand",
      email: "ines@example.test",
      phone: "06 10 20 30 40",
    });
    expect(booked.ok).toBe(true);
    const kept = await createBooking({
      serviceIds: [serviceId],
      date: addDays(tuesday, 1),
      timeSlot: "11:00",
      name: "Marc Lenoir",
      email: "marc@example.test",
      phone: "06 10 20 30 41",
    });
    expect(kept.ok).toBe(true);

    expect(await post({ intent: "add-exception", from: tuesday, to: tuesday, label: "Formation", hours: "" })).toMatchObject({ status: 200 });
    expect(await slots(tuesday)).toEqual([]);
    const { exceptions, outside } = await page();
    expect(exceptions).toMatchObject([{ from: tuesday, to: tuesday, label: "Formation", hours: [] }]);
    expect(outside).toMatchObject([{ date: tuesday, timeSlot: "11:00", customerEmail: "ines@example.test" }]);

    // Neither a customer nor an unknown id can cancel anything.
    expect((await post({ intent: "cancel-bookings", ids: outside[0]!.id }, customer)).status).toBeGreaterThanOrEqual(300);
    expect(await post({ intent: "cancel-bookings", ids: "not-an-id" })).toMatchObject({ status: 400 });

    expect(await post({ intent: "cancel-bookings", ids: outside.map((b) => b.id).join(",") })).toMatchObject({ status: 200, data: { ok: true } });
    const rows = await db().select({ id: bookings.id, status: bookings.status, date: bookings.date }).from(bookings);
    expect(rows.find((b) => b.date === tuesday)?.status).toBe("cancelled");
    expect(rows.find((b) => b.date === addDays(tuesday, 1))?.status).toBe("confirmed");
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.type, "booking_cancelled_by_salon"));
    expect(mails.map((m) => m.to)).toEqual(["ines@example.test"]);
    expect((await page()).outside).toEqual([]);
    // Once more: nothing left to cancel.
    expect(await post({ intent: "cancel-bookings", ids: outside[0]!.id })).toMatchObject({ status: 409 });

    const exception = exceptions[0]!;
    expect(await post({ intent: "delete-exception", id: exception.id })).toMatchObject({ status: 200 });
    expect(await slots(tuesday)).toHaveLength(20);
    expect(await post({ intent: "delete-exception", id: exception.id })).toMatchObject({ status: 404, data: { message: "Cette exception n'existe plus" } });
  });

  it("other hours on a day: only those slots, and a booking outside them is refused", async () => {
    const thursday = next(4);
    expect(await post({ intent: "add-exception", from: thursday, to: thursday, label: "Ouverture courte", hours: "14:00-16:00" })).toMatchObject({
      status: 200,
    });
    expect(await slots(thursday)).toEqual(["14:00", "14:30", "15:00", "15:30"]);
    expect(
      await createBooking({
        serviceIds: [serviceId],
        date: thursday,
        timeSlot: "10:00",
        name: "Hors Horaires",
        email: "hors@example.test",
        phone: "06 10 20 30 42",
      }),
    ).toMatchObject({
      ok: false,
      code: "CLOSED",
    });
    expect(
      (
        await createBooking({
          serviceIds: [serviceId],
          date: thursday,
          timeSlot: "14:30",
          name: "Dans Horaires",
          email: "dans@example.test",
          phone: "06 10 20 30 43",
        })
      ).ok,
    ).toBe(true);
  });

  it("closes the year's public holidays still to come in one click, once", async () => {
    const year = Number(today().slice(0, 4)) + 1;
    expect(await post({ intent: "add-holidays", year: String(year) })).toMatchObject({ status: 200, data: { ok: true, added: 11 } });
    const holidays = (await db().select().from(scheduleExceptions)).filter((e) => e.from.startsWith(String(year)));
    expect(holidays).toHaveLength(11);
    expect(holidays.find((e) => e.label === "Noël")).toMatchObject({ from: `${year}-12-25`, to: `${year}-12-25`, blocks: [] });
    expect(await post({ intent: "add-holidays", year: String(year) })).toMatchObject({ status: 409 });
    expect(await post({ intent: "add-holidays", year: "1990" })).toMatchObject({ status: 400 });
  });
});
