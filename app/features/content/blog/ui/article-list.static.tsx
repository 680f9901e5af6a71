import { listArticleSummaries } from "../blog";
import { ArticleCard } from "./article-card";

/** The /blog list's cards, newest first: written by the server, kept by the browser (ServerHtml). */
export default function ArticleList() {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {listArticleSummaries().map((article) => (
        <li key={article.slug}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}
