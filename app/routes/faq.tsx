import { PageHeader, PendingNotice } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Questions fréquentes",
    description: "Réservation, services, boutique et paiement : les réponses aux questions fréquentes sur le salon Monsieur Moustache.",
  });

export default function Page() {
  return (
    <>
      <PageHeader title="Questions fréquentes" />
      <PendingNotice>Les réponses aux questions fréquentes seront publiées ici très prochainement.</PendingNotice>
    </>
  );
}
