import { and, eq, sql } from "drizzle-orm";
import { type DbOrTx } from "~db/client.server";
import { bookings, customers, user } from "~db/schema";

/** An e-mail address as customers are found by it: "  Jean@Example.fr" and "jean@example.fr" are one client. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * Confirmed (or held) appointments still to come of this e-mail (`emailKey`'s form). Only the e-mail: a phone
 * number is typed by whoever books, so counting it would let a stranger use up someone's appointments.
 */
export async function upcomingBookingsOf(db: DbOrTx, email: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .where(
      and(
        // A time held for its arrhes counts while it is held: holds cannot pile up past the cap.
        sql`(${bookings.status} = 'confirmed' or (${bookings.status} = 'pending' and ${bookings.holdUntil} > ${now.toISOString()}::timestamptz))`,
        sql`upper(${bookings.during}) > ${now.toISOString()}::timestamptz`,
        sql`lower(${customers.email}) = ${email}`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * The customer of an e-mail address, created on its first booking (the spec's get-or-create by
 * e-mail). An existing customer is never rewritten: whoever types someone's address changes nothing
 * of theirs, and the booking keeps the name and phone it was made with.
 */
export async function customerIdOf(tx: DbOrTx, contact: { name: string; email: string; phone: string }): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [created] = await tx
      .insert(customers)
      .values({ name: contact.name, email: contact.email, phone: contact.phone })
      .onConflictDoNothing({ target: customers.email })
      .returning({ id: customers.id });
    if (created) return created.id;
    // Held until this transaction ends: an erasure of that client (which takes the row for update)
    // either waits for this booking and then cancels it, or has made the row nobody's first, and the
    // row read again no longer has the address (a new client is made).
    const [existing] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, contact.email)).for("share");
    if (existing) return existing.id;
  }
  throw new Error("no client for this e-mail after three attempts");
}

/**
 * What the arrhes' rules know of a client, by this e-mail (`emailKey`'s form) only: their honoured
 * visits (confirmed, ended, not marked 'Absent') and their absences.
 */
export async function clientRecordOf(db: DbOrTx, email: string, now: Date): Promise<{ honouredVisits: number; absences: number }> {
  const [row] = await db
    .select({
      honouredVisits: sql<number>`count(*) filter (where ${bookings.noShowAt} is null and upper(${bookings.during}) <= ${now.toISOString()}::timestamptz)::int`,
      absences: sql<number>`count(*) filter (where ${bookings.noShowAt} is not null)::int`,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .where(and(eq(bookings.status, "confirmed"), sql`lower(${customers.email}) = ${email}`));
  return { honouredVisits: row?.honouredVisits ?? 0, absences: row?.absences ?? 0 };
}

/**
 * The client's file an order goes to: the customer of the account's e-mail, made on a first order
 * (named after the account, with the delivery address's phone when there is one).
 */
export async function customerOfOrder(
  tx: DbOrTx,
  account: { id: string; email: string },
  address: { fullName: string; phone: string } | null,
): Promise<string> {
  const [row] = await tx.select({ name: user.name }).from(user).where(eq(user.id, account.id));
  const email = emailKey(account.email);
  return customerIdOf(tx, { name: row?.name?.trim() || address?.fullName || email, email, phone: address?.phone ?? "" });
}
