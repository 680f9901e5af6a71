import { PageHeader, PendingNotice } from "~/components/ui/page-header";
import { requireUser } from "~/features/accounts/session.server";
import { pageMeta } from "~/lib/seo";
import type { RouteHandle } from "~/lib/layout";
import type { Route } from "./+types/checkout";

export const handle: RouteHandle = { layout: { newsletter: false, deliveryStrip: false } };

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, "/checkout");
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Finaliser ma commande", description: "Livraison, code promo et paiement sécurisé de votre commande.", noindex: true });

export default function Checkout() {
  return (
    <>
      <PageHeader title="Finaliser ma commande" />
      <PendingNotice>Le paiement en ligne sera ouvert très prochainement.</PendingNotice>
    </>
  );
}
