// The gift card's form and the purchase the checkout sends, as Zod schemas: apart from purchase.ts so
// that the card's page loads Zod only with its form's first check, like the site's other forms.
import { z } from "zod";
import { parisWallClock } from "~/lib/paris-time";
import { purchaseMessages, RECIPIENT_NAME_MAX, type GiftCardPurchase } from "./purchase";
import { MESSAGE_MAX_LENGTH, PRESET_AMOUNTS_CENTS, readMessage, validAmountCents, validSendDate } from "./rules";

/** Control and direction characters are refused: the name is printed on the card, the invoice and the mails. */
const PLAIN_TEXT = /^[^\p{Cc}\u202a-\u202e\u2066-\u2069]*$/u;
const trimmed = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, message).regex(PLAIN_TEXT, message);
const email = z
  .string({ error: purchaseMessages.recipientEmail })
  .trim()
  .toLowerCase()
  .max(254, purchaseMessages.recipientEmail)
  .pipe(z.email(purchaseMessages.recipientEmail));

/** A purchase as the checkout sends it back (from the cart): its shape; the rules are `purchaseProblem`'s. */
export const giftCardPurchaseSchema = z.object({
  kind: z.enum(["amount", "service"]),
  amountCents: z.number().int().nullable(),
  serviceId: z.string().max(64).nullable(),
  recipientName: trimmed(purchaseMessages.recipientName, RECIPIENT_NAME_MAX),
  message: z.string().max(MESSAGE_MAX_LENGTH * 4),
  sendTo: z.enum(["buyer", "recipient"]),
  recipientEmail: email.nullable(),
  sendOn: z.string().max(10).nullable(),
});

const choices = [...PRESET_AMOUNTS_CENTS.map(String), "autre", "prestation"] as const;

/**
 * The card's page form: `choice` (a preset amount in cents, 'autre' with `freeAmount` in euros, or
 * 'prestation' with `serviceId`), the recipient's name, the message, and where it goes (`sendTo`:
 * 'buyer', or 'recipient' with `recipientEmail` and `sendOn`). Read as the purchase it describes.
 */
export const giftCardFormSchema = z
  .object({
    choice: z.enum(choices, { error: purchaseMessages.choice }),
    freeAmount: z.string().trim().max(12).optional(),
    serviceId: z.string().trim().max(64).optional(),
    recipientName: trimmed(purchaseMessages.recipientName, RECIPIENT_NAME_MAX),
    message: z
      .string({ error: purchaseMessages.message })
      .max(MESSAGE_MAX_LENGTH * 4, purchaseMessages.message)
      .optional(),
    sendTo: z.enum(["buyer", "recipient"], { error: purchaseMessages.sendTo }),
    recipientEmail: z.string().trim().max(254).optional(),
    sendOn: z.string().trim().max(10).optional(),
  })
  .transform((form, context): GiftCardPurchase => {
    const fail = (path: string, message: string) => {
      context.addIssue({ code: "custom", path: [path], message });
      return z.NEVER;
    };
    const euros = form.freeAmount?.replace(",", ".") ?? "";
    const amountCents =
      form.choice === "prestation" ? null : form.choice === "autre" ? (/^\d{1,3}$/.test(euros) ? Number(euros) * 100 : NaN) : Number(form.choice);
    if (amountCents !== null && !validAmountCents(amountCents)) return fail("freeAmount", purchaseMessages.amount);
    if (form.choice === "prestation" && !form.serviceId) return fail("serviceId", purchaseMessages.service);
    const message = readMessage(form.message ?? "");
    if (message === null) return fail("message", purchaseMessages.message);
    const toRecipient = form.sendTo === "recipient";
    const parsedEmail = toRecipient ? email.safeParse(form.recipientEmail ?? "") : null;
    if (parsedEmail && !parsedEmail.success) return fail("recipientEmail", purchaseMessages.recipientEmail);
    const sendOn = toRecipient ? (form.sendOn ?? "") : null;
    if (sendOn !== null && !validSendDate(sendOn, parisWallClock(new Date()).date)) return fail("sendOn", purchaseMessages.sendDate);
    return {
      kind: form.choice === "prestation" ? "service" : "amount",
      amountCents,
      serviceId: form.choice === "prestation" ? form.serviceId! : null,
      recipientName: form.recipientName,
      message,
      sendTo: form.sendTo,
      recipientEmail: parsedEmail?.success ? parsedEmail.data : null,
      sendOn,
    };
  });
