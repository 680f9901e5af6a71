import { PageHeader } from "~/components/ui/page-header";
import { ServerHtml } from "~/components/ui/server-html";
import { CookieChoiceButton } from "~/features/content/pages/cookie-choice-button";
import LegalContent from "~/features/content/pages/legal-content.static";
import { contentColumnClass } from "~/features/content/pages/prose";
import { pageMeta } from "~/lib/seo";
import { baseUrlOf, breadcrumbLd } from "~/lib/structured-data";
import { publicPageHandle } from "~/lib/layout";
import type { Route } from "./+types/legal";

export const handle = publicPageHandle;

const title = "Mentions légales";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title,
    description:
      "Mentions légales du site Monsieur Moustache : éditeur, hébergeur, propriété intellectuelle, avis clients, données personnelles (RGPD), vos droits et cookies.",
    structuredData: [
      breadcrumbLd(baseUrlOf(args.matches), [
        { name: "Accueil", path: "/" },
        { name: title, path: "/legal" },
      ]),
    ],
  });

export default function Page() {
  return (
    <>
      <PageHeader title={title} intro="Qui sommes-nous, qui héberge le site, comment nous traitons les avis et comment nous protégeons vos données." />
      <div className={contentColumnClass.frame}>
        <ServerHtml id="contenu-mentions-legales" className={contentColumnClass.sections}>
          <LegalContent />
        </ServerHtml>
        <CookieChoiceButton className="mt-4" />
      </div>
    </>
  );
}
