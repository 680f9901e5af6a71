import { render } from "@react-email/components";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import type { GiftCardDocument } from "~/features/gift-cards/card-document";
import { maskedCopy } from "../secrets";
import { GiftCardToBuyer, GiftCardToRecipient, giftCardMailSecrets, giftCardSubject, maskEmailAddress } from "./gift-card-emails";

const card: GiftCardDocument = {
  code: "ABCDEFGHJKMNPQRS",
  kind: "amount",
  amountCents: 5000,
  serviceName: null,
  recipientName: "Théo",
  message: "Joyeux anniversaire !\nProfite bien.",
  buyerName: "Sophie",
  issuedAt: "2026-11-28T09:15:00.000Z",
  validUntil: "2027-11-27",
  salon: { tradeName: "Monsieur Moustache", addressLines: ["18 avenue Gambetta", "75020 Paris"], websiteUrl: "https://monsieur-moustache.fr" },
};
const formatted = "ABCD-EFGH-JKMN-PQRS";
const groups = formatted.split("-");

/** The mail as queued (HTML and text), and its text as a reader sees it (no-break spaces as spaces). */
async function mail(body: ReactElement) {
  const [html, text] = await Promise.all([render(body), render(body, { plainText: true })]);
  return { html, text, plain: text.replace(/[\u00a0\u202f]/g, " ") };
}

describe("gift card mails", () => {
  it("gives the recipient the card: giver, amount, message, code in groups of four, last day, how to use it", async () => {
    const { html, plain } = await mail(<GiftCardToRecipient card={card} />);
    for (const expected of [
      "Bonjour Théo,",
      "Sophie vous offre une carte cadeau du salon Monsieur Moustache",
      "50,00 €",
      "« Joyeux anniversaire !\nProfite bien. »",
      formatted,
      "Valable jusqu'au 27 novembre 2027 inclus",
      "À utiliser au salon (présentez ce code à votre barbier) ou sur la boutique en ligne (champ « Carte cadeau » du paiement).",
      "Solde consultable sur https://monsieur-moustache.fr/carte-cadeau.",
      "La carte est aussi jointe en PDF.",
    ])
      expect(plain).toContain(expected);
    expect(html).toContain('href="https://monsieur-moustache.fr/carte-cadeau"');
    expect(html).toContain('href="https://monsieur-moustache.fr/"');
    expect(html).toContain(formatted);
    expect(giftCardSubject(card)).toBe("Votre carte cadeau du salon Monsieur Moustache");
  });

  it("names no giver it does not know, and shows a service card's name and value", async () => {
    const { plain } = await mail(
      <GiftCardToRecipient card={{ ...card, kind: "service", amountCents: 4500, serviceName: "Formule complète", buyerName: null, message: "" }} />,
    );
    expect(plain).toContain("Quelqu'un vous offre une carte cadeau du salon Monsieur Moustache");
    expect(plain).toContain("Formule complète");
    expect(plain).toContain("valeur 45,00 €");
    expect(plain).not.toContain("«  »");
  });

  it("gives the buyer who keeps the card the card itself, to print or forward", async () => {
    const { plain } = await mail(<GiftCardToBuyer card={card} sentTo={null} sendOn={null} />);
    for (const expected of ["Bonjour Sophie,", "Voici votre carte cadeau pour Théo", "De la part de Sophie", formatted, "La carte est aussi jointe en PDF."])
      expect(plain).toContain(expected);
  });

  it("tells the buyer of a card mailed on a day when and to whom, without its code", async () => {
    const { html, text, plain } = await mail(<GiftCardToBuyer card={card} sentTo="theo@exemple.fr" sendOn="2026-12-24" />);
    expect(plain).toContain("Votre carte cadeau pour Théo sera envoyée à t***@exemple.fr le 24 décembre 2026 à 8 h.");
    expect(plain).toContain("50,00 €");
    expect(plain).toContain("Valable jusqu'au 27 novembre 2027 inclus");
    for (const body of [html, text]) {
      expect(body).not.toContain("theo@exemple.fr");
      for (const group of groups) expect(body).not.toContain(group);
    }
  });

  it("masks e-mail addresses to their first letter and their domain", () => {
    expect(maskEmailAddress("theo@exemple.fr")).toBe("t***@exemple.fr");
    expect(maskEmailAddress("t@exemple.fr")).toBe("t***@exemple.fr");
    expect(maskEmailAddress("pas-une-adresse")).toBe("***");
  });

  it("leaves no part of the code in the kept copy of a mail that carries it", async () => {
    for (const body of [<GiftCardToRecipient card={card} />, <GiftCardToBuyer card={card} sentTo={null} sendOn={null} />]) {
      const { html, text } = await mail(body);
      const kept = maskedCopy({ html, text, attachments: [] }, giftCardMailSecrets(card.code));
      for (const group of groups) {
        expect(kept.html).not.toContain(group);
        expect(kept.text).not.toContain(group);
      }
      expect(kept.text).toContain("[masqué]");
      expect(kept.text).toContain("Valable jusqu'au 27 novembre 2027 inclus");
    }
  });
});
