import { eq } from "drizzle-orm";
import { createElement } from "react";
import { queueEmail } from "~/features/email/outbox.server";
import { GiftCardToBuyer, GiftCardToRecipient, giftCardMailSecrets, giftCardSubject } from "~/features/email/templates/gift-card-emails";
import { getConfig } from "~/lib/config.server";
import { parisInstant, parisWallClock } from "~/lib/paris-time";
import { salon } from "~/lib/salon";
import type { Tx } from "~db/client.server";
import { giftCards } from "~db/schema";
import { GIFT_CARD_SEND_HOUR, type GiftCardDocument } from "./card-document";
import { renderGiftCardPdf } from "./card-pdf.server";
import { issueGiftCard } from "./ledger.server";
import type { PricedGiftCard } from "./purchase.server";

/** When a card chosen for `sendOn` goes: that day at 08:00 in Paris, or now if that is past. */
export function sendMoment(sendOn: string, now: Date): Date {
  const due = parisInstant(sendOn, GIFT_CARD_SEND_HOUR);
  return due > now ? due : now;
}

const pdfName = (doc: GiftCardDocument) =>
  `carte-cadeau-${
    doc.recipientName
      .normalize("NFD")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .toLowerCase() || "salon"
  }.pdf`;

type Sale = {
  orderId: string;
  buyer: { email: string; name: string | null };
  cards: readonly PricedGiftCard[];
};

/**
 * The cards an order sold, in its transaction: each issued (its code drawn, kept hashed) and its
 * mails queued with its PDF: to the buyer at once, or to the recipient on the chosen day at 08:00
 * (the buyer then hears at once when and to whom, without the code). The code is masked in the kept
 * copies and the PDF is sent from the sealed copy only.
 */
export async function issueSoldCards(tx: Tx, sale: Sale, now: Date): Promise<Array<{ id: string; last4: string }>> {
  const issued: Array<{ id: string; last4: string }> = [];
  const today = parisWallClock(now).date;
  for (const card of sale.cards) {
    const { purchase } = card;
    const toRecipient = purchase.sendTo === "recipient" && purchase.recipientEmail !== null && purchase.sendOn !== null;
    const sendOn = toRecipient ? purchase.sendOn! : today;
    const { id, code, validUntil } = await issueGiftCard(
      tx,
      {
        kind: purchase.kind,
        serviceId: purchase.kind === "service" ? purchase.serviceId : null,
        amountCents: card.priceCents,
        recipientName: purchase.recipientName,
        recipientEmail: toRecipient ? purchase.recipientEmail : null,
        buyerEmail: sale.buyer.email,
        message: purchase.message,
        sendOn,
        orderId: sale.orderId,
      },
      now,
    );
    issued.push({ id, last4: code.slice(-4) });
    const doc: GiftCardDocument = {
      code,
      kind: purchase.kind,
      amountCents: card.priceCents,
      serviceName: card.serviceTitle,
      recipientName: purchase.recipientName,
      message: purchase.message,
      buyerName: sale.buyer.name,
      issuedAt: now.toISOString(),
      validUntil,
      salon: {
        tradeName: salon.name,
        addressLines: [salon.address.street, `${salon.address.postalCode} ${salon.address.city}`],
        websiteUrl: getConfig().publicUrl,
      },
    };
    const pdf = await renderGiftCardPdf(doc);
    const attachment = { filename: pdfName(doc), contentType: "application/pdf", contentBase64: pdf.toString("base64") };
    const secrets = giftCardMailSecrets(code);
    if (toRecipient) {
      const mailId = await queueEmail(tx, {
        type: "gift_card",
        to: purchase.recipientEmail!,
        subject: giftCardSubject(doc),
        body: createElement(GiftCardToRecipient, { card: doc }),
        attachments: [attachment],
        attachmentsHoldSecrets: true,
        secrets,
        notBefore: sendMoment(sendOn, now),
      });
      // Withdrawn should the card be cancelled before its day.
      await tx.update(giftCards).set({ mailId }).where(eq(giftCards.id, id));
      await queueEmail(tx, {
        type: "gift_card_scheduled",
        to: sale.buyer.email,
        subject: `Votre carte cadeau pour ${purchase.recipientName}`,
        body: createElement(GiftCardToBuyer, { card: doc, sentTo: purchase.recipientEmail, sendOn }),
        // The buyer's mail holds no code; masked all the same, should a template ever show it.
        secrets,
      });
    } else {
      await queueEmail(tx, {
        type: "gift_card",
        to: sale.buyer.email,
        subject: giftCardSubject(doc),
        body: createElement(GiftCardToBuyer, { card: doc, sentTo: null, sendOn: null }),
        attachments: [attachment],
        attachmentsHoldSecrets: true,
        secrets,
      });
    }
  }
  return issued;
}
