import { eq } from "drizzle-orm";
import { createElement } from "react";
import { queueEmail } from "~/features/email/outbox.server";
import { NewsletterConfirm } from "~/features/email/templates/newsletter-confirm";
import { getConfig } from "~/lib/config.server";
import type { FormLimit } from "~/lib/form.server";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx } from "~db/client.server";
import { newsletterSubscribers } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { newsletterMessages as m, type NewsletterCode } from "./messages";
import type { NewsletterInput } from "./schema";
import { CONFIRMATION_DAYS, CONFIRMATION_RESEND_MINUTES, confirmationSentAt, newConfirmationToken } from "./tokens.server";

export const NEWSLETTER_LIMIT: FormLimit = { key: "newsletter", max: 5, windowSeconds: 60 * 60 };

export const CONFIRMATION_SUBJECT = "Confirmez votre inscription à la newsletter";

/**
 * Double opt-in: the address is kept as 'pending' with a confirmation link, and that link is the
 * only mail it gets; the welcome code comes with the confirmation. A confirmed address is told it
 * is already subscribed; a pending one gets a new link (replacing the old one), at most once an
 * hour; an address that left the list must confirm again. The row and its mail commit together.
 */
export async function subscribeToNewsletter({ email }: NewsletterInput, now = new Date(), db: DbOrTx = getDb()): Promise<Result<object, NewsletterCode>> {
  return inTransaction(db, async (tx) => {
    const link = newConfirmationToken(now);
    const pending = { status: "pending" as const, confirmTokenHash: link.tokenHash, confirmExpiresAt: link.expiresAt };
    // A simultaneous request for the same address waits here for this one to commit, then finds its row.
    const [created] = await tx
      .insert(newsletterSubscribers)
      .values({ email, ...pending, createdAt: now })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    if (!created) {
      const [row] = await tx
        .select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status, confirmExpiresAt: newsletterSubscribers.confirmExpiresAt })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email))
        .for("update");
      // Deleted between the two statements (the retention pass): ask again.
      if (!row) return fail("UNKNOWN", m.UNKNOWN, 503);
      if (row.status === "confirmed") return { ...fail("DUPLICATE", m.DUPLICATE, 409, "email"), fieldErrors: { email: m.DUPLICATE } };
      const lastSent = row.status === "pending" && row.confirmExpiresAt ? confirmationSentAt(row.confirmExpiresAt) : null;
      if (lastSent && now.getTime() - lastSent.getTime() < CONFIRMATION_RESEND_MINUTES * 60_000) return succeed({}, m.success);
      await tx.update(newsletterSubscribers).set(pending).where(eq(newsletterSubscribers.id, row.id));
    }
    await queueEmail(tx, {
      type: "newsletter_confirmation",
      to: email,
      subject: CONFIRMATION_SUBJECT,
      body: createElement(NewsletterConfirm, { url: `${getConfig().publicUrl}/newsletter/confirmation/${link.token}`, days: CONFIRMATION_DAYS }),
      secrets: [link.token],
    });
    return succeed({}, m.success);
  });
}
