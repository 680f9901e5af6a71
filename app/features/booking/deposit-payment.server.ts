import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { capturePayPalOrder, createPayPalOrder, getPayPalOrder, PayPalError, refundPayPalCapture, type PayPalOrder } from "~/features/orders/paypal.server";
import { toDecimalAmount } from "~/features/orders/pricing";
import { documentAttachment, issueDepositCreditNote, issueDepositInvoice } from "~/features/invoices/invoices.server";
import { getConfig } from "~/lib/config.server";
import { formatLongDate } from "~/lib/dates";
import { log } from "~/lib/log.server";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx, type Tx } from "~db/client.server";
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from "~db/errors";
import { inTransaction } from "~db/transactions";
import { barbers, bookingDeposits, bookings, customers } from "~db/schema";
import { endHolds, lockDays } from "./availability.server";
import { bookingMailColumns, hashToken, queueBookingMails } from "./booking-mails.server";
import { depositMessages as m, type DepositCode } from "./deposit-messages";
import { appointmentSpan } from "./slots";
import { withdrawalLastDay } from "./withdrawal";

/** What paid the arrhes: the demonstration (no money moves) or a PayPal capture. */
type Payment = { provider: "demo" | "paypal"; captureId: string; amountCents: number };

/** The answer of a payment: the booking confirmed, or why not (and whether the money went back). */
export type DepositPaid = { confirmed: true };

/** PayPal's custom id of a booking's arrhes: what ties the PayPal order to that booking. */
export const depositCustomId = (bookingId: string) => `booking:${bookingId}`;

const paypal = () => getConfig().paypal;

/** The arrhes awaited by the browser holding this payment token (not the booking's private link). */
async function depositOfToken(token: string, db: DbOrTx) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({
      bookingId: bookingDeposits.bookingId,
      amountCents: bookingDeposits.amountCents,
      status: bookingDeposits.status,
      paypalOrderId: bookingDeposits.paypalOrderId,
      // The client's express request, made in the dialog or on the arrhes' page.
      expressRequested: sql<boolean>`(${bookings.expressRequestAt} is not null or ${bookingDeposits.expressRequestAt} is not null)`,
      bookingStatus: bookings.status,
      holdUntil: bookings.holdUntil,
      date: bookings.date,
      timeSlot: bookings.timeSlot,
      title: bookings.title,
    })
    .from(bookingDeposits)
    .innerJoin(bookings, eq(bookings.id, bookingDeposits.bookingId))
    .where(eq(bookingDeposits.paymentTokenHash, hashToken(token)));
  return row ?? null;
}

type Pending = NonNullable<Awaited<ReturnType<typeof depositOfToken>>>;

/** What the page of a held booking's arrhes shows (`/arrhes/:token`), or null for an unknown token. */
export type DepositPage = {
  title: string;
  barberName: string;
  date: string;
  timeSlot: string;
  durationMinutes: number;
  priceCents: number;
  amountCents: number;
  /** Still to pay within the hold (its end, ISO), paid, or the hold ended (refunded if money came late). */
  state: "payable" | "paid" | "ended" | "refunded";
  holdUntil: string | null;
  /** The client already asked to be served within the right of withdrawal (in the dialog). */
  expressRequested: boolean;
};

export async function depositPageOf(token: string, now = new Date(), db: DbOrTx = getDb()): Promise<DepositPage | null> {
  const deposit = await depositOfToken(token, db);
  if (!deposit) return null;
  const [details] = await db
    .select({ barberName: barbers.name, durationMinutes: bookings.durationMinutes, priceCents: bookings.priceCents })
    .from(bookings)
    .innerJoin(barbers, eq(barbers.id, bookings.barberId))
    .where(eq(bookings.id, deposit.bookingId));
  const state: DepositPage["state"] =
    deposit.status === "paid" || deposit.status === "kept"
      ? "paid"
      : deposit.status === "refunded"
        ? "refunded"
        : payable(deposit, now).ok
          ? "payable"
          : "ended";
  return {
    title: deposit.title,
    barberName: details!.barberName,
    date: deposit.date,
    timeSlot: deposit.timeSlot,
    durationMinutes: details!.durationMinutes,
    priceCents: details!.priceCents,
    amountCents: deposit.amountCents,
    state,
    holdUntil: state === "payable" && deposit.holdUntil ? deposit.holdUntil.toISOString() : null,
    expressRequested: deposit.expressRequested,
  };
}

