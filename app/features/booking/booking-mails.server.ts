import { createHash } from "node:crypto";
import { type BookingEmailPayload } from "~/features/email/templates/booking-emails";
import { formatDuration, formatLongDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { fullAddress, salon } from "~/lib/salon";
import { barbers, bookings, customers, services } from "~db/schema";
import { buildIcs } from "./ics";
import { type Interval } from "./slots";

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

/** What a customer's mail about a booking says (`emailPayload`), read with the booking. */
export const bookingMailColumns = {
  date: bookings.date,
  timeSlot: bookings.timeSlot,
  durationMinutes: bookings.durationMinutes,
  priceCents: bookings.priceCents,
  title: services.title,
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
  };
}
