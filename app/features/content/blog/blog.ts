import { articles } from "./articles";
import type { BlogArticle, BlogArticleSummary } from "./types";

/** Spec §9: three recommended articles under an article. */
const RECOMMENDED_COUNT = 3;

const newestFirst = [...articles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug));

function summaryOf({ content: _content, keywords: _keywords, ...summary }: BlogArticle): BlogArticleSummary {
  return summary;
}

/** Every article as a card, newest first (the /blog list). */
export function listArticleSummaries(): BlogArticleSummary[] {
  return newestFirst.map(summaryOf);
}

/** Slug and date of every article, newest first: what /sitemap.xml needs. */
export function listArticles(): Array<{ slug: string; publishedAt: string }> {
  return newestFirst.map(({ slug, publishedAt }) => ({ slug, publishedAt }));
}

export function findArticle(slug: string | undefined): BlogArticle | null {
  return newestFirst.find((a) => a.slug === slug) ?? null;
}

/** The newest other articles, for the bottom of an article page. */
export function recommendedArticles(slug: string, count = RECOMMENDED_COUNT): BlogArticleSummary[] {
  return newestFirst
    .filter((a) => a.slug !== slug)
    .slice(0, count)
    .map(summaryOf);
}
