import { PageHeader, PendingNotice } from "~/components/ui/page-header";
import { requireUser } from "~/features/accounts/session.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/success";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, "/success");
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Commande confirmée", description: "Merci pour votre commande chez Monsieur Moustache.", noindex: true });

export default function Success() {
  return (
    <>
      <PageHeader title="Merci pour votre commande !" />
      <PendingNotice>Le récapitulatif de votre commande vous a été envoyé par e-mail.</PendingNotice>
    </>
  );
}
