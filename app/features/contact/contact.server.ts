import { createElement } from "react";
import { queueEmail } from "~/features/email/outbox.server";
import { ContactAcknowledgement, ContactForm } from "~/features/email/templates/contact-emails";
import { getConfig } from "~/lib/config.server";
import type { FormLimit } from "~/lib/form.server";
import { succeed, type Success } from "~/lib/result";
import { salon } from "~/lib/salon";
import { getDb, type DbOrTx } from "~db/client.server";
import { contactMessages as stored } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { contactMessages as m } from "./messages";
import type { ContactInput } from "./schema";

export const CONTACT_LIMIT: FormLimit = { key: "contact", max: 5, windowSeconds: 60 * 60 };

/** Stores the message, and queues it to the salon and the owner plus an acknowledgement to the sender. */
export async function sendContactMessage(contact: ContactInput, db: DbOrTx = getDb()): Promise<Success> {
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
  return succeed({}, m.success);
}
