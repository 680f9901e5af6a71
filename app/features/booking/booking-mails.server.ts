import { createHash } from "node:crypto";
import { createElement } from "react";
import { queueEmail } from "~/features/email/outbox.server";
import { BookingConfirmation, OwnerBookingNotification, type BookingEmailPayload, type WithdrawalInfo } from "~/features/email/templates/booking-emails";
import { getConfig } from "~/lib/config.server";
import type { DbOrTx } from "~db/client.server";
import type { GeneratedAttachment } from "~db/schema";
import { formatDuration, formatLongDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { fullAddress, salon } from "~/lib/salon";
import { sql } from "drizzle-orm";
import { barbers, bookings, customers } from "~db/schema";
import { buildIcs } from "./ics";
import type { Interval } from "./slots";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The appointment as a calendar invitation attached to a customer's mail (confirmation, reminder,
 * move): one UID per booking, so a calendar replaces the event when `sequence` grows. With a
 * `cancelUrl`, the description gives it.
 */
export function appointmentInvitation(event: {
  bookingId: string;
  span: Interval;
  title: string;
  barberName: string;
  cancelUrl: string | null;
  url: string;
  now: Date;
  sequence?: number;
}) {
  const ics = buildIcs({
    uid: `${event.bookingId}@monsieur-moustache.fr`,
    ...event.span,
    summary: `${event.title} avec ${event.barberName} – ${salon.name}`,
    location: fullAddress,
    description: `Rendez-vous avec ${event.barberName} chez ${salon.name} (${salon.phone}).${event.cancelUrl ? ` Pour annuler jusqu'à 24 h avant : ${event.cancelUrl}` : ""}`,
    url: event.url,
    now: event.now,
    sequence: event.sequence,
  });
  return { filename: "rendez-vous.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", contentBase64: Buffer.from(ics).toString("base64") };
}

/** A booked service as the booking keeps it. */
export type BookedLine = { serviceId: string; title: string; durationMinutes: number; priceCents: number };

/** A booking's services as booked, in order (one query with the booking: a subquery as JSON). */
export const bookingLines = sql<
  BookedLine[]
>`(select coalesce(json_agg(json_build_object('serviceId', l.service_id, 'title', l.title, 'durationMinutes', l.duration_minutes, 'priceCents', l.price_cents) order by l.position), '[]'::json) from booking_services l where l.booking_id = "bookings"."id")`;

/** The arrhes paid for a booking and still held by the salon (paid, not refunded), or null. */
export const bookingDepositPaid = sql<
  number | null
>`(select d.amount_cents from booking_deposits d where d.booking_id = "bookings"."id" and d.status in ('paid', 'kept'))`;

/** What a customer's mail about a booking says (`emailPayload`), read with the booking. */
export const bookingMailColumns = {
  depositPaidCents: bookingDepositPaid,
  date: bookings.date,
  timeSlot: bookings.timeSlot,
  durationMinutes: bookings.durationMinutes,
  priceCents: bookings.priceCents,
  title: bookings.title,
  lines: bookingLines,
  name: bookings.customerName,
  email: customers.email,
  phone: bookings.customerPhone,
  barberName: barbers.name,
};

export function emailPayload(b: {
  name: string;
  email: string | null;
  phone: string;
  title: string;
  durationMinutes: number;
  priceCents: number;
  date: string;
  timeSlot: string;
  barberName: string;
  /** The visit's services, when several: each is listed with its length and price. */
  lines?: ReadonlyArray<{ title: string; durationMinutes: number; priceCents: number }>;
  /** Arrhes paid: the mail says them and what remains to pay at the salon. */
  depositPaidCents?: number | null;
}): BookingEmailPayload {
  return {
    customerName: b.name,
    customerEmail: b.email ?? "non communiqué",
    customerPhone: b.phone,
    serviceTitle: b.title,
    serviceDuration: formatDuration(b.durationMinutes),
    servicePrice: formatPrice(b.priceCents),
    bookingDate: formatLongDate(b.date),
    bookingTime: b.timeSlot,
    barberName: b.barberName,
    serviceLines: b.lines && b.lines.length > 1 ? b.lines.map((l) => `${l.title} · ${formatDuration(l.durationMinutes)} · ${formatPrice(l.priceCents)}`) : [],
    ...(b.depositPaidCents ? { depositPaid: formatPrice(b.depositPaidCents), remaining: formatPrice(Math.max(0, b.priceCents - b.depositPaidCents)) } : {}),
  };
}

/**
 * A booking's mails once it is confirmed (made, or its arrhes paid): the client's confirmation with
 * its invitation and private link, and, online, the owner's notice. In the caller's transaction.
 */
export async function queueBookingMails(
  tx: DbOrTx,
  m: {
    booking: Parameters<typeof emailPayload>[0];
    bookingId: string;
    span: Interval;
    token: string;
    cancelUrl: string;
    channel: "online" | "phone";
    now: Date;
    /** Documents sent with the confirmation (the arrhes' invoice). */
    documents?: GeneratedAttachment[];
    /** Booked online: the right of withdrawal (its last day), said with the model form. */
    withdrawal?: WithdrawalInfo;
  },
) {
  const { booking } = m;
  const payload = emailPayload(booking);
  if (booking.email) {
    await queueEmail(tx, {
      type: "booking_confirmation",
      to: booking.email,
      subject: `Rendez-vous confirmé le ${payload.bookingDate} à ${payload.bookingTime}`,
      body: createElement(BookingConfirmation, { booking: payload, cancelUrl: m.cancelUrl, withdrawal: m.withdrawal }),
      attachments: [
        appointmentInvitation({
          bookingId: m.bookingId,
          span: m.span,
          title: booking.title,
          barberName: booking.barberName,
          cancelUrl: m.cancelUrl,
          url: m.cancelUrl,
          now: m.now,
        }),
        ...(m.documents ?? []),
      ],
      secrets: [m.token],
    });
  }
  if (m.channel === "online") {
    await queueEmail(tx, {
      type: "coiffeur_notification",
      to: getConfig().ownerEmail,
      subject: `Nouvelle réservation pour ${booking.barberName} : ${booking.title}, ${payload.bookingDate} à ${payload.bookingTime}`,
      body: createElement(OwnerBookingNotification, { booking: payload }),
    });
  }
}
