import { createElement } from "react";
import { queueEmail } from "~/features/email/outbox.server";
import { ContactAcknowledgement, ContactForm } from "~/features/email/templates/contact-emails";
import { getConfig } from "~/lib/config.server";
import { guardPublicForm, TOO_MANY_ATTEMPTS } from "~/lib/form-guard.server";
import { salon } from "~/lib/salon";
import { getDb, type DbOrTx } from "~db/client.server";
import { inTransaction } from "~db/transactions";
import { contactMessages as stored } from "~db/schema";
import { contactMessages as m } from "./messages";
import { contactSchema } from "./schema";

export const CONTACT_LIMIT = { key: "contact", max: 5, windowSeconds: 60 * 60 };

export type ContactResult = { ok: true; message: string } | { ok: false; error: string; status: number };

/** Stores the message, and queues it to the salon and the owner plus an acknowledgement to the sender. */
export async function sendContactMessage(input: Record<string, unknown>, request: Request, db: DbOrTx = getDb()): Promise<ContactResult> {
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? m.required, status: 400 };
  const guard = await guardPublicForm(request, input, CONTACT_LIMIT);
  if (guard === "robot") return { ok: true, message: m.success };
  if (guard === "limited") return { ok: false, error: TOO_MANY_ATTEMPTS, status: 429 };

  const contact = parsed.data;
  const recipients = [...new Set([salon.email, getConfig().ownerEmail])];
  await inTransaction(db, async (tx) => {
    await tx.insert(stored).values(contact);
    for (const to of recipients) {
      await queueEmail(tx, {
        type: "contact_form",
        to,
        replyTo: contact.email,
        subject: `Message du site : ${contact.subject}`,
        body: createElement(ContactForm, { contact }),
      });
    }
    await queueEmail(tx, {
      type: "contact_form",
      to: contact.email,
      subject: "Nous avons bien reçu votre message",
      body: createElement(ContactAcknowledgement, { contact }),
    });
  });
  return { ok: true, message: m.success };
}
