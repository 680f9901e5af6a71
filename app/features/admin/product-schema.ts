import { z } from "zod";
import { productCategories } from "~/features/catalog/categories";
import { toDecimalAmount } from "~/features/orders/pricing";
import { adminProductMessages as m } from "./product-messages";

/** Euros as typed, '12,5' or '12.50' (at most 99 999,99 €), with no sign and at most two decimals. */
const PRICE = /^(\d{1,5})(?:[.,](\d{1,2}))?$/;

/**
 * '12,34' → 1234. Read from the decimal text, digit by digit, never through a float: 0.29 * 100 is
 * 28.999999999999996 in binary floating point, and a price must not lose a cent on the way.
 */
export function parsePriceCents(text: string): number | null {
  const match = PRICE.exec(text.trim().replace(/\s+|€/g, ""));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** 1250 → '12.50', the value of the form's number input. */
export const priceInputValue = (cents: number) => toDecimalAmount(cents);

const text = (max: number) => z.string().trim().max(max, m.tooLong).default("");

/** The product form's fields, checked in the browser before sending and again by the server. */
/**
 * A price in euros as typed, read digit by digit (never through a float), in cents: refused when it
 * is not one, or over `maxCents`.
 */
export const priceField = (messages: { priceRequired: string; priceInvalid: string }, maxCents = Number.MAX_SAFE_INTEGER) =>
  z
    .string({ error: messages.priceRequired })
    .trim()
    .min(1, messages.priceRequired)
    .transform((value, ctx) => {
      const cents = parsePriceCents(value);
      if (cents === null || cents > maxCents) {
        ctx.addIssue({ code: "custom", message: messages.priceInvalid });
        return z.NEVER;
      }
      return cents;
    });

export const productFieldsSchema = z.object({
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(120, m.tooLong),
  description: text(4000),
  usage: text(4000),
  testedAndApproved: text(4000),
  ingredients: text(4000),
  /** One item a line ('Votre kit contient'). */
  kitContents: text(4000).transform((value) =>
    value
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  ),
  price: priceField(m),
  category: z.enum(productCategories, { error: m.categoryRequired }),
  stock: z
    .string({ error: m.stockInvalid })
    .trim()
    .regex(/^\d{1,6}$/, m.stockInvalid)
    .transform(Number),
});

export type ProductFields = z.output<typeof productFieldsSchema>;

const saveError = { error: m.saveFailed };

/** The screen's two actions: save (a new product when `id` is empty) and delete. */
export const productActionSchema = z.discriminatedUnion(
  "intent",
  [
    productFieldsSchema.extend({
      intent: z.literal("save"),
      id: z
        .union([z.literal(""), z.uuid(saveError)])
        .optional()
        .transform((id) => id || undefined),
    }),
    z.object({ intent: z.literal("delete"), id: z.uuid({ error: m.deleteFailed }) }),
  ],
  saveError,
);

export type ProductSaveInput = Extract<z.output<typeof productActionSchema>, { intent: "save" }>;
