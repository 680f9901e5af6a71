import { PageHeader, PendingNotice } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Créer un compte",
    description: "Créez votre compte Monsieur Moustache pour commander nos produits naturels pour la barbe et les cheveux.",
  });

export default function Page() {
  return (
    <>
      <PageHeader title="Créer un compte" />
      <PendingNotice>La création de compte sera ouverte très prochainement.</PendingNotice>
    </>
  );
}