/** Paid only once the client asked to be served within the right of withdrawal (L221-25): in the dialog, or now. */
const expressRequestMissing = (deposit: Pending, asked: boolean) =>
  !asked && !deposit.expressRequested ? fail("EXPRESS_REQUEST", m.expressRequestRequired, 400, "expressRequest") : null;

/** Still to be paid, within its hold. */
function payable(deposit: Pending | null, now: Date): Result<Pending, DepositCode> {
  if (!deposit) return fail("NOT_FOUND", m.NOT_FOUND, 404);
  if (deposit.status !== "pending") return deposit.status === "expired" ? fail("HOLD_ENDED", m.HOLD_ENDED, 409) : fail("ALREADY_PAID", m.ALREADY_PAID, 409);
  if (deposit.bookingStatus !== "pending" || !deposit.holdUntil || deposit.holdUntil <= now) return fail("HOLD_ENDED", m.HOLD_ENDED, 409);
  return succeed(deposit);
}

/** The client's express request (the box ticked before paying), kept with the arrhes: its first time. */
async function recordExpressRequest(bookingId: string, now: Date, db: DbOrTx) {
  await db
    .update(bookingDeposits)
    .set({ expressRequestAt: now })
    .where(and(eq(bookingDeposits.bookingId, bookingId), isNull(bookingDeposits.expressRequestAt)));
}

/** Demonstration mode: the arrhes are "paid" without PayPal, as the checkout's demonstration does. */
export async function payDepositInDemo(token: string, now = new Date(), db: DbOrTx = getDb(), asked = false): Promise<Result<DepositPaid, DepositCode>> {
  if (getConfig().paymentMode !== "demo") return fail("PAYMENT_FAILED", m.PAYMENT_FAILED, 409);
  const deposit = payable(await depositOfToken(token, db), now);
  if (!deposit.ok) return deposit;
  const missing = expressRequestMissing(deposit, asked);
  if (missing) return missing;
  const { bookingId, amountCents } = deposit;
  await recordExpressRequest(bookingId, now, db);
  return settleDeposit(bookingId, { provider: "demo", captureId: `demo-${bookingId}`, amountCents }, now, db);
}

/** PayPal, step 1: the order the client approves, for the arrhes, bound to the booking (its custom id). */
export async function startDepositPayPal(
  token: string,
  now = new Date(),
  db: DbOrTx = getDb(),
  asked = false,
): Promise<Result<{ paypalOrderId: string }, DepositCode>> {
  if (getConfig().paymentMode !== "paypal") return fail("PAYMENT_FAILED", m.PAYMENT_FAILED, 409);
  const deposit = payable(await depositOfToken(token, db), now);
  if (!deposit.ok) return deposit;
  const missing = expressRequestMissing(deposit, asked);
  if (missing) return missing;
  await recordExpressRequest(deposit.bookingId, now, db);
  if (deposit.paypalOrderId) return succeed({ paypalOrderId: deposit.paypalOrderId });
  let paypalOrderId: string;
  try {
    paypalOrderId = await createPayPalOrder(paypal(), {
      amount: toDecimalAmount(deposit.amountCents),
      reference: deposit.bookingId,
      customId: depositCustomId(deposit.bookingId),
      description: `Arrhes – rendez-vous du ${formatLongDate(deposit.date)} à ${deposit.timeSlot}`,
    });
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    log("warn", "PayPal order for arrhes not created", { bookingId: deposit.bookingId, error: error.message });
    return fail("PAYMENT_FAILED", m.PAYMENT_FAILED, 502);
  }
  // PayPal answers a repeated creation (same request id) with the same order: the first one stands.
  await db
    .update(bookingDeposits)
    .set({ paypalOrderId })
    .where(and(eq(bookingDeposits.bookingId, deposit.bookingId), isNull(bookingDeposits.paypalOrderId)));
  const [stored] = await db.select({ id: bookingDeposits.paypalOrderId }).from(bookingDeposits).where(eq(bookingDeposits.bookingId, deposit.bookingId));
  return succeed({ paypalOrderId: stored!.id! });
}

