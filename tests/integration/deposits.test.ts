import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { markAttendance } from "~/features/admin/agenda-attendance.server";
import { bookingsOutsideTeam } from "~/features/admin/team-bookings.server";
import { getTeam } from "~/features/booking/team.server";
import { cancelBookingAsAdmin, deleteCancelledBooking, markCompensationPaid, refundKeptDeposit } from "~/features/admin/bookings.server";
import { availableSlots } from "~/features/booking/availability.server";
import { cancelBookingOf, getManagedBooking } from "~/features/booking/cancellation.server";
import { appointmentSpan } from "~/features/booking/slots";
import { withdrawalLastDay } from "~/features/booking/withdrawal";
import { formatLongDate } from "~/lib/dates";
import { createBooking, type OnlineBooking } from "~/features/booking/booking-write.server";
import { captureDepositPayPal, payDepositInDemo, reconcileDeposits, settleDeposit, startDepositPayPal } from "~/features/booking/deposit-payment.server";
import { depositMessages as dm } from "~/features/booking/deposit-messages";
import { saveDepositRules } from "~/features/booking/deposit-rules.server";
import { DEFAULT_DEPOSIT_RULES } from "~/features/booking/deposits";
import { bookingMessages as m } from "~/features/booking/messages";
import { invalidateServices } from "~/features/booking/services.server";
import { capturePayPalOrder, forgetPayPalToken } from "~/features/orders/paypal.server";
import { getConfig, resetConfig } from "~/lib/config.server";
import { bookingDeposits, bookings, emailOutbox, invoiceDocuments, services } from "~db/schema";
import { nextWeekday, openDemoSalon } from "../support/demo-salon";
import { PAYPAL_CLIENT, PAYPAL_MERCHANT_ID, startPayPalServer, type PayPalServer } from "../support/paypal-server";
import { useTestDatabase } from "../support/test-database";

// Arrhes (docs/decisions/0028): a service asks them when booked online; the booking holds its time
// ('pending', under the per-barber guarantee) until they are paid or BOOKING_HOLD_MINUTES (15) pass.
// 'Coupe dégradé' (45 min, 23,00 €) asks 10,00 € here; 'Coupe + shampoing' (30 min, 20,00 €) 30 %.
const database = useTestDatabase();
const db = () => database.current.db;
let ids: Record<string, string> = {};
let team: Record<string, string> = {};
const tuesday = nextWeekday(2);
const thursday = nextWeekday(4);
const MINUTE = 60_000;

let n = 0;
const contact = (email?: string) => {
  n++;
  return { name: `Client Arrhes ${n}`, email: email ?? `arrhes-${n}@example.test`, phone: `06 41 ${String(10 + (n % 90))} 20 00` };
};
const book = (slug: string, date: string, timeSlot: string, now = new Date(), who = contact(), barber = "Karim") =>
  // As the dialog sends it: the client's express request ticked (L221-25).
  createBooking({ serviceIds: [ids[slug]!], date, timeSlot, barberId: team[barber], ...who, expressRequest: true }, now);
const booked = (result: Awaited<ReturnType<typeof book>>): OnlineBooking & { message?: string } => {
  if (!result.ok) throw new Error(`not booked: ${JSON.stringify(result)}`);
  return result;
};
const statusOf = async (bookingId: string) => {
  const [row] = await db()
    .select({ booking: bookings.status, deposit: bookingDeposits.status, captureId: bookingDeposits.captureId, refundId: bookingDeposits.refundId })
    .from(bookings)
    .leftJoin(bookingDeposits, eq(bookingDeposits.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  return row!;
};
const documentsOf = (bookingId: string) =>
  db().select().from(invoiceDocuments).where(eq(invoiceDocuments.bookingId, bookingId)).orderBy(desc(invoiceDocuments.kind));
const mailsTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, email));
const karimFree = async (date: string, now = new Date()) => {
  const answer = await availableSlots([ids["coupe-degrade"]!], date, now, undefined, team.Karim);
  if (!answer.ok) throw new Error(answer.code);
  return answer.slots;
};

beforeAll(async () => {
  ({ services: ids, team } = await openDemoSalon(db()));
  await db().update(services).set({ depositKind: "fixed", depositValue: 1000 }).where(eq(services.slug, "coupe-degrade"));
  await db().update(services).set({ depositKind: "percent", depositValue: 30 }).where(eq(services.slug, "coupe-shampoing"));
  invalidateServices();
});

beforeEach(async () => {
  await saveDepositRules(DEFAULT_DEPOSIT_RULES, db());
});

