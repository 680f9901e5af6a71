import { PageHeader, PendingNotice } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/payment";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Paiement sécurisé",
    description: "Moyens de paiement acceptés et sécurité des transactions sur la boutique Monsieur Moustache.",
  });

export default function Page() {
  return (
    <>
      <PageHeader title="Paiement sécurisé" intro="Des paiements simples et protégés." />
      <PendingNotice>La liste des moyens de paiement acceptés sera publiée ici très prochainement.</PendingNotice>
    </>
  );
}
