import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { createElement } from "react";
import type { SessionUser } from "~/features/accounts/session.server";
import { queueEmail } from "~/features/email/outbox.server";
import { ConfirmEmail } from "~/features/email/templates/confirm-email";
import { getConfig } from "~/lib/config.server";
import { formatLongDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx } from "~db/client.server";
import { inTransaction } from "~db/transactions";
import { barbers, bookings, customers, user as users, verification } from "~db/schema";
import { bookingDepositPaid, bookingLines } from "./booking-mails.server";
import { isCancellable } from "./cancellation.server";
import { refundableOnCancel } from "./deposit-settlement.server";

/** How long the link that confirms an account's e-mail address works. */
const EMAIL_CONFIRMATION_HOURS = 24;

export type MyBooking = {
  id: string;
  serviceId: string;
  /** The visit's services, in order ('Réserver à nouveau' books them all again). */
  serviceIds: string[];
  serviceTitle: string;
  /** The barber who takes (or took) it. */
  barberId: string;
  barberName: string;
  dateText: string;
  timeSlot: string;
  price: string;
  /** The name it was made with: a booking someone else made with the address shows theirs. */
  customerName: string;
  status: "confirmed" | "cancelled";
  cancellable: boolean;
  /** « Arrhes versées : 10,00 € » and what remains to pay at the salon; whether cancelling now keeps them. */
  deposit: { paid: string; remaining: string; keptIfCancelled: boolean } | null;
};

export type MyBookings = { confirmed: false } | { confirmed: true; upcoming: MyBooking[]; past: MyBooking[] };

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const identifierOf = (userId: string) => `email-confirmation:${userId}`;

async function emailConfirmed(userId: string, db: DbOrTx) {
  const [row] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, userId));
  return row?.verified === true;
}

/** Whether the account has shown its e-mail address is its own. */
export const isEmailConfirmed = (account: SessionUser, db: DbOrTx = getDb()) => emailConfirmed(account.id, db);

/**
 * The appointments made with the account's e-mail address, signed in or not, once the customer
 * has shown the address is theirs (a link sent to it): before that, anyone could read another's
 * appointments by signing up with their address. Upcoming ones soonest first, then the past.
 */
export async function listMyBookings(account: SessionUser, now = new Date(), db: DbOrTx = getDb()): Promise<MyBookings> {
  if (!(await emailConfirmed(account.id, db))) return { confirmed: false };
  const rows = await db
    .select({
      id: bookings.id,
      serviceId: bookings.serviceId,
      lines: bookingLines,
      serviceTitle: bookings.title,
      barberId: bookings.barberId,
      barberName: barbers.name,
      date: bookings.date,
      timeSlot: bookings.timeSlot,
      priceCents: bookings.priceCents,
      customerName: bookings.customerName,
      status: bookings.status,
      depositCents: bookingDepositPaid,
      createdAt: bookings.createdAt,
      startMs: sql<number>`extract(epoch from lower(${bookings.during}))::float8 * 1000`,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(barbers, eq(barbers.id, bookings.barberId))
    // A time held for its arrhes and never paid is not an appointment.
    .where(and(sql`lower(${customers.email}) = ${account.email.toLowerCase()}`, inArray(bookings.status, ["confirmed", "cancelled"])))
    .orderBy(asc(bookings.during))
    .limit(200);
  const view = (r: (typeof rows)[number]): MyBooking => ({
    id: r.id,
    serviceId: r.serviceId,
    serviceIds: r.lines.map((l) => l.serviceId),
    serviceTitle: r.serviceTitle,
    barberId: r.barberId,
    barberName: r.barberName,
    dateText: formatLongDate(r.date),
    timeSlot: r.timeSlot,
    price: formatPrice(r.priceCents),
    customerName: r.customerName,
    status: r.status as "confirmed" | "cancelled",
    cancellable: isCancellable(r, now),
    deposit: r.depositCents
      ? {
          paid: formatPrice(r.depositCents),
          remaining: formatPrice(Math.max(0, r.priceCents - r.depositCents)),
          keptIfCancelled: !refundableOnCancel(Number(r.startMs), now, r.createdAt),
        }
      : null,
  });
  const upcoming = rows.filter((r) => Number(r.startMs) > now.getTime()).map(view);
  const past = rows
    .filter((r) => Number(r.startMs) <= now.getTime())
    .reverse()
    .map(view);
  return { confirmed: true, upcoming, past };
}

export type ConfirmationCode = "ALREADY_CONFIRMED" | "INVALID_LINK";

/** Sends the link that confirms the account's address (a new one replaces any before it). */
export async function sendEmailConfirmation(account: SessionUser, now = new Date(), db: DbOrTx = getDb()): Promise<Result<object, ConfirmationCode>> {
  if (await emailConfirmed(account.id, db)) return fail("ALREADY_CONFIRMED", "Votre adresse e-mail est déjà confirmée", 409);
  const token = randomBytes(32).toString("base64url");
  const url = `${getConfig().publicUrl}/account/confirm-email/${token}`;
  await inTransaction(db, async (tx) => {
    await tx.delete(verification).where(eq(verification.identifier, identifierOf(account.id)));
    await tx.insert(verification).values({
      id: randomUUID(),
      identifier: identifierOf(account.id),
      value: hash(token),
      expiresAt: new Date(now.getTime() + EMAIL_CONFIRMATION_HOURS * 3600_000),
    });
    await queueEmail(tx, {
      type: "email_confirmation",
      to: account.email,
      subject: "Confirmez votre adresse e-mail",
      body: createElement(ConfirmEmail, { url, hours: EMAIL_CONFIRMATION_HOURS }),
      secrets: [token],
    });
  });
  return succeed({}, `Un lien de confirmation a été envoyé à ${account.email}`);
}

/** The link's token, for the signed-in account it was sent to, while it is valid: the address is confirmed. */
export async function confirmEmail(account: SessionUser, token: string, now = new Date(), db: DbOrTx = getDb()): Promise<Result<object, ConfirmationCode>> {
  if (!/^[A-Za-z0-9_-]{40,64}$/.test(token)) return fail("INVALID_LINK", "Ce lien de confirmation n'est pas valide ou a expiré", 400);
  return inTransaction(db, async (tx) => {
    const used = await tx
      .delete(verification)
      .where(and(eq(verification.identifier, identifierOf(account.id)), eq(verification.value, hash(token)), gt(verification.expiresAt, now)))
      .returning({ id: verification.id });
    if (used.length === 0) return fail("INVALID_LINK", "Ce lien de confirmation n'est pas valide ou a expiré", 400);
    await tx.update(users).set({ emailVerified: true, updatedAt: now }).where(eq(users.id, account.id));
    return succeed({}, "Adresse e-mail confirmée");
  });
}