/** The PayPal order is the arrhes of this booking, as we made it: its custom id, amount, currency and payee. */
const isOurs = (order: PayPalOrder, bookingId: string, amountCents: number) =>
  order.customId === depositCustomId(bookingId) &&
  order.currency === "EUR" &&
  order.amountCents === amountCents &&
  order.payeeMerchantId === paypal().merchantId;

const completedCapture = (order: PayPalOrder) => order.captures.find((c) => c.status === "COMPLETED") ?? null;

/**
 * PayPal, step 2, once the client approved: only the order made for this booking is captured (once,
 * however often this is called), and the capture confirms the booking, or is refunded when its time
 * was taken meanwhile (settleDeposit).
 */
export async function captureDepositPayPal(
  token: string,
  paypalOrderId: string,
  now = new Date(),
  db: DbOrTx = getDb(),
): Promise<Result<DepositPaid, DepositCode>> {
  if (getConfig().paymentMode !== "paypal") return fail("PAYMENT_FAILED", m.PAYMENT_FAILED, 409);
  const deposit = await depositOfToken(token, db);
  if (!deposit || deposit.paypalOrderId !== paypalOrderId) return fail("NOT_FOUND", m.NOT_FOUND, 404);
  if (deposit.status === "paid") return succeed({ confirmed: true }, m.confirmed);
  let order: PayPalOrder;
  try {
    order = await getPayPalOrder(paypal(), paypalOrderId);
    if (!isOurs(order, deposit.bookingId, deposit.amountCents)) {
      log("warn", "PayPal order for arrhes not ours as it stands", { bookingId: deposit.bookingId, paypalOrderId });
      return fail("PAYMENT_FAILED", m.PAYMENT_FAILED, 400);
    }
    if (!completedCapture(order)) {
      if (order.status !== "APPROVED") return fail("PAYMENT_FAILED", m.PAYMENT_FAILED, 409);
      order = await captureOrRead(paypalOrderId);
    }
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    log("warn", "PayPal capture of arrhes failed", { bookingId: deposit.bookingId, paypalOrderId, error: error.message });
    // Whatever PayPal did, the order is checked again at the next start (reconcileDeposits).
    return fail("PAYMENT_FAILED", m.PAYMENT_FAILED, 502);
  }
  const capture = completedCapture(order);
  if (!capture) return fail("PAYMENT_FAILED", m.PAYMENT_FAILED, 402);
  return settleDeposit(deposit.bookingId, { provider: "paypal", captureId: capture.id, amountCents: capture.amountCents }, now, db);
}

/** Captures; on no answer or a server error, reads the order: PayPal may have captured all the same. */
async function captureOrRead(paypalOrderId: string): Promise<PayPalOrder> {
  try {
    return await capturePayPalOrder(paypal(), paypalOrderId);
  } catch (error) {
    if (!(error instanceof PayPalError) || !error.uncertain) throw error;
    return getPayPalOrder(paypal(), paypalOrderId);
  }
}

type Settled = { outcome: "confirmed" } | { outcome: "refund"; reason: "taken" | "cancelled" };

/**
 * The money received becomes the booking's arrhes, once (the deposit's row locked): its booking is
 * confirmed (its mails queued with « Arrhes versées »), even when the hold ran out if its time is
 * still free; if the time was taken meanwhile, or the booking is gone, the money goes back at once.
 */
export async function settleDeposit(bookingId: string, payment: Payment, now: Date, db: DbOrTx = getDb()): Promise<Result<DepositPaid, DepositCode>> {
  let settled: Settled | "again";
  try {
    settled = await inTransaction(db, (tx) => settleInTransaction(tx, bookingId, payment, now));
  } catch (error) {
    if (pgErrorCode(error) !== PG_EXCLUSION_VIOLATION) throw error;
    settled = "again";
  }
  // The time was taken by another booking: recorded as money to give back, then given back.
  if (settled === "again") settled = await inTransaction(db, (tx) => recordRefundDue(tx, bookingId, payment, now));
  if (settled.outcome === "confirmed") return succeed({ confirmed: true }, m.confirmed);
  await refundDue(bookingId, db);
  return settled.reason === "taken" ? fail("HOLD_ENDED_REFUNDED", m.HOLD_ENDED_REFUNDED, 409) : fail("CANCELLED_REFUNDED", m.CANCELLED_REFUNDED, 409);
}

