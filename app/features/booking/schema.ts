import { z } from "zod";
import { bookingMessages as m } from "./messages";
import { isIsoDate, isTime } from "./paris-time";

const required = z.string({ error: m.MISSING_FIELDS }).trim().min(1, m.MISSING_FIELDS);

/** The booking form, checked in the dialog and again on the server. */
export const bookingSchema = z.object({
  serviceId: required.pipe(z.uuid(m.INVALID_SERVICE)),
  date: required.refine(isIsoDate, m.OUTSIDE_WINDOW),
  timeSlot: required.refine(isTime, m.CLOSED),
  name: required.max(120),
  email: required.toLowerCase().pipe(z.email(m.INVALID_EMAIL)),
  phone: required.regex(/^\+?[0-9 .()-]{6,20}$/, m.INVALID_PHONE),
});

export type BookingInput = z.infer<typeof bookingSchema>;
