import { z } from "zod";
import { addDays, isIsoDate, isoWeekday, isTime, minutesOf } from "~/lib/paris-time";
import { MAX_VISIT_SERVICES, visitIdsOf } from "~/features/booking/visit";
import { whenBothValid } from "./schema-parts";
import { agendaMessages as m } from "./agenda-messages";

const operationError = { error: m.UNKNOWN };
const dateField = z.string({ error: m.invalidDate }).refine(isIsoDate, m.invalidDate);
const timeField = z.string({ error: m.invalidTime }).refine(isTime, m.invalidTime);
/** A barber of the team; empty: 'Sans préférence' (a booking) or the whole salon (a block). */
const barberField = z
  .string({ error: m.INVALID_BARBER })
  .trim()
  .optional()
  .transform((v) => v || null)
  .pipe(z.uuid({ error: m.INVALID_BARBER }).nullable());

/**
 * The agenda's address: a day or the week around it, and a week's barber, read leniently (a bad
 * date means today, a bad barber everyone).
 */
export const agendaViewSchema = z.object({
  view: z.enum(["day", "week"]).catch("day"),
  date: z.string().refine(isIsoDate).nullable().catch(null),
  barber: z.uuid().nullable().catch(null),
});

/** `barber`: the week of one barber (a day shows each barber in a column of their own). */
export type AgendaView = { view: "day" | "week"; date: string; barber?: string | null };

export function readAgendaView(params: URLSearchParams, today: string): AgendaView {
  const read = agendaViewSchema.parse({ view: params.get("view") ?? "day", date: params.get("date"), barber: params.get("barber") || null });
  return { view: read.view, date: read.date ?? today, barber: read.view === "week" ? read.barber : null };
}

/** The days an agenda view shows: the day, or Monday to Sunday of its week. */
export function agendaDays({ view, date }: AgendaView): string[] {
  if (view === "day") return [date];
  const monday = addDays(date, 1 - isoWeekday(date));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

const agendaActions = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("phone-booking"),
      // The visit's services in order (one `serviceIds` field per service chosen, or comma-separated;
      // or one `serviceId`); empty choices are dropped.
      serviceIds: z.unknown().transform((ids, ctx) => {
        const list = visitIdsOf({ serviceIds: typeof ids === "string" ? ids : "" });
        if (list.length === 0 || !list.every((id) => z.uuid().safeParse(id).success) || new Set(list).size !== list.length) {
          ctx.addIssue({ code: "custom", message: m.INVALID_SERVICE });
          return z.NEVER;
        }
        if (list.length > MAX_VISIT_SERVICES) {
          ctx.addIssue({ code: "custom", message: m.VISIT_TOO_LONG });
          return z.NEVER;
        }
        return list;
      }),
      barberId: barberField,
      date: dateField,
      timeSlot: timeField,
      name: z.string({ error: m.missingName }).trim().min(1, m.missingName).max(120, m.nameTooLong),
      phone: z
        .string({ error: m.invalidPhone })
        .trim()
        .regex(/^\+?[0-9 .()-]{6,20}$/, m.invalidPhone),
      // Optional: without it, the customer gets no mail.
      email: z
        .string({ error: m.invalidEmail })
        .trim()
        .toLowerCase()
        .max(254, m.invalidEmail)
        .pipe(z.union([z.literal(""), z.email(m.invalidEmail)]))
        .transform((email) => (email === "" ? null : email)),
    }),
    z
      .object({
        intent: z.literal("block"),
        date: dateField,
        from: timeField,
        to: timeField,
        label: z.string({ error: m.labelRequired }).trim().min(1, m.labelRequired).max(80, m.labelTooLong),
        barberId: barberField,
      })
      .refine((v) => minutesOf(v.from) < minutesOf(v.to), { message: m.invalidRange, path: ["to"], when: whenBothValid("time") }),
    z.object({ intent: z.literal("unblock"), id: z.uuid(operationError) }),
    // Without a barber, the booking keeps its own.
    z.object({ intent: z.literal("move"), id: z.uuid(operationError), date: dateField, timeSlot: timeField, barberId: barberField }),
    // A booking that has begun: 'Absent', or back to 'Venu'.
    z.object({ intent: z.literal("mark-absent"), id: z.uuid(operationError) }),
    z.object({ intent: z.literal("mark-came"), id: z.uuid(operationError) }),
  ],
  operationError,
);

/** A phone booking's one `serviceId` (the form before visits of several services) reads as its visit. */
export const agendaActionSchema = z.preprocess(
  (v) => (v && typeof v === "object" && "serviceId" in v && !("serviceIds" in v) ? { ...v, serviceIds: v.serviceId } : v),
  agendaActions,
);

/**
 * The same schema as the browser checks a form of the agenda: `serviceIds` read from all the fields
 * of that name, in order, as the server joins them (the browser's own reading keeps the last one).
 * `serviceIds`: the form's values of that name, or null when it has none.
 */
export const agendaFormSchema = (serviceIds: () => string[] | null) =>
  z.preprocess((v) => {
    const ids = serviceIds();
    return ids && v && typeof v === "object" ? { ...v, serviceIds: ids.join(",") } : v;
  }, agendaActionSchema);

export type AgendaAction = z.output<typeof agendaActions>;
/** Without a barber: 'Sans préférence' (a booking), the whole salon (a block). */
type BarberOptional<T> = Omit<T, "barberId"> & { barberId?: string | null };
export type PhoneBookingInput = BarberOptional<Extract<AgendaAction, { intent: "phone-booking" }>>;
export type BlockInput = BarberOptional<Extract<AgendaAction, { intent: "block" }>>;
