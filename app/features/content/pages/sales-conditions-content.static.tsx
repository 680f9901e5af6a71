import { ContentColumn } from "./prose";
import { articleId, articleTitle, salesArticles } from "./sales-articles";
import { MoreTerms } from "./sales-terms-more";
import { ShopTerms } from "./sales-terms-shop";
import { GiftCardTerms } from "./sales-terms-gift-cards";

/** The terms of sale: written by the server, kept by the browser (ServerHtml). */
export default function SalesConditionsContent() {
  return (
    <ContentColumn>
      <nav aria-label="Sommaire des conditions générales de vente" className="rounded-lg border border-ink/10 bg-white/60 p-5">
        <p className="font-display text-lg text-ink">Sommaire</p>
        <ol className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {salesArticles.map((_, i) => (
            <li key={articleId(i + 1)}>
              <a href={`#${articleId(i + 1)}`} className="underline decoration-brass underline-offset-2 hover:text-brass-dark">
                {articleTitle(i + 1)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <ShopTerms />
      <MoreTerms />
      <GiftCardTerms />
    </ContentColumn>
  );
}