describe("booking a service with arrhes", () => {
  it("holds the time, mails nothing, and is confirmed with « Arrhes versées » once paid", async () => {
    const who = contact();
    const result = booked(await book("coupe-degrade", tuesday, "10:00", new Date(), who));
    expect(result.message).toBe(m.awaitingDeposit);
    expect(result.deposit).toMatchObject({ amountCents: 1000 });
    const holdMinutes = (result.deposit!.holdUntil.getTime() - Date.now()) / MINUTE;
    expect(holdMinutes).toBeGreaterThan(14);
    expect(holdMinutes).toBeLessThanOrEqual(15);
    expect(await statusOf(result.bookingId)).toMatchObject({ booking: "pending", deposit: "pending" });
    expect(await mailsTo(who.email)).toHaveLength(0);
    // Held: not offered, and nobody else gets it.
    expect(await karimFree(tuesday)).not.toContain("10:00");
    expect(await book("coupe-ciseaux", tuesday, "10:00")).toMatchObject({ ok: false, code: "SLOT_TAKEN" });

    expect(await payDepositInDemo(result.deposit!.paymentToken)).toEqual({ ok: true, confirmed: true, message: dm.confirmed });
    expect(await statusOf(result.bookingId)).toMatchObject({ booking: "confirmed", deposit: "paid", captureId: `demo-${result.bookingId}` });
    // The client's express request (the box ticked on the page) is kept with the arrhes.
    const [kept] = await db().select({ at: bookingDeposits.expressRequestAt }).from(bookingDeposits).where(eq(bookingDeposits.bookingId, result.bookingId));
    expect(kept!.at).toBeInstanceOf(Date);
    const [mail] = await mailsTo(who.email);
    expect(mail!.type).toBe("booking_confirmation");
    // The arrhes' invoice, in the invoices' series, its PDF with the confirmation: 10,00 € TTC, 8,33 € HT, 1,67 € of VAT.
    const [invoice] = await documentsOf(result.bookingId);
    expect(invoice).toMatchObject({ kind: "invoice", totalCents: 1000, orderId: null });
    expect(invoice!.number).toMatch(/^FA-\d{4}-\d{6}$/);
    expect(invoice!.snapshot).toMatchObject({ vat: { ratePercent: 20, baseCents: 833, vatCents: 167 }, lines: [{ totalCents: 1000 }] });
    expect(mail!.attachments.map((a) => a.filename)).toEqual(["rendez-vous.ics", `${invoice!.number}.pdf`]);
    expect(mail!.text).toMatch(/Arrhes versées\s*:\s*10,00\s€/i);
    expect(mail!.text).toMatch(/Reste à payer au salon\s*:\s*13,00\s€/i);
    // The right of withdrawal confirmed by mail, its last day and the model form (L221-13).
    expect(mail!.text).toContain(`vous rétracter sans motif jusqu'au ${formatLongDate(withdrawalLastDay(new Date()))} inclus`);
    expect(mail!.text).toContain("Modèle de formulaire de rétractation");
    // Paid once: a second payment is refused, nothing moves.
    expect(await payDepositInDemo(result.deposit!.paymentToken)).toMatchObject({ ok: false, code: "ALREADY_PAID" });
    expect(await mailsTo(who.email)).toHaveLength(1);
  });

  it("without the client's express request (a booking made through the API alone), nothing is paid until it is given", async () => {
    const result = await createBooking({ serviceIds: [ids["coupe-degrade"]!], date: tuesday, timeSlot: "13:00", barberId: team.Karim, ...contact() });
    const token = booked(result).deposit!.paymentToken;
    expect(await payDepositInDemo(token)).toMatchObject({
      ok: false,
      code: "EXPRESS_REQUEST",
      status: 400,
      field: "expressRequest",
      message: dm.expressRequestRequired,
    });
    expect(await payDepositInDemo(token, new Date(), db(), true)).toMatchObject({ ok: true });
  });

  it("a percentage of the price; nothing for a service without arrhes; a wrong token finds nothing", async () => {
    expect(booked(await book("coupe-shampoing", tuesday, "11:00")).deposit).toMatchObject({ amountCents: 600 });
    expect(booked(await book("coupe-ciseaux", tuesday, "12:00")).deposit).toBeNull();
    expect(await payDepositInDemo("x".repeat(43))).toMatchObject({ ok: false, code: "NOT_FOUND", status: 404 });
  });

  it("a hold that runs out: the time is offered again, taken by another, and the late payment is refused", async () => {
    const start = new Date();
    const first = booked(await book("coupe-degrade", thursday, "10:00", start));
    const later = new Date(start.getTime() + 16 * MINUTE);
    expect(await karimFree(thursday, later)).toContain("10:00");
    const second = booked(await book("coupe-ciseaux", thursday, "10:00", later));
    expect(second.deposit).toBeNull();
    expect(await statusOf(first.bookingId)).toMatchObject({ booking: "expired", deposit: "expired" });
    expect(await payDepositInDemo(first.deposit!.paymentToken, later)).toMatchObject({ ok: false, code: "HOLD_ENDED" });
    expect(await mailsTo(`arrhes-${n - 1}@example.test`)).toHaveLength(0);
  });

  it("money received after the hold: confirms the time if still free, else goes back at once", async () => {
    const start = new Date();
    const free = booked(await book("coupe-degrade", thursday, "14:00", start));
    const taken = booked(await book("coupe-degrade", thursday, "15:00", start));
    const later = new Date(start.getTime() + 20 * MINUTE);
    // Another client takes 15:00 once its hold has run out.
    booked(await book("coupe-ciseaux", thursday, "15:00", later));
    const still = await settleDeposit(free.bookingId, { provider: "demo", captureId: `demo-${free.bookingId}`, amountCents: 1000 }, later);
    expect(still).toMatchObject({ ok: true });
    expect(await statusOf(free.bookingId)).toMatchObject({ booking: "confirmed", deposit: "paid" });
    const gone = await settleDeposit(taken.bookingId, { provider: "demo", captureId: `demo-${taken.bookingId}`, amountCents: 1000 }, later);
    expect(gone).toMatchObject({ ok: false, code: "HOLD_ENDED_REFUNDED", message: dm.HOLD_ENDED_REFUNDED });
    // Never invoiced (never the booking's), so no credit note either.
    expect(await documentsOf(taken.bookingId)).toEqual([]);
    expect(await statusOf(taken.bookingId)).toMatchObject({ booking: "expired", deposit: "refunded", refundId: `demo-refund-${taken.bookingId}` });
  });

  it("of simultaneous bookings of one time, one holds it; the hold counts in the cap on appointments to come", async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => book("coupe-degrade", tuesday, "16:00")));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok && a.code === "SLOT_TAKEN")).toHaveLength(3);
    const who = contact();
    for (const time of ["13:00", "14:00", "15:00"]) booked(await book("coupe-ciseaux", thursday, time, new Date(), who, "Yanis"));
    expect(await book("coupe-degrade", thursday, "17:00", new Date(), who)).toMatchObject({ ok: false, code: "TOO_MANY_BOOKINGS" });
  });
});

