import { createHash } from "node:crypto";
import type { BookingEmailPayload } from "~/features/email/templates/booking-emails";
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

/** What a customer's mail about a booking says (`emailPayload`), read with the booking. */
export const bookingMailColumns = {
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
  };
}
