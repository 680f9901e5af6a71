import { describe, expect, it } from "vitest";
import { pageMeta } from "./seo";

const args = (pathname: string) => ({ location: { pathname }, matches: [{ id: "root", loaderData: { publicUrl: "https://salon.example" } }] });
const property = (meta: ReturnType<typeof pageMeta>, name: string) =>
  meta.filter((m) => (m as { property?: string }).property === name).map((m) => (m as { content: string }).content);

describe("pageMeta's link preview", () => {
  it("shows the salon's card, described, on a page without a picture of its own", () => {
    const meta = pageMeta(args("/faq"), { title: "Questions fréquentes", description: "Les réponses à vos questions." });
    expect(property(meta, "og:image")).toEqual(["https://salon.example/images/og-default.jpg"]);
    expect(property(meta, "og:image:alt")).toEqual(["Monsieur Moustache · Barbier à Paris 20e"]);
  });

  it("shows a page's own picture with the text alternative the page gives", () => {
    const meta = pageMeta(args("/blog/entretien-barbe"), {
      title: "Entretenir sa barbe",
      description: "Les gestes du quotidien.",
      image: { src: "/images/blog/entretien-barbe.webp", alt: "Un flacon d'huile à barbe sur un comptoir en bois" },
      type: "article",
    });
    expect(property(meta, "og:image")).toEqual(["https://salon.example/images/blog/entretien-barbe.webp"]);
    expect(property(meta, "og:image:alt")).toEqual(["Un flacon d'huile à barbe sur un comptoir en bois"]);
    // The alternative follows its image, as Open Graph reads structured properties in order.
    const order = meta.map((m) => (m as { property?: string }).property);
    expect(order.indexOf("og:image:alt")).toBe(order.indexOf("og:image") + 1);
  });
});
