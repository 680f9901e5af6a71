import { eq } from "drizzle-orm";
import { createElement } from "react";
import { z } from "zod";
import { queueEmail } from "~/features/email/outbox.server";
import { NewsletterWelcome } from "~/features/email/templates/newsletter-welcome";
import { getDb, type DbOrTx } from "~db/client.server";
import { inTransaction } from "~db/transactions";
import { PG_UNIQUE_VIOLATION, pgErrorCode } from "~db/errors";
import { newsletterSubscribers } from "~db/schema";
import { generateDiscountCode } from "./discount-code";
import { newsletterMessages } from "./messages";

export const newsletterSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email(newsletterMessages.invalidEmail)),
});

export type SubscribeResult = { ok: true; message: string } | { ok: false; error: string; status: number };

/** Subscribes and queues the welcome code in one transaction; the mail is retried, never lost. */
export async function subscribeToNewsletter(input: unknown, db: DbOrTx = getDb()): Promise<SubscribeResult> {
  const parsed = newsletterSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: newsletterMessages.invalidEmail, status: 400 };
  const { email } = parsed.data;
  const [existing] = await db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  if (existing) return { ok: false, error: newsletterMessages.duplicate, status: 409 };

  for (let attempt = 0; attempt < 5; attempt++) {
    const discountCode = generateDiscountCode();
    try {
      await inTransaction(db, async (tx) => {
        await tx.insert(newsletterSubscribers).values({ email, discountCode });
        await queueEmail(tx, {
          type: "newsletter",
          to: email,
          subject: "Votre code de bienvenue -10 %",
          body: createElement(NewsletterWelcome, { discountCode }),
        });
      });
      return { ok: true, message: newsletterMessages.success };
    } catch (error) {
      if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
      const [taken] = await db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      if (taken) return { ok: false, error: newsletterMessages.duplicate, status: 409 };
      // Otherwise the code collided with another subscriber's: draw a new one.
    }
  }
  return { ok: false, error: newsletterMessages.failure, status: 500 };
}
