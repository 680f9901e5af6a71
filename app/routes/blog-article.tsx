import { Link, redirect } from "react-router";
import { Breadcrumbs, type Crumb } from "~/components/ui/breadcrumbs";
import { findArticle, recommendedArticles } from "~/features/content/blog/blog";
import { ArticleBody } from "~/features/content/blog/markup";
import { ARTICLE_IMAGE_SIZE } from "~/features/content/blog/types";
import { ArticleCard } from "~/features/content/blog/ui/article-card";
import { BookAppointmentLink } from "~/features/content/blog/ui/book-appointment-link";
import { formatLongDate } from "~/lib/dates";
import { pageMeta } from "~/lib/seo";
import { blogPostingLd } from "~/features/content/blog/structured-data";
import { baseUrlOf, breadcrumbLd } from "~/lib/structured-data";
import { publicPageHandle } from "~/lib/layout";
import type { Route } from "./+types/blog-article";

export const handle = publicPageHandle;

export function loader({ params }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  // Spec §8: an unknown slug goes back to the list, without a message.
  if (!article) throw redirect("/blog");
  return { article, recommended: recommendedArticles(article.slug) };
}

/** Accueil › Blog › the article. */
const trailOf = (article: { title: string; slug: string }): Crumb[] => [
  { name: "Accueil", path: "/" },
  { name: "Blog", path: "/blog" },
  { name: article.title, path: `/blog/${article.slug}` },
];

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { article } = args.loaderData;
  const base = baseUrlOf(args.matches);
  return [
    ...pageMeta(args, {
      title: article.title,
      description: article.description,
      image: { src: article.image, alt: article.imageAlt },
      type: "article",
      structuredData: [blogPostingLd(base, article), breadcrumbLd(base, trailOf(article))],
    }),
    { name: "keywords", content: article.keywords.join(", ") },
    { property: "article:published_time", content: article.publishedAt },
    { property: "article:section", content: article.category },
  ];
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article, recommended } = loaderData;
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 pt-8 pb-12">
        <Breadcrumbs trail={trailOf(article)} />
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

        <aside aria-labelledby="article-cta-title" className="mt-12 rounded bg-ink p-8 text-center text-paper">
          <h2 id="article-cta-title" className="font-display text-2xl">
            Passez au salon ou prolongez le soin chez vous
          </h2>
          <div className="mt-6 flex flex-wrap justify-center gap-4">
            <BookAppointmentLink className="rounded bg-brass px-6 py-3 font-semibold text-ink hover:bg-paper" />
            <Link to="/shop" className="rounded border border-brass px-6 py-3 font-semibold text-paper hover:bg-brass hover:text-ink">
              Découvrir nos produits
            </Link>
          </div>
        </aside>
      </article>

      {recommended.length > 0 ? (
        <section aria-labelledby="recommended-title" className="bg-white/60 px-4 py-12">
          <div className="mx-auto max-w-6xl">
            <h2 id="recommended-title" className="font-display text-3xl">
              À lire aussi
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {recommended.map((other) => (
                <li key={other.slug}>
                  <ArticleCard article={other} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
