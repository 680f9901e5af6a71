import { useEffect } from "react";
import { useNavigate } from "react-router";
import { PageHeader, PendingNotice } from "~/components/ui/page-header";
import { useCart } from "~/features/cart/cart-store";
import { useCartHydrated } from "~/features/cart/use-cart-hydrated";
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
  const navigate = useNavigate();
  const hydrated = useCartHydrated();
  const empty = useCart((s) => s.lines.length === 0);
  // Route table: an empty cart goes back to the shop.
  useEffect(() => {
    if (hydrated && empty) void navigate("/shop", { replace: true });
  }, [hydrated, empty, navigate]);
  return (
    <>
      <PageHeader title="Finaliser ma commande" />
      <PendingNotice>Le paiement en ligne sera ouvert très prochainement.</PendingNotice>
    </>
  );
}
