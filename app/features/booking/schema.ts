import { z } from "zod";
import { bookingMessages as m } from "./messages";
import { isIsoDate, isTime } from "~/lib/paris-time";

const required = z.string({ error: m.missingFields }).trim().min(1, m.missingFields);

/** The booking form, checked in the dialog and again on the server. */
export const bookingSchema = z.object({
  serviceId: required.pipe(z.uuid(m.INVALID_SERVICE)),
  date: required.refine(isIsoDate, m.OUTSIDE_WINDOW),
  timeSlot: required.refine(isTime, m.CLOSED),
  name: required.max(120, m.nameTooLong),
  email: required.toLowerCase().max(254, m.invalidEmail).pipe(z.email(m.invalidEmail)),
  phone: required.regex(/^\+?[0-9 .()-]{6,20}$/, m.invalidPhone),
  // Absent or empty: 'Sans préférence'.
  barberId: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.uuid(m.INVALID_BARBER).optional()),
});

export type BookingInput = z.infer<typeof bookingSchema>;
