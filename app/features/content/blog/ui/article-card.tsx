import { Link } from "react-router";
import { formatCardDate } from "../format";
import { ARTICLE_IMAGE_SIZE, type BlogArticleSummary } from "../types";

/** A card of the list and of the recommendations: the title link and 'Lire l'article' are the only focusable links. */
export function ArticleCard({ article, headingLevel = 2 }: { article: BlogArticleSummary; headingLevel?: 2 | 3 }) {
  const href = `/blog/${article.slug}`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded bg-white shadow-sm">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
        <img
          src={article.image}
          alt=""
          width={ARTICLE_IMAGE_SIZE.width}
          height={ARTICLE_IMAGE_SIZE.height}
          loading="lazy"
          className="aspect-[3/2] w-full object-cover transition-opacity hover:opacity-90"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span className="rounded bg-brass/15 px-2 py-0.5 font-semibold text-ink">{article.category}</span>
          <time dateTime={article.publishedAt}>{formatCardDate(article.publishedAt)}</time>
          <span aria-hidden="true">·</span>
          <span>{article.readTime}</span>
        </p>
        <Heading className="font-display text-xl leading-snug">
          <Link to={href} className="hover:underline">
            {article.title}
          </Link>
        </Heading>
        <p className="flex-1 text-muted">{article.description}</p>
        <Link to={href} className="self-start font-semibold text-brass-dark underline-offset-4 hover:underline">
          Lire l'article<span className="sr-only"> : {article.title}</span>
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
    </article>
  );
}
