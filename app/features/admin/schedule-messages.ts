import { z } from "zod";
import { isIsoDate } from "~/lib/paris-time";
import { validOpeningBlocks, type OpeningBlock } from "~/features/booking/schedule";

/** French texts of the 'Horaires' screen. */
export const scheduleMessages = {
  loadFailed: "Erreur lors du chargement des horaires",
  UNKNOWN: "Erreur lors de l'enregistrement des horaires",
  weekSaved: "Horaires de la semaine enregistrés",
  exceptionAdded: "Fermeture ou horaires exceptionnels ajoutés",
  exceptionDeleted: "Exception supprimée",
  holidaysAdded: "Jours fériés ajoutés",
  noHolidayLeft: "Tous les jours fériés à venir de cette année sont déjà fermés",
  bookingsCancelled: "Rendez-vous annulés : chaque client a été prévenu par e-mail",
  invalidHours: "Horaires invalides : écrivez par exemple 10:00-12:30, 15:00-20:00 (demi-heures, dans l'ordre), ou laissez vide pour fermé",
  invalidDate: "Veuillez choisir une date valide",
  invalidRange: "La date de fin doit être le jour de début ou après",
  pastRange: "La période doit se terminer aujourd'hui ou plus tard",
  labelRequired: "Veuillez indiquer un motif (ex. : Congés, Formation)",
  labelTooLong: "Le motif ne doit pas dépasser 80 caractères",
  notFound: "Cette exception n'existe plus",
  invalidYear: "Année invalide",
  nothingToCancel: "Aucun rendez-vous à annuler",
} as const;
const m = scheduleMessages;

export const weekdayNames = { 1: "Lundi", 2: "Mardi", 3: "Mercredi", 4: "Jeudi", 5: "Vendredi", 6: "Samedi", 7: "Dimanche" } as const;

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

export const openingText = (blocks: ReadonlyArray<OpeningBlock>) => blocks.map(([open, close]) => `${open}-${close}`).join(", ");

const hoursField = z.string({ error: m.invalidHours }).max(200, m.invalidHours).transform((text, ctx) => {
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
      .refine((v) => v.from <= v.to, { message: m.invalidRange, path: ["to"] }),
    z.object({ intent: z.literal("delete-exception"), id: z.uuid(operationError) }),
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
