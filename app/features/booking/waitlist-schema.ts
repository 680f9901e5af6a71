import { z } from "zod";
import { isIsoDate } from "~/lib/paris-time";
import { MAX_VISIT_SERVICES, visitIdsOf } from "./visit";
import { waitlistMessages as m } from "./waitlist-messages";

/** Empty or absent reads as not given. */
const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/** 'Me prévenir si un créneau se libère', checked in the dialog and again on the server. */
export const waitlistSchema = z
  .object({
    // The visit waited for: `serviceIds` (comma-separated, or repeated), or one `serviceId`.
    serviceIds: z.string().optional(),
    serviceId: z.string().optional(),
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
  })
  .transform(({ serviceId, serviceIds, ...rest }, ctx) => {
    const ids = visitIdsOf({ serviceId, serviceIds });
    if (ids.length === 0 || ids.length > MAX_VISIT_SERVICES || !ids.every((id) => z.uuid().safeParse(id).success) || new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: "custom", message: m.INVALID_SERVICE, path: ["serviceIds"] });
      return z.NEVER;
    }
    return { ...rest, serviceIds: ids };
  });

export type WaitlistInput = z.infer<typeof waitlistSchema>;
