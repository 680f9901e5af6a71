import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { approveReview, listReviewsToModerate } from "~/features/admin/moderation.server";
import { createMailTransport } from "~/features/email/transport.server";
import { unsubscribe } from "~/features/email/unsubscribe.server";
import { MailWorker } from "~/features/email/worker.server";
import { reviewLinkMessages } from "~/features/salon-reviews/messages";
import { getReviewLink, submitVerifiedReview } from "~/features/salon-reviews/review-link.server";
import { queueDueReviewRequests, reviewRequestTime, setReviewRequestsEnabled } from "~/features/salon-reviews/review-requests.server";
import { getReviewSummary, invalidateApprovedReviews, listApprovedReviews } from "~/features/salon-reviews/reviews.server";
import { appointmentSpan } from "~/features/booking/slots";
import { formatLongDate } from "~/lib/dates";
import { addDays, parisInstant, parisWallClock, timeOf } from "~/lib/paris-time";
import { action as hoursAction, loader as hoursLoader } from "~/routes/admin/hours";
import { action as reviewAction, loader as reviewLoader } from "~/routes/review-request";
import { action as unsubscribeAction } from "~/routes/unsubscribe";
import { bookings, customers, emailOutbox, reviewRequests, salonSettings, serviceReviews } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, formRequest, ORIGIN, type Answer } from "../support/actions";
import { barberIdsByName, serviceIdsBySlug } from "../support/demo-salon";
import { startSmtpSink } from "../support/smtp-sink";
import { adminSessionCookie, signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
let team: Record<string, string> = {};
let serviceIds: Record<string, string> = {};
let admin = "";
let customer = "";
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

beforeAll(async () => {
  await seedDatabase(db());
  team = await barberIdsByName(db());
  serviceIds = await serviceIdsBySlug(db());
  admin = await adminSessionCookie(auth.current, db());
  customer = await signUpAndGetCookie(auth.current, "client-avis@example.test");
});

let counter = 0;
/** A booking written straight into the table (a past day), with a customer of its own unless `email` is given. */
async function pastBooking(date: string, options: { email?: string | null; status?: "confirmed" | "cancelled"; absent?: boolean; timeSlot?: string } = {}) {
  const n = ++counter;
  const email = options.email === undefined ? `avis${n}@example.test` : options.email;
  // A time of its own (the barber's bookings never overlap), unless the test names one.
  const timeSlot = options.timeSlot ?? timeOf((n % 48) * 30);
  const [existing] = email ? await db().select().from(customers).where(eq(customers.email, email)) : [];
  const client =
    existing ??
    (
      await db()
        .insert(customers)
        .values({ name: `Client ${n}`, email, phone: "06 00 00 00 00" })
        .returning()
    )[0]!;
  const span = appointmentSpan(date, timeSlot, 30);
  const [booking] = await db()
    .insert(bookings)
    .values({
      serviceId: serviceIds["coupe-shampoing"]!,
      customerId: client.id,
      barberId: team.Karim!,
      customerName: `Jean Client${n}`,
      customerPhone: "06 00 00 00 00",
      date,
      timeSlot,
      durationMinutes: 30,
      priceCents: 2500,
      during: `[${span.start.toISOString()},${span.end.toISOString()})`,
      blocked: `[${span.start.toISOString()},${span.end.toISOString()})`,
      title: "Coupe + shampoing",
      status: options.status ?? "confirmed",
      cancelledAt: options.status === "cancelled" ? span.start : null,
      noShowAt: options.absent ? span.start : null,
    })
    .returning();
  return { id: booking!.id, email: email ?? "", date, timeSlot };
}

const requestsTo = (email: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.type, "review_request"), eq(emailOutbox.to, email)));
const tokenOf = (mail: { unsentContent: { html: string } | null }) => /\/avis\/([A-Za-z0-9_-]{43})"/.exec(mail.unsentContent!.html)?.[1];
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
/**
 * Mails a review request for a booking made two Paris days ago, by the real clock the routes read;
 * queued as at noon today in Paris, within the sending hours whatever the hour the test runs.
 */
async function linkForRecentVisit() {
  const today = parisWallClock(new Date()).date;
  const booking = await pastBooking(addDays(today, -2));
  await queueDueReviewRequests(parisInstant(today, "12:00"));
  const [mail] = await requestsTo(booking.email);
  return { booking, mail: mail!, token: tokenOf(mail!)! };
}

