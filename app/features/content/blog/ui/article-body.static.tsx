import { Link, useParams } from "react-router";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { formatLongDate } from "~/lib/dates";
import { findArticle } from "../blog";
import { articleTrail } from "../trail";
import { ArticleBody } from "../markup";
import { ARTICLE_IMAGE_SIZE } from "../types";

/**
 * An article as the server writes it and the browser keeps it (ServerHtml): trail, title, picture
 * and body. Its text is not in the page's scripts nor in its data.
 */
export default function ArticleMain() {
  const article = findArticle(useParams().slug);
  if (!article) return null;
  return (
    <>
      <Breadcrumbs trail={articleTrail(article)} />
      <Link to="/blog" className="mt-6 inline-block font-semibold underline underline-offset-4 hover:no-underline">
        <span aria-hidden="true">← </span>Retour au blog
      </Link>

      <header className="mt-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span className="rounded bg-brass/15 px-2 py-0.5 font-semibold text-ink">{article.category}</span>
          <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time>
          <span aria-hidden="true">·</span>
          <span>{article.readTime} de lecture</span>
        </p>
        <h1 className="mt-4 font-display text-3xl leading-tight md:text-5xl">{article.title}</h1>
        <p className="mt-4 text-lg text-muted">{article.description}</p>
      </header>

      <img
        src={article.image}
        alt={article.imageAlt}
        width={ARTICLE_IMAGE_SIZE.width}
        height={ARTICLE_IMAGE_SIZE.height}
        fetchPriority="high"
        className="mt-8 aspect-[3/2] w-full rounded object-cover"
      />

      <div className="mt-4 text-lg leading-relaxed">
        <ArticleBody content={article.content} />
      </div>
    </>
  );
}
