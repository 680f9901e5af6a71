import { z } from "zod";
import { isIsoDate } from "~/lib/paris-time";
import { waitlistMessages as m } from "./waitlist-messages";

/** Empty or absent reads as not given. */
const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/** 'Me prévenir si un créneau se libère', checked in the dialog and again on the server. */
export const waitlistSchema = z.object({
  serviceId: z.string({ error: m.INVALID_SERVICE }).trim().pipe(z.uuid(m.INVALID_SERVICE)),
  date: z.string({ error: m.OUTSIDE_WINDOW }).trim().refine(isIsoDate, m.OUTSIDE_WINDOW),
  // Absent or empty: 'Sans préférence'.
  barberId: optional.pipe(z.uuid(m.INVALID_BARBER).optional()),
  email: z.string({ error: m.missingEmail }).trim().min(1, m.missingEmail).toLowerCase().max(254, m.invalidEmail).pipe(z.email(m.invalidEmail)),
  phone: optional.pipe(
    z
      .string()
      .regex(/^\+?[0-9 .()-]{6,20}$/, m.invalidPhone)
      .optional(),
  ),
});

export type WaitlistInput = z.infer<typeof waitlistSchema>;
