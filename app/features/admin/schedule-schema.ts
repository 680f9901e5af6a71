import { z } from "zod";
import { validOpeningBlocks, type OpeningBlock } from "~/features/booking/schedule";
import { isIsoDate } from "~/lib/paris-time";
import { whenBothValid } from "./schema-parts";
import { scheduleMessages as m } from "./schedule-messages";

/**
 * "10:00-12:30, 15:00-20:00" (or "10h-12h30, 15h-20h") as blocks; empty is closed. Null when the
 * text is not a day's hours on the half-hour, in order.
 */
export function parseOpeningText(text: string): OpeningBlock[] | null {
  const trimmed = text.trim();
  if (trimmed === "") return [];
  const blocks: OpeningBlock[] = [];
  for (const part of trimmed.split(/[,;]/)) {
    const match = /^(\d{1,2})[:h](\d{2})?[-–](\d{1,2})[:h](\d{2})?$/i.exec(part.replace(/\s+/g, ""));
    if (!match) return null;
    const [, oh, om = "00", ch, cm = "00"] = match;
    blocks.push([`${oh!.padStart(2, "0")}:${om}`, `${ch!.padStart(2, "0")}:${cm}`]);
  }
  return validOpeningBlocks(blocks) ? blocks : null;
}

const hoursField = z
  .string({ error: m.invalidHours })
  .max(200, m.invalidHours)
  .transform((text, ctx) => {
    const blocks = parseOpeningText(text);
    if (!blocks) {
      ctx.addIssue({ code: "custom", message: m.invalidHours });
      return z.NEVER;
    }
    return blocks;
  });
const dateField = z.string({ error: m.invalidDate }).refine(isIsoDate, m.invalidDate);
const operationError = { error: m.UNKNOWN };

export const scheduleActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("save-week"),
      day1: hoursField,
      day2: hoursField,
      day3: hoursField,
      day4: hoursField,
      day5: hoursField,
      day6: hoursField,
      day7: hoursField,
    }),
    z
      .object({
        intent: z.literal("add-exception"),
        from: dateField,
        to: dateField,
        label: z.string({ error: m.labelRequired }).trim().min(1, m.labelRequired).max(80, m.labelTooLong),
        hours: hoursField,
      })
      .refine((v) => v.from <= v.to, { message: m.invalidRange, path: ["to"], when: whenBothValid("date") }),
    z.object({ intent: z.literal("delete-exception"), id: z.uuid(operationError) }),
    z.object({ intent: z.literal("reminders"), enabled: z.enum(["on", "off"], operationError) }),
    z.object({ intent: z.literal("review-requests"), enabled: z.enum(["on", "off"], operationError) }),
    z.object({ intent: z.literal("add-holidays"), year: z.coerce.number(operationError).int().min(2000, m.invalidYear).max(2100, m.invalidYear) }),
    z.object({
      intent: z.literal("cancel-bookings"),
      ids: z
        .string(operationError)
        .max(37 * 500, m.UNKNOWN)
        .transform((s) => s.split(",").filter(Boolean))
        .pipe(z.array(z.uuid(operationError)).min(1, m.nothingToCancel)),
    }),
  ],
  operationError,
);

export type ScheduleAction = z.output<typeof scheduleActionSchema>;