describe("the salon's rules", () => {
  it("new clients only: a client with an honoured visit books without arrhes (found by e-mail, not by phone)", async () => {
    await saveDepositRules({ ...DEFAULT_DEPOSIT_RULES, audience: "new_clients" }, db());
    const regular = contact();
    const past = booked(await book("coupe-ciseaux", tuesday, "17:00", new Date(), regular));
    // The visit took place: its end moved into the past.
    await db().execute(
      sql`update bookings set during = tstzrange(now() - interval '2 days', now() - interval '2 days' + interval '1 hour', '[)'), blocked = tstzrange(now() - interval '2 days', now() - interval '2 days' + interval '1 hour', '[)') where id = ${past.bookingId}`,
    );
    expect(booked(await book("coupe-degrade", thursday, "11:00", new Date(), regular)).deposit).toBeNull();
    // A stranger with the regular's phone number is a new client.
    expect(booked(await book("coupe-degrade", thursday, "11:30", new Date(), { ...contact(), phone: regular.phone }, "Yanis")).deposit).toMatchObject({
      amountCents: 1000,
    });
  });

  it("from N absences: arrhes whatever the service, or « Merci d'appeler le salon »", async () => {
    const absent = contact();
    const first = booked(await book("coupe-ciseaux", tuesday, "18:00", new Date(), absent));
    await db()
      .update(bookings)
      .set({ noShowAt: new Date() })
      .where(and(eq(bookings.id, first.bookingId)));
    await saveDepositRules({ ...DEFAULT_DEPOSIT_RULES, absenceThreshold: 1, absenceAction: "deposit", absencePercent: 50 }, db());
    // 'Coupe ciseaux': 25,00 €, no arrhes of its own: half of it.
    expect(booked(await book("coupe-ciseaux", thursday, "12:00", new Date(), absent)).deposit).toMatchObject({ amountCents: 1250 });
    await saveDepositRules({ ...DEFAULT_DEPOSIT_RULES, absenceThreshold: 1, absenceAction: "refuse" }, db());
    expect(await book("coupe-ciseaux", thursday, "12:30", new Date(), absent)).toMatchObject({
      ok: false,
      code: "CALL_SALON",
      status: 403,
      message: m.CALL_SALON,
    });
    expect(m.CALL_SALON).toBe("Merci d'appeler le salon pour réserver : 01 43 58 20 20.");
  });
});

