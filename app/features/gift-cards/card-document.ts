// A gift card as it was issued, and the French texts its PDF and its mails share. Pure.
import { formatParisDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { balanceMessages } from "./balance-messages";

/**
 * A gift card exactly as it was issued: written once, never recomputed from the catalogue, so the
 * PDF and the mails made from it say what was sold.
 */
export type GiftCardDocument = {
  /** The 16 characters, shown formatted with `formatGiftCardCode`. */
  code: string;
  kind: "amount" | "service";
  /** The amount, or the service's price when sold. */
  amountCents: number;
  /** For a service card: « Formule complète ». */
  serviceName: string | null;
  recipientName: string;
  /** May be empty; up to 300 characters, may hold line breaks. */
  message: string;
  /** « De la part de … » when known, else omitted. */
  buyerName: string | null;
  /** ISO instant. */
  issuedAt: string;
  /** Paris day (YYYY-MM-DD), the last the card may be spent. */
  validUntil: string;
  /** Where to spend it. */
  salon: { tradeName: string; addressLines: string[]; websiteUrl: string };
};

/** The Paris hour a card chosen for a day is mailed (« à 8 h »). */
export const GIFT_CARD_SEND_HOUR = "08:00";

/** A Paris day (YYYY-MM-DD) as « 24 décembre 2026 »: that day's noon UTC is the same day in Paris. */
const day = (date: string) => formatParisDate(`${date}T12:00:00Z`);
const hour = (time: string) => `${Number(time.slice(0, 2))} h${time.slice(3) === "00" ? "" : ` ${time.slice(3)}`}`;

/** A page of the site the card was issued by: "/" (booking), "/carte-cadeau" (balance). */
export const cardSiteUrl = (card: GiftCardDocument, path: string) => `${card.salon.websiteUrl.replace(/\/+$/, "")}${path}`;
export const balancePageUrl = (card: GiftCardDocument) => cardSiteUrl(card, "/carte-cadeau");

export const cardTexts = {
  title: "Carte cadeau",
  recipient: (card: GiftCardDocument) => `Pour ${card.recipientName}`,
  /** « 50,00 € », or the service's name. */
  value: (card: GiftCardDocument) => (card.kind === "service" ? (card.serviceName ?? "Prestation") : formatPrice(card.amountCents)),
  /** Under a service's name: what it was worth when sold. */
  serviceValue: (card: GiftCardDocument) => (card.kind === "service" ? `valeur ${formatPrice(card.amountCents)}` : null),
  message: (card: GiftCardDocument) => (card.message.trim() ? `« ${card.message.trim()} »` : null),
  from: (card: GiftCardDocument) => (card.buyerName ? `De la part de ${card.buyerName}` : null),
  validUntil: (card: GiftCardDocument) => balanceMessages.validUntil(card.validUntil),
  usage: "À utiliser au salon (présentez ce code à votre barbier) ou sur la boutique en ligne (champ « Carte cadeau » du paiement).",
  balance: "Solde consultable sur",
  sendsOn: (card: GiftCardDocument, to: string, sendOn: string) =>
    `Votre carte cadeau pour ${card.recipientName} sera envoyée à ${to} le ${day(sendOn)} à ${hour(GIFT_CARD_SEND_HOUR)}.`,
} as const;
