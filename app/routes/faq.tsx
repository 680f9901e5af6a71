import { PageHeader } from "~/components/ui/page-header";
import { ServerHtml } from "~/components/ui/server-html";
import FaqContent from "~/features/content/pages/faq-content.static";
import { pageMeta } from "~/lib/seo";
import { baseUrlOf, breadcrumbLd } from "~/lib/structured-data";
import { publicPageHandle } from "~/lib/layout";
import type { Route } from "./+types/faq";

export const handle = publicPageHandle;

const title = "Questions fréquentes";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title,
    description:
      "Réservation, services et tarifs, boutique, livraison et paiement : les réponses aux questions fréquentes sur le salon de barbier Monsieur Moustache à Paris 20e.",
    structuredData: [
      breadcrumbLd(baseUrlOf(args.matches), [
        { name: "Accueil", path: "/" },
        { name: title, path: "/faq" },
      ]),
    ],
  });

export default function Page() {
  return (
    <>
      <PageHeader title={title} intro="Réservation, prestations, boutique et paiement : l'essentiel en quelques réponses." />
      <ServerHtml id="contenu-faq">
        <FaqContent />
      </ServerHtml>
    </>
  );
}