describe("cancelling, absences and the law (art. L214-1)", () => {
  const friday = nextWeekday(5);
  /** A booking of 'Coupe dégradé' with Karim on Friday at `time`, paid in demonstration, made three days before. */
  async function paidBooking(time: string) {
    const start = appointmentSpan(friday, time, 45).start;
    const who = contact();
    const result = booked(await book("coupe-degrade", friday, time, new Date(start.getTime() - 72 * 60 * MINUTE), who));
    expect(await payDepositInDemo(result.deposit!.paymentToken, new Date(start.getTime() - 72 * 60 * MINUTE))).toMatchObject({ ok: true });
    return { ...result, who, start, before: (hours: number) => new Date(start.getTime() - hours * 60 * MINUTE) };
  }
  /** The private link's page of a booking, found by its id (as its token would find it). */
  async function getManagedBookingOf(bookingId: string, now: Date) {
    const token = "t".repeat(43);
    await db()
      .update(bookings)
      .set({ cancelTokenHash: createHash("sha256").update(token).digest("hex") })
      .where(eq(bookings.id, bookingId));
    return getManagedBooking(token, now);
  }
  const depositOf = async (bookingId: string) => (await db().select().from(bookingDeposits).where(eq(bookingDeposits.bookingId, bookingId)))[0]!;
  const lastMailTo = async (email: string) => (await mailsTo(email)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1)!;

  it("the client cancels 25 h before: refunded at once, and the mail says so", async () => {
    const paid = await paidBooking("10:00");
    const managed = await getManagedBooking("x".repeat(43));
    expect(managed).toBeNull();
    const answer = await cancelBookingOf(paid.who.email, paid.bookingId, paid.before(25));
    expect(answer).toMatchObject({ ok: true });
    expect((answer as { message: string }).message).toContain("Vos arrhes de 10,00");
    expect(await depositOf(paid.bookingId)).toMatchObject({
      status: "refunded",
      refundId: `demo-refund-${paid.bookingId}`,
      refundDueAt: null,
      compensationCents: 0,
    });
    const mail = await lastMailTo(paid.who.email);
    expect(mail.type).toBe("booking_cancelled_deposit");
    expect(mail.text).toMatch(/Vos arrhes de 10,00\s€ vous sont remboursées par PayPal/);
  });

  it("the client cancels 2 h before: refunded within the right of withdrawal, kept once it is over; without arrhes, too late online", async () => {
    const recent = await paidBooking("11:00");
    expect(await cancelBookingOf(recent.who.email, recent.bookingId, recent.before(2))).toMatchObject({ ok: true });
    expect(await depositOf(recent.bookingId)).toMatchObject({ status: "refunded" });
    // A booking whose 14 days are over (made by the salon 20 days ahead): the 24 h rule keeps them.
    const old = await paidBooking("18:00");
    await db()
      .update(bookings)
      .set({ createdAt: old.before(20 * 24) })
      .where(eq(bookings.id, old.bookingId));
    expect((await getManagedBookingOf(old.bookingId, old.before(2)))?.deposit).toEqual({ amountCents: 1000, refundable: false });
    const answer = await cancelBookingOf(old.who.email, old.bookingId, old.before(2));
    expect(answer).toMatchObject({ ok: true });
    expect(await depositOf(old.bookingId)).toMatchObject({ status: "kept", refundDueAt: null, refundId: null });
    expect((await lastMailTo(old.who.email)).text).toMatch(/Vos arrhes de 10,00\s€ sont conservées/);
    // Kept: income, its invoice stands alone.
    expect((await documentsOf(old.bookingId)).map((d) => d.kind)).toEqual(["invoice"]);
    const start = appointmentSpan(friday, "17:00", 30).start;
    const plain = contact();
    const free = booked(await book("coupe-ciseaux", friday, "17:00", new Date(start.getTime() - 72 * 60 * MINUTE), plain));
    expect(await cancelBookingOf(plain.email, free.bookingId, new Date(start.getTime() - 2 * 60 * MINUTE))).toMatchObject({ ok: false, code: "TOO_LATE" });
  });

  it("the salon cancels: refunded, and the same amount owed on top, said in the mail; then marked paid", async () => {
    const paid = await paidBooking("15:00");
    expect(await cancelBookingAsAdmin(paid.bookingId, paid.before(5))).toMatchObject({ ok: true });
    expect(await depositOf(paid.bookingId)).toMatchObject({ status: "refunded", compensationCents: 1000, compensationPaidAt: null });
    const mail = await lastMailTo(paid.who.email);
    expect(mail.type).toBe("booking_cancelled_by_salon");
    expect(mail.text).toMatch(/le salon vous verse la même somme en plus \(10,00\s€\)/);
    expect(await markCompensationPaid(paid.bookingId)).toMatchObject({ ok: true });
    expect((await depositOf(paid.bookingId)).compensationPaidAt).not.toBeNull();
    expect(await markCompensationPaid(paid.bookingId)).toMatchObject({ ok: false });
    // Kept for the accounts: a booking with arrhes is not deleted.
    expect(await deleteCancelledBooking(paid.bookingId)).toMatchObject({ ok: false, status: 409 });
  });

  it("marked 'Absent': kept; the mark taken back: the visit's again; kept, the owner may refund them (a written withdrawal, force majeure)", async () => {
    const paid = await paidBooking("16:00");
    expect(await markAttendance(paid.bookingId, true, new Date(paid.start.getTime() + 10 * MINUTE))).toMatchObject({ ok: true });
    expect(await depositOf(paid.bookingId)).toMatchObject({ status: "kept" });
    expect(await markAttendance(paid.bookingId, false, new Date(paid.start.getTime() + 20 * MINUTE))).toMatchObject({ ok: true });
    expect(await depositOf(paid.bookingId)).toMatchObject({ status: "paid" });
    // Only kept arrhes are refunded this way.
    expect(await refundKeptDeposit(paid.bookingId)).toMatchObject({ ok: false, status: 409 });
    expect(await markAttendance(paid.bookingId, true, new Date(paid.start.getTime() + 30 * MINUTE))).toMatchObject({ ok: true });
    expect(await refundKeptDeposit(paid.bookingId)).toMatchObject({ ok: true });
    expect(await depositOf(paid.bookingId)).toMatchObject({ status: "refunded", refundDueAt: null, compensationCents: 0 });
    expect((await documentsOf(paid.bookingId)).map((d) => d.kind)).toEqual(["invoice", "credit_note"]);
    expect(await refundKeptDeposit(paid.bookingId)).toMatchObject({ ok: false });
  });

  it("the team page's bookings left outside a barber's time say the arrhes a cancellation would refund and owe", async () => {
    const paid = await paidBooking("10:00");
    // Karim made inactive (as the team page does): his Friday is left outside his time.
    const team = (await getTeam(db())).map((b) => (b.name === "Karim" ? { ...b, active: false } : b));
    const listed = await bookingsOutsideTeam(team, { now: new Date(), from: friday, to: friday }, db());
    expect(listed.find((b) => b.id === paid.bookingId)).toMatchObject({ reason: "inactive", depositCents: 1000 });
  });

  it("cancelled by the salon at the client's request: the client's rules (refunded within the 14 days), no double", async () => {
    const paid = await paidBooking("19:00");
    expect(await cancelBookingAsAdmin(paid.bookingId, paid.before(3), db(), true)).toMatchObject({ ok: true });
    expect(await depositOf(paid.bookingId)).toMatchObject({ status: "refunded", compensationCents: 0 });
    const mail = await lastMailTo(paid.who.email);
    expect(mail.type).toBe("booking_cancelled_deposit");
    expect(mail.text).toContain("À votre demande");
    expect(mail.text).toMatch(/Vos arrhes de 10,00\s€ vous sont remboursées par PayPal\./);
  });
});

