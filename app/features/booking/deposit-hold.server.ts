import { randomBytes } from "node:crypto";
import { getConfig } from "~/lib/config.server";
import type { Tx } from "~db/client.server";
import { bookingDeposits } from "~db/schema";
import { Refused } from "./barber-assignment.server";
import { hashToken } from "./booking-mails.server";
import { clientRecordOf } from "./customers.server";
import { getDepositRules } from "./deposit-rules.server";
import { depositFor, serviceDepositCents, type DepositRules, type ServiceDeposit } from "./deposits";

/** Arrhes asked of an online booking: how much, why, and until when its time is held. */
export type AskedDeposit = { amountCents: number; reason: "service" | "absences"; holdUntil: Date };
/** What the browser that booked needs to pay: the amount, the end of the hold, and its payment token. */
export type HeldDeposit = { amountCents: number; holdUntil: Date; paymentToken: string };

/**
 * In an online booking's transaction (under its client's lock): the arrhes this visit asks of this
 * client (their record found by e-mail), or null; refused (`CALL_SALON`) by the rule on absences.
 */
export async function depositAsked(tx: Tx, email: string, visit: ReadonlyArray<ServiceDeposit>, now: Date, known?: DepositRules): Promise<AskedDeposit | null> {
  // Read before the transaction, from memory, when the caller did (the embedded database has one
  // connection: nothing outside the transaction may be read inside it).
  const rules = known ?? (await getDepositRules(tx));
  const asked = visit.some((s) => serviceDepositCents(s) > 0);
  // The client's record matters only to a rule on absences, or to arrhes asked of new clients only.
  if (!asked && rules.absenceThreshold === null) return null;
  const client =
    rules.absenceThreshold !== null || rules.audience === "new_clients" ? await clientRecordOf(tx, email, now) : { honouredVisits: 0, absences: 0 };
  const decision = depositFor(visit, client, rules);
  if (decision.kind === "refused") throw new Refused("CALL_SALON");
  if (decision.kind === "none") return null;
  return { amountCents: decision.amountCents, reason: decision.reason, holdUntil: new Date(now.getTime() + getConfig().bookingHoldMinutes * 60_000) };
}

/** Records the arrhes awaited for a held booking, and the token its payment is made with. */
export async function holdForDeposit(tx: Tx, bookingId: string, deposit: AskedDeposit): Promise<HeldDeposit> {
  const paymentToken = randomBytes(32).toString("base64url");
  await tx.insert(bookingDeposits).values({
    bookingId,
    amountCents: deposit.amountCents,
    reason: deposit.reason,
    status: "pending",
    paymentTokenHash: hashToken(paymentToken),
  });
  return { amountCents: deposit.amountCents, holdUntil: deposit.holdUntil, paymentToken };
}
