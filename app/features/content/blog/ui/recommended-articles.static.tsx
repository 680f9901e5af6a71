import { useParams } from "react-router";
import { recommendedArticles } from "../blog";
import { ArticleCard } from "./article-card";

/** 'À lire aussi' under an article: written by the server, kept by the browser (ServerHtml). */
export default function RecommendedArticles() {
  const slug = useParams().slug;
  const recommended = slug ? recommendedArticles(slug) : [];
  if (recommended.length === 0) return null;
  return (
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
  );
}