/** A route's loader, with the page's 404 (a thrown `data()`) read as an answer. */
async function openLink(token: string): Promise<Answer> {
  try {
    return await callRoute(reviewLoader, new Request(`${ORIGIN}/avis/${token}`), { token });
  } catch (thrown) {
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status, data: null };
    throw thrown;
  }
}
const postReview = (token: string, fields: Record<string, string>, ip = "203.0.113.40") =>
  callRoute(reviewAction, formRequest(`/avis/${token}`, fields, { ip }), { token });
const reviewsOf = (bookingId: string) => db().select().from(serviceReviews).where(eq(serviceReviews.bookingId, bookingId));

describe("when a review request is due", () => {
  it("the day after, from 10:00 Paris, not at 09:59; once", async () => {
    const booking = await pastBooking("2027-02-15", { timeSlot: "10:00" });
    expect(await queueDueReviewRequests(parisInstant("2027-02-15", "21:00"))).toBe(0);
    await queueDueReviewRequests(parisInstant("2027-02-16", "09:59"));
    expect(await requestsTo(booking.email)).toHaveLength(0);
    const at = parisInstant("2027-02-16", "10:00");
    expect(at.toISOString()).toBe("2027-02-16T09:00:00.000Z");
    await queueDueReviewRequests(at);
    await queueDueReviewRequests(new Date(at.getTime() + 60_000));
    await queueDueReviewRequests(parisInstant("2027-02-19", "12:00"));
    const [mail, ...more] = await requestsTo(booking.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Comment s'est passé votre rendez-vous avec Karim ?");
    expect(mail!.text).toContain("Coupe + shampoing");
    expect(mail!.text).toContain("lundi 15 février 2027 à 10:00");
    expect(mail!.text).toContain("Barbier : Karim");
    expect(mail!.text).toContain("valable 30 jours");

    // The link's token: 256 bits, stored as its SHA-256 only, masked in the copy kept for reading.
    const token = tokenOf(mail!)!;
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const [request] = await db().select().from(reviewRequests).where(eq(reviewRequests.bookingId, booking.id));
    expect(request).toMatchObject({ tokenHash: sha256(token), email: booking.email, emailId: mail!.id, usedAt: null });
    expect(request!.expiresAt.getTime() - at.getTime()).toBe(30 * 86_400_000);
    expect(JSON.stringify([mail!.html, mail!.text, mail!.attachments])).not.toContain(token.slice(0, 12));
    expect(mail!.html).toContain("/avis/[masqué]");
    expect(mail!.masked).toBe(true);
    // The unsubscribe link is in the mail, and in its headers (RFC 8058); a private link too, it is
    // masked in the kept copy and sent as it is.
    expect(mail!.unsentContent!.text).toMatch(/Se désinscrire.*\/desinscription\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}/s);
    expect(mail!.text).toContain("/desinscription/[masqué]");
    expect(mail!.unsentContent!.headers).toEqual({
      "List-Unsubscribe": expect.stringMatching(/^<http:\/\/localhost:3000\/desinscription\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}>$/),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail!.headers).toEqual({
      "List-Unsubscribe": "<http://localhost:3000/desinscription/[masqué]>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("on Paris clocks across the clock changes: 10:00 is 09:00Z the day winter time starts, 08:00Z the day summer time starts", async () => {
    expect(reviewRequestTime("2026-10-24", 10).toISOString()).toBe("2026-10-25T09:00:00.000Z");
    expect(reviewRequestTime("2026-10-23", 10).toISOString()).toBe("2026-10-24T08:00:00.000Z");
    expect(reviewRequestTime("2027-03-27", 10).toISOString()).toBe("2027-03-28T08:00:00.000Z");

    const autumn = await pastBooking("2026-10-24");
    await queueDueReviewRequests(new Date("2026-10-25T08:59:59Z"));
    expect(await requestsTo(autumn.email)).toHaveLength(0);
    await queueDueReviewRequests(new Date("2026-10-25T09:00:00Z"));
    expect(await requestsTo(autumn.email)).toHaveLength(1);

    const spring = await pastBooking("2027-03-27");
    await queueDueReviewRequests(new Date("2027-03-28T07:59:59Z"));
    expect(await requestsTo(spring.email)).toHaveLength(0);
    await queueDueReviewRequests(new Date("2027-03-28T08:00:00Z"));
    expect(await requestsTo(spring.email)).toHaveLength(1);
  });

  it("not for a cancelled or absent booking, a phone booking without e-mail, an address that unsubscribed, nor past the 7-day catch-up", async () => {
    const day = "2027-04-12";
    const asked = await pastBooking(day, { timeSlot: "11:00" });
    const cancelled = await pastBooking(day, { status: "cancelled", timeSlot: "12:00" });
    const absent = await pastBooking(day, { absent: true, timeSlot: "13:00" });
    const phoneOnly = await pastBooking(day, { email: null, timeSlot: "14:00" });
    // Written by hand in capitals: the opt-out (kept in lower case) still applies.
    const optedOut = await pastBooking(day, { email: "Parti@Example.test", timeSlot: "15:00" });
    await unsubscribe("parti@example.test", "avis");
    await queueDueReviewRequests(parisInstant("2027-04-13", "10:30"));
    expect(await requestsTo(asked.email)).toHaveLength(1);
    for (const b of [cancelled, absent, optedOut]) expect(await requestsTo(b.email)).toHaveLength(0);
    const phoneRequests = await db().select().from(reviewRequests).where(eq(reviewRequests.bookingId, phoneOnly.id));
    expect(phoneRequests).toEqual([]);
    expect(await db().select().from(reviewRequests).where(eq(reviewRequests.bookingId, optedOut.id))).toEqual([]);

    // Catch-up after a downtime: a request due exactly 7 days ago still goes; one a moment older never.
    const old = await pastBooking("2027-05-03");
    const dueAt = reviewRequestTime("2027-05-03", 10);
    await queueDueReviewRequests(new Date(dueAt.getTime() + 7 * 86_400_000 + 1));
    expect(await requestsTo(old.email)).toHaveLength(0);
    await queueDueReviewRequests(new Date(dueAt.getTime() + 7 * 86_400_000));
    expect(await requestsTo(old.email)).toHaveLength(1);
    // An upgrade does not mail the history: last month's visits are never asked.
    const history = await pastBooking("2027-04-01");
    await queueDueReviewRequests(parisInstant("2027-05-04", "10:00"));
    expect(await requestsTo(history.email)).toHaveLength(0);
  });

  it("only at a reasonable hour: one missed during the day waits through the night for the next morning", async () => {
    const booking = await pastBooking("2027-07-05");
    expect(await queueDueReviewRequests(parisInstant("2027-07-06", "21:00"))).toBe(0);
    expect(await queueDueReviewRequests(parisInstant("2027-07-07", "03:00"))).toBe(0);
    expect(await queueDueReviewRequests(parisInstant("2027-07-07", "09:59"))).toBe(0);
    expect(await requestsTo(booking.email)).toHaveLength(0);
    await queueDueReviewRequests(parisInstant("2027-07-07", "10:00"));
    expect(await requestsTo(booking.email)).toHaveLength(1);
  });

  it("nothing while the owner has them switched off; due ones go once switched back on", async () => {
    const booking = await pastBooking("2027-06-07");
    await setReviewRequestsEnabled(false);
    expect(await queueDueReviewRequests(parisInstant("2027-06-08", "10:00"))).toBe(0);
    expect(await requestsTo(booking.email)).toHaveLength(0);
    await setReviewRequestsEnabled(true);
    await queueDueReviewRequests(parisInstant("2027-06-08", "11:00"));
    expect(await requestsTo(booking.email)).toHaveLength(1);
  });

  it("two instances sweeping at once, then a restart sweeping again: each booking asked once", async () => {
    const many = await Promise.all(["10:00", "10:30", "11:00", "11:30"].map((timeSlot) => pastBooking("2027-06-14", { timeSlot })));
    const at = parisInstant("2027-06-15", "10:00");
    const counts = await Promise.all([queueDueReviewRequests(at), queueDueReviewRequests(at), queueDueReviewRequests(at)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(many.length);
    expect(await queueDueReviewRequests(new Date(at.getTime() + 60_000))).toBe(0);
    for (const b of many) expect(await requestsTo(b.email)).toHaveLength(1);
    expect(await db().select().from(reviewRequests).where(eq(reviewRequests.email, many[0]!.email))).toHaveLength(1);
  });
});

describe("the review link page", () => {
  it("shows the visit, takes 4 stars and a comment as a pending 'Avis vérifié' naming service and barber, once", async () => {
    const { booking, token } = await linkForRecentVisit();
    const page = await openLink(token);
    expect(page).toMatchObject({
      status: 200,
      data: {
        state: "open",
        serviceTitle: "Coupe + shampoing",
        barberName: "Karim",
        date: booking.date,
        dateText: formatLongDate(booking.date),
        timeSlot: booking.timeSlot,
        name: "Jean",
      },
    });
    expect(page.data).not.toHaveProperty("email");

    expect(await postReview(token, { name: " Jean C. ", rating: "4", comment: " Dégradé parfait. " })).toEqual({
      status: 200,
      data: { ok: true, message: "Merci pour votre avis ! Il sera publié après modération." },
    });
    const [review, ...more] = await reviewsOf(booking.id);
    expect(more).toEqual([]);
    expect(review).toMatchObject({
      bookingId: booking.id,
      status: "pending",
      customerName: "Jean C.",
      rating: 4,
      comment: "Dégradé parfait.",
      serviceId: serviceIds["coupe-shampoing"],
      barberId: team.Karim,
    });
    const [request] = await db().select().from(reviewRequests).where(eq(reviewRequests.bookingId, booking.id));
    expect(request!.usedAt).not.toBeNull();

    // Single use: the link is spent, a replay is told so and stores nothing.
    expect(await postReview(token, { name: "Jean", rating: "1", comment: "Encore" })).toMatchObject({
      status: 409,
      data: { ok: false, code: "LINK_USED", message: reviewLinkMessages.LINK_USED },
    });
    expect(await openLink(token)).toMatchObject({ status: 200, data: { state: "used" } });
    expect(await reviewsOf(booking.id)).toHaveLength(1);

    // Moderation shows it as verified; once approved, the home page has it and rates the salon by it.
    const queue = await listReviewsToModerate(1);
    expect(queue.pending.find((r) => r.id === review!.id)).toMatchObject({
      verified: true,
      visitDate: booking.date,
      markedAbsent: false,
      authorReachable: true,
      serviceTitle: "Coupe + shampoing",
      barberName: "Karim",
    });
    const before = await getReviewSummary();
    expect((await approveReview(review!.id)).ok).toBe(true);
    const listed = (await listApprovedReviews(50)).find((r) => r.id === review!.id);
    expect(listed).toMatchObject({ verified: true, visitDate: booking.date, serviceTitle: "Coupe + shampoing", barberName: "Karim", rating: 4 });
    const after = await getReviewSummary();
    expect(after.count).toBe(before.count + 1);
    invalidateApprovedReviews();
    expect(await getReviewSummary(db())).toEqual(after);
  });

  it("an optional comment: stars alone are a review", async () => {
    const { booking, token } = await linkForRecentVisit();
    expect((await postReview(token, { name: "Jean", rating: "5" }, "203.0.113.48")).status).toBe(200);
    expect(await reviewsOf(booking.id)).toMatchObject([{ rating: 5, comment: "", status: "pending" }]);
  });

  it("two simultaneous posts of one link: one review, the other told the link has served", async () => {
    const { booking, token } = await linkForRecentVisit();
    const answers = await Promise.all([
      postReview(token, { name: "Jean", rating: "5", comment: "Premier" }, "203.0.113.41"),
      postReview(token, { name: "Jean", rating: "3", comment: "Second" }, "203.0.113.42"),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await reviewsOf(booking.id)).toHaveLength(1);
  });

  it("expires 30 days after its mail: the page says so, a post is refused, nothing is stored", async () => {
    const { booking, token } = await linkForRecentVisit();
    const [request] = await db().select().from(reviewRequests).where(eq(reviewRequests.bookingId, booking.id));
    const end = request!.expiresAt;
    expect(end.getTime() - request!.queuedAt.getTime()).toBe(30 * 86_400_000);
    expect(await getReviewLink(token, new Date(end.getTime() - 1000))).toMatchObject({ state: "open" });
    expect(await getReviewLink(token, end)).toEqual({ state: "expired" });
    expect(await submitVerifiedReview(token, { name: "Jean", rating: 5, comment: "" }, end)).toMatchObject({ ok: false, code: "LINK_EXPIRED", status: 410 });
    expect(await reviewsOf(booking.id)).toEqual([]);

    // As the routes see it once the 30 days are over.
    await db()
      .update(reviewRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviewRequests.bookingId, booking.id));
    expect(await openLink(token)).toMatchObject({ status: 410, data: { state: "expired" } });
    expect(await postReview(token, { name: "Jean", rating: "5" }, "203.0.113.43")).toMatchObject({
      status: 410,
      data: { message: reviewLinkMessages.LINK_EXPIRED },
    });
    expect(await reviewsOf(booking.id)).toEqual([]);
  });

  it("an altered, made-up or encoded token is a 404; bad input is a French 4xx that spends nothing", async () => {
    const { booking, token } = await linkForRecentVisit();
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const bads = [altered, "x", `${token}A`, "../admin", "%2e%2e%2fadmin", encodeURIComponent(`${token.slice(0, 40)}/..`), "A".repeat(43)];
    for (const [i, bad] of bads.entries()) {
      expect((await openLink(bad)).status).toBe(404);
      expect(await postReview(bad, { name: "Jean", rating: "5" }, `203.0.113.${100 + i}`)).toMatchObject({
        status: 404,
        data: { code: "NOT_FOUND", message: reviewLinkMessages.NOT_FOUND },
      });
    }
    const ip = "203.0.113.44";
    expect(await postReview(token, { name: "  ", rating: "5" }, ip)).toMatchObject({
      status: 400,
      data: { field: "name", message: "Veuillez entrer votre nom" },
    });
    expect(await postReview(token, { name: "Jean", rating: "6" }, ip)).toMatchObject({
      status: 400,
      data: { message: "Veuillez choisir une note entre 1 et 5" },
    });
    expect(await postReview(token, { name: "Jean", rating: "5", comment: "a".repeat(1001) }, ip)).toMatchObject({
      status: 400,
      data: { field: "comment", message: "Votre avis ne doit pas dépasser 1000 caractères" },
    });
    expect(await postReview(token, { name: "Jean", rating: "5", comment: "x".repeat(70_000) }, ip)).toMatchObject({ status: 413 });
    expect((await callRoute(reviewAction, new Request(`${ORIGIN}/avis/${token}`), { token })).status).toBe(405);
    expect(await reviewsOf(booking.id)).toEqual([]);
    expect(await openLink(token)).toMatchObject({ status: 200, data: { state: "open" } });
  });

  it("one address trying links is limited like the home page's form", async () => {
    const { booking, token } = await linkForRecentVisit();
    const ip = "203.0.113.45";
    for (let i = 0; i < 5; i++) expect((await postReview("B".repeat(42) + String(i), { name: "Jean", rating: "5" }, ip)).status).toBe(404);
    expect(await postReview(token, { name: "Jean", rating: "5" }, ip)).toMatchObject({ status: 429, data: { code: "TOO_MANY_REQUESTS" } });
    expect(await reviewsOf(booking.id)).toEqual([]);
    expect((await postReview(token, { name: "Jean", rating: "5" }, "203.0.113.46")).status).toBe(200);
  });

  it("a visit marked absent after its mail: the link no longer makes a verified review", async () => {
    const { booking, token } = await linkForRecentVisit();
    await db().update(bookings).set({ noShowAt: new Date() }).where(eq(bookings.id, booking.id));
    expect((await openLink(token)).status).toBe(404);
    expect((await postReview(token, { name: "Jean", rating: "5" }, "203.0.113.47")).status).toBe(404);
    expect(await reviewsOf(booking.id)).toEqual([]);
  });
});

describe("sending, and leaving the list", () => {
  it("a request left mid-send by a stopped worker is sent once by the next, with its one-click unsubscribe, which stops later requests", async () => {
    const booking = await pastBooking("2027-07-05");
    await queueDueReviewRequests(parisInstant("2027-07-06", "10:00"));
    const [mail] = await requestsTo(booking.email);
    // The process stopped while sending it: the row stays claimed until its lock runs out.
    await db()
      .update(emailOutbox)
      .set({ status: "sending", lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.id, mail!.id));
    // A restart: the job runs again at start, and asks nothing twice.
    expect(await queueDueReviewRequests(parisInstant("2027-07-06", "10:01"))).toBe(0);
    const sink = await startSmtpSink();
    cleanups.push(sink.close);
    const workers = [0, 1].map(
      () =>
        new MailWorker({
          db: db(),
          transport: createMailTransport({ smtpUrl: sink.url, mailboxDir: "unused", from: "Salon <contact@salon.test>" }),
          pollMs: 50,
        }),
    );
    for (const w of workers) {
      cleanups.push(() => w.stop());
      w.start();
    }
    const isRequest = (m: { envelopeTo: string[]; subject?: string }) => m.envelopeTo.includes(booking.email) && /^Comment s'est passé/.test(m.subject ?? "");
    const received = await sink.waitFor(isRequest);
    await expect.poll(async () => (await db().select().from(emailOutbox).where(eq(emailOutbox.id, mail!.id)))[0]!.status).toBe("sent");
    expect(sink.messages.filter(isRequest)).toHaveLength(1);
    // The link in clear went with the mail; the kept copy is masked and nothing else holds it.
    expect(String(received.html)).toMatch(/\/avis\/[A-Za-z0-9_-]{43}"/);
    expect((await db().select().from(emailOutbox).where(eq(emailOutbox.id, mail!.id)))[0]!.unsentContent).toBeNull();

    const header = (name: string) =>
      received.headerLines
        .find((h) => h.key === name)
        ?.line.replace(/^[^:]+:\s*/, "")
        .replace(/\r?\n\s+/g, "");
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const url = /^<(http[^>]+)>$/.exec(header("list-unsubscribe") ?? "")?.[1];
    expect(url).toMatch(/^http:\/\/localhost:3000\/desinscription\//);

    // A mail client's one-click button: a POST with that body and no Origin.
    const path = new URL(url!).pathname;
    const oneClick = new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(await callRoute(unsubscribeAction, oneClick, { token: path.split("/").pop()! })).toMatchObject({ status: 200, data: { ok: true } });
    const next = await pastBooking("2027-07-12", { email: booking.email });
    await queueDueReviewRequests(parisInstant("2027-07-13", "10:00"));
    expect(await requestsTo(booking.email)).toHaveLength(1);
    expect(await db().select().from(reviewRequests).where(eq(reviewRequests.bookingId, next.id))).toEqual([]);
  });
});

describe("the owner's switch on 'Horaires'", () => {
  const switchTo = (enabled: "on" | "off", cookie?: string) =>
    callRoute(hoursAction, formRequest("/admin/hours", { intent: "review-requests", enabled }, { cookie }));
  const setting = () => db().select().from(salonSettings).where(eq(salonSettings.key, "review_requests"));

  it("the admin turns review requests off and on; the page says which", async () => {
    const page = async () =>
      (await callRoute(hoursLoader, new Request(`${ORIGIN}/admin/hours`, { headers: { Cookie: admin } }))).data as { reviewRequests: boolean };
    expect((await page()).reviewRequests).toBe(true);
    expect(await switchTo("off", admin)).toMatchObject({ status: 200, data: { ok: true, message: "Demandes d'avis désactivées" } });
    expect((await page()).reviewRequests).toBe(false);
    const booking = await pastBooking("2027-08-02");
    expect(await queueDueReviewRequests(parisInstant("2027-08-03", "10:00"))).toBe(0);
    expect(await switchTo("on", admin)).toMatchObject({ status: 200, data: { ok: true } });
    expect((await page()).reviewRequests).toBe(true);
    await queueDueReviewRequests(parisInstant("2027-08-03", "10:05"));
    expect(await requestsTo(booking.email)).toHaveLength(1);
    expect((await switchTo("maybe" as "on", admin)).status).toBe(400);
  });

  it("visitors and customers are refused, and nothing changes", async () => {
    const before = await setting();
    for (const cookie of [undefined, customer]) {
      expect((await switchTo("off", cookie)).status).toBe(403);
      const refused = await callRoute(hoursLoader, new Request(`${ORIGIN}/admin/hours`, cookie ? { headers: { Cookie: cookie } } : {}));
      expect(refused.status).toBe(302);
    }
    expect(await setting()).toEqual(before);
  });
});
