import { PageHeader } from "~/components/ui/page-header";
import { ServerHtml } from "~/components/ui/server-html";
import AboutContent from "~/features/content/pages/about-content.static";
import { teamToShow } from "~/features/content/pages/team.server";
import { pageMeta } from "~/lib/seo";
import { baseUrlOf, breadcrumbLd } from "~/lib/structured-data";
import { publicPageHandle } from "~/lib/layout";
import type { Route } from "./+types/about";

export const handle = publicPageHandle;

// From memory (getTeam): a change of the team forgets it, and the page kept with it.
export async function loader() {
  return { team: await teamToShow() };
}

const title = "À propos";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title,
    description:
      "L'histoire de Monsieur Moustache, barbier de quartier à Gambetta (Paris 20e) : notre philosophie, nos engagements, nos horaires et nos produits naturels fabriqués en France.",
    structuredData: [
      breadcrumbLd(baseUrlOf(args.matches), [
        { name: "Accueil", path: "/" },
        { name: title, path: "/about" },
      ]),
    ],
  });

export default function Page() {
  return (
    <>
      <PageHeader title={title} intro="Barbier de quartier à Gambetta, Monsieur Moustache perpétue l'art de la coupe et du rasage traditionnels." />
      <ServerHtml id="contenu-a-propos">
        <AboutContent />
      </ServerHtml>
    </>
  );
}
