import { render } from "@react-email/components";
import type { ReactElement } from "react";
import type { DbOrTx } from "~db/client.server";
import { emailOutbox, type EmailAttachment } from "~db/schema";

export type OutgoingEmail = {
  /** The spec's mail type: welcome, order, booking_confirmation, coiffeur_notification, contact_form, … */
  type: string;
  to: string;
  /** Where a reply goes, e.g. the customer who wrote through the contact form. */
  replyTo?: string;
  subject: string;
  body: ReactElement;
  attachments?: EmailAttachment[];
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
  const { html, text } = await renderEmail(email.body);
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      type: email.type,
      to: email.to,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      html,
      text,
      attachments: email.attachments ?? [],
    })
    .returning({ id: emailOutbox.id });
  // Wake the worker soon after the caller's transaction has had time to commit;
  // if it is not committed yet, the worker's regular poll picks the mail up.
  setTimeout(() => listeners.forEach((l) => l()), 50).unref?.();
  return row!.id;
}
