import { and, eq, isNull, sql } from "drizzle-orm";
import { formatPrice } from "~/lib/money";
import type { DbOrTx } from "~db/client.server";
import { bookingDeposits, bookings } from "~db/schema";
import { CANCELLATION_NOTICE_HOURS } from "./booking-rules";
import { withinWithdrawal } from "./withdrawal";

/**
 * What becomes of a booking's paid arrhes when it ends otherwise than by the visit
 * (docs/decisions/0028, Code de la consommation art. L214-1):
 * - the client cancels within the right of withdrawal (every online booking, today: L221-18,
 *   L221-24), or 24 h or more before (the salon's promise, beyond the law): refunded in full;
 * - the client cancels later, or is marked 'Absent': kept (the consumer who withdraws loses them),
 *   unless the owner refunds them (a written withdrawal within the period, force majeure);
 * - the salon cancels: refunded, and the same amount again is owed ("restituées au double").
 * Refunds are recorded as owed here, in the change's transaction, and made once it commits (refundDue).
 */
export type DepositOutcome = { kind: "refunded" | "kept"; amountCents: number; compensationCents: number } | null;

async function paidDeposit(tx: DbOrTx, bookingId: string) {
  const [row] = await tx
    .select({ amountCents: bookingDeposits.amountCents })
    .from(bookingDeposits)
    .where(and(eq(bookingDeposits.bookingId, bookingId), eq(bookingDeposits.status, "paid"), isNull(bookingDeposits.refundDueAt)))
    .for("update");
  return row ?? null;
}

/**
 * Whether the client who cancels now gets the arrhes back: always within the right of withdrawal
 * (every booking made online, today: the window is 14 days), and 24 h or more before the start.
 */
export const refundableOnCancel = (startMs: number, now: Date, bookedAt: Date) =>
  withinWithdrawal(bookedAt, now) || startMs - now.getTime() >= CANCELLATION_NOTICE_HOURS * 3600_000;

export async function settleOnClientCancel(tx: DbOrTx, bookingId: string, startMs: number, now: Date, bookedAt: Date): Promise<DepositOutcome> {
  const paid = await paidDeposit(tx, bookingId);
  if (!paid) return null;
  if (refundableOnCancel(startMs, now, bookedAt)) {
    await tx.update(bookingDeposits).set({ refundDueAt: now }).where(eq(bookingDeposits.bookingId, bookingId));
    return { kind: "refunded", amountCents: paid.amountCents, compensationCents: 0 };
  }
  await tx.update(bookingDeposits).set({ status: "kept", settledAt: now }).where(eq(bookingDeposits.bookingId, bookingId));
  return { kind: "kept", amountCents: paid.amountCents, compensationCents: 0 };
}

export async function settleOnSalonCancel(tx: DbOrTx, bookingId: string, now: Date): Promise<DepositOutcome> {
  const paid = await paidDeposit(tx, bookingId);
  if (!paid) return null;
  await tx.update(bookingDeposits).set({ refundDueAt: now, compensationCents: paid.amountCents }).where(eq(bookingDeposits.bookingId, bookingId));
  return { kind: "refunded", amountCents: paid.amountCents, compensationCents: paid.amountCents };
}

/** 'Absent' marked: the arrhes are kept; the mark taken back (a mistake): they are the visit's again. */
export async function settleOnAbsence(tx: DbOrTx, bookingId: string, absent: boolean, now: Date): Promise<void> {
  if (absent) {
    await tx
      .update(bookingDeposits)
      .set({ status: "kept", settledAt: now })
      .where(and(eq(bookingDeposits.bookingId, bookingId), eq(bookingDeposits.status, "paid"), isNull(bookingDeposits.refundDueAt)));
    return;
  }
  await tx
    .update(bookingDeposits)
    .set({ status: "paid", settledAt: null })
    .where(
      and(
        eq(bookingDeposits.bookingId, bookingId),
        eq(bookingDeposits.status, "kept"),
        sql`exists (select 1 from ${bookings} where ${bookings.id} = ${bookingId} and ${bookings.status} = 'confirmed')`,
      ),
    );
}

/** The sentence a page or a mail adds about the arrhes. */
export function depositOutcomeText(outcome: DepositOutcome): string | null {
  if (!outcome) return null;
  const amount = formatPrice(outcome.amountCents);
  if (outcome.kind === "kept")
    return `Vos arrhes de ${amount} sont conservées par le salon (annulation moins de ${CANCELLATION_NOTICE_HOURS} h avant le rendez-vous, délai de rétractation écoulé).`;
  if (outcome.compensationCents > 0)
    return `Vos arrhes de ${amount} vous sont remboursées par PayPal, et le salon vous verse la même somme en plus (${formatPrice(outcome.compensationCents)}), comme le prévoit l'article L214-1 du Code de la consommation.`;
  return `Vos arrhes de ${amount} vous sont remboursées par PayPal.`;
}
