import { z } from "zod";
import { isIsoDate } from "~/lib/paris-time";
import { whenBothValid } from "./schema-parts";
import { parseOpeningText } from "./schedule-schema";
import { teamMessages as m } from "./team-messages";

const operationError = { error: m.UNKNOWN };
const barberId = z.uuid({ error: m.invalidBarber });
const dateField = z.string({ error: m.invalidDate }).refine(isIsoDate, m.invalidDate);

const profile = {
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(80, m.nameTooLong),
  presentation: z
    .string({ error: m.presentationTooLong })
    .trim()
    .max(500, m.presentationTooLong)
    .optional()
    .transform((v) => v || null),
};

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A weekday of a barber's week: the salon's hours (no row), a day off (no block) or hours of their own. */
const dayFields = Object.fromEntries(
  WEEKDAYS.flatMap((d) => [
    [`mode${d}`, z.enum(["salon", "off", "hours"], operationError)],
    [`hours${d}`, z.string({ error: m.invalidHours }).max(200, m.invalidHours).optional()],
  ]),
) as Record<`mode${1 | 2 | 3 | 4 | 5 | 6 | 7}`, z.ZodEnum<{ salon: "salon"; off: "off"; hours: "hours" }>> &
  Record<`hours${1 | 2 | 3 | 4 | 5 | 6 | 7}`, z.ZodOptional<z.ZodString>>;

export const teamActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("add-barber"), ...profile }),
    z.object({ intent: z.literal("edit-barber"), id: barberId, ...profile, removePhoto: z.literal("on", operationError).optional() }),
    z.object({ intent: z.literal("reorder"), id: barberId, direction: z.enum(["up", "down"], operationError) }),
    z.object({ intent: z.literal("set-active"), id: barberId, active: z.enum(["on", "off"], operationError) }),
    // The services checked are read from the form itself (one `serviceIds` entry per box).
    z.object({ intent: z.literal("save-services"), id: barberId }),
    // A day of hours of its own needs hours that read (checked here, so the browser says it under the day too).
    z.object({ intent: z.literal("save-week"), id: barberId, ...dayFields }).superRefine((week, ctx) => {
      for (const d of WEEKDAYS) {
        if (week[`mode${d}`] === "hours" && !parseOpeningText(week[`hours${d}`] ?? "")?.length)
          ctx.addIssue({ code: "custom", message: m.invalidHours, path: [`hours${d}`] });
      }
    }),
    z
      .object({
        intent: z.literal("add-absence"),
        id: barberId,
        from: dateField,
        to: dateField,
        label: z.string({ error: m.labelRequired }).trim().min(1, m.labelRequired).max(80, m.labelTooLong),
      })
      .refine((v) => v.from <= v.to, { message: m.invalidRange, path: ["to"], when: whenBothValid("date") }),
    z.object({ intent: z.literal("delete-absence"), absenceId: z.uuid({ error: m.ABSENCE_NOT_FOUND }) }),
    z.object({ intent: z.literal("move-booking"), bookingId: z.uuid({ error: m.BOOKING_NOT_LISTED }), barberId }),
    z.object({ intent: z.literal("cancel-booking"), bookingId: z.uuid({ error: m.BOOKING_NOT_LISTED }) }),
  ],
  operationError,
);

export type TeamAction = z.output<typeof teamActionSchema>;

type Week = z.output<(typeof teamActionSchema.options)[5]>;

/** The week as the form sent it (its hours read by the schema): for each weekday, null for the salon's hours, or the barber's own blocks (none: a day off). */
export function weekOf(input: Week): Record<number, Array<readonly [string, string]> | null> {
  const days: Record<number, Array<readonly [string, string]> | null> = {};
  for (const d of WEEKDAYS) {
    const mode = input[`mode${d}`];
    days[d] = mode === "salon" ? null : mode === "off" ? [] : (parseOpeningText(input[`hours${d}`] ?? "") ?? []);
  }
  return days;
}
