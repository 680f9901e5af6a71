import PDFDocument from "pdfkit";
import { balancePageUrl, cardTexts, type GiftCardDocument } from "./card-document";
import { formatGiftCardCode } from "./code";

// The standard PDF fonts encode text in WinAnsi, which has no narrow no-break space (U+202F, the
// French thousands separator): it becomes an ordinary no-break space. What the buyer typed may hold
// characters WinAnsi cannot write at all (an emoji): they are left out rather than printed as garbage.
const outsideWinAnsi = /[^\n\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/gu;
const pdfText = (text: string) =>
  text
    .normalize("NFC")
    .replace(/\u202f/g, "\u00a0")
    .replace(/\t/g, " ")
    .replace(outsideWinAnsi, "")
    .replace(/ {2,}/g, " ");

// A4 landscape, framed.
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 70;
const WIDTH = PAGE.width - 2 * MARGIN;
const colors = { ink: "#1c1c1c", brass: "#b08d57", muted: "#6b6b6b", paper: "#f5efe6" };
/** The message's room: it shrinks to fit, down to a size still read on paper. */
const MESSAGE = { maxHeight: 84, sizes: [14, 13, 12, 11, 10, 9, 8] };

/** The card as a PDF to print or forward, made from its frozen document alone. */
export function renderGiftCardPdf(doc: GiftCardDocument): Promise<Buffer> {
  const issuedAt = new Date(doc.issuedAt);
  const pdf = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margins: { top: 50, bottom: 36, left: MARGIN, right: MARGIN },
    // Fixed dates: the same document always gives the same file.
    info: { Title: `${cardTexts.title} ${doc.salon.tradeName}`, Author: doc.salon.tradeName, CreationDate: issuedAt, ModDate: issuedAt },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  pdf
    .rect(24, 24, PAGE.width - 48, PAGE.height - 48)
    .lineWidth(1.5)
    .strokeColor(colors.brass)
    .stroke();
  pdf
    .rect(32, 32, PAGE.width - 64, PAGE.height - 64)
    .lineWidth(0.5)
    .stroke();

  const centered = (text: string, font: string, size: number, color = colors.ink, gap = 0) => {
    pdf.font(font).fontSize(size).fillColor(color).text(pdfText(text), MARGIN, undefined, { width: WIDTH, align: "center" });
    if (gap) pdf.y += gap;
  };

  pdf.y = 58;
  centered(doc.salon.tradeName.toUpperCase(), "Helvetica-Bold", 13, colors.brass, 8);
  centered(cardTexts.title, "Times-Roman", 44, colors.ink, 4);
  centered(cardTexts.recipient(doc), "Times-Italic", 22, colors.ink, 14);
  centered(cardTexts.value(doc), "Helvetica-Bold", doc.kind === "service" ? 28 : 34);
  const serviceValue = cardTexts.serviceValue(doc);
  if (serviceValue) centered(serviceValue, "Helvetica", 12, colors.muted);
  pdf.y += 14;

  const message = cardTexts.message(doc);
  if (message) {
    // Many short lines may not fit even small: the message then goes on as one paragraph.
    const fits = (text: string, size: number) =>
      pdf
        .font("Times-Italic")
        .fontSize(size)
        .heightOfString(text, { width: WIDTH - 80 }) <= MESSAGE.maxHeight;
    let text = pdfText(message);
    let size = MESSAGE.sizes.find((s) => fits(text, s));
    if (size === undefined) {
      text = text.replace(/\s*\n\s*/g, " ");
      size = MESSAGE.sizes.find((s) => fits(text, s)) ?? MESSAGE.sizes.at(-1)!;
    }
    pdf
      .font("Times-Italic")
      .fontSize(size)
      .fillColor(colors.ink)
      .text(text, MARGIN + 40, undefined, { width: WIDTH - 80, align: "center", height: MESSAGE.maxHeight, ellipsis: true });
    pdf.y += 6;
  }
  const from = cardTexts.from(doc);
  if (from) centered(from, "Times-Roman", 13, colors.muted);

  // The code, in a box, low enough that the message above always has its room.
  const code = formatGiftCardCode(doc.code);
  const boxTop = Math.max(pdf.y + 14, 372);
  pdf.font("Courier-Bold").fontSize(26);
  const boxWidth = pdf.widthOfString(code) + 48;
  pdf
    .roundedRect((PAGE.width - boxWidth) / 2, boxTop, boxWidth, 44, 6)
    .fillColor(colors.paper)
    .fill();
  pdf.fillColor(colors.ink).text(code, MARGIN, boxTop + 11, { width: WIDTH, align: "center" });
  pdf.y = boxTop + 54;
  centered(cardTexts.validUntil(doc), "Helvetica-Bold", 11);

  // How to use it, at the foot of the card.
  pdf.y = Math.max(pdf.y + 12, 490);
  centered(cardTexts.usage, "Helvetica", 9, colors.muted);
  centered(`${cardTexts.balance} ${balancePageUrl(doc)}.`, "Helvetica", 9, colors.muted, 4);
  centered([doc.salon.tradeName, ...doc.salon.addressLines].join(" · "), "Helvetica", 9, colors.muted);
  pdf.end();
  return done;
}
