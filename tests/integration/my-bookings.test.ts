import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getSessionUser } from "~/features/accounts/session.server";
import { createBooking } from "~/features/booking/booking-write.server";
import { cancelBookingOf } from "~/features/booking/cancellation.server";
import { cancellationMessages } from "~/features/booking/messages";
import { confirmEmail, listMyBookings } from "~/features/booking/my-bookings.server";
import { appointmentSpan } from "~/features/booking/slots";
import { addDays, parisWallClock } from "~/lib/paris-time";
import { action, loader } from "~/routes/account-bookings";
import { loader as confirmLoader } from "~/routes/account-confirm-email";
import { bookings, emailOutbox, services } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
let lea = "";
let other = "";
let serviceId = "";
const day = (ahead: number) => addDays(parisWallClock(new Date()).date, ahead);

const page = async (cookie: string) =>
  (await callRoute(loader, new Request(`${ORIGIN}/account/bookings`, { headers: { Cookie: cookie } }))).data as {
    bookings: { confirmed: boolean; upcoming?: Array<{ id: string; cancellable: boolean; serviceId: string }> };
  };
const post = (fields: Record<string, string>, cookie: string) => callRoute(action, formRequest("/account/bookings", fields, { cookie }));
let phone = 10;
/** The barber 'Sans préférence' gave each booking. */
const barberOf = new Map<string, { id: string; name: string }>();
const book = async (email: string, date: string, timeSlot: string) => {
  const made = await createBooking({ serviceIds: [serviceId], date, timeSlot, name: "Léa Durand", email, phone: `06 11 22 33 ${phone++}` });
  if (!made.ok) throw new Error(made.message);
  barberOf.set(made.bookingId, made.barber);
  return made.bookingId;
};
/** The link of the last confirmation mail sent to `email`. */
async function linkSentTo(email: string) {
  const mails = (await db().select().from(emailOutbox).where(eq(emailOutbox.type, "email_confirmation"))).filter((m) => m.to === email);
  return /\/account\/confirm-email\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.unsentContent?.html ?? "")?.[1];
}

beforeAll(async () => {
  await seedDatabase(db());
  serviceId = (await db().select().from(services).where(eq(services.slug, "coupe-shampoing")))[0]!.id;
  lea = await signUpAndGetCookie(auth.current, "lea.rdv@example.test");
  other = await signUpAndGetCookie(auth.current, "autre.rdv@example.test");
});

describe("'Mes rendez-vous'", () => {
  it("shows the bookings made with the account's address once the address is confirmed by the link sent to it", async () => {
    const mine = await book("Lea.Rdv@example.test", day(3), "10:00");
    await book("quelquun@example.test", day(3), "11:00");
    expect((await page(lea)).bookings).toEqual({ confirmed: false });

    // A page showing another address (changed meanwhile, or crafted) sends nothing.
    expect(await post({ intent: "send-confirmation", email: "autre@example.test" }, lea)).toMatchObject({ status: 400 });
    expect(await linkSentTo("lea.rdv@example.test")).toBeUndefined();
    expect(await post({ intent: "send-confirmation", email: "lea.rdv@example.test" }, lea)).toMatchObject({ status: 200, data: { ok: true } });
    const token = await linkSentTo("lea.rdv@example.test");
    expect(token).toBeTruthy();
    // The link works only for the account it was sent to.
    const stranger = await callRoute(confirmLoader, new Request(`${ORIGIN}/account/confirm-email/${token}`, { headers: { Cookie: other } }), { token: token! });
    expect(stranger.response?.headers.get("Location")).toBe("/account/bookings");
    expect((await page(other)).bookings).toEqual({ confirmed: false });

    const confirmed = await callRoute(confirmLoader, new Request(`${ORIGIN}/account/confirm-email/${token}`, { headers: { Cookie: lea } }), { token: token! });
    expect(confirmed.status).toBe(302);
    const listed = (await page(lea)).bookings;
    expect(listed.confirmed).toBe(true);
    expect(listed.upcoming!.map((b) => b.id)).toEqual([mine]);
    expect(listed.upcoming![0]).toMatchObject({ cancellable: true, serviceId, customerName: "Léa Durand" });
    // With the barber who takes it: 'Réserver à nouveau' offers them again.
    expect(listed.upcoming![0]).toMatchObject({ barberId: barberOf.get(mine)!.id, barberName: barberOf.get(mine)!.name });
    // Used once.
    const user = (await getSessionUser(new Request(ORIGIN, { headers: { Cookie: lea } })))!;
    expect(await confirmEmail(user, token!)).toMatchObject({ ok: false, code: "INVALID_LINK" });
    expect(await post({ intent: "send-confirmation", email: "lea.rdv@example.test" }, lea)).toMatchObject({ status: 409 });
  });

  it("cancels one's own booking while 24 h remain, never someone else's", async () => {
    const user = (await getSessionUser(new Request(ORIGIN, { headers: { Cookie: lea } })))!;
    const mine = await book("lea.rdv@example.test", day(4), "10:00");
    const theirs = await book("quelquun2@example.test", day(4), "11:00");
    expect(await post({ intent: "cancel", id: theirs }, lea)).toMatchObject({ status: 404 });
    expect(await post({ intent: "cancel", id: "pas-un-id" }, lea)).toMatchObject({ status: 404 });
    // Less than 24 h before, too late.
    const start = appointmentSpan(day(4), "10:00", 30).start;
    expect(await cancelBookingOf(user.email, mine, new Date(start.getTime() - 23 * 3600_000))).toMatchObject({ ok: false, code: "TOO_LATE" });
    expect(await listMyBookings(user, new Date(start.getTime() - 23 * 3600_000))).toMatchObject({
      upcoming: expect.arrayContaining([expect.objectContaining({ id: mine, cancellable: false })]),
    });

    expect(await post({ intent: "cancel", id: mine }, lea)).toMatchObject({ status: 200, data: { ok: true, message: cancellationMessages.cancelled } });
    const rows = await db().select({ id: bookings.id, status: bookings.status }).from(bookings);
    expect(rows.find((b) => b.id === mine)?.status).toBe("cancelled");
    expect(rows.find((b) => b.id === theirs)?.status).toBe("confirmed");
    expect(await post({ intent: "cancel", id: mine }, lea)).toMatchObject({ status: 409 });
  });
});
