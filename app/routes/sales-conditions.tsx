import { PageHeader, PendingNotice } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/sales-conditions";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Conditions générales de vente",
    description: "Conditions générales de vente de la boutique en ligne et des rendez-vous du salon Monsieur Moustache.",
  });

export default function Page() {
  return (
    <>
      <PageHeader title="Conditions générales de vente" />
      <PendingNotice>Les conditions générales de vente seront publiées ici très prochainement.</PendingNotice>
    </>
  );
}
