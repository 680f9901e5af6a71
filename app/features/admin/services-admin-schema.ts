import { z } from "zod";
import { absenceActions, depositAudiences, MAX_ABSENCE_THRESHOLD } from "~/features/booking/deposits";
import { depositKinds, type DepositKind } from "~db/schema/booking";
import { parsePriceCents, priceField } from "./product-schema";
import { SERVICE_LIMITS as L, servicesAdminMessages as m } from "./services-admin-messages";

const operationError = { error: m.UNKNOWN };
const serviceId = z.uuid({ error: m.invalidService });

/** Whole minutes between `min` and `max`, by steps of 5, typed as digits. */
const minutes = (min: number, max: number, invalid: string) =>
  z
    .string()
    .regex(/^\d{1,3}$/, invalid)
    .transform(Number)
    .refine((n) => n >= min && n <= max && n % L.step === 0, invalid);

/** The form of a service, for a new one and an existing one alike. */
const fields = {
  title: z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(L.titleMax, m.titleTooLong),
  description: z
    .string({ error: m.descriptionTooLong })
    .trim()
    .max(L.descriptionMax, m.descriptionTooLong)
    .optional()
    .transform((v) => v || null),
  /** A category of the list, or "" for the one typed in `newCategory`. */
  category: z.string({ error: m.categoryRequired }).trim().max(100, m.CATEGORY_NOT_FOUND),
  newCategory: z
    .string({ error: m.newCategoryTooLong })
    .transform((v) => v.trim().replace(/\s+/g, " "))
    .pipe(z.string().max(L.categoryMax, m.newCategoryTooLong))
    .default(""),
  duration: z
    .string({ error: m.durationRequired })
    .trim()
    .min(1, m.durationRequired)
    .pipe(minutes(L.durationMin, L.durationMax, m.durationInvalid)),
  /** Euros as typed, read digit by digit (never through a float): 0 to 1 000 €. */
  price: priceField(m, L.priceMaxCents),
  /** Left empty: no buffer. */
  buffer: z
    .string({ error: m.bufferInvalid })
    .trim()
    .transform((v) => v || "0")
    .pipe(minutes(0, L.bufferMax, m.bufferInvalid))
    .default(0),
  bookableOnline: z
    .literal("on", operationError)
    .optional()
    .transform((v) => v === "on"),
  /** 'Arrhes': none, a fixed amount, a share of the price, or the whole price. */
  depositKind: z.enum(depositKinds, operationError).default("none"),
  /** Euros (a fixed amount) or a whole percentage; ignored for none and the whole price. */
  depositAmount: z.string(operationError).trim().max(20, m.depositAmountInvalid).default(""),
  // One `barberIds` entry per box checked: the schema sees the last one (so, that one is); the action reads them all from the form.
  barberIds: z.string({ error: m.barbersRequired }).min(1, m.barbersRequired),
};

/** Both category fields are there to compare (whatever the form's other fields), as `whenBothValid` does. */
const categoryFieldsRead = ({ value }: { value: unknown }) => {
  const v = value as { category?: unknown; newCategory?: unknown } | null;
  return typeof v?.category === "string" && typeof v.newCategory === "string";
};

type CategoryChoice = { category: string; newCategory: string };
type DepositChoice = { depositKind: DepositKind; depositAmount: string; price: number };

/**
 * The arrhes as stored (`services.deposit_value`): cents of a fixed amount (more than 0, at most the
 * price), a whole percentage from 1 to 100, or 0; null when the amount typed does not fit the choice.
 */
export function depositValueOf({ depositKind, depositAmount, price }: DepositChoice): number | null {
  if (depositKind === "none" || depositKind === "full") return 0;
  if (depositKind === "percent")
    return /^\d{1,3}$/.test(depositAmount) && Number(depositAmount) >= 1 && Number(depositAmount) <= 100 ? Number(depositAmount) : null;
  const cents = parsePriceCents(depositAmount);
  return cents !== null && cents > 0 && cents <= price ? cents : null;
}

/** The arrhes' fields and the price are there to compare. */
const depositFieldsRead = ({ value }: { value: unknown }) => {
  const v = value as Partial<DepositChoice> | null;
  return typeof v?.depositKind === "string" && typeof v.depositAmount === "string" && typeof v.price === "number";
};

/** The amount typed fits the choice: a fixed amount up to the price, or a percentage. */
const withDepositChoice = <T extends z.ZodType<DepositChoice>>(schema: T) =>
  schema
    .refine((v) => v.depositKind !== "fixed" || depositValueOf(v) !== null, {
      message: m.depositFixedInvalid,
      path: ["depositAmount"],
      when: depositFieldsRead,
    })
    .refine((v) => v.depositKind !== "percent" || depositValueOf(v) !== null, {
      message: m.depositPercentInvalid,
      path: ["depositAmount"],
      when: depositFieldsRead,
    });

/** A category of the list, or « Nouvelle catégorie » and its name: one of the two, never both. */
const withCategoryChoice = <T extends z.ZodType<CategoryChoice>>(schema: T) =>
  schema
    .refine((v) => v.category !== "" || v.newCategory !== "", { message: m.newCategoryRequired, path: ["newCategory"], when: categoryFieldsRead })
    .refine((v) => v.category === "" || v.newCategory === "", { message: m.newCategoryUnused, path: ["newCategory"], when: categoryFieldsRead });

export const servicesActionSchema = z.discriminatedUnion(
  "intent",
  [
    withDepositChoice(withCategoryChoice(z.object({ intent: z.literal("create"), ...fields }))),
    withDepositChoice(withCategoryChoice(z.object({ intent: z.literal("edit"), id: serviceId, ...fields }))),
    z.object({ intent: z.literal("move-service"), id: serviceId, direction: z.enum(["up", "down"], operationError) }),
    z.object({
      intent: z.literal("move-category"),
      category: z.string({ error: m.invalidCategory }).min(1, m.invalidCategory).max(100, m.invalidCategory),
      direction: z.enum(["up", "down"], operationError),
    }),
    z.object({
      intent: z.literal("deposit-rules"),
      audience: z.enum(depositAudiences, operationError),
      /** Left empty: no rule on absences. */
      absenceThreshold: z
        .string({ error: m.absenceThresholdInvalid })
        .trim()
        .default("")
        .refine((v) => v === "" || (/^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_ABSENCE_THRESHOLD), m.absenceThresholdInvalid)
        .transform((v) => (v === "" ? null : Number(v))),
      absenceAction: z.enum(absenceActions, operationError),
      absencePercent: z
        .string({ error: m.absencePercentInvalid })
        .trim()
        .regex(/^\d{1,3}$/, m.absencePercentInvalid)
        .transform(Number)
        .refine((n) => n >= 1 && n <= 100, m.absencePercentInvalid),
    }),
    z.object({ intent: z.literal("retire"), id: serviceId }),
    z.object({ intent: z.literal("restore"), id: serviceId }),
  ],
  operationError,
);

export type ServicesAction = z.output<typeof servicesActionSchema>;
export type ServiceInput = Extract<ServicesAction, { intent: "create" | "edit" }>;

/** 'Coupe + shampoing' → 'coupe-shampoing': lowercase ASCII words joined by hyphens. */
export function slugOf(title: string): string {
  const slug = title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/ß/g, "ss")
    .replace(/ø/g, "o")
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 60)
    .replace(/^-+|-+$/g, "");
  return slug || "prestation";
}

/** The slug, or the first of `slug-2`, `slug-3`… that no other service has. */
export function uniqueSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n++) if (!taken.has(`${slug}-${n}`)) return `${slug}-${n}`;
}
