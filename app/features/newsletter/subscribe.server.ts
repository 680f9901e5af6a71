import { eq } from "drizzle-orm";
import { createElement } from "react";
import { queueEmail } from "~/features/email/outbox.server";
import { NewsletterWelcome } from "~/features/email/templates/newsletter-welcome";
import type { FormLimit } from "~/lib/form.server";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx } from "~db/client.server";
import { PG_UNIQUE_VIOLATION, pgErrorCode } from "~db/errors";
import { newsletterSubscribers } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { generateDiscountCode } from "./discount-code";
import { newsletterMessages as m, type NewsletterCode } from "./messages";
import type { NewsletterInput } from "./schema";

export const NEWSLETTER_LIMIT: FormLimit = { key: "newsletter", max: 5, windowSeconds: 60 * 60 };

const isSubscribed = async (email: string, db: DbOrTx) =>
  (await db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).length > 0;

/** Subscribes and queues the welcome code in one transaction; the mail is retried, never lost. */
export async function subscribeToNewsletter({ email }: NewsletterInput, db: DbOrTx = getDb()): Promise<Result<object, NewsletterCode>> {
  if (await isSubscribed(email, db)) return fail("DUPLICATE", m.DUPLICATE, 409, "email");

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
      return succeed({}, m.success);
    } catch (error) {
      if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
      if (await isSubscribed(email, db)) return fail("DUPLICATE", m.DUPLICATE, 409, "email");
      // Otherwise the code collided with another subscriber's: draw a new one.
    }
  }
  return fail("UNKNOWN", m.UNKNOWN, 500);
}
