import { and, eq, gt } from "drizzle-orm";
import { createElement } from "react";
import { queueEmail } from "~/features/email/outbox.server";
import { NewsletterWelcome } from "~/features/email/templates/newsletter-welcome";
import { unsubscribeHeaders, unsubscribeUrl } from "~/features/email/unsubscribe.server";
import { WELCOME_DISCOUNT } from "~/features/orders/pricing-texts";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx } from "~db/client.server";
import { PG_UNIQUE_VIOLATION, pgErrorCode } from "~db/errors";
import { newsletterSubscribers } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { generateDiscountCode } from "./discount-code";
import { confirmationMessages as m, type ConfirmationCode } from "./messages";
import { hashConfirmationToken, isConfirmationToken } from "./tokens.server";

export const WELCOME_SUBJECT = `Votre code de bienvenue -${WELCOME_DISCOUNT}`;

/** The subscription a link confirms while it is valid: pending, not expired. */
const validLink = (token: string, now: Date) =>
  and(
    eq(newsletterSubscribers.confirmTokenHash, hashConfirmationToken(token)),
    eq(newsletterSubscribers.status, "pending"),
    gt(newsletterSubscribers.confirmExpiresAt, now),
  );

/** The address a confirmation link would confirm, or null for an unknown, used or expired link. */
export async function findConfirmation(token: string, now = new Date(), db: DbOrTx = getDb()): Promise<{ email: string } | null> {
  if (!isConfirmationToken(token)) return null;
  const [row] = await db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers).where(validLink(token, now));
  return row ?? null;
}

export type Confirmation = {
  /** The welcome code drawn by this confirmation; null when the address had one before (one per address, ever). */
  discountCode: string | null;
};

/**
 * Confirms the subscription of a link (posted, never on a GET: mail scanners open links). The link
 * is used up; the first confirmation of an address draws its welcome code and queues the welcome
 * mail in the same transaction. An address that left and came back keeps the code it was given
 * and gets no second one. `drawCode` is the code generator (tests make it collide).
 */
export async function confirmSubscription(
  token: string,
  now = new Date(),
  db: DbOrTx = getDb(),
  drawCode: () => string = generateDiscountCode,
): Promise<Result<Confirmation, ConfirmationCode>> {
  if (!isConfirmationToken(token)) return fail("NOT_FOUND", m.NOT_FOUND, 404);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await inTransaction(db, async (tx) => {
        const [row] = await tx
          .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, discountCode: newsletterSubscribers.discountCode })
          .from(newsletterSubscribers)
          .where(validLink(token, now))
          .for("update");
        if (!row) return fail("NOT_FOUND", m.NOT_FOUND, 404);
        const discountCode = row.discountCode === null ? drawCode() : null;
        await tx
          .update(newsletterSubscribers)
          .set({
            status: "confirmed",
            confirmedAt: now,
            unsubscribedAt: null,
            confirmTokenHash: null,
            confirmExpiresAt: null,
            ...(discountCode ? { discountCode } : {}),
          })
          .where(eq(newsletterSubscribers.id, row.id));
        if (discountCode) {
          // The unsubscribe link is not masked in the stored copy: it only takes the address off
          // the list (which the admin can do anyway), and the mail's headers carry it as well.
          await queueEmail(tx, {
            type: "newsletter",
            to: row.email,
            subject: WELCOME_SUBJECT,
            body: createElement(NewsletterWelcome, { discountCode, unsubscribeUrl: unsubscribeUrl(row.email, "newsletter") }),
            headers: unsubscribeHeaders(row.email, "newsletter"),
          });
        }
        return succeed<Confirmation>({ discountCode }, m.confirmed);
      });
    } catch (error) {
      // Only the code can collide (another subscriber's): draw another.
      if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
    }
  }
  return fail("UNKNOWN", m.UNKNOWN, 503);
}
