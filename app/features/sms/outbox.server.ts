import { and, eq } from "drizzle-orm";
import { maskSecrets } from "~/features/email/secrets";
import { getConfig } from "~/lib/config.server";
import type { DbOrTx } from "~db/client.server";
import { smsOutbox } from "~db/schema";
import { nextSmsMoment } from "./hours";

export type OutgoingSms = {
  /** What the message is for, e.g. `booking_reminder`. */
  type: string;
  /** E.164 (`+33612345678`): see `frenchMobile`. */
  to: string;
  text: string;
  /** Tokens of the private links the text carries: masked in the copy kept for reading. */
  secrets?: string[];
  /** The booking it is about: one message per booking and type. */
  bookingId?: string | null;
  /** When it is due; it leaves within the SMS hours, so a message due at night waits for 08:00. */
  dueAt: Date;
};

/** Whether SMS are sent at all (SMS_PROVIDER and SMS_API_KEY set). */
export const smsEnabled = () => getConfig().sms !== null;

const listeners = new Set<() => void>();

/** The worker subscribes to hear about new messages without waiting for its next poll. */
export function onSmsQueued(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Queues an SMS in the caller's transaction: sent only if the change commits, and kept through a
 * provider outage or a restart. Returns the row's id, or null when this booking already has its
 * message of this type (queued, sent or failed): it is never sent twice.
 */
export async function queueSms(tx: DbOrTx, sms: OutgoingSms): Promise<string | null> {
  const secrets = (sms.secrets ?? []).filter(Boolean);
  const [row] = await tx
    .insert(smsOutbox)
    .values({
      type: sms.type,
      to: sms.to,
      text: maskSecrets(sms.text, secrets),
      // The text as sent, sealed until it is sent (the link's token is in it).
      unsentText: { text: sms.text },
      bookingId: sms.bookingId ?? null,
      nextAttemptAt: nextSmsMoment(sms.dueAt),
    })
    .onConflictDoNothing({ target: [smsOutbox.bookingId, smsOutbox.type] })
    .returning({ id: smsOutbox.id });
  if (row) setTimeout(() => listeners.forEach((l) => l()), 50).unref?.();
  return row?.id ?? null;
}

/** In a cancellation's (or a move's) transaction: the booking's SMS still waiting to be sent are not sent. */
export async function withdrawBookingSms(tx: DbOrTx, bookingId: string): Promise<void> {
  await tx.delete(smsOutbox).where(and(eq(smsOutbox.bookingId, bookingId), eq(smsOutbox.status, "pending")));
}
