import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { markAttendance } from "~/features/admin/agenda-attendance.server";
import { cancelBookingAsAdmin } from "~/features/admin/bookings.server";
import { moderationMessages } from "~/features/admin/moderation-messages";
import { listReviewsToModerate, rejectReview } from "~/features/admin/moderation.server";
import { appointmentSpan } from "~/features/booking/slots";
import { invalidateApprovedReviews, listApprovedReviews } from "~/features/salon-reviews/reviews.server";
import { parisInstant } from "~/lib/paris-time";
import { action as agendaAction } from "~/routes/admin/agenda";
import { action as reviewsAction } from "~/routes/admin/reviews";
import { loader as homeLoader } from "~/routes/home";
import { bookings, customers, emailOutbox, productReviews, serviceReviews } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, formRequest } from "../support/actions";
import { barberIdsByName, serviceIdsBySlug } from "../support/demo-salon";
import { adminSessionCookie, signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
let admin = "";
let customer = "";
let team: Record<string, string> = {};
let serviceIds: Record<string, string> = {};

beforeAll(async () => {
  await seedDatabase(db());
  team = await barberIdsByName(db());
  serviceIds = await serviceIdsBySlug(db());
  admin = await adminSessionCookie(auth.current, db());
  customer = await signUpAndGetCookie(auth.current, "client-verification@example.test");
});

let counter = 0;
type Visit = { date: string; timeSlot: string; durationMinutes?: number; status?: "confirmed" | "cancelled"; email?: string | null };
/** A past visit written straight into the table, with a customer of its own (by default with an e-mail). */
async function visit({ date, timeSlot, durationMinutes = 30, status = "confirmed", email }: Visit) {
  const n = ++counter;
  const address = email === undefined ? `verifie${n}@example.test` : email;
  const [client] = await db()
    .insert(customers)
    .values({ name: `Client ${n}`, email: address, phone: "06 00 00 00 00" })
    .returning();
  const span = appointmentSpan(date, timeSlot, durationMinutes);
  const [booking] = await db()
    .insert(bookings)
    .values({
      serviceId: serviceIds["coupe-shampoing"]!,
      customerId: client!.id,
      barberId: team.Yanis!,
      customerName: `Jean Client${n}`,
      customerPhone: "06 00 00 00 00",
      date,
      timeSlot,
      durationMinutes,
      priceCents: 2500,
      during: `[${span.start.toISOString()},${span.end.toISOString()})`,
      blocked: `[${span.start.toISOString()},${span.end.toISOString()})`,
      title: "Coupe + shampoing",
      status,
      cancelledAt: status === "cancelled" ? span.start : null,
    })
    .returning();
  return { id: booking!.id, email: address ?? "", start: span.start };
}

/** A review as the review link stores it: tied to its booking, written at `writtenAt`. */
async function reviewOf(bookingId: string | null, writtenAt: Date, options: { name?: string; status?: "pending" | "approved" } = {}) {
  const [row] = await db()
    .insert(serviceReviews)
    .values({
      serviceId: serviceIds["coupe-shampoing"]!,
      barberId: team.Yanis!,
      bookingId,
      customerName: options.name ?? `Auteur ${++counter}`,
      rating: 4,
      comment: "Très bonne coupe.",
      status: options.status ?? "pending",
      createdAt: writtenAt,
      moderatedAt: options.status === "approved" ? writtenAt : null,
    })
    .returning();
  return row!;
}

const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);
/** The review as the home page lists it: from the list kept in memory (`kept`), or read from the database. */
const onHome = async (id: string, kept = false) => (await listApprovedReviews(50, kept ? undefined : db())).find((r) => r.id === id);
const inModeration = async (id: string) => {
  const page = await listReviewsToModerate(1);
  return [...page.pending, ...page.published].find((r) => r.id === id);
};
const postReviews = (fields: Record<string, string>, cookie = admin) => callRoute(reviewsAction, formRequest("/admin/reviews", fields, { cookie }));
const rejectionMails = (to?: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(to ? and(eq(emailOutbox.type, "review_rejected"), eq(emailOutbox.to, to)) : eq(emailOutbox.type, "review_rejected"));

describe("'Avis vérifié' is worked out when read", () => {
  it("a published verified review loses its badge at once when the salon cancels the visit", async () => {
    const booked = await visit({ date: "2026-10-22", timeSlot: "15:00" });
    const review = await reviewOf(booked.id, parisInstant("2026-10-23", "09:00"), { status: "approved" });
    invalidateApprovedReviews();
    expect(await onHome(review.id, true)).toMatchObject({ verified: true });
    expect((await cancelBookingAsAdmin(booked.id, parisInstant("2026-10-24", "09:00"))).ok).toBe(true);
    expect(await onHome(review.id, true)).toMatchObject({ verified: false, visitDate: null });
  });

  it("a published verified review loses its badge on the home page as soon as the visit is marked 'Absent', is flagged in moderation, and gets it back on 'Venu'", async () => {
    const booked = await visit({ date: "2026-10-20", timeSlot: "11:00" });
    const review = await reviewOf(booked.id, parisInstant("2026-10-21", "10:30"), { status: "approved" });
    // Approved in the database directly: the kept list is dropped by hand, then kept again.
    invalidateApprovedReviews();
    expect(await onHome(review.id, true)).toMatchObject({ verified: true, visitDate: "2026-10-20" });
    // The home page's loader, as a visitor gets it (the list kept in memory).
    const home = async () => ((await homeLoader()) as { reviews: Array<{ id: string; verified: boolean }> }).reviews.find((r) => r.id === review.id);
    expect(await home()).toMatchObject({ verified: true });

    // The owner marks the visit 'Absent' from the agenda: no wait for the kept list to expire.
    expect(await callRoute(agendaAction, formRequest("/admin/agenda", { intent: "mark-absent", id: booked.id }, { cookie: admin }))).toMatchObject({
      status: 200,
      data: { ok: true },
    });
    expect(await onHome(review.id, true)).toMatchObject({ verified: false, visitDate: null });
    expect(await home()).toMatchObject({ verified: false });
    expect(await inModeration(review.id)).toMatchObject({ verified: false, visitDate: null, markedAbsent: true });

    // Back to 'Venu': verified again.
    expect((await markAttendance(booked.id, false, parisInstant("2026-10-22", "09:00"))).ok).toBe(true);
    expect(await onHome(review.id, true)).toMatchObject({ verified: true, visitDate: "2026-10-20" });
    expect(await home()).toMatchObject({ verified: true });
    expect(await inModeration(review.id)).toMatchObject({ verified: true, markedAbsent: false });
  });

  it("a pending review of a visit marked 'Absent' is flagged in the moderation queue", async () => {
    const booked = await visit({ date: "2026-10-20", timeSlot: "12:00" });
    const review = await reviewOf(booked.id, parisInstant("2026-10-21", "11:00"));
    expect((await markAttendance(booked.id, true, parisInstant("2026-10-20", "12:20"))).ok).toBe(true);
    const pending = (await listReviewsToModerate(1)).pending.find((r) => r.id === review.id);
    expect(pending).toMatchObject({ verified: false, visitDate: null, markedAbsent: true, authorReachable: true });
  });

  it("only once the visit had ended, by its start on Paris clocks plus its own duration", async () => {
    // 45 minutes on the day winter time starts: it ends at 10:45 Paris (09:45Z), not at the end of its second slot.
    const booked = await visit({ date: "2026-10-25", timeSlot: "10:00", durationMinutes: 45 });
    expect(booked.start.toISOString()).toBe("2026-10-25T09:00:00.000Z");
    const during = await reviewOf(booked.id, minutes(booked.start, 20), { status: "approved" });
    const afternoon = await visit({ date: "2026-10-25", timeSlot: "14:00", durationMinutes: 45 });
    const justBefore = await reviewOf(afternoon.id, new Date("2026-10-25T13:44:59Z"), { status: "approved" });
    const evening = await visit({ date: "2026-10-25", timeSlot: "16:00", durationMinutes: 45 });
    const atTheEnd = await reviewOf(evening.id, new Date("2026-10-25T15:45:00Z"), { status: "approved" });
    // Summer time starts the next night: 18:00 Paris is still 17:00Z.
    const spring = await visit({ date: "2026-03-28", timeSlot: "18:00", durationMinutes: 30 });
    const afterSpringVisit = await reviewOf(spring.id, new Date("2026-03-28T17:30:00Z"), { status: "approved" });
    expect(await onHome(during.id)).toMatchObject({ verified: false, visitDate: null });
    expect(await onHome(justBefore.id)).toMatchObject({ verified: false });
    expect(await onHome(atTheEnd.id)).toMatchObject({ verified: true, visitDate: "2026-10-25" });
    expect(await onHome(afterSpringVisit.id)).toMatchObject({ verified: true, visitDate: "2026-03-28" });
    expect(await inModeration(during.id)).toMatchObject({ verified: false, markedAbsent: false });
  });

  it("never for a cancelled visit, a review without a visit, or a visit deleted since", async () => {
    const cancelled = await visit({ date: "2026-10-19", timeSlot: "10:00", status: "confirmed" });
    const ofCancelled = await reviewOf(cancelled.id, parisInstant("2026-10-20", "10:00"), { status: "approved" });
    expect(await onHome(ofCancelled.id)).toMatchObject({ verified: true });
    await db().update(bookings).set({ status: "cancelled", cancelledAt: new Date() }).where(eq(bookings.id, cancelled.id));
    const fromForm = await reviewOf(null, parisInstant("2026-10-20", "10:00"), { status: "approved" });
    const gone = await visit({ date: "2026-10-19", timeSlot: "11:00", status: "cancelled" });
    const ofGone = await reviewOf(gone.id, parisInstant("2026-10-20", "10:00"), { status: "approved" });
    await db().delete(bookings).where(eq(bookings.id, gone.id));
    const listed = await listApprovedReviews(50, db());
    for (const id of [ofCancelled.id, fromForm.id, ofGone.id]) expect(listed.find((r) => r.id === id)).toMatchObject({ verified: false, visitDate: null });
    expect(await inModeration(ofCancelled.id)).toMatchObject({ verified: false, markedAbsent: false, authorReachable: true });
    expect(await inModeration(fromForm.id)).toMatchObject({ verified: false, markedAbsent: false, authorReachable: false });
  });
});

describe("refusing a review", () => {
  it("stores the reason, keeps it off the home page, and queues one mail to the booking's customer, with the reason", async () => {
    const booked = await visit({ date: "2026-11-10", timeSlot: "15:00" });
    const review = await reviewOf(booked.id, parisInstant("2026-11-11", "12:00"), { name: "Jean R." });
    expect(await postReviews({ intent: "reject", id: review.id, reason: "personal_data" })).toEqual({
      status: 200,
      data: { ok: true, message: moderationMessages.rejectedAndTold },
    });
    const [stored] = await db().select().from(serviceReviews).where(eq(serviceReviews.id, review.id));
    expect(stored).toMatchObject({ status: "rejected", rejectionReason: "personal_data" });
    expect(Math.abs(stored!.moderatedAt!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await onHome(review.id)).toBeUndefined();
    expect(await inModeration(review.id)).toBeUndefined();

    const [mail, ...more] = await rejectionMails(booked.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Votre avis n'a pas été publié");
    expect(mail!.text).toContain("Bonjour Jean R.,");
    expect(mail!.text).toContain("votre rendez-vous du mardi 10 novembre 2026 (Coupe + shampoing)");
    expect(mail!.text).toContain("Informations personnelles (coordonnées, nom d'un tiers…)");
    expect(mail!.text).toContain("Très bonne coupe.");
    expect(mail!.html).toContain("http://localhost:3000/legal#avis");
    expect(mail!.html).toContain("http://localhost:3000/contact");
  });

  it("a review from the home page's form has no address: refused, nothing is sent, and the admin is told so", async () => {
    const before = (await rejectionMails()).length;
    const review = await reviewOf(null, new Date(), { name: "Anonyme du formulaire" });
    expect(await inModeration(review.id)).toMatchObject({ authorReachable: false });
    expect(await postReviews({ intent: "reject", id: review.id, reason: "advertising" })).toEqual({
      status: 200,
      data: { ok: true, message: moderationMessages.rejected },
    });
    expect((await db().select().from(serviceReviews).where(eq(serviceReviews.id, review.id)))[0]).toMatchObject({
      status: "rejected",
      rejectionReason: "advertising",
    });
    expect(await rejectionMails()).toHaveLength(before);
  });

  it("three refusals of one review at once: one is applied, one mail leaves, the others are told it is done", async () => {
    const booked = await visit({ date: "2026-11-10", timeSlot: "16:00" });
    const review = await reviewOf(booked.id, parisInstant("2026-11-11", "12:00"));
    const answers = await Promise.all([
      rejectReview(review.id, "abusive"),
      rejectReview(review.id, "duplicate"),
      postReviews({ intent: "reject", id: review.id, reason: "off_topic" }),
    ]);
    const statuses = answers.map((a) => ("ok" in a ? (a.ok ? 200 : a.status) : a.status)).sort();
    expect(statuses).toEqual([200, 409, 409]);
    expect(await rejectionMails(booked.email)).toHaveLength(1);
    const [stored] = await db().select().from(serviceReviews).where(eq(serviceReviews.id, review.id));
    expect(stored!.status).toBe("rejected");
  });

  it("crafted requests: unknown or other ids, reasons off the list, reviews already moderated, visitors and customers; French 4xx, nothing changed, no mail", async () => {
    const booked = await visit({ date: "2026-11-12", timeSlot: "10:00" });
    const pending = await reviewOf(booked.id, parisInstant("2026-11-13", "10:00"));
    const approved = await reviewOf((await visit({ date: "2026-11-12", timeSlot: "11:00" })).id, parisInstant("2026-11-13", "10:00"), { status: "approved" });
    const [productReview] = await db().select({ id: productReviews.id }).from(productReviews).limit(1);
    const before = (await rejectionMails()).length;

    expect(await postReviews({ intent: "reject", id: randomUUID(), reason: "abusive" })).toMatchObject({
      status: 404,
      data: { ok: false, message: moderationMessages.failed },
    });
    if (productReview) expect((await postReviews({ intent: "reject", id: productReview.id, reason: "abusive" })).status).toBe(404);
    expect(await postReviews({ intent: "reject", id: approved.id, reason: "abusive" })).toMatchObject({
      status: 409,
      data: { ok: false, code: "ALREADY_MODERATED", message: moderationMessages.alreadyModerated },
    });
    for (const reason of ["", "negative", "Avis négatif", "abusive ", "ABUSIVE", "__proto__"]) {
      expect(await postReviews({ intent: "reject", id: pending.id, reason })).toMatchObject({
        status: 400,
        data: { ok: false, field: "reason", message: moderationMessages.reasonRequired, fieldErrors: { reason: moderationMessages.reasonRequired } },
      });
    }
    expect(await postReviews({ intent: "reject", id: pending.id })).toMatchObject({ status: 400, data: { message: moderationMessages.reasonRequired } });
    for (const id of ["", "pas-un-id", `${pending.id}x`, "../../admin"]) {
      expect(await postReviews({ intent: "reject", id, reason: "abusive" })).toMatchObject({
        status: 400,
        data: { ok: false, message: moderationMessages.failed },
      });
    }
    for (const cookie of ["", customer]) expect((await postReviews({ intent: "reject", id: pending.id, reason: "abusive" }, cookie)).status).toBe(403);
    expect((await db().select().from(serviceReviews).where(eq(serviceReviews.id, pending.id)))[0]).toMatchObject({ status: "pending", rejectionReason: null });

    // Refused once: refusing again, or approving it, is told and changes nothing.
    expect((await postReviews({ intent: "reject", id: pending.id, reason: "duplicate" })).status).toBe(200);
    expect(await postReviews({ intent: "reject", id: pending.id, reason: "abusive" })).toMatchObject({ status: 409, data: { code: "ALREADY_MODERATED" } });
    expect((await postReviews({ intent: "approve", id: pending.id })).status).toBe(409);
    expect((await db().select().from(serviceReviews).where(eq(serviceReviews.id, pending.id)))[0]).toMatchObject({
      status: "rejected",
      rejectionReason: "duplicate",
    });
    expect(await rejectionMails()).toHaveLength(before + 1);
    expect(await onHome(pending.id)).toBeUndefined();
  });

  it("the database refuses a reason on a review that is not refused, and a reason off the list", async () => {
    const review = await reviewOf(null, new Date());
    await expect(db().update(serviceReviews).set({ rejectionReason: "abusive" }).where(eq(serviceReviews.id, review.id))).rejects.toThrow();
    await expect(
      db()
        .update(serviceReviews)
        .set({ status: "rejected", rejectionReason: "negative" as "abusive" })
        .where(eq(serviceReviews.id, review.id)),
    ).rejects.toThrow();
  });
});
