import { z } from "zod";
import { CAMPAIGN_ALT_MAX, CAMPAIGN_SUBJECT_MAX, CAMPAIGN_TEXT_MAX, campaignMessages as m } from "./campaign-messages";
import { normalizeCampaignText } from "./campaign-text";

/** A draft's fields, as the page's form sends them (the picture is read from the form itself). */
const subject = z.string({ error: m.subjectRequired }).trim().min(1, m.subjectRequired).max(CAMPAIGN_SUBJECT_MAX, m.subjectTooLong);

export const campaignDraftSchema = z.object({
  subject,
  text: z.string({ error: m.textRequired }).transform(normalizeCampaignText).pipe(z.string().min(1, m.textRequired).max(CAMPAIGN_TEXT_MAX, m.textTooLong)),
  imageAlt: z
    .string({ error: m.altTooLong })
    .trim()
    .max(CAMPAIGN_ALT_MAX, m.altTooLong)
    .optional()
    .transform((v) => v || null),
  removeImage: z.literal("on", { error: m.invalidAction }).optional(),
});

export type CampaignDraftInput = z.output<typeof campaignDraftSchema>;

/**
 * The campaign page's buttons: save the draft (and preview it, or mail it to oneself), or send it.
 * The draft's fields are then checked with `campaignDraftSchema`, so that a refused form is answered
 * with what was typed (a page without JavaScript shows it again rather than losing it).
 */
export const campaignIntentSchema = z.object({ intent: z.enum(["save", "preview", "test", "send"], { error: m.invalidAction }) });

/** The list's form: a new draft, named by its subject. */
export const campaignCreateSchema = z.object({ intent: z.literal("create", { error: m.invalidAction }), subject });

/** What the owner typed, given back with a refusal. */
export type CampaignDraftValues = { subject: string; text: string; imageAlt: string };

export function draftValues(fields: Record<string, unknown>): CampaignDraftValues {
  const text = (name: string, max: number) => (typeof fields[name] === "string" ? (fields[name] as string).slice(0, max) : "");
  return { subject: text("subject", 1000), text: text("text", 100_000), imageAlt: text("imageAlt", 1000) };
}
