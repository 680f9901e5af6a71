import { Link } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { ServerHtml } from "~/components/ui/server-html";
import ArticleList from "~/features/content/blog/ui/article-list.static";
import { BookAppointmentLink } from "~/features/content/blog/ui/book-appointment-link";
import { pageMeta } from "~/lib/seo";
import { baseUrlOf, breadcrumbLd } from "~/lib/structured-data";
import { publicPageHandle } from "~/lib/layout";
import type { Route } from "./+types/blog";

export const handle = publicPageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Blog",
    description: "Conseils de barbier, tendances coupe homme et entretien de la barbe : le blog du salon Monsieur Moustache à Paris 20e.",
    structuredData: [
      breadcrumbLd(baseUrlOf(args.matches), [
        { name: "Accueil", path: "/" },
        { name: "Blog", path: "/blog" },
      ]),
    ],
  });

export default function Blog() {
  return (
    <>
      <PageHeader
        title="Blog"
        intro="Tendances, soins de la barbe, rasage traditionnel et histoire du quartier : les conseils et le savoir-faire de nos barbiers de Gambetta."
      />
      <section aria-label="Articles" className="mx-auto max-w-6xl px-4 py-12">
        <ServerHtml id="articles-blog">
          <ArticleList />
        </ServerHtml>
      </section>
      <section aria-labelledby="blog-cta-title" className="bg-ink px-4 py-14 text-center text-paper">
        <h2 id="blog-cta-title" className="font-display text-3xl">
          Envie de passer de la lecture au fauteuil ?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-paper/80">
          Réservez votre coupe, votre taille de barbe ou votre rasage en ligne, ou posez-nous vos questions.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <BookAppointmentLink className="rounded bg-brass px-6 py-3 font-semibold text-ink hover:bg-paper" />
          <Link to="/contact" className="rounded border border-brass px-6 py-3 font-semibold text-paper hover:bg-brass hover:text-ink">
            Nous contacter
          </Link>
        </div>
      </section>
    </>
  );
}
