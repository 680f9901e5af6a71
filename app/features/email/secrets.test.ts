import { describe, expect, it } from "vitest";
import { buildIcs } from "~/features/booking/ics";
import { maskedCopy, maskSecrets } from "./secrets";

const token = "Zq3xV9_kLm-8pQr2sT4uVw6yXa1bCd3eFg5hJk7lMn0";
const url = `https://salon.test/rendez-vous/${token}`;

describe("masked copy of a mail", () => {
  it("masks a token wherever the body writes it, and nothing else", () => {
    const html = `<a href="${url}">${url}</a> <a href="https://salon.test/reset-password?token=${encodeURIComponent("a+b/c")}">x</a>`;
    const masked = maskSecrets(html, [token, "a+b/c"]);
    expect(masked).toBe(
      '<a href="https://salon.test/rendez-vous/[masqué]">https://salon.test/rendez-vous/[masqué]</a> <a href="https://salon.test/reset-password?token=[masqué]">x</a>',
    );
    expect(maskSecrets("rien à cacher", [])).toBe("rien à cacher");
  });

  it("masks a token cut by the line folds of a calendar file, and keeps its other bytes", () => {
    const ics = buildIcs({
      uid: "1@monsieur-moustache.fr",
      start: new Date("2026-11-23T17:00:00Z"),
      end: new Date("2026-11-23T17:30:00Z"),
      summary: "Coupe – Monsieur Moustache",
      location: "Paris",
      description: `Rendez-vous chez Monsieur Moustache. Pour annuler jusqu'à 24 h avant : ${url}`,
      url,
      now: new Date("2026-11-20T10:00:00Z"),
    });
    // One of its two links at least is cut by a fold: a plain search would miss it.
    expect(ics.replace(/\r\n[ \t]/g, "")).toContain(token);
    expect(ics.split(url).length).toBeLessThan(3);
    const pdf = Buffer.from([0x25, 0x50, 0x44, 0x46, 0xff, 0x00, 0xe9]).toString("base64");
    const copy = maskedCopy(
      {
        html: "",
        text: "",
        attachments: [
          { filename: "rendez-vous.ics", contentType: "text/calendar", contentBase64: Buffer.from(ics).toString("base64") },
          { filename: "facture.pdf", contentType: "application/pdf", contentBase64: pdf },
          { filename: "facture-2.pdf", contentType: "application/pdf", generated: { kind: "invoice_document", id: "x" } },
        ],
      },
      [token],
    );
    const kept = Buffer.from((copy.attachments[0] as { contentBase64: string }).contentBase64, "base64").toString("utf8");
    expect(kept.replace(/\r\n[ \t]/g, "")).not.toContain(token.slice(0, 8));
    expect(kept).toContain("/rendez-vous/[masqué]");
    expect(kept).toContain("Coupe – Monsieur Moustache");
    expect(copy.attachments.slice(1)).toEqual([
      { filename: "facture.pdf", contentType: "application/pdf", contentBase64: pdf },
      { filename: "facture-2.pdf", contentType: "application/pdf", generated: { kind: "invoice_document", id: "x" } },
    ]);
  });
});
