import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArticleBody, headingTags, parseMarkup } from "./markup";

const render = (content: string) => renderToString(createElement(ArticleBody, { content }));

describe("parseMarkup", () => {
  it("reads headings of levels 1 to 3", () => {
    expect(parseMarkup("# Un\n## Deux\n### Trois\n#### Quatre")).toEqual([
      { type: "heading", level: 1, text: "Un" },
      { type: "heading", level: 2, text: "Deux" },
      { type: "heading", level: 3, text: "Trois" },
      { type: "paragraph", style: "plain", text: "#### Quatre" },
    ]);
  });

  it("groups consecutive '- ' and '• ' lines into one list, and a blank line starts a new one", () => {
    expect(parseMarkup("- un\n• deux\n- trois\n\n- quatre")).toEqual([
      { type: "list", items: ["un", "deux", "trois"] },
      { type: "list", items: ["quatre"] },
    ]);
  });

  it("reads whole-line bold and italic paragraphs", () => {
    expect(parseMarkup("**Gras**\n*Italique*\n_Aussi italique_")).toEqual([
      { type: "paragraph", style: "bold", text: "Gras" },
      { type: "paragraph", style: "italic", text: "Italique" },
      { type: "paragraph", style: "italic", text: "Aussi italique" },
    ]);
  });

  it("keeps partly marked lines as plain text", () => {
    expect(parseMarkup("**Gras** puis **gras**\n\n*a* et *b*\n\nsnake_case_name")).toEqual([
      { type: "paragraph", style: "plain", text: "**Gras** puis **gras**" },
      { type: "paragraph", style: "plain", text: "*a* et *b*" },
      { type: "paragraph", style: "plain", text: "snake_case_name" },
    ]);
  });

  it("joins consecutive text lines into one paragraph and splits paragraphs on blank lines", () => {
    expect(parseMarkup("\n  Première ligne\nsuite\n\n\nDeuxième\n- point\nTroisième\n")).toEqual([
      { type: "paragraph", style: "plain", text: "Première ligne suite" },
      { type: "paragraph", style: "plain", text: "Deuxième" },
      { type: "list", items: ["point"] },
      { type: "paragraph", style: "plain", text: "Troisième" },
    ]);
  });
});

describe("headingTags", () => {
  it("renders the highest level used as h2 and never skips a level", () => {
    expect(headingTags(parseMarkup("# A\n## B\n### C"))).toEqual({ 1: "h2", 2: "h3", 3: "h4" });
    expect(headingTags(parseMarkup("## A\n### B"))).toMatchObject({ 2: "h2", 3: "h3" });
    expect(headingTags(parseMarkup("# A\n### B"))).toMatchObject({ 1: "h2", 3: "h3" });
  });
});

describe("ArticleBody", () => {
  it("renders every construct as HTML elements, without an h1", () => {
    const html = render("# Titre\n## Sous-titre\n### Détail\nTexte\n\n- un\n- deux\n**Gras**\n_Italique_");
    expect(html).toContain(">Titre</h2>");
    expect(html).toContain(">Sous-titre</h3>");
    expect(html).toContain(">Détail</h4>");
    expect(html).not.toContain("<h1");
    expect(html).toMatch(/<p[^>]*>Texte<\/p>/);
    expect(html).toMatch(/<ul[^>]*><li>un<\/li><li>deux<\/li><\/ul>/);
    expect(html).toMatch(/<p[^>]*><strong>Gras<\/strong><\/p>/);
    expect(html).toMatch(/<p[^>]*><em>Italique<\/em><\/p>/);
  });

  it("shows HTML in the text as text", () => {
    const html = render("<script>alert(1)</script>\n\n- <img src=x onerror=alert(1)>\n## <b>titre</b>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
  });
});
