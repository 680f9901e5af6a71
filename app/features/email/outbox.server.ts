import { render } from "@react-email/components";
import { and, eq, isNotNull, or, sql } from "drizzle-orm";
import { isValidElement, type ReactElement } from "react";
import type { DbOrTx } from "~db/client.server";
import { emailOutbox, type EmailAttachment } from "~db/schema";
import { maskedCopy, maskedHeaders } from "./secrets";

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
  /**
   * The files carry the secrets in a form masking cannot find (a gift card's PDF, its text
   * compressed): the kept copy goes without them; they are sent from the sealed copy only.
   */
  attachmentsHoldSecrets?: boolean;
  /** Not sent before then (a gift card mailed on a chosen day at 08:00); at once by default. */
  notBefore?: Date;
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
 * A list's mail carries its reader's unsubscribe link (List-Unsubscribe, and in its body): a
 * private link like the others, masked in the kept copy. Its token is the link's last segment.
 */
function unsubscribeLinkToken(headers: Record<string, string> | undefined): string[] {
  const link = /^<https?:\/\/[^>]*\/([^/>]+)>$/.exec(headers?.["List-Unsubscribe"] ?? "");
  return link ? [link[1]!] : [];
}

/**
 * Queues a mail in the caller's transaction: it is sent only if the business change commits,
 * and it survives a mail server outage or a restart. Returns the outbox row id.
 */
export async function queueEmail(tx: DbOrTx, email: OutgoingEmail): Promise<string> {
  const { html, text } = isValidElement(email.body) ? await renderEmail(email.body) : email.body;
  const content = { html, text, attachments: email.attachments ?? [] };
  const secrets = [...(email.secrets ?? []), ...unsubscribeLinkToken(email.headers)].filter(Boolean);
  const headers = email.headers ?? null;
  if (email.attachmentsHoldSecrets && secrets.length === 0) throw new Error("attachments holding secrets need the secrets");
  const kept = (copy: typeof content) => (email.attachmentsHoldSecrets ? { ...copy, attachments: [] } : copy);
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      type: email.type,
      to: email.to,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      ...(secrets.length
        ? { ...kept(maskedCopy(content, secrets)), headers: headers && maskedHeaders(headers, secrets), masked: true, unsentContent: { ...content, headers } }
        : { ...content, headers }),
      ...(email.notBefore ? { nextAttemptAt: email.notBefore } : {}),
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

/**
 * Seals the private links of mails queued by an older version, kept in clear (a JSON object):
 * they are read and written again through the sealed column. Returns how many were sealed.
 */
export async function sealUnsentContentInClear(db: DbOrTx): Promise<number> {
  const rows = await db
    .select({ id: emailOutbox.id, unsentContent: emailOutbox.unsentContent })
    .from(emailOutbox)
    .where(sql`jsonb_typeof(${emailOutbox.unsentContent}) = 'object'`);
  for (const row of rows) {
    await db
      .update(emailOutbox)
      .set({ unsentContent: row.unsentContent })
      .where(and(eq(emailOutbox.id, row.id), sql`jsonb_typeof(${emailOutbox.unsentContent}) = 'object'`));
  }
  return rows.length;
}
