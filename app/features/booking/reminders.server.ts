import { randomBytes } from "node:crypto";
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { createElement } from "react";
import { queueEmail } from "~/features/email/outbox.server";
import { BookingReminder } from "~/features/email/templates/booking-emails";
import { newSmsLinkToken, smsLink } from "~/features/sms/link";
import { queueSms, smsEnabled } from "~/features/sms/outbox.server";
import { frenchMobile } from "~/features/sms/phone";
import { reminderSmsText } from "~/features/sms/texts";
import { getConfig } from "~/lib/config.server";
import { log } from "~/lib/log.server";
import { getDb, type DbOrTx } from "~db/client.server";
import { barbers, bookings, customers } from "~db/schema";
import { setSwitch, switchIsOn } from "~db/settings";
import { inTransaction } from "~db/transactions";
import { appointmentInvitation, bookingMailColumns, emailPayload, hashToken } from "./booking-mails.server";
import { appointmentSpan, CANCELLATION_NOTICE_HOURS } from "./slots";

/**
 * A reminder is queued this long before the appointment: an hour before the 24 h cancelling
 * limit, so that its link still lets the customer cancel.
 */
const REMINDER_LEAD_HOURS = CANCELLATION_NOTICE_HOURS + 1;
/** Bookings made less than this ahead get no reminder: their confirmation is recent enough. */
const REMINDER_MIN_NOTICE_HOURS = 24;
const BATCH = 50;
const REMINDERS_KEY = "reminders";

/** Whether the owner wants reminders sent (on unless switched off). */
export function remindersEnabled(db: DbOrTx = getDb()): Promise<boolean> {
  return switchIsOn(REMINDERS_KEY, db);
}

export function setRemindersEnabled(enabled: boolean, db: DbOrTx = getDb()): Promise<void> {
  return setSwitch(REMINDERS_KEY, enabled, db);
}

/**
 * Queues the reminders that are due (appointments starting within REMINDER_LEAD_HOURS, confirmed,
 * booked at least REMINDER_MIN_NOTICE_HOURS ahead, not reminded yet), each in the same
 * transaction as the mark that it was: once committed, a booking is never reminded again, even
 * after a restart. Bookings being reminded by another instance at the same moment are skipped
 * (SKIP LOCKED), not waited for. Returns how many were queued.
 */
export async function queueDueReminders(now = new Date(), db: DbOrTx = getDb()): Promise<number> {
  let total = 0;
  for (;;) {
    const queued = await queueBatch(now, db);
    total += queued;
    if (queued < BATCH) return total;
  }
}

async function queueBatch(now: Date, db: DbOrTx): Promise<number> {
  return inTransaction(db, async (tx) => {
    if (!(await remindersEnabled(tx))) return 0;
    const start = sql`lower(${bookings.during})`;
    const due = await tx
      .select({
        id: bookings.id,
        ...bookingMailColumns,
        smsReminder: bookings.smsReminder,
      })
      .from(bookings)
      .innerJoin(customers, eq(customers.id, bookings.customerId))
      .innerJoin(barbers, eq(barbers.id, bookings.barberId))
      .where(
        and(
          eq(bookings.status, "confirmed"),
          isNull(bookings.reminderQueuedAt),
          // A customer booked on the phone without an e-mail has no mail to get.
          isNotNull(customers.email),
          sql`${start} > ${now.toISOString()}::timestamptz`,
          sql`${start} <= ${now.toISOString()}::timestamptz + make_interval(hours => ${REMINDER_LEAD_HOURS})`,
          sql`${bookings.createdAt} <= ${start} - make_interval(hours => ${REMINDER_MIN_NOTICE_HOURS})`,
        ),
      )
      .orderBy(asc(start))
      .limit(BATCH)
      .for("update", { of: bookings, skipLocked: true });

    const { publicUrl } = getConfig();
    const sms = smsEnabled();
    for (const booking of due) {
      const span = appointmentSpan(booking.date, booking.timeSlot, booking.durationMinutes);
      const cancellable = span.start.getTime() - now.getTime() >= CANCELLATION_NOTICE_HOURS * 3600_000;
      const token = cancellable ? randomBytes(32).toString("base64url") : null;
      const cancelUrl = token ? `${publicUrl}/rendez-vous/${token}` : null;
      const payload = emailPayload(booking);
      const emailId = await queueEmail(tx, {
        type: "booking_reminder",
        to: booking.email!,
        subject: `Rappel : votre rendez-vous du ${payload.bookingDate} à ${payload.bookingTime}`,
        body: createElement(BookingReminder, { booking: payload, cancelUrl }),
        // The reminder's invitation names no link: the mail has it while cancelling is allowed.
        attachments: [
          appointmentInvitation({
            bookingId: booking.id,
            span,
            title: booking.title,
            barberName: booking.barberName,
            cancelUrl: null,
            url: cancelUrl ?? publicUrl,
            now,
          }),
        ],
        secrets: token ? [token] : [],
      });
      const smsToken = sms && booking.smsReminder ? await queueReminderSms(tx, booking, publicUrl, now) : null;
      await tx
        .update(bookings)
        .set({
          reminderQueuedAt: now,
          reminderEmailId: emailId,
          reminderTokenHash: token ? hashToken(token) : null,
          ...(smsToken ? { smsTokenHash: hashToken(smsToken) } : {}),
        })
        .where(eq(bookings.id, booking.id));
    }
    return due.length;
  });
}

/**
 * The reminder by SMS too, for a client who asked for it when booking, on a French mobile; with
 * its own short private link (/r/<token>), which opens the booking's page as the mail's link does.
 * Returns the link's token, or null when no SMS is queued.
 */
async function queueReminderSms(
  tx: DbOrTx,
  booking: { id: string; phone: string; date: string; timeSlot: string; title: string; barberName: string },
  publicUrl: string,
  now: Date,
): Promise<string | null> {
  const to = frenchMobile(booking.phone);
  if (!to) {
    log("info", "sms reminder skipped: not a French mobile number", { bookingId: booking.id });
    return null;
  }
  const token = newSmsLinkToken();
  const text = reminderSmsText({ ...booking, link: smsLink(publicUrl, token) });
  const id = await queueSms(tx, { type: "booking_reminder", to, text, secrets: [token], bookingId: booking.id, dueAt: now });
  return id ? token : null;
}
