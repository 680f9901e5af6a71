import { PageHeader, PendingNotice } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/shipping-returns";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Livraison et retours",
    description: "Livraison à domicile en 3 à 5 jours ouvrés, offerte dès 49 € d'achat, ou retrait gratuit au salon. Retours sous 14 jours.",
  });

export default function Page() {
  return (
    <>
      <PageHeader title="Livraison et retours" intro="Livraison offerte dès 49 € d'achat, retrait gratuit au salon." />
      <PendingNotice>Le détail de nos tarifs de livraison et de notre politique de retour sera publié ici très prochainement.</PendingNotice>
    </>
  );
}
