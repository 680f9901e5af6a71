import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import type { GiftCardDocument } from "./card-document";
import { renderGiftCardPdf } from "./card-pdf.server";

const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, " ").replace(/\s+/g, " ");

async function textOf(pdf: Buffer) {
  const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return { text: plain(text), totalPages };
}

const card: GiftCardDocument = {
  code: "ABCDEFGHJKMNPQRS",
  kind: "amount",
  amountCents: 5000,
  serviceName: null,
  recipientName: "Théo",
  message: "Joyeux anniversaire !\nProfite bien.",
  buyerName: "Sophie Marchand",
  issuedAt: "2026-11-28T09:15:00.000Z",
  validUntil: "2027-11-27",
  salon: { tradeName: "Monsieur Moustache", addressLines: ["18 avenue Gambetta", "75020 Paris"], websiteUrl: "https://monsieur-moustache.fr" },
};

describe("gift card PDF", () => {
  it("shows the salon, the recipient, the amount, the message, the giver, the code in groups of four, its last day and how to use it", async () => {
    const pdf = await renderGiftCardPdf(card);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { text, totalPages } = await textOf(pdf);
    expect(totalPages).toBe(1);
    for (const expected of [
      "MONSIEUR MOUSTACHE",
      "Carte cadeau",
      "Pour Théo",
      "50,00 €",
      "« Joyeux anniversaire ! Profite bien. »",
      "De la part de Sophie Marchand",
      "ABCD-EFGH-JKMN-PQRS",
      "Valable jusqu'au 27 novembre 2027 inclus",
      "À utiliser au salon (présentez ce code à votre barbier) ou sur la boutique en ligne (champ « Carte cadeau » du paiement).",
      "Solde consultable sur https://monsieur-moustache.fr/carte-cadeau.",
      "18 avenue Gambetta",
      "75020 Paris",
    ])
      expect(text).toContain(expected);
  });

  it("is the same file every time it is made from the same document", async () => {
    expect((await renderGiftCardPdf(card)).equals(await renderGiftCardPdf(card))).toBe(true);
  });

  it("shows a service card's name and what it was worth", async () => {
    const { text } = await textOf(await renderGiftCardPdf({ ...card, kind: "service", amountCents: 4500, serviceName: "Formule complète" }));
    expect(text).toContain("Formule complète");
    expect(text).toContain("valeur 45,00 €");
  });

  it("leaves out an empty message and an unknown giver", async () => {
    const { text, totalPages } = await textOf(await renderGiftCardPdf({ ...card, message: "", buyerName: null }));
    expect(totalPages).toBe(1);
    expect(text).not.toContain("«  »");
    expect(text).not.toContain("De la part de");
    expect(text).toContain("ABCD-EFGH-JKMN-PQRS");
  });

  it("keeps a 300-character message on the one page, whether in long lines or in many short ones", async () => {
    const long = `${"Merci pour tout, à très vite au salon. ".repeat(7)}\n\nBises,\nSophie`.slice(0, 300);
    const short = Array.from({ length: 100 }, (_, i) => `L${i % 10}`).join("\n");
    for (const message of [long, short]) {
      expect([...message].length).toBeLessThanOrEqual(300);
      const { text, totalPages } = await textOf(await renderGiftCardPdf({ ...card, message }));
      expect(totalPages).toBe(1);
      expect(text).toContain("ABCD-EFGH-JKMN-PQRS");
      expect(text).toContain("Valable jusqu'au 27 novembre 2027 inclus");
      expect(text).toContain("75020 Paris");
    }
  });

  it("leaves out what its fonts cannot write (an emoji) and keeps the French letters", async () => {
    const { text } = await textOf(
      await renderGiftCardPdf({ ...card, buyerName: "Sophie 🎉 Marchand", message: "Bon anniversaire 🎂 ! L’œuvre d’un barbie\u0301r." }),
    );
    expect(text).toContain("De la part de Sophie Marchand");
    expect(text).toContain("« Bon anniversaire ! L’œuvre d’un barbiér. »");
  });

  it("writes a large amount with the French thousands separator", async () => {
    const { text } = await textOf(await renderGiftCardPdf({ ...card, amountCents: 123400 }));
    expect(text).toContain("1 234,00 €");
  });
});
