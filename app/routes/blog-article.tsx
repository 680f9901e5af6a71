import { Link, redirect } from "react-router";
import { ServerHtml } from "~/components/ui/server-html";
import { findArticle } from "~/features/content/blog/blog";
import { articleTrail } from "~/features/content/blog/trail";
import ArticleMain from "~/features/content/blog/ui/article-body.static";
import { BookAppointmentLink } from "~/features/content/blog/ui/book-appointment-link";
import RecommendedArticles from "~/features/content/blog/ui/recommended-articles.static";
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
  // What the page's meta needs: the text itself is in the kept HTML (ArticleMain), not in the data.
  const { slug, title, description, image, imageAlt, publishedAt, keywords, category } = article;
  return { article: { slug, title, description, image, imageAlt, publishedAt, keywords, category } };
}

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
      structuredData: [blogPostingLd(base, article), breadcrumbLd(base, articleTrail(article))],
    }),
    { name: "keywords", content: article.keywords.join(", ") },
    { property: "article:published_time", content: article.publishedAt },
    { property: "article:section", content: article.category },
  ];
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { slug } = loaderData.article;
  // Keyed by article: from one article to another, the kept parts are those of the new one.
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 pt-8 pb-12">
        <ServerHtml key={slug} id={`article-${slug}`}>
          <ArticleMain />
        </ServerHtml>

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

      <ServerHtml key={`${slug}-suggestions`} id={`article-${slug}-suggestions`}>
        <RecommendedArticles />
      </ServerHtml>
    </>
  );
}