async function settleInTransaction(tx: Tx, bookingId: string, payment: Payment, now: Date): Promise<Settled> {
  const [where] = await tx.select({ date: bookings.date }).from(bookings).where(eq(bookings.id, bookingId));
  if (!where) throw new Error(`arrhes of an unknown booking ${bookingId}`);
  // The day's lock, as any booking write, and the holds run out ended first (this one's too, if it has).
  await lockDays(tx, [where.date]);
  await endHolds(tx, now, [where.date]);
  const [deposit] = await tx.select().from(bookingDeposits).where(eq(bookingDeposits.bookingId, bookingId)).for("update");
  const [booking] = await tx
    .select({
      ...bookingMailColumns,
      status: bookings.status,
      channel: bookings.channel,
      createdAt: bookings.createdAt,
      asked: sql<boolean>`(${bookings.expressRequestAt} is not null or ${bookingDeposits.expressRequestAt} is not null)`,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(barbers, eq(barbers.id, bookings.barberId))
    .innerJoin(bookingDeposits, eq(bookingDeposits.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId))
    .for("update", { of: bookings });
  if (!deposit || !booking) throw new Error(`arrhes of an unknown booking ${bookingId}`);
  // Already settled by this capture (a second call, a retry, the start's check): the same answer.
  if (deposit.captureId === payment.captureId) return deposit.status === "paid" ? { outcome: "confirmed" } : { outcome: "refund", reason: "taken" };
  if (deposit.status !== "pending" && deposit.status !== "expired") {
    // Another payment already settled these arrhes: ours cannot be a second one. Never expected
    // (one PayPal order per booking), said loudly for the owner to check in PayPal.
    log("error", "a second payment of arrhes already settled", { bookingId, captureId: payment.captureId, settledBy: deposit.captureId });
    return { outcome: "confirmed" };
  }
  if (booking.status === "cancelled") return recordRefundDue(tx, bookingId, payment, now, "cancelled");
  // 'pending' within its hold, or 'expired' (ended, unpaid) whose time is still free: confirmed. If
  // another booking took the time, the exclusion constraint refuses it (settleDeposit refunds).
  const token = randomBytes(32).toString("base64url");
  await tx
    .update(bookings)
    .set({ status: "confirmed", holdUntil: null, cancelTokenHash: hashToken(token) })
    .where(eq(bookings.id, bookingId));
  await tx
    .update(bookingDeposits)
    .set({ status: "paid", provider: payment.provider, captureId: payment.captureId, paidAt: now })
    .where(eq(bookingDeposits.bookingId, bookingId));
  const cancelUrl = `${getConfig().publicUrl}/rendez-vous/${token}`;
  const appointment = `${formatLongDate(booking.date)} à ${booking.timeSlot}`;
  // The arrhes' invoice, numbered in the invoices' series, its PDF with the confirmation.
  const invoice = booking.email
    ? await issueDepositInvoice(
        tx,
        {
          bookingId,
          reference: `RDV ${booking.date} ${booking.timeSlot}`,
          appointment,
          customer: { name: booking.name, email: booking.email },
          title: booking.title,
          amountCents: deposit.amountCents,
        },
        now,
      )
    : null;
  await queueBookingMails(tx, {
    documents: invoice ? [documentAttachment(invoice)] : [],
    withdrawal: { until: formatLongDate(withdrawalLastDay(booking.createdAt)), arrhes: true, asked: booking.asked },
    booking: { ...booking, depositPaidCents: deposit.amountCents },
    bookingId,
    span: appointmentSpan(booking.date, booking.timeSlot, booking.durationMinutes),
    token,
    cancelUrl,
    channel: booking.channel,
    now,
  });
  return { outcome: "confirmed" };
}

/**
 * Money received for a booking that cannot have it (its time taken, or it was cancelled): recorded on
 * the deposit as a refund owed, which `refundDue` makes, or the next check if the process stops first.
 */
async function recordRefundDue(tx: Tx, bookingId: string, payment: Payment, now: Date, reason: "taken" | "cancelled" = "taken"): Promise<Settled> {
  log("warn", "arrhes received for a booking that cannot have them: refunded", { bookingId, captureId: payment.captureId, reason });
  await tx
    .update(bookingDeposits)
    .set({ status: "expired", provider: payment.provider, captureId: payment.captureId, paidAt: now, refundDueAt: now })
    .where(and(eq(bookingDeposits.bookingId, bookingId), isNull(bookingDeposits.captureId)));
  return { outcome: "refund", reason };
}

/**
 * Makes a refund recorded as owed (`refundDueAt`): PayPal's, idempotent by its request id (asked
 * twice, PayPal answers the same refund); the demonstration's at once. True once refunded.
 */
export async function refundDue(bookingId: string, db: DbOrTx = getDb(), now = new Date()): Promise<boolean> {
  const [due] = await db
    .select()
    .from(bookingDeposits)
    .where(and(eq(bookingDeposits.bookingId, bookingId), isNotNull(bookingDeposits.refundDueAt), isNotNull(bookingDeposits.captureId)));
  if (!due) return false;
  let refundId = `demo-refund-${bookingId}`;
  if (due.provider === "paypal") {
    try {
      refundId = (await refundPayPalCapture(paypal(), due.captureId!, `refund-${due.captureId}`)).id;
    } catch (error) {
      if (!(error instanceof PayPalError)) throw error;
      log("error", "refund of arrhes failed: tried again at the next check", { bookingId, captureId: due.captureId, error: error.message });
      return false;
    }
  }
  await inTransaction(db, async (tx) => {
    const done = await tx
      .update(bookingDeposits)
      .set({ status: "refunded", refundId, settledAt: now, refundDueAt: null })
      .where(and(eq(bookingDeposits.bookingId, bookingId), isNotNull(bookingDeposits.refundDueAt)))
      .returning({ id: bookingDeposits.bookingId });
    // The arrhes' invoice cancelled by its credit note (none if they were never invoiced: money
    // received for a time already taken).
    if (done.length > 0) await issueDepositCreditNote(tx, bookingId, now);
  });
  return true;
}

/**
 * At start and now and then: the arrhes PayPal may have taken without our record (the process
 * stopped between PayPal's capture and our write): PayPal's order is the record. Each open PayPal
 * order of the last hours is read; a completed capture is settled (confirmed, or given back); and
 * captures recorded as due are given back.
 */
export async function reconcileDeposits(now = new Date(), db: DbOrTx = getDb()): Promise<{ settled: number; refunded: number }> {
  let settled = 0;
  let refunded = 0;
  const due = await db.select({ bookingId: bookingDeposits.bookingId }).from(bookingDeposits).where(isNotNull(bookingDeposits.refundDueAt));
  for (const { bookingId } of due) if (await refundDue(bookingId, db, now)) refunded++;
  if (getConfig().paymentMode !== "paypal") return { settled, refunded };
  const open = await db
    .select({ bookingId: bookingDeposits.bookingId, paypalOrderId: bookingDeposits.paypalOrderId, amountCents: bookingDeposits.amountCents })
    .from(bookingDeposits)
    .where(
      and(
        sql`${bookingDeposits.status} in ('pending', 'expired')`,
        isNotNull(bookingDeposits.paypalOrderId),
        isNull(bookingDeposits.captureId),
        // PayPal keeps an approved order capturable for 3 hours.
        sql`${bookingDeposits.createdAt} > ${now.toISOString()}::timestamptz - interval '6 hours'`,
      ),
    );
  for (const deposit of open) {
    try {
      const order = await getPayPalOrder(paypal(), deposit.paypalOrderId!);
      const capture = completedCapture(order);
      if (!capture || !isOurs(order, deposit.bookingId, deposit.amountCents)) continue;
      const result = await settleDeposit(deposit.bookingId, { provider: "paypal", captureId: capture.id, amountCents: capture.amountCents }, now, db);
      if (result.ok) settled++;
      else refunded++;
    } catch (error) {
      if (!(error instanceof PayPalError)) throw error;
      log("warn", "PayPal order of arrhes not read: checked again later", { bookingId: deposit.bookingId, error: error.message });
    }
  }
  return { settled, refunded };
}
