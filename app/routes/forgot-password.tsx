import { PageHeader, PendingNotice } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Mot de passe oublié",
    description: "Recevez par e-mail un lien pour choisir un nouveau mot de passe.",
  });

export default function Page() {
  return (
    <>
      <PageHeader title="Mot de passe oublié" />
      <PendingNotice>La réinitialisation du mot de passe sera disponible très prochainement.</PendingNotice>
    </>
  );
}
