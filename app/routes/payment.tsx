import { PageHeader } from "~/components/ui/page-header";
import { ServerHtml } from "~/components/ui/server-html";
import PaymentContent from "~/features/content/pages/payment-content.static";
import { pageMeta } from "~/lib/seo";
import { baseUrlOf, breadcrumbLd } from "~/lib/structured-data";
import { publicPageHandle } from "~/lib/layout";
import type { Route } from "./+types/payment";

export const handle = publicPageHandle;

const title = "Paiement sécurisé";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title,
    description:
      "Paiement par PayPal ou carte bancaire (CB, Visa, Mastercard) via PayPal, en euros et sur connexion chiffrée : comment nous protégeons vos achats sur la boutique Monsieur Moustache.",
    structuredData: [
      breadcrumbLd(baseUrlOf(args.matches), [
        { name: "Accueil", path: "/" },
        { name: title, path: "/payment" },
      ]),
    ],
  });

export default function Page() {
  return (
    <>
      <PageHeader title={title} intro="Des paiements simples et protégés." />
      <ServerHtml id="contenu-paiement">
        <PaymentContent />
      </ServerHtml>
    </>
  );
}
