import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { articles } from "./articles";
import { findArticle, listArticles, listArticleSummaries, recommendedArticles } from "./blog";
import { formatCardDate } from "./format";
import { parseMarkup } from "./markup";

const words = (content: string) => content.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe("built-in articles", () => {
  it("are six, one per category, with the required slugs", () => {
    expect(articles).toHaveLength(6);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(6);
    expect(articles.map((a) => a.category).sort()).toEqual(["Culture", "Expertise", "Guide", "Guide Expert", "Soins", "Tendances"]);
    const bySlug = Object.fromEntries(articles.map((a) => [a.slug, a.category]));
    expect(bySlug["coupe-homme-tendance-2025-guide-barbier-parisien"]).toBe("Tendances");
    expect(bySlug["histoire-quartier-gambetta-culture-style"]).toBe("Culture");
    expect(bySlug["guide-entretien-barbe-produits-naturels-paris"]).toBe("Soins");
  });

  it.each(articles.map((a) => [a.slug, a] as const))("%s is complete and consistent", (_slug, a) => {
    expect(a.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(a.publishedAt).toMatch(/^(2025|2026)-\d{2}-\d{2}$/);
    expect(a.publishedAt < "2026-11-22").toBe(true);
    expect(Number.isNaN(Date.parse(a.publishedAt))).toBe(false);
    expect(a.description.length).toBeGreaterThanOrEqual(120);
    expect(a.description.length).toBeLessThanOrEqual(180);
    expect(a.keywords.length).toBeGreaterThanOrEqual(3);
    expect(a.imageAlt.length).toBeGreaterThan(20);
    expect(existsSync(path.join(process.cwd(), "public", a.image))).toBe(true);

    const count = words(a.content);
    expect(count).toBeGreaterThanOrEqual(400);
    expect(count).toBeLessThanOrEqual(700);
    // The reading time at 200 words a minute, rounded up.
    expect(a.readTime).toBe(`${Math.ceil(count / 200)} min`);

    const blocks = parseMarkup(a.content);
    expect(blocks.filter((b) => b.type === "heading").length).toBeGreaterThanOrEqual(3);
    expect(a.content).not.toContain("undefined");
  });

  it("quote only the salon's real prices (spec §9) and its Google rating", () => {
    const allowed = new Set([10, 15, 20, 25, 35, 49]);
    for (const a of articles) {
      for (const [, amount] of a.content.matchAll(/(\d+) €/g)) expect(allowed, `${a.slug}: ${amount} €`).toContain(Number(amount));
    }
    const all = articles.map((a) => a.content).join("\n");
    expect(all).toContain("5,0/5");
    expect(all).toContain("255 avis");
    expect(all).toContain("95 à 100 %");
    expect(all).toContain("18 avenue Gambetta");
  });
});

describe("blog queries", () => {
  it("list the articles newest first, without their bodies", () => {
    const list = listArticleSummaries();
    const dates = list.map((a) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list[0]).not.toHaveProperty("content");
    expect(listArticles()).toEqual(list.map(({ slug, publishedAt }) => ({ slug, publishedAt })));
  });

  it("find an article by slug", () => {
    expect(findArticle("histoire-quartier-gambetta-culture-style")?.category).toBe("Culture");
    expect(findArticle("inconnu")).toBeNull();
    expect(findArticle(undefined)).toBeNull();
  });

  it("recommend the three newest other articles", () => {
    const newest = listArticles()[0]!.slug;
    const recommended = recommendedArticles(newest);
    expect(recommended).toHaveLength(3);
    expect(recommended.map((a) => a.slug)).not.toContain(newest);
    expect(recommended.map((a) => a.slug)).toEqual(
      listArticles()
        .slice(1, 4)
        .map((a) => a.slug),
    );
    expect(recommendedArticles(listArticles()[5]!.slug).map((a) => a.slug)).toEqual(
      listArticles()
        .slice(0, 3)
        .map((a) => a.slug),
    );
  });

  it("write card dates in French without the weekday", () => {
    expect(formatCardDate("2026-03-12")).toBe("12 mars 2026");
    expect(formatCardDate("2025-10-01")).toBe("1 octobre 2025");
  });
});
