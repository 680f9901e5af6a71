import { render } from "@react-email/components";
import { and, eq, isNotNull, or, sql } from "drizzle-orm";
import { isValidElement, type ReactElement } from "react";
import type { DbOrTx } from "~db/client.server";
import { emailOutbox, type EmailAttachment } from "~db/schema";
import { maskedCopy } from "./secrets";

export type OutgoingEmail = {
  /** The spec's mail type: welcome, order, booking_confirmation, coiffeur_notification, contact_form, … */
  type: string;
  to: string;
  /** Where a reply goes, e.g. the customer who wrote through the contact form. */
  replyTo?: string;
  subject: string;
  /**
   * A template, or its HTML and text already rendered: a mail sent to many (a newsletter) is
   * rendered once, and each copy differs only by its reader's own link.
   */
  body: ReactElement | { html: string; text: string };
  attachments?: EmailAttachment[];
  /**
   * The tokens of the private links the mail carries (reset, confirmation, booking management…):
   * masked in the stored copy the admin reads, kept in clear only until the mail is sent.
   */
  secrets?: string[];
  /** Extra headers, e.g. `unsubscribeHeaders(...)` (List-Unsubscribe, RFC 8058) on a list's mail. */
  headers?: Record<string, string>;
};

const listeners = new Set<() => void>();

/** The worker subscribes to hear about new mail without waiting for its next poll. */
export function onMailQueued(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export async function renderEmail(body: ReactElement) {
  const [html, text] = await Promise.all([render(body), render(body, { plainText: true })]);
  return { html, text };
}

/**
 * Queues a mail in the caller's transaction: it is sent only if the business change commits,
 * and it survives a mail server outage or a restart. Returns the outbox row id.
 */
export async function queueEmail(tx: DbOrTx, email: OutgoingEmail): Promise<string> {
  const { html, text } = isValidElement(email.body) ? await renderEmail(email.body) : email.body;
  const content = { html, text, attachments: email.attachments ?? [] };
  const secrets = (email.secrets ?? []).filter(Boolean);
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      type: email.type,
      to: email.to,
      replyTo: email.replyTo ?? null,
      headers: email.headers ?? null,
      subject: email.subject,
      ...(secrets.length ? { ...maskedCopy(content, secrets), masked: true, unsentContent: content } : content),
    })
    .returning({ id: emailOutbox.id });
  // Wake the worker soon after the caller's transaction has had time to commit;
  // if it is not committed yet, the worker's regular poll picks the mail up.
  setTimeout(() => listeners.forEach((l) => l()), 50).unref?.();
  return row!.id;
}

/**
 * Puts a failed mail back in the queue for three new tries, now, and wakes the worker.
 * Returns false when the mail is not (or no longer) failed, or when its private links are no
 * longer kept (sending the masked copy would give the recipient dead links).
 */
export async function requeueFailedEmail(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed"), or(eq(emailOutbox.masked, false), isNotNull(emailOutbox.unsentContent))))
    .returning({ id: emailOutbox.id });
  if (rows.length) setTimeout(() => listeners.forEach((l) => l()), 50).unref?.();
  return rows.length > 0;
}
