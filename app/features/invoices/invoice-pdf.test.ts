import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { mirrorAmounts, vatBreakdown } from "./amounts";
import type { InvoiceSnapshot } from "./document";
import { renderInvoicePdf } from "./invoice-pdf.server";

const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, " ").replace(/\s+/g, " ");

async function textOf(pdf: Buffer) {
  const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return { text: plain(text), totalPages };
}

const invoice: InvoiceSnapshot = {
  kind: "invoice",
  number: "FA-2026-000001",
  issuedAt: "2025-12-31T23:30:00.000Z",
  orderNumber: "ORD-1767223800000-ABCDEF",
  refersTo: null,
  seller: {
    name: "Monsieur Moustache SAS",
    tradeName: "Monsieur Moustache",
    legalForm: "Société par actions simplifiée",
    shareCapital: "5 000 €",
    addressLines: ["18 avenue Gambetta", "75020 Paris", "France"],
    siret: "912 345 678 00014",
    vatNumber: "FR 27 912345678",
    rcs: "RCS Paris 912 345 678",
  },
  customer: { name: "Sophie Marchand", email: "sophie@example.test", addressLines: ["3 rue Orfila", "75020 Paris"] },
  deliveryMode: "homeDelivery",
  lines: [
    { name: "Huile Barbe", quantity: 2, unitPriceCents: 1999, totalCents: 3998 },
    { name: "Coffret Rasage Prestige", quantity: 1, unitPriceCents: 123456, totalCents: 123456 },
  ],
  subtotalCents: 127454,
  deliveryFeeCents: 0,
  discountCents: 12745,
  totalCents: 114709,
  vat: { ratePercent: 20, ...vatBreakdown(114709) },
};

describe("invoice PDF", () => {
  it("shows the seller's legal identity, the customer, the lines and the VAT in French", async () => {
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { text, totalPages } = await textOf(pdf);
    expect(totalPages).toBe(1);
    for (const expected of [
      "Facture",
      "N° FA-2026-000001",
      // 23:30 UTC on 31 December is 1 January in Paris.
      "Date : 1 janvier 2026",
      "Monsieur Moustache SAS",
      "SIRET : 912 345 678 00014",
      "N° TVA intracommunautaire : FR 27 912345678",
      "Sophie Marchand",
      "sophie@example.test",
      "3 rue Orfila",
      "Huile Barbe",
      "19,99 €",
      "39,98 €",
      "1 234,56 €",
      "Réduction",
      "-127,45 €",
      "Total HT 955,91 €",
      "TVA 20 % 191,18 €",
      "Total TTC 1 147,09 €",
    ])
      expect(text).toContain(expected);
  });

  it("is the same file every time it is made from the same snapshot", async () => {
    expect((await renderInvoicePdf(invoice)).equals(await renderInvoicePdf(invoice))).toBe(true);
  });

  it("makes a credit note with negative amounts and the invoice it cancels", async () => {
    const credit: InvoiceSnapshot = {
      ...invoice,
      ...mirrorAmounts(invoice),
      kind: "credit_note",
      number: "AV-2026-000001",
      issuedAt: "2026-02-03T10:00:00.000Z",
      refersTo: { number: invoice.number, issuedAt: invoice.issuedAt },
    };
    const { text } = await textOf(await renderInvoicePdf(credit));
    for (const expected of [
      "Avoir",
      "N° AV-2026-000001",
      "Facture d'origine : FA-2026-000001 du 1 janvier 2026",
      "-39,98 €",
      "Total TTC -1 147,09 €",
      "TVA 20 % -191,18 €",
    ])
      expect(text).toContain(expected);
  });

  it("goes on to a second page when the lines do not fit on one", async () => {
    const lines = Array.from({ length: 40 }, (_, i) => ({ name: `Produit ${i + 1}`, quantity: 1, unitPriceCents: 100, totalCents: 100 }));
    const { text, totalPages } = await textOf(
      await renderInvoicePdf({ ...invoice, lines, subtotalCents: 4000, discountCents: 0, totalCents: 4000, vat: { ratePercent: 20, ...vatBreakdown(4000) } }),
    );
    expect(totalPages).toBe(2);
    expect(text).toContain("Produit 40");
    expect(text).toContain("Total TTC 40,00 €");
  });
});