describe("with PayPal (the loopback server)", () => {
  let paypal: PayPalServer;
  const env = {
    PAYMENT_MODE: "paypal",
    PAYPAL_CLIENT_ID: PAYPAL_CLIENT.id,
    PAYPAL_CLIENT_SECRET: PAYPAL_CLIENT.secret,
    PAYPAL_MERCHANT_ID,
    PAYPAL_TIMEOUT_MS: "1000",
  };
  beforeAll(async () => {
    paypal = await startPayPalServer();
    Object.assign(process.env, env, { PAYPAL_API_URL: paypal.url });
    resetConfig();
    forgetPayPalToken();
  });
  afterAll(async () => {
    for (const key of [...Object.keys(env), "PAYPAL_API_URL"]) delete process.env[key];
    process.env.PAYMENT_MODE = "demo";
    resetConfig();
    await paypal.close();
  });
  beforeEach(() => {
    paypal.captureMode = "ok";
    paypal.refundMode = "ok";
  });

  it("the order is the booking's arrhes, captured once however often asked, and confirms the booking", async () => {
    const result = booked(await book("coupe-degrade", tuesday, "14:00"));
    const token = result.deposit!.paymentToken;
    expect(await payDepositInDemo(token)).toMatchObject({ ok: false, code: "PAYMENT_FAILED" });
    const created = await startDepositPayPal(token);
    if (!created.ok) throw new Error(created.code);
    // Asked again: the same order.
    expect(await startDepositPayPal(token)).toMatchObject({ ok: true, paypalOrderId: created.paypalOrderId });
    const order = paypal.orders.get(created.paypalOrderId)!;
    expect(order.purchaseUnit).toMatchObject({ custom_id: `booking:${result.bookingId}`, amount: { currency_code: "EUR", value: "10.00" } });
    // Not approved yet: nothing is captured.
    expect(await captureDepositPayPal(token, created.paypalOrderId)).toMatchObject({ ok: false, code: "PAYMENT_FAILED" });
    paypal.approve(created.paypalOrderId);
    const answers = await Promise.all([captureDepositPayPal(token, created.paypalOrderId), captureDepositPayPal(token, created.paypalOrderId)]);
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(paypal.orders.get(created.paypalOrderId)!.captures).toHaveLength(1);
    expect(await statusOf(result.bookingId)).toMatchObject({ booking: "confirmed", deposit: "paid", captureId: order.captures[0]!.id });
    // Another booking's order is not this one's.
    const other = booked(await book("coupe-degrade", tuesday, "15:00"));
    expect(await captureDepositPayPal(other.deposit!.paymentToken, created.paypalOrderId)).toMatchObject({ ok: false, code: "NOT_FOUND" });
  });

  it("a capture whose answer never came is put right by the check at start: PayPal's order is the record", async () => {
    const result = booked(await book("coupe-degrade", thursday, "16:00"));
    const token = result.deposit!.paymentToken;
    const created = await startDepositPayPal(token);
    if (!created.ok) throw new Error(created.code);
    paypal.approve(created.paypalOrderId);
    // PayPal captured, and the process stopped before writing anything (the capture made by PayPal's
    // own client, as our call would have): the booking still waits.
    await capturePayPalOrder(getConfig().paypal, created.paypalOrderId);
    expect(await statusOf(result.bookingId)).toMatchObject({ booking: "pending", deposit: "pending" });
    expect(await reconcileDeposits()).toEqual({ settled: 1, refunded: 0 });
    expect(await statusOf(result.bookingId)).toMatchObject({ booking: "confirmed", deposit: "paid" });
    expect(await reconcileDeposits()).toEqual({ settled: 0, refunded: 0 });
  });

  it("a capture after the hold whose time was taken is refunded through PayPal, once, even when PayPal fails at first", async () => {
    const start = new Date();
    const result = booked(await book("coupe-degrade", thursday, "17:30", start));
    const created = await startDepositPayPal(result.deposit!.paymentToken, start);
    if (!created.ok) throw new Error(created.code);
    paypal.approve(created.paypalOrderId);
    const later = new Date(start.getTime() + 20 * MINUTE);
    booked(await book("coupe-ciseaux", thursday, "17:30", later));
    paypal.refundMode = "error";
    expect(await captureDepositPayPal(result.deposit!.paymentToken, created.paypalOrderId, later)).toMatchObject({ ok: false, code: "HOLD_ENDED_REFUNDED" });
    // The refund failed: recorded as due, given back by the next check.
    expect(await statusOf(result.bookingId)).toMatchObject({ booking: "expired", deposit: "expired" });
    paypal.refundMode = "ok";
    expect(await reconcileDeposits(later)).toEqual({ settled: 0, refunded: 1 });
    expect(await statusOf(result.bookingId)).toMatchObject({ deposit: "refunded" });
    const captureId = paypal.orders.get(created.paypalOrderId)!.captures[0]!.id;
    expect(paypal.refunds.filter((r) => r.captureId === captureId)).toHaveLength(1);
  });
});
