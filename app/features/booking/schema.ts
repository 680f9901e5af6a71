import { z } from "zod";
import { bookingMessages as m } from "./messages";
import { isIsoDate, isTime } from "~/lib/paris-time";
import { MAX_VISIT_SERVICES, visitIdsOf } from "./visit";

const required = z.string({ error: m.missingFields }).trim().min(1, m.missingFields);

/** The booking form, checked in the dialog and again on the server. */
export const bookingSchema = z
  .object({
    // The visit's services in order: `serviceIds` (comma-separated, or repeated: see form.server.ts),
    // or one `serviceId` as before.
    serviceIds: z.string().optional(),
    serviceId: z.string().optional(),
    date: required.refine(isIsoDate, m.OUTSIDE_WINDOW),
    timeSlot: required.refine(isTime, m.CLOSED),
    name: required.max(120, m.nameTooLong),
    email: required.toLowerCase().max(254, m.invalidEmail).pipe(z.email(m.invalidEmail)),
    phone: required.regex(/^\+?[0-9 .()-]{6,20}$/, m.invalidPhone),
    // « Recevoir un rappel par SMS »: a ticked box sends "on"; absent, no SMS.
    smsReminder: z
      .string()
      .optional()
      .transform((v) => v === "on" || v === "true"),
    // The client's express request that the service be performed within the 14 days of the right
    // of withdrawal (the dialog's box, L221-25): "on" when ticked.
    expressRequest: z
      .string()
      .optional()
      .transform((v) => v === "on" || v === "true"),
    // Absent or empty: 'Sans préférence'.
    barberId: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .pipe(z.uuid(m.INVALID_BARBER).optional()),
  })
  .transform(({ serviceId, serviceIds, ...rest }, ctx) => {
    const ids = visitIdsOf({ serviceId, serviceIds });
    const refusal =
      ids.length === 0
        ? m.missingFields
        : ids.length > MAX_VISIT_SERVICES
          ? m.VISIT_TOO_LONG
          : !ids.every((id) => z.uuid().safeParse(id).success) || new Set(ids).size !== ids.length
            ? m.INVALID_SERVICE
            : null;
    if (refusal) {
      ctx.addIssue({ code: "custom", message: refusal, path: ["serviceIds"] });
      return z.NEVER;
    }
    return { ...rest, serviceIds: ids };
  });

/** The booking form as read; `smsReminder` may be left out by a caller of the server's own (off). */
export type BookingInput = Omit<z.infer<typeof bookingSchema>, "smsReminder" | "expressRequest"> & { smsReminder?: boolean; expressRequest?: boolean };
