import { PageHeader } from "~/components/ui/page-header";
import { ServerHtml } from "~/components/ui/server-html";
import SalesConditionsContent from "~/features/content/pages/sales-conditions-content.static";
import { pageMeta } from "~/lib/seo";
import { baseUrlOf, breadcrumbLd } from "~/lib/structured-data";
import { publicPageHandle } from "~/lib/layout";
import type { Route } from "./+types/sales-conditions";

export const handle = publicPageHandle;

const title = "Conditions générales de vente";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title,
    description:
      "Conditions générales de vente de Monsieur Moustache : prix, commandes, paiement, livraison, rétractation, garanties, rendez-vous au salon et médiation.",
    structuredData: [
      breadcrumbLd(baseUrlOf(args.matches), [
        { name: "Accueil", path: "/" },
        { name: title, path: "/sales-conditions" },
      ]),
    ],
  });

export default function Page() {
  return (
    <>
      <PageHeader title={title} intro="Les règles applicables à vos achats sur la boutique et à vos rendez-vous au salon." />
      <ServerHtml id="contenu-cgv">
        <SalesConditionsContent />
      </ServerHtml>
    </>
  );
}
