import PDFDocument from "pdfkit";
import { formatParisDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { documentTitles, type InvoiceSnapshot } from "./document";

// The standard PDF fonts encode text in WinAnsi, which has no narrow no-break space (U+202F, the
// French thousands separator): it becomes an ordinary no-break space.
const pdfText = (text: string) => text.replace(/\u202f/g, "\u00a0");
const money = (cents: number) => pdfText(formatPrice(cents));

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN; // A4
const columns = { name: MARGIN, quantity: MARGIN + 270, unit: MARGIN + 310, total: MARGIN + 410 };

/** The document as a PDF (A4, Helvetica), made from its frozen snapshot alone. */
export function renderInvoicePdf(doc: InvoiceSnapshot): Promise<Buffer> {
  const issuedAt = new Date(doc.issuedAt);
  const title = documentTitles[doc.kind];
  const pdf = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    // Fixed dates: the same snapshot always gives the same file.
    info: { Title: `${title} ${doc.number}`, Author: doc.seller.name, CreationDate: issuedAt, ModDate: issuedAt },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  // Seller, top left; the document's identity, top right.
  pdf.font("Helvetica-Bold").fontSize(14).text(doc.seller.tradeName, MARGIN, MARGIN);
  pdf.font("Helvetica").fontSize(9);
  for (const line of [doc.seller.name, ...doc.seller.addressLines, `SIRET : ${doc.seller.siret}`, `N° TVA intracommunautaire : ${doc.seller.vatNumber}`])
    pdf.text(pdfText(line));

  pdf.font("Helvetica-Bold").fontSize(20).text(title, MARGIN, MARGIN, { width: WIDTH, align: "right" });
  pdf.font("Helvetica").fontSize(10);
  const identity = [
    `N° ${doc.number}`,
    `Date : ${formatParisDate(issuedAt)}`,
    doc.booking ? `Réservation : ${doc.orderNumber}` : `Commande : ${doc.orderNumber}`,
  ];
  if (doc.refersTo) identity.push(`Facture d'origine : ${doc.refersTo.number} du ${formatParisDate(doc.refersTo.issuedAt)}`);
  for (const line of identity) pdf.text(pdfText(line), MARGIN, undefined, { width: WIDTH, align: "right" });

  // Customer.
  pdf.moveDown(2);
  const customerTop = Math.max(pdf.y, 170);
  pdf
    .font("Helvetica-Bold")
    .fontSize(10)
    .text("Client", MARGIN + 280, customerTop);
  pdf.font("Helvetica").fontSize(10);
  const address = doc.customer.addressLines.length > 0 ? doc.customer.addressLines : doc.booking ? [] : ["Retrait au salon (Click & Collect)"];
  for (const line of [doc.customer.name, doc.customer.email, ...address]) pdf.text(pdfText(line), MARGIN + 280);

  // Lines.
  let y = Math.max(pdf.y + 25, 260);
  const row = (cells: { name: string; quantity: string; unit: string; total: string }, bold = false) => {
    if (y > 680) {
      pdf.addPage();
      y = MARGIN;
    }
    pdf.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(10);
    const nameHeight = pdf.heightOfString(cells.name, { width: 260 });
    pdf.text(cells.name, columns.name, y, { width: 260 });
    pdf.text(cells.quantity, columns.quantity, y, { width: 35, align: "right" });
    pdf.text(cells.unit, columns.unit, y, { width: 95, align: "right" });
    pdf.text(cells.total, columns.total, y, { width: WIDTH - (columns.total - MARGIN), align: "right" });
    y += Math.max(nameHeight, 12) + 6;
  };
  row({ name: "Désignation", quantity: "Qté", unit: "Prix unitaire TTC", total: "Total TTC" }, true);
  pdf
    .moveTo(MARGIN, y - 3)
    .lineTo(MARGIN + WIDTH, y - 3)
    .lineWidth(0.5)
    .stroke();
  for (const line of doc.lines)
    row({ name: pdfText(line.name), quantity: String(line.quantity), unit: money(line.unitPriceCents), total: money(line.totalCents) });
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .stroke();
  y += 10;

  // Totals, right-aligned under the lines.
  const totals: Array<[string, string, boolean?]> = [
    ["Sous-total TTC", money(doc.subtotalCents)],
    ...(doc.booking
      ? []
      : ([[doc.deliveryMode === "homeDelivery" ? "Livraison" : "Retrait au salon", money(doc.deliveryFeeCents)]] as Array<[string, string]>)),
  ];
  if (doc.discountCents !== 0) totals.push(["Réduction", money(-doc.discountCents)]);
  if (doc.giftCard) totals.push([doc.giftCard.label, money(-doc.giftCard.cents)]);
  totals.push(["Total HT", money(doc.vat.baseCents)], [`TVA ${doc.vat.ratePercent} %`, money(doc.vat.vatCents)], ["Total TTC", money(doc.totalCents), true]);
  for (const [label, amount, bold] of totals) {
    pdf.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(bold ? 12 : 10);
    pdf.text(pdfText(label), MARGIN + 250, y, { width: 130 });
    pdf.text(amount, MARGIN + 380, y, { width: WIDTH - 380, align: "right" });
    y += bold ? 18 : 15;
  }

  // Mentions.
  pdf.font("Helvetica").fontSize(9).fillColor("#333333");
  const mentions = doc.booking
    ? doc.kind === "invoice"
      ? [
          `Facture d'acompte acquittée : arrhes (art. L214-1 du Code de la consommation) versées pour le rendez-vous du ${doc.booking.appointment}, déduites du prix payé au salon.`,
          "Prix en euros, TVA française au taux normal de 20 % incluse.",
        ]
      : [
          `Cet avoir annule la facture ${doc.refersTo?.number ?? ""} : les arrhes sont remboursées.`,
          "Montants en euros, TVA française au taux normal de 20 % incluse.",
        ]
    : doc.kind === "invoice"
      ? ["Facture acquittée : payée à la commande.", "Prix en euros, TVA française au taux normal de 20 % incluse."]
      : [
          `Cet avoir annule la facture ${doc.refersTo?.number ?? ""} et rembourse son montant.`,
          "Montants en euros, TVA française au taux normal de 20 % incluse.",
        ];
  // A gift card is a single-purpose voucher: its VAT was invoiced with the card (docs/decisions/0033).
  if (doc.giftCard)
    mentions.push(
      `${doc.giftCard.label} : bon à usage unique (art. 256 ter du CGI), dont la TVA a été facturée à sa vente ; la TVA ci-dessus porte sur le reste du prix.`,
    );
  if (doc.lines.some((l) => l.name.startsWith("Carte cadeau ")))
    mentions.push("Carte cadeau : bon à usage unique (art. 256 ter du CGI), TVA facturée à sa vente, valable 12 mois, non remboursable en espèces.");
  pdf.text(pdfText(mentions.join("\n")), MARGIN, y + 20, { width: WIDTH });
  pdf
    .fontSize(8)
    .text(
      pdfText(
        `${doc.seller.name}, ${doc.seller.legalForm} au capital de ${doc.seller.shareCapital} · ${doc.seller.rcs} · SIRET ${doc.seller.siret} · TVA ${doc.seller.vatNumber}`,
      ),
      MARGIN,
      755,
      {
        width: WIDTH,
        align: "center",
      },
    );
  pdf.end();
  return done;
}

/** `Content-Disposition` and friends for a download of the document. */
export function pdfResponse(number: string, body: Buffer): Response {
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${number}.pdf"`,
      "Content-Length": String(body.length),
      "Cache-Control": "private, no-store",
    },
  });
}
