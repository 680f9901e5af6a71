import { PageHeader, PendingNotice } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Nouveau mot de passe",
    description: "Choisissez un nouveau mot de passe pour votre compte Monsieur Moustache.",
  });

export default function Page() {
  return (
    <>
      <PageHeader title="Nouveau mot de passe" />
      <PendingNotice>La réinitialisation du mot de passe sera disponible très prochainement.</PendingNotice>
    </>
  );
}
