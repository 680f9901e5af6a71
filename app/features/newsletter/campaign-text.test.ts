import { describe, expect, it } from "vitest";
import { campaignExcerpt, campaignParagraphs, linePieces } from "./campaign-text";

describe("a newsletter's text", () => {
  it("splits paragraphs on blank lines (whatever the line ends) and keeps single line breaks", () => {
    expect(campaignParagraphs("Bonjour,\r\n\r\nNouveautés :\r\n- barbe\n- coupe\n\n\n  \nÀ bientôt")).toEqual([
      [[{ text: "Bonjour," }]],
      [[{ text: "Nouveautés :" }], [{ text: "- barbe" }], [{ text: "- coupe" }]],
      [[{ text: "À bientôt" }]],
    ]);
    expect(campaignParagraphs("  \n \n")).toEqual([]);
  });

  it("links http and https addresses, without the sentence's punctuation", () => {
    expect(linePieces("Réservez sur https://monsieur-moustache.fr/#services. Merci !")).toEqual([
      { text: "Réservez sur " },
      { text: "https://monsieur-moustache.fr/#services", href: "https://monsieur-moustache.fr/#services" },
      { text: ". Merci !" },
    ]);
    expect(linePieces("(voir http://exemple.fr/a_(b)), fin")).toEqual([
      { text: "(voir " },
      { text: "http://exemple.fr/a_(b)", href: "http://exemple.fr/a_(b)" },
      { text: "), fin" },
    ]);
  });

  it("links nothing else: other schemes, markup and broken addresses stay text", () => {
    for (const line of [
      "javascript:alert(1)",
      '<a href="https://x.fr">ici</a> data:text/html,<script>',
      "ftp://x.fr mailto:a@b.fr",
      "https://",
      "www.salon.fr",
    ]) {
      const links = linePieces(line).filter((piece) => "href" in piece);
      if (line.startsWith("<a")) expect(links).toEqual([{ text: "https://x.fr", href: "https://x.fr/" }]);
      else expect(links).toEqual([]);
      expect(
        linePieces(line)
          .map((piece) => piece.text)
          .join(""),
      ).toBe(line);
    }
  });

  it("makes a short preview line", () => {
    expect(campaignExcerpt("Bonjour\n\ntout le monde")).toBe("Bonjour tout le monde");
    expect(campaignExcerpt("a".repeat(300))).toHaveLength(120);
  });
});
