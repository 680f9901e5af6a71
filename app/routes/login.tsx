import { PageHeader, PendingNotice } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Connexion",
    description: "Connectez-vous à votre compte Monsieur Moustache pour commander en ligne et suivre vos achats.",
  });

export default function Page() {
  return (
    <>
      <PageHeader title="Connexion" />
      <PendingNotice>La connexion aux comptes clients sera ouverte très prochainement.</PendingNotice>
    </>
  );
}
